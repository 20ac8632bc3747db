import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AppError, ErrorCode } from '../../../common/errors/error-codes.js';
import { JOB_QUEUE, type Job, type JobQueue } from '../../../common/queue/job-queue.js';
import { STORAGE, type Storage } from '../../../common/storage/storage.js';
import { CONFIG, type AppConfig } from '../../../config/config.js';
import { wallClock } from '../../../common/time.js';
import { AnimalEntity } from '../../animals/animal.entity.js';
import { ReportChunkEntity, ReportEntity, ZoneGroupEntity } from '../report.entity.js';
import { ReportEventsService, type ReportEventType, type ReportEventData } from '../report-events.js';
import { AI_FORMAT, AiParser } from './ai-parser.js';
import { layoutChunk, splitChunks, traceOf, type Chunk } from './chunks.js';
import { NOT_IMPORTED_CAP, type ChunkTrace, type JobCounters, type ReportDiagnostics } from './diagnostics.js';
import { ExtractionLimitError, extractPdf, type ExtractedPdf } from './extract.js';
import { LAYOUT_PARSER_VERSION, parseLayout, type LayoutParse } from './layout-parser.js';
import { locationOf, RECORD_FIELDS, type AnimalRecord } from './record.js';
import { lockMovements, recordMovements } from '../movements.js';
import { AlertsService } from '../../animals/alerts/alerts.service.js';
import { commitWarnings, jobCounters, notImportedOf, plural, tallyRows, zoneGroups } from './tally.js';

export const PARSE_JOB = 'report.parse';
export interface ParseJobData {
  reportId: string;
}

const INSERT_BATCH = 500;

interface ChunkRead {
  records: AnimalRecord[];
  trace: ChunkTrace;
  event: ReportEventType;
  data: ReportEventData;
}

/**
 * The rows of an `UPDATE … RETURNING` run with `query()`: TypeORM's PostgreSQL driver answers `[rows, count]`,
 * PGlite's the rows alone.
 */
export function returned(result: unknown): unknown[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0];
  return Array.isArray(result) ? result : [];
}

/** Events that change a report's state, as open lists hear of them (issue 16). */
const CHANGES: Partial<Record<ReportEventType, string>> = { 'parse.start': 'parsing', 'chunk.llm.rate_limited': 'rate_limited', done: 'complete', error: 'failed' };

/** Tries to record a failure, and the wait before the next (times the try's number). */
const FAIL_ATTEMPTS = 4;
const FAIL_RETRY_MS = 1000;

/** Errors of an outage (database or Redis unreachable, connection cut), as opposed to a bad file or a bug. */
export function isTransient(e: unknown): boolean {
  if (e instanceof AppError) return e.code === ErrorCode.QUEUE_UNAVAILABLE;
  const err = e as { code?: unknown; message?: unknown; driverError?: { code?: unknown } } | null;
  const code = String(err?.code ?? err?.driverError?.code ?? '');
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|57P0[123]|08\d{3})$/.test(code)) return true;
  return /Connection terminated|Connection is closed|terminating connection|connect ECONNREFUSED|Client has encountered a connection error/i.test(String(err?.message ?? ''));
}

/** Ends the job early: the report was cancelled or deleted while it ran. */
class Stopped extends Error {}

/**
 * The one path from a stored upload to committed animals: extract, read each chunk (AI, or the layout reader
 * as default and fallback), filter to Salem, check totals, commit in one transaction. Every step is written
 * to the report row and its timeline before it is published, so a re-run after a crash picks up from the
 * saved chunks and never duplicates rows.
 */
@Injectable()
export class ReportPipeline {
  private readonly logger = new Logger('ReportPipeline');
  private readonly ai: AiParser | null;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly events: ReportEventsService,
    private readonly alerts: AlertsService,
  ) {
    this.ai = config.ANTHROPIC_API_KEY
      ? new AiParser({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL, model: config.ANTHROPIC_MODEL })
      : null;
  }

  /** Stores an uploaded PDF under a name we make, with its SHA-256, as a report in state `uploaded`. */
  async intake(data: Buffer, filename: string, uploadedBy: string | null): Promise<ReportEntity> {
    const storageKey = `reports/${randomUUID()}.pdf`;
    await this.storage.put(storageKey, data, 'application/pdf');
    // The file first, then its row; if the row cannot be written the file goes too, so none is left orphaned.
    const saved = this.reports.save(
      this.reports.create({
        tempId: `tmp_${randomBytes(12).toString('base64url')}`,
        sourceFilename: filename,
        storageKey,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        uploadedBy,
        state: 'uploaded',
      }),
    );
    return saved.catch(async (e: unknown) => {
      await this.storage.delete(storageKey).catch((err) => this.logger.error(`could not remove ${storageKey} after a failed upload: ${err}`));
      throw e;
    });
  }

  /** Queues a parse; with the same suffix twice (or none: the tempId itself) the second is ignored. */
  enqueue(report: Pick<ReportEntity, 'id' | 'tempId'>, suffix?: string, delayMs?: number) {
    return this.queue.add<ParseJobData>(PARSE_JOB, { reportId: report.id }, { jobId: suffix ? `${report.tempId}-${suffix}` : report.tempId, delayMs });
  }

  private get reports() {
    return this.db.getRepository(ReportEntity);
  }

  /** Runs one parse job (reports.processor.ts): claims the report, parses it, and records how it ended. */
  async run(job: Job<ParseJobData>): Promise<void> {
    const claimed = await this.reports.query(
      `UPDATE reports SET state = 'parsing', next_retry_at = NULL, error_code = NULL, last_error = NULL, updated_at = now()
       WHERE id = $1 AND state IN ('queued', 'rate_limited', 'parsing', 'finalizing') RETURNING id`,
      [job.data.reportId],
    );
    if (returned(claimed).length === 0) return; // complete, cancelled, deleted, or a stale retry after a resume
    const report = await this.reports.findOneByOrFail({ id: job.data.reportId });
    const started = Date.now();
    try {
      await this.parse(report);
      this.logger.log(`report ${report.tempId}: ${report.state} in ${Date.now() - started} ms`);
    } catch (e) {
      if (e instanceof Stopped) return;
      if (isTransient(e)) {
        // The database or Redis went away: not the file's fault. The report stays where it was and the
        // reconciler queues it again once it has made no progress for PARSE_STALL_SECONDS.
        this.logger.warn(`report ${report.tempId}: stopped by an outage, to be resumed: ${e instanceof Error ? e.message : e}`);
        return;
      }
      // A bad file throws an AppError with a PARSE_* code (or DUPLICATE_UPLOAD, …). Anything else is ours: a
      // bug or a part of the server that failed. Logged with its stack, and shown to staff as a server problem,
      // never as a fault of the file; its text stays in the log.
      let error: AppError;
      if (e instanceof AppError) error = e;
      else {
        this.logger.error(`report ${report.tempId}: internal error in the pipeline: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
        error = new AppError(ErrorCode.INTERNAL, serverFaultMessage(report.tempId));
      }
      await this.recordFailure(report, error);
    }
  }

  /** Records a failure, trying again through a short outage; if it still cannot, the reconciler re-runs the parse later. */
  private async recordFailure(report: ReportEntity, error: AppError) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.fail(report, error);
      } catch (err) {
        if (err instanceof Stopped) return;
        if (attempt >= FAIL_ATTEMPTS) return this.logger.error(`report ${report.tempId}: could not record failure after ${attempt} tries: ${err}`);
        await new Promise((r) => setTimeout(r, FAIL_RETRY_MS * attempt));
      }
    }
  }

  private async emit(report: ReportEntity, type: ReportEventType, data: ReportEventData = {}) {
    await this.events.append(report, type, data, report.completed.length);
    const state = CHANGES[type];
    if (state) await this.events.changed(report, state, { animalCount: data.animalCount, message: data.message });
  }

  private async save(report: ReportEntity, patch: Partial<ReportEntity>) {
    Object.assign(report, patch);
    const result = await this.reports.update({ id: report.id, state: In(['parsing', 'finalizing', 'rate_limited']) }, patch);
    if (!result.affected) throw new Stopped();
  }

  private async fail(report: ReportEntity, error: AppError) {
    const duplicateOf = error.details.duplicateOf as ReportDiagnostics['duplicateOf'] | undefined;
    await this.save(report, { state: 'failed', errorCode: error.code, lastError: error.message, ...(duplicateOf ? { diagnostics: { ...report.diagnostics, duplicateOf } } : {}) });
    await this.emit(report, 'error', { message: error.message, code: error.code, status: 'failed', ...(duplicateOf ? { duplicateOf } : {}) });
  }

  private async parse(report: ReportEntity) {
    await this.emit(report, 'snapshot', { status: 'processing', completed: report.completed, totalChunks: report.totalChunks });
    await this.refuseDuplicate(report);

    const pdf = await this.extract(report);
    const layout = parseLayout(pdf);
    const chunks = splitChunks(pdf);
    await this.save(report, { totalChunks: chunks.length, pagesTotal: pdf.pagesTotal, pagesKept: layout.pagesWithRows.length, rawZones: layout.rawZones });
    await this.emit(report, 'parse.start', {
      pages_total: pdf.pagesTotal,
      pages_kept: layout.pagesWithRows.length,
      raw_zones: layout.rawZones,
      totalChunks: chunks.length,
      parser: this.ai ? 'ai' : 'layout',
    });

    for (const chunk of chunks) {
      if (report.completed.includes(chunk.index)) continue;
      const paused = await this.readChunk(report, layout, chunk);
      if (paused) return;
    }
    await this.commit(report, layout, pdf);
  }

  private async refuseDuplicate(report: ReportEntity) {
    const twin = await this.reports.findOne({ where: { sha256: report.sha256, state: 'complete' }, select: { id: true, sourceFilename: true, reportDate: true } });
    if (twin && twin.id !== report.id) throw duplicateError(twin);
  }

  private async extract(report: ReportEntity): Promise<ExtractedPdf> {
    const data = await this.storage.get(report.storageKey);
    try {
      return await extractPdf(data, { memoryMb: this.config.EXTRACT_MEMORY_MB, timeoutMs: this.config.EXTRACT_TIMEOUT_SECONDS * 1000 });
    } catch (e) {
      if (e instanceof ExtractionLimitError) {
        this.logger.warn(`report ${report.tempId}: extraction stopped: ${e.message}`);
        throw new AppError(
          ErrorCode.PARSE_INVALID_FORMAT,
          `PDF parsing failed: ${e.message}, over this server's limit, so it was stopped. ` +
            'Advice: the file may be damaged or built to overload a server; export the All Pets report from the shelter system again and upload that file.',
        );
      }
      throw new AppError(
        ErrorCode.PARSE_INVALID_FORMAT,
        `PDF parsing failed: the file could not be read as a text PDF (${e instanceof Error ? e.message : e}). Advice: export the All Pets report as a PDF with text, not a scan.`,
      );
    }
  }

  /** Reads one chunk and saves it; true when the AI is rate limited and the job was put off. */
  private async readChunk(report: ReportEntity, layout: LayoutParse, chunk: Chunk): Promise<boolean> {
    const zones = new Set(chunk.lines.filter((l) => /^Zone\s+\S+\s+-\s+/.test(l.text)).map((l) => l.text.replace(/\s+\(continued\)$/, '')));
    await this.emit(report, 'chunk.detected', { chunk: chunk.index, pages: chunk.pages, zones_found: zones.size });
    let read = this.ai ? await this.readWithAi(this.ai, report, layout, chunk) : 'no_ai_key';
    if (read === 'paused') return true;
    if (typeof read === 'string') read = await this.readWithLayout(report, layout, chunk, read);
    const { records, trace, event, data } = read;
    await this.db.transaction(async (tx) => {
      // The report first: cancelled or deleted meanwhile, the job stops here (a chunk saved for a deleted report
      // failed its foreign key and was logged as a fault of the server).
      const completed = [...new Set([...report.completed, chunk.index])].sort((a, b) => a - b);
      const r = await tx.getRepository(ReportEntity).update({ id: report.id, state: 'parsing' }, { completed });
      if (!r.affected) throw new Stopped();
      // Saved by primary key (report, chunk): a re-run overwrites, never duplicates.
      await tx.getRepository(ReportChunkEntity).save({ reportId: report.id, chunk: chunk.index, records, trace });
      report.completed = completed;
    });
    await this.emit(report, event, data);
    return false;
  }

  /** The model's reading of a chunk, checked against the layout reader; a failure string means "fall back". */
  private async readWithAi(ai: AiParser, report: ReportEntity, layout: LayoutParse, chunk: Chunk): Promise<ChunkRead | 'paused' | string> {
    const started = Date.now();
    await this.emit(report, 'chunk.llm.start', { chunk: chunk.index });
    const pages = new Set(chunk.pages);
    const result = await ai.parseChunk({
      index: chunk.index,
      pages: chunk.pages,
      lines: chunk.lines,
      context: layout.pageStart[chunk.pages[0] - 1],
      // The reader's kinds and cells by column: the model sees blank cells and which row a wrapped line is part of.
      read: layout.lines.filter((l) => pages.has(l.page)),
    });
    if (result.kind === 'failed') return result.reason;
    if (result.kind === 'rate_limited') {
      // One refused call, no SDK retry: the job ends here and a delayed job (or Resume) picks the chunk up again.
      await this.save(report, { state: 'rate_limited', nextRetryAt: result.retryAt, lastError: result.message });
      await this.emit(report, 'chunk.llm.rate_limited', { chunk: chunk.index, retryAt: result.retryAt.toISOString(), message: result.message, status: 'rate_limited' });
      await this.enqueue(report, `retry-${result.retryAt.getTime()}`, Math.max(0, result.retryAt.getTime() - Date.now()));
      return 'paused';
    }
    const { merged, disagreements } = reconcile(result.records, layoutChunk(layout, chunk).records);
    const trace = traceOf(layout, chunk, merged, {
      parser: 'ai',
      ndjsonLinesCount: result.linesTotal,
      rejected: result.rejected,
      fallback: { attempted: false, reason: null },
      disagreements,
      durationMs: Date.now() - started,
    });
    const data = { chunk: chunk.index, ndjson_lines: result.linesTotal, accepted_animals: merged.length, disagreements: disagreements.count };
    return { records: merged, trace, event: 'chunk.llm.ok', data };
  }

  /** The layout reader's rows of a chunk: the path without a key, and the fallback when the model fails. */
  private async readWithLayout(report: ReportEntity, layout: LayoutParse, chunk: Chunk, reason: string): Promise<ChunkRead> {
    const started = Date.now();
    await this.emit(report, 'chunk.fallback.start', { chunk: chunk.index, reason, fallback_attempted: true });
    const { records, rejected } = layoutChunk(layout, chunk);
    const trace = traceOf(layout, chunk, records, {
      parser: 'layout',
      ndjsonLinesCount: 0,
      rejected,
      fallback: { attempted: true, reason },
      disagreements: null,
      durationMs: Date.now() - started,
    });
    return { records, trace, event: 'chunk.fallback.ok', data: { chunk: chunk.index, accepted_animals: records.length, fallback_attempted: true } };
  }

  /** Sorts the saved rows (tally.ts), records the diagnostics, and writes the report's animals. */
  private async commit(report: ReportEntity, layout: LayoutParse, pdf: ExtractedPdf) {
    await this.save(report, { state: 'finalizing' });
    await this.emit(report, 'commit.start', { status: 'finalizing' });
    const saved = await this.db.getRepository(ReportChunkEntity).find({ where: { reportId: report.id }, order: { chunk: 'ASC' } });
    const tally = tallyRows(saved);
    const notImported = notImportedOf(layout, pdf, saved.flatMap((c) => c.records), tally);
    const counters = jobCounters(saved.map((c) => c.trace));
    const warnings = commitWarnings(layout, tally.kept, tally.read, notImported.length);
    const diagnostics: ReportDiagnostics = {
      parserFormat: AI_FORMAT,
      parserVersion: this.ai ? `${LAYOUT_PARSER_VERSION}+${this.config.ANTHROPIC_MODEL}` : LAYOUT_PARSER_VERSION,
      jobCounters: counters,
      rejectionReasons: tally.reasons,
      warnings,
      notImported: notImported.slice(0, NOT_IMPORTED_CAP),
      notImportedTotal: notImported.length,
      ledger: layout.ledger,
    };
    if (tally.kept.length === 0) {
      await this.save(report, { diagnostics });
      throw noAnimalsError(layout, tally.read, counters);
    }
    const zones = zoneGroups(tally.kept);
    await this.write(report, layout, tally.kept, zones, diagnostics);
    const [animalCount, missed] = [tally.kept.length, notImported.length];
    const alertsRaised = await this.runAlertRules(report.id);
    await this.emit(report, 'commit.done', { animalCount, zones_found: zones.size, warnings: warnings.length, notImported: missed, alertsRaised });
    await this.emit(report, 'done', { status: 'complete', reportId: report.id, animalCount, notImported: missed, message: doneMessage(animalCount, missed) });
  }

  /**
   * The alert rules on the committed report (alerts.service.ts). The report is committed already: a failure here
   * is logged and leaves the report as it is, and the next report runs the rules again.
   */
  private async runAlertRules(reportId: string): Promise<number | null> {
    try {
      return (await this.alerts.fromReport(reportId)).raised;
    } catch (e) {
      this.logger.error(`report ${reportId}: alert rules failed: ${e instanceof Error ? e.message : e}`);
      return null;
    }
  }

  /** One transaction: the report's zone groups and animals replace any earlier try's, and the report completes. */
  private async write(report: ReportEntity, layout: LayoutParse, kept: AnimalRecord[], zones: ReturnType<typeof zoneGroups>, diagnostics: ReportDiagnostics) {
    try {
      await this.db.transaction(async (tx) => {
        // The movements lock before any row (movements.ts): a delete of this report waits here, not in a deadlock.
        await lockMovements(tx);
        // Delete first: a re-run after a crash mid-commit writes the same rows again, never twice.
        await tx.getRepository(AnimalEntity).delete({ reportId: report.id });
        await tx.getRepository(ZoneGroupEntity).delete({ reportId: report.id });
        await tx.getRepository(ZoneGroupEntity).insert([...zones].map(([code, z]) => ({ reportId: report.id, code, location: z.location, animalCount: z.count })));
        const rows = kept.map((r) => toAnimalRow(report.id, r));
        for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.getRepository(AnimalEntity).insert(rows.slice(i, i + INSERT_BATCH));
        const patch: Partial<ReportEntity> = {
          state: 'complete',
          animalCount: kept.length,
          reportDate: layout.runDate as unknown as Date,
          title: `Salem All Pets Report${layout.runDate ? ` ${layout.runDate.slice(0, 10)}` : ''}`,
          committedAt: new Date(),
          diagnostics,
          errorCode: null,
          lastError: null,
        };
        const r = await tx.getRepository(ReportEntity).update({ id: report.id, state: 'finalizing' }, patch);
        if (!r.affected) throw new Stopped();
        await recordMovements(tx, report.id);
        Object.assign(report, patch);
      });
    } catch (e) {
      if (e instanceof Error && /UQ_reports_sha256_complete/.test(e.message)) {
        // Another upload of the same file committed first.
        const twin = await this.reports.findOne({ where: { sha256: report.sha256, state: 'complete' }, select: { id: true, sourceFilename: true, reportDate: true } });
        throw twin ? duplicateError(twin) : new AppError(ErrorCode.DUPLICATE_UPLOAD, 'Duplicate file: this file was already processed.');
      }
      throw e;
    }
  }
}

/**
 * The duplicate refusal, naming the report already committed by its file name and Run Date (staff know reports
 * by those, not by id); the id goes in `duplicateOf` for a link.
 */
export function duplicateError(twin: Pick<ReportEntity, 'id' | 'sourceFilename' | 'reportDate'>): AppError {
  const reportDate = wallClock(twin.reportDate);
  const runDate = reportDate ? ` (Run Date ${usDateTime(reportDate)})` : '';
  return new AppError(ErrorCode.DUPLICATE_UPLOAD, `Duplicate file: this file was already processed as "${twin.sourceFilename}"${runDate}. Open that report instead of uploading it again.`, {
    reportId: twin.id,
    duplicateOf: { reportId: twin.id, filename: twin.sourceFilename, reportDate },
  });
}

/** 2026-11-24T07:05:00 as 11/24/2026 07:05, the way the screens print Run Dates. */
function usDateTime(iso: string): string {
  const [, y, m, d, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(iso) ?? [];
  return y ? `${m}/${d}/${y} ${time}` : iso;
}

/** What staff read when the server, not the file, stopped a parse. */
export function serverFaultMessage(tempId: string): string {
  return `Server error: processing stopped because of a problem on the server, not with the file. Try Resume later; if it happens again, tell an administrator (reference ${tempId}).`;
}

/** A report with no animal to keep: nothing read at all, or nothing at Site Salem. */
function noAnimalsError(layout: LayoutParse, read: number, counters: JobCounters): AppError {
  const unreadable = counters.ndjson_lines_total > 0 && read === 0;
  return new AppError(
    unreadable ? ErrorCode.NDJSON_INVALID : ErrorCode.PARSE_INVALID_FORMAT,
    read === 0
      ? `PDF parsing failed: 0 animals extracted. Zones detected: ${layout.rawZones}. Data lines found: ${layout.rows.length + layout.problems.length}. ` +
          `Valid records: 0. Sample data: ${JSON.stringify(layout.unknownLines.slice(0, 2).map((l) => l.text.slice(0, 80)))}. ${noRowsAdvice(layout)}`
      : `PDF parsing failed: ${read} animals read but none at Site Salem. Advice: upload the All Pets report that includes Salem.`,
  );
}

/** Why a report gave no animal, in terms staff can act on: no text at all, no table, or rows that could not be read. */
function noRowsAdvice(layout: LayoutParse): string {
  if (layout.ledger.lines === 0) return 'Advice: the file holds no text (a scan or an image): export the All Pets report from the shelter system as a PDF with text, not a scan.';
  if (layout.titleRows === 0) {
    return 'Advice: no column title row (Animal ID, Name, Species, Breed, …) was found on any page: check that this is the All Pets report; Not imported in Diagnostics lists the lines that were read.';
  }
  return 'Advice: rows were found but none could be read: Not imported in Diagnostics lists each one with its page, line and reason.';
}

function toAnimalRow(reportId: string, r: AnimalRecord): Partial<AnimalEntity> {
  return {
    reportId,
    animalId: r.animal_id,
    name: r.name,
    species: r.species,
    breed: r.breed,
    sex: r.sex,
    age: r.age,
    weight: r.weight,
    kennel: r.kennel,
    zoneCode: r.zone_code,
    zoneLocation: r.zone_location,
    statusCode: r.status_code,
    subStatusCode: r.sub_status_code,
    adoptionLevel: r.adoption_level,
    behaviorSeverityCode: r.behavior_severity_code,
    intakeDate: r.intake_date,
    daysInCare: r.days_in_care,
    page: r.page,
    location: locationOf(r.site),
  };
}

/**
 * Takes the AI's rows, adds any row the layout reader found that the AI missed, and lists where the two
 * readers differ (field by field).
 */
export function reconcile(ai: AnimalRecord[], layout: AnimalRecord[]) {
  const byId = new Map(layout.map((r) => [r.animal_id, r]));
  const samples: { animal_id: string; field: string; ai: unknown; layout: unknown }[] = [];
  let count = 0;
  const note = (animal_id: string, field: string, a: unknown, l: unknown) => {
    count++;
    if (samples.length < 10) samples.push({ animal_id, field, ai: a, layout: l });
  };
  const merged = [...ai];
  const aiIds = new Set(ai.map((r) => r.animal_id));
  for (const r of ai) {
    const other = byId.get(r.animal_id);
    if (!other) {
      note(r.animal_id, '(row)', 'present', 'missing');
      continue;
    }
    for (const f of RECORD_FIELDS) if (r[f] !== other[f]) note(r.animal_id, f, r[f], other[f]);
  }
  for (const r of layout) {
    if (aiIds.has(r.animal_id)) continue;
    note(r.animal_id, '(row)', 'missing', 'present');
    merged.push(r);
  }
  return { merged, disagreements: { count, samples } };
}

/** `Report processed: 112 animals saved, 3 lines not imported — review.` (no second part when every line was read). */
export function doneMessage(animals: number, notImported: number): string {
  const saved = `${plural(animals, 'animal')} saved`;
  return notImported > 0 ? `Report processed: ${saved}, ${plural(notImported, 'line')} not imported — review.` : `Report processed: ${saved}.`;
}
