import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../../common/auth/auth-context.js';
import { Policy } from '../../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../../common/errors/error-codes.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './alert-email.js';
import { AlertsInboundService } from './alerts-inbound.service.js';
import { AlertAction, AlertsQuery, PatchAlertBody, RaiseAlertInput } from './alerts.model.js';
import { AlertsService } from './alerts.service.js';

const ACTION_OF = { acknowledged: AlertAction.acknowledge, snoozed: AlertAction.snooze, resolved: AlertAction.resolve } as const;

/** The REST twins of the alert operations (issue 18), and the inbound email webhook. */
@ApiTags('alerts')
@Controller('api/alerts')
export class AlertsLegacyController {
  constructor(
    private readonly alerts: AlertsService,
    private readonly inbound: AlertsInboundService,
  ) {}

  @Get()
  @Policy('alerts.read')
  @ApiOkResponse({ description: '{ items: [alert], total, counts: { new, acknowledged, snoozed, resolved } }; filters center, severity, species, status, tags (comma-separated), search, page, limit' })
  list(@Query() query: AlertsQuery) {
    return this.alerts.list(query);
  }

  @Post()
  @Policy('alerts.raise')
  @ApiOkResponse({ description: 'The staff-note alert raised' })
  raise(@Body() input: RaiseAlertInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.alerts.raise(input, auth, meta);
  }

  @Get('webhook')
  @Policy('alerts.settings')
  @ApiOkResponse({ description: '{ secretSet, endpoint, toleranceSeconds, lastReceivedAt, lastState, received24h, failed24h, recentFailures, exampleCurl }' })
  webhook() {
    return this.inbound.state();
  }

  @Get(':id')
  @Policy('alerts.read')
  one(@Param('id') id: string) {
    return this.alerts.get(id);
  }

  @Patch(':id')
  @Policy('alerts.update')
  @ApiOkResponse({ description: 'The alert after the change. Body: { status?: acknowledged | snoozed | resolved, assigneeId?: id | null }' })
  async patch(@Param('id') id: string, @Body() body: PatchAlertBody, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    if (body.status === undefined && body.assigneeId === undefined) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Send status, assigneeId or both');
    await this.alerts.get(id);
    if (body.assigneeId !== undefined) await this.alerts.update({ ids: [id], action: AlertAction.assign, assigneeId: body.assigneeId }, auth, meta);
    if (body.status) await this.alerts.update({ ids: [id], action: ACTION_OF[body.status] }, auth, meta);
    return this.alerts.get(id);
  }

  /**
   * The inbound email webhook: no session, the signature is the credential (README, "Alerts"). The body arrives
   * as the raw text it was signed over (web/inbound-body.ts), so a malformed one is still stored.
   */
  @Post('email/inbound')
  @HttpCode(202)
  @Policy('alerts.inbound')
  @ApiOkResponse({ description: '{ id, status: queued | received }: stored; alerts follow from a queued job' })
  email(@Req() req: FastifyRequest, @Headers(TIMESTAMP_HEADER) timestamp?: string, @Headers(SIGNATURE_HEADER) signature?: string) {
    const body = typeof req.body === 'string' ? req.body : req.body === undefined || req.body === null ? '' : JSON.stringify(req.body);
    return this.inbound.receive(body, timestamp, signature);
  }
}
