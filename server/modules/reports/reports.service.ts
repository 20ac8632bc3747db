import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, In, IsNull } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { STORAGE, type Storage } from '../../common/storage/storage.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { AI_FORMAT } from './pipeline/ai-parser.js';
import type { ChunkTrace } from './pipeline/diagnostics.js';
import { ReportPipeline, returned } from './pipeline/pipeline.service.js';
import { isExpiryMessage } from './pipeline/reconciler.js';
import { allows } from '../../common/auth/policy.js';
import { ReportChunkEntity, ReportEntity, ReportMovementEntity, ZoneGroupEntity } from './report.entity.js';
import { REPORT_DELETED, ReportEventsService, reportTopic, type ReportEvent } from './report-events.js';
import { ReportEventStream } from './report-stream.js';
import { beforeReportDelete } from './movements.js';
import { wallClock } from '../../common/time.js';
import { awaitingParse, CANCELLABLE, PENDING, SETTLED, snapshotEvent, statusOf } from './report-state.js';
import {
  CancelAllResultModel,
  DeleteReportResultModel,
  LatestReportModel,
  ParseStartModel,
  PendingReportModel,
  ReportAction,
  MovementKind,
  ReportManifestModel,
  ReportModel,
  ReportMovementsModel,
  ReportStatusModel,
  UploadResultModel,
  ZoneGroupModel,
  toNotImportedLine,
  toPendingModel,
  toReportModel,
  toStatusModel,
} from './reports.model.js';

export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
export const NOT_A_PDF = 'Invalid file type: Only PDF files are allowed.';
export const PDF_TOO_LARGE = 'File too large: File size must be less than 10MB.';

/** What a finished parse answers over REST (200) or, when still running at the wait limit, 202. */
export type ParseOutcome = { reportId: string } | { accepted: true; tempId: string; state: string };

const WAIT_END = new Set(['done', 'error', 'chunk.llm.rate_limited']);

@Injectable()
export class ReportsService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly pipeline: ReportPipeline,
    private readonly events: ReportEventsService,
    private readonly audit: AuditService,
  ) {}

  private get reports() {
    return this.db.getRepository(ReportEntity);
  }

  /** A report by its id or its tempId (every path takes either). */
  async find(idOrTempId: string): Promise<ReportEntity> {
    const report = await this.reports.findOneBy(isUUID(idOrTempId) ? { id: idOrTempId } : { tempId: idOrTempId });
    if (!report) throw new AppError(ErrorCode.NOT_FOUND, `Report ${idOrTempId} not found`);
    return report;
  }

  /** Stores an uploaded PDF under a name we make, with its SHA-256; the client's name is kept only as a label. */
  async upload(file: { buffer: Buffer; originalname?: string; size: number } | undefined, auth: AuthContext, meta: ClientMeta): Promise<UploadResultModel> {
    if (!file) throw new AppError(ErrorCode.BAD_REQUEST, 'No file uploaded: send the PDF in the multipart field "file".', { fields: { file: 'Choose a PDF file' } });
    if (file.size > REPORT_MAX_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, PDF_TOO_LARGE, { fields: { file: PDF_TOO_LARGE } });
    if (file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, NOT_A_PDF, { fields: { file: NOT_A_PDF } });
    const filename = cleanFilename(file.originalname);
    const report = await this.pipeline.intake(file.buffer, filename, auth.user.id);
    await this.audit.record('report.upload', auth.user, `report:${report.id}`, { filename, size: file.size, sha256: report.sha256 }, meta.ip);
    return { tempReportId: report.tempId, filename, size: file.size };
  }

  /** Queues the parse (job id = tempId, so a double click runs it once) and answers at once. */
  async startParse(idOrTempId: string, auth: AuthContext): Promise<ParseStartModel> {
    const report = await this.find(idOrTempId);
    if (report.state === 'cancelled') throw new AppError(ErrorCode.CONFLICT, cancelledMessage(report));
    if (report.state === 'uploaded') {
      await this.reports.update({ id: report.id, state: 'uploaded' }, { state: 'queued', parseRequestedAt: new Date() });
      try {
        await this.pipeline.enqueue(report);
      } catch (e) {
        // Queue down (503): the upload stays as it was, ready for another try; the parse stays asked for, so
        // the reconciler queues it once the queue is back.
        await this.reports.update({ id: report.id, state: 'queued' }, { state: 'uploaded' });
        throw e;
      }
      report.state = 'queued';
      await this.audit.record('report.parse', auth.user, `report:${report.id}`, { tempId: report.tempId });
    }
    return {
      tempId: report.tempId,
      state: report.state,
      reportId: report.state === 'complete' ? report.id : null,
      message: report.state === 'queued' ? 'Parse queued' : `Already ${report.state}`,
    };
  }

  /** REST parse: queue it, then wait for the outcome up to REPORT_PARSE_WAIT_SECONDS. */
  async parseAndWait(idOrTempId: string, auth: AuthContext): Promise<ParseOutcome> {
    const { tempId } = await this.startParse(idOrTempId, auth);
    const report = await this.waitForOutcome(await this.find(tempId), this.config.REPORT_PARSE_WAIT_SECONDS * 1000);
    switch (report.state) {
      case 'complete':
        return { reportId: report.id };
      case 'failed':
        throw new AppError((report.errorCode as ErrorCode) in ErrorCode ? (report.errorCode as ErrorCode) : ErrorCode.PARSE_INVALID_FORMAT, report.lastError ?? 'Parse failed', {
          tempId: report.tempId,
        });
      case 'rate_limited': {
        const retryAt = report.nextRetryAt ?? new Date(Date.now() + 30_000);
        throw new AppError(ErrorCode.AI_RATE_LIMITED, 'Processing rate limited: the report is paused and resumes by itself at retryAt.', {
          tempId: report.tempId,
          retryAt: retryAt.toISOString(),
          retryAfter: Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000)),
        });
      }
      case 'cancelled':
        throw new AppError(ErrorCode.CONFLICT, cancelledMessage(report), { tempId: report.tempId });
      default:
        return { accepted: true, tempId: report.tempId, state: report.state };
    }
  }

  /** Resolves with the report once it is complete, failed, paused or cancelled, or when the time is up. */
  private async waitForOutcome(report: ReportEntity, timeoutMs: number): Promise<ReportEntity> {
    const settled = (r: ReportEntity) => SETTLED.includes(r.state);
    if (settled(report) || timeoutMs === 0) return report;
    let subId: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(resolve, timeoutMs);
        this.pubSub
          .subscribe(reportTopic(report.id), (e: ReportEvent) => WAIT_END.has(e.type) && resolve(), {})
          .then(async (id) => {
            subId = id;
            if (settled(await this.find(report.id))) resolve();
          })
          .catch(reject);
      });
    } finally {
      clearTimeout(timer);
      if (subId !== undefined) this.pubSub.unsubscribe(subId);
    }
    return this.find(report.id).catch((e: unknown) => {
      if (e instanceof AppError && e.code === ErrorCode.NOT_FOUND) throw new AppError(ErrorCode.NOT_FOUND, `${REPORT_DELETED} Its parse did not finish.`, { tempId: report.tempId });
      throw e;
    });
  }

  /** Continues a failed or paused report from its saved chunks. */
  async resume(idOrTempId: string, auth: AuthContext): Promise<ParseStartModel> {
    const report = await this.find(idOrTempId);
    if (!['failed', 'rate_limited', 'queued', 'parsing', 'uploaded'].includes(report.state)) {
      throw new AppError(ErrorCode.CONFLICT, report.state === 'cancelled' && isExpiryMessage(report.lastError) ? `Nothing to resume: ${cancelledMessage(report)}` : `Nothing to resume: the report is ${report.state}.`);
    }
    await this.reports.update({ id: report.id }, { state: 'queued', nextRetryAt: null, errorCode: null, lastError: null, dismissedAt: null });
    await this.pipeline.enqueue(report, `resume-${Date.now()}`);
    await this.audit.record('report.resume', auth.user, `report:${report.id}`, { from: report.state, completed: report.completed.length });
    return { tempId: report.tempId, state: 'queued', reportId: null, message: `Resumed from ${report.completed.length} of ${report.totalChunks} chunks` };
  }

  async cancelAll(auth: AuthContext): Promise<CancelAllResultModel> {
    const result = await this.reports.update({ state: In([...PENDING]) }, { state: 'cancelled', nextRetryAt: null });
    const cancelled = result.affected ?? 0;
    await this.audit.record('report.cancel_all', auth.user, null, { cancelled });
    if (cancelled > 0) await this.events.changed({ id: '', tempId: '*', sourceFilename: '' }, 'cancelled', { message: `Cancelled ${cancelled} pending reports.` });
    return { cancelled, message: `Cancelled ${cancelled} pending reports. System reset to idle.` };
  }

  async delete(idOrTempId: string, auth: AuthContext): Promise<DeleteReportResultModel> {
    const report = await this.find(idOrTempId);
    const { cleared, lastSeq } = await this.db.transaction(async (tx) => {
      const [{ count }] = await tx.query('SELECT count(*)::int AS count FROM report_animals WHERE report_id = $1', [report.id]);
      const afterDelete = await beforeReportDelete(tx, report.id);
      // The row's last event number, as the delete leaves it: an event the pipeline appends meanwhile waits for
      // this row, then finds none, so nothing comes after lastSeq. (Not a lock taken first: the commit takes the
      // movements' lock, then this row; taking them the other way round deadlocked.)
      const [deleted] = returned(await tx.query('DELETE FROM reports WHERE id = $1 RETURNING event_seq', [report.id])) as { event_seq: number }[];
      if (!deleted) throw new AppError(ErrorCode.NOT_FOUND, `Report ${idOrTempId} not found`);
      await afterDelete();
      return { cleared: count as number, lastSeq: deleted.event_seq };
    });
    await this.events.deleted(report, lastSeq);
    await this.storage.delete(report.storageKey).catch(() => undefined);
    await this.audit.record('report.delete', auth.user, `report:${report.id}`, { filename: report.sourceFilename, locationRecordsCleared: cleared });
    return { reportId: report.id, locationRecordsCleared: cleared };
  }

  /**
   * Reports not committed, as the viewer should see them (issue 16): a dismissed failure is gone for everyone;
   * an upload nobody asked to parse yet is listed for its uploader only (to Parse or Cancel it), since for
   * everyone else nothing is processing. Each row carries what the viewer may do to it.
   */
  async pending(auth: AuthContext): Promise<PendingReportModel[]> {
    const rows = await this.reports.find({ where: { state: In([...PENDING]), dismissedAt: IsNull() }, order: { createdAt: 'DESC' } });
    return rows
      .filter((r) => !awaitingParse(r) || r.uploadedBy === auth.user.id)
      .map((r) => toPendingModel(r, { mine: r.uploadedBy === auth.user.id, actions: this.actionsOn(r, auth) }));
  }

  /** What the viewer may do to a report: the rules `cancel` and `dismiss` enforce, served so screens match them. */
  actionsOn(r: ReportEntity, auth: AuthContext): ReportAction[] {
    const role = auth.user.role;
    const ownOrAny = r.uploadedBy === auth.user.id || allows('reports.manageAny', role);
    const can: [ReportAction, boolean][] = [
      // A failed report with no zones read has nothing saved to continue from (operations.md §2).
      [ReportAction.RESUME, allows('reports.resume', role) && (r.state === 'rate_limited' || (r.state === 'failed' && r.rawZones > 0))],
      [ReportAction.CANCEL, allows('reports.cancel', role) && ownOrAny && CANCELLABLE.includes(r.state)],
      [ReportAction.DISMISS, allows('reports.dismiss', role) && ownOrAny && r.state === 'failed' && !r.dismissedAt],
    ];
    return can.filter(([, ok]) => ok).map(([action]) => action);
  }

  /** Stops an upload or a parse, on every device: your own, or anyone's for ADMIN and up. A running job stops at its next step. */
  async cancel(idOrTempId: string, auth: AuthContext): Promise<PendingReportModel> {
    const report = await this.find(idOrTempId);
    this.mayManage(report, auth, 'cancel');
    const result = await this.reports.update({ id: report.id, state: In([...CANCELLABLE]) }, { state: 'cancelled', nextRetryAt: null, lastError: 'Cancelled by its uploader or an administrator.' });
    if (!result.affected) throw new AppError(ErrorCode.CONFLICT, `Nothing to cancel: the report is ${report.state}.`);
    const { sourceFilename } = report;
    if (awaitingParse(report)) await this.storage.delete(report.storageKey).catch(() => undefined); // never read: nothing to keep
    await this.audit.record('report.cancel', auth.user, `report:${report.id}`, { from: report.state, filename: sourceFilename, uploadedBy: report.uploadedBy });
    await this.events.changed(report, 'cancelled');
    const after = await this.find(report.id);
    return toPendingModel(after, { mine: after.uploadedBy === auth.user.id, actions: [] });
  }

  /** Takes a failed report off every banner, on every device: your own, or anyone's for ADMIN and up. */
  async dismiss(idOrTempId: string, auth: AuthContext): Promise<PendingReportModel> {
    const report = await this.find(idOrTempId);
    this.mayManage(report, auth, 'dismiss');
    const result = await this.reports.update({ id: report.id, state: 'failed', dismissedAt: IsNull() }, { dismissedAt: new Date() });
    if (!result.affected) throw new AppError(ErrorCode.CONFLICT, `Only a failed report can be dismissed: this one is ${report.state}${report.dismissedAt ? ', and already dismissed' : ''}.`);
    await this.audit.record('report.dismiss', auth.user, `report:${report.id}`, { filename: report.sourceFilename, errorCode: report.errorCode, uploadedBy: report.uploadedBy });
    await this.events.changed(report, 'dismissed');
    const after = await this.find(report.id);
    return toPendingModel(after, { mine: after.uploadedBy === auth.user.id, actions: this.actionsOn(after, auth) });
  }

  private mayManage(report: ReportEntity, auth: AuthContext, what: 'cancel' | 'dismiss') {
    if (report.uploadedBy === auth.user.id || allows('reports.manageAny', auth.user.role)) return;
    throw new AppError(ErrorCode.FORBIDDEN, `Only its uploader or an administrator can ${what} this report.`);
  }

  async list(): Promise<ReportModel[]> {
    const rows = await this.reports.find({ where: { state: 'complete' }, order: { reportDate: { direction: 'DESC', nulls: 'LAST' }, committedAt: 'DESC' } });
    return rows.map(toReportModel);
  }

  /** The newest committed report: its animals are the current population. */
  async latestEntity(): Promise<ReportEntity | null> {
    return this.reports.findOne({ where: { state: 'complete' }, order: { reportDate: { direction: 'DESC', nulls: 'LAST' }, committedAt: 'DESC' } });
  }

  async latest(): Promise<LatestReportModel | null> {
    const r = await this.latestEntity();
    return r && { reportId: r.id, reportDate: wallClock(r.reportDate), created_at: r.committedAt ?? r.createdAt, createdAt: r.committedAt ?? r.createdAt };
  }

  async zoneGroups(idOrTempId: string): Promise<ZoneGroupModel[]> {
    const report = await this.find(idOrTempId);
    const rows = await this.db.getRepository(ZoneGroupEntity).find({ where: { reportId: report.id }, order: { code: 'ASC' } });
    return rows.map((z) => ({ code: z.code, location: z.location, animalCount: z.animalCount }));
  }

  /** What changed since the committed report before this one (movements.ts stores it at commit). */
  async movements(idOrTempId: string): Promise<ReportMovementsModel> {
    const report = await this.find(idOrTempId);
    if (report.state !== 'complete') throw new AppError(ErrorCode.CONFLICT, `This report is ${report.state}, not committed: it has no movements yet.`);
    const previous = report.previousReportId ? await this.reports.findOne({ where: { id: report.previousReportId }, select: { id: true, reportDate: true } }) : null;
    const rows = await this.db.getRepository(ReportMovementEntity).find({ where: { reportId: report.id } });
    const rank = (m: ReportMovementEntity) => Object.values(MovementKind).indexOf(m.kind as MovementKind);
    const zone = (m: ReportMovementEntity) => (m.after ?? m.before)?.zoneCode ?? '';
    rows.sort((a, b) => rank(a) - rank(b) || zone(a).localeCompare(zone(b)) || a.animalId.localeCompare(b.animalId));
    const count = (kind: MovementKind) => rows.filter((m) => m.kind === kind).length;
    return {
      reportId: report.id,
      reportDate: wallClock(report.reportDate),
      previousReportId: previous?.id ?? null,
      previousReportDate: previous ? wallClock(previous.reportDate) : null,
      arrived: count(MovementKind.ARRIVED),
      left: count(MovementKind.LEFT),
      moved: count(MovementKind.MOVED),
      changed: count(MovementKind.CHANGED),
      items: rows.map((m) => ({ animalId: m.animalId, kind: m.kind as MovementKind, changes: m.changes, before: m.before, after: m.after })),
    };
  }

  async status(idOrTempId: string): Promise<ReportStatusModel> {
    return toStatusModel(await this.find(idOrTempId));
  }

  async manifest(idOrTempId: string): Promise<ReportManifestModel> {
    const report = await this.find(idOrTempId);
    const chunks = await this.db.getRepository(ReportChunkEntity).find({ where: { reportId: report.id }, order: { chunk: 'ASC' }, select: { chunk: true, trace: true } });
    const traces = chunks.map((c) => c.trace);
    const d = report.diagnostics;
    const reasons = Object.entries(d.rejectionReasons ?? tally(traces)).map(([reason, count]) => ({ reason, count }));
    reasons.sort((a, b) => b.count - a.count);
    return {
      tempId: report.tempId,
      manifest: {
        reportId: report.id,
        status: statusOf(report.state),
        state: report.state,
        parserFormat: d.parserFormat ?? AI_FORMAT,
        totalChunks: report.totalChunks,
        completed: report.completed,
        traces,
        uploadedAt: report.createdAt,
        updatedAt: report.updatedAt,
        pages_total: report.pagesTotal,
        pages_kept: report.pagesKept,
        raw_zones: report.rawZones,
        filename: report.sourceFilename,
        size: report.size,
        sha256: report.sha256,
        lastError: report.lastError,
        errorCode: report.errorCode,
        nextRetryAt: report.nextRetryAt,
        animalCount: report.animalCount,
        awaitingParse: awaitingParse(report),
        dismissedAt: report.dismissedAt,
        duplicateOf: d.duplicateOf ?? null,
      },
      jobCounters: d.jobCounters ?? null,
      rejection_reasons: reasons,
      rejectionReasons: reasons,
      parserVersion: d.parserVersion ?? null,
      presignedUrls: { events: `/api/reports/${report.tempId}/events` },
      events: await this.events.timeline(report.id, report),
      warnings: d.warnings ?? [],
      notImported: (d.notImported ?? []).map(toNotImportedLine),
      notImportedTotal: d.notImportedTotal ?? d.notImported?.length ?? 0,
      ledger: d.ledger ?? null,
      timestamp: new Date().toISOString(),
    };
  }

  /** Live events of one report for a subscription or an SSE stream. */
  async follow(idOrTempId: string): Promise<ReportEventStream> {
    const report = await this.find(idOrTempId);
    const stream = new ReportEventStream(this.pubSub, report.id, async () => snapshotEvent(await this.find(report.id)));
    await stream.start();
    return stream;
  }
}

function cancelledMessage(report: ReportEntity): string {
  // An expiry (an upload never parsed, a failure never resumed) says why, in the message the reconciler kept.
  return isExpiryMessage(report.lastError) ? `${report.lastError} Upload the file again.` : 'This upload was cancelled: upload the file again.';
}

function tally(traces: ChunkTrace[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of traces) for (const [k, n] of Object.entries(t.rejected)) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** The client's file name as a label: base name only, printable, at most 200 characters. */
function cleanFilename(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'report.pdf').slice(0, 200);
}
