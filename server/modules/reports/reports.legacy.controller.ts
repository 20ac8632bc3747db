import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Policy } from '../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { AnimalsService } from '../animals/animals.service.js';
import { AnimalQueryInput } from '../animals/dto/animal-query.input.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { FileUpload, type UploadedFileData } from '../../web/multipart.js';
import { ReportUploadLimitInterceptor } from './report-upload.js';
import { REPORT_MAX_BYTES, ReportsService } from './reports.service.js';

/**
 * The REST door keeps the spellings of api-and-data operations §3: the camelCase twins GraphQL also serves (issue 17) are
 * left out here, so these bodies stay as they were.
 */
function specSpellings<T extends object>(body: T): Omit<T, (typeof GRAPHQL_ONLY)[number]> {
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of GRAPHQL_ONLY) delete out[key];
  return out as Omit<T, (typeof GRAPHQL_ONLY)[number]>;
}
const GRAPHQL_ONLY = ['rawZones', 'pagesTotal', 'pagesKept', 'createdAt', 'rejectionReasons'] as const;

/** Keep-alive comment interval on the event stream, under common proxy idle timeouts. */
const SSE_PING_MS = 15_000;

@ApiTags('reports')
@Controller('api/reports')
export class ReportsLegacyController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly reports: ReportsService,
    private readonly animals: AnimalsService,
  ) {}

  @Post('upload')
  @Policy('reports.upload')
  @UseInterceptors(ReportUploadLimitInterceptor, FileUpload('file', { fileSize: REPORT_MAX_BYTES }))
  @ApiConsumes('multipart/form-data')
  @ApiQuery({ name: 'action', required: false, enum: ['uploadOnly'] })
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: '{ tempReportId, filename, size }; then POST /api/reports/{tempReportId}/parse' })
  upload(
    @Query('action') action: string | undefined,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ) {
    if (action !== undefined && action !== 'uploadOnly') throw new AppError(ErrorCode.BAD_REQUEST, 'Unknown action: use action=uploadOnly');
    return this.reports.upload(file, auth, meta);
  }

  @Post('cancel-all')
  @HttpCode(200)
  @Policy('reports.cancelAll')
  @ApiOkResponse({ description: '{ cancelled, message }' })
  cancelAll(@CurrentAuth() auth: AuthContext) {
    return this.reports.cancelAll(auth);
  }

  @Get('pending')
  @Policy('reports.read')
  async pending(@CurrentAuth() auth: AuthContext) {
    return (await this.reports.pending(auth)).map(specSpellings);
  }

  @Get('latest')
  @Policy('reports.read')
  @ApiOkResponse({ description: '{ reportId, reportDate, created_at }, all null when no report is committed yet' })
  async latest() {
    const latest = await this.reports.latest();
    return latest ? specSpellings(latest) : { reportId: null, reportDate: null, created_at: null };
  }

  @Get()
  @Policy('reports.read')
  @ApiOperation({ summary: 'Committed reports, newest report date first' })
  list() {
    return this.reports.list();
  }

  @Post(':tempId/parse')
  @Policy('reports.parse')
  @ApiOperation({ summary: 'Queue the parse and wait for its outcome (up to REPORT_PARSE_WAIT_SECONDS)' })
  @ApiOkResponse({ description: '{ reportId }; 202 { tempId, state } when still running; 409/422/503 error bodies with tempId (and retryAt)' })
  async parse(@Param('tempId') tempId: string, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: FastifyReply) {
    const outcome = await this.reports.parseAndWait(tempId, auth);
    if ('accepted' in outcome) {
      res.status(202);
      return { tempId: outcome.tempId, state: outcome.state };
    }
    return outcome;
  }

  @Post(':id/parse/resume')
  @HttpCode(200)
  @Policy('reports.resume')
  resumeParse(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    return this.reports.resume(id, auth);
  }

  @Post(':tempId/resume')
  @HttpCode(200)
  @Policy('reports.resume')
  resume(@Param('tempId') tempId: string, @CurrentAuth() auth: AuthContext) {
    return this.reports.resume(tempId, auth);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Policy('reports.cancel')
  @ApiOkResponse({ description: 'The report as a pending item, state cancelled; 403 for someone else\'s below ADMIN, 409 when already final' })
  async cancel(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    return specSpellings(await this.reports.cancel(id, auth));
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  @Policy('reports.dismiss')
  @ApiOkResponse({ description: 'The failed report, now off every banner; 403 for someone else\'s below ADMIN, 409 unless failed' })
  async dismiss(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    return specSpellings(await this.reports.dismiss(id, auth));
  }

  @Delete(':id')
  @Policy('reports.delete')
  @ApiOkResponse({ description: '{ reportId, locationRecordsCleared }' })
  delete(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    return this.reports.delete(id, auth);
  }

  @Get(':id/status')
  @Policy('reports.read')
  status(@Param('id') id: string) {
    return this.reports.status(id);
  }

  @Get(':tempId/manifest')
  @Policy('reports.read')
  async manifest(@Param('tempId') tempId: string, @Res({ passthrough: true }) res: FastifyReply) {
    res.header('Cache-Control', 'no-store');
    return specSpellings(await this.reports.manifest(tempId));
  }

  @Get(':reportId/zone-groups')
  @Policy('reports.read')
  zoneGroups(@Param('reportId') reportId: string) {
    return this.reports.zoneGroups(reportId);
  }

  @Get(':reportId/movements')
  @Policy('reports.read')
  @ApiOkResponse({ description: '{ reportId, previousReportId, arrived, left, moved, changed, items }: what changed since the report before' })
  movements(@Param('reportId') reportId: string) {
    return this.reports.movements(reportId);
  }

  @Get(':reportId/animals')
  @Policy('animals.read')
  @ApiOkResponse({ description: '{ items, total, page, limit, reportId }' })
  reportAnimals(@Param('reportId') reportId: string, @Query() query: AnimalQueryInput) {
    return this.animals.reportAnimals(reportId, query);
  }

  @Get(':tempId/events')
  @Policy('reports.read')
  @ApiOperation({ summary: 'Server-sent events: a snapshot, then every timeline event until done or error' })
  async events(@Param('tempId') tempId: string, @Res() reply: FastifyReply) {
    if (!this.config.REPORTS_SSE_ENABLED) {
      throw new AppError(ErrorCode.NOT_FOUND, 'Server-sent events are turned off (REPORTS_SSE_ENABLED=false): poll GET /api/reports/{id}/status instead.');
    }
    const stream = await this.reports.follow(tempId);
    // The stream is written to the Node response directly; the headers set so far (CORS) go with it.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const ping = setInterval(() => res.write(': ping\n\n'), SSE_PING_MS);
    // The connection closing (the client went away) ends the stream; so does our own end below.
    res.on('close', () => void stream.return().catch(() => undefined));
    try {
      for await (const event of stream) {
        res.write(`id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    } finally {
      clearInterval(ping);
      res.end();
    }
  }
}
