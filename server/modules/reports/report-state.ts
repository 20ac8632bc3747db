import { registerEnumType } from '@nestjs/graphql';
import { PENDING_STATES, type ReportEntity, type ReportState } from './report.entity.js';
import { reportEvent, type ReportEvent } from './report-events.js';

/**
 * The report lifecycle (operations §4) on the wire: GraphQL enums whose value names are the stored strings, so the
 * wire is the same as when these were plain strings (issue 17).
 */
export enum ReportStateValue {
  uploaded = 'uploaded',
  queued = 'queued',
  parsing = 'parsing',
  finalizing = 'finalizing',
  rate_limited = 'rate_limited',
  complete = 'complete',
  failed = 'failed',
  cancelled = 'cancelled',
}
registerEnumType(ReportStateValue, { name: 'ReportState', description: 'Where a report is in its lifecycle (operations §4).' });

/** The manifest's coarse status of a state. */
export enum ReportStatusValue {
  queued = 'queued',
  processing = 'processing',
  rate_limited = 'rate_limited',
  complete = 'complete',
  failed = 'failed',
  cancelled = 'cancelled',
}
registerEnumType(ReportStatusValue, { name: 'ReportStatusValue', description: "A state's coarse status: uploaded and queued read queued; parsing and finalizing read processing." });

/** A state a report changed to, as announced to open lists: the states, plus dismissed and expired (issue 16). */
export enum ReportChangeState {
  uploaded = 'uploaded',
  queued = 'queued',
  parsing = 'parsing',
  finalizing = 'finalizing',
  rate_limited = 'rate_limited',
  complete = 'complete',
  failed = 'failed',
  cancelled = 'cancelled',
  dismissed = 'dismissed',
  expired = 'expired',
  deleted = 'deleted',
}
registerEnumType(ReportChangeState, { name: 'ReportChangeState' });

/** States a report is still pending in (listed on the banners until dismissed). */
export const PENDING: readonly ReportState[] = PENDING_STATES;
/** States a report can be cancelled from: everything not yet final (a failure is dismissed instead). */
export const CANCELLABLE: readonly ReportState[] = PENDING_STATES.filter((s) => s !== 'failed');
/** States a parse ends in for now: final, or paused until the AI provider lets us go on. */
export const SETTLED: readonly ReportState[] = ['complete', 'failed', 'rate_limited', 'cancelled'];
/** Final states: nothing more happens to the report. */
export const TERMINAL: readonly ReportState[] = ['complete', 'failed', 'cancelled'];

/** The one status mapping: a state's coarse status (manifest, pending list, status polling). */
export function statusOf(state: ReportState): ReportStatusValue {
  switch (state) {
    case 'uploaded':
    case 'queued':
      return ReportStatusValue.queued;
    case 'parsing':
    case 'finalizing':
      return ReportStatusValue.processing;
    default:
      return ReportStatusValue[state]; // rate_limited, complete, failed, cancelled
  }
}

/** Stored and never sent to the parser (a parse asked for while the queue was down counts as sent). */
export const awaitingParse = (r: Pick<ReportEntity, 'state' | 'parseRequestedAt'>) => r.state === 'uploaded' && r.parseRequestedAt === null;

/**
 * The one snapshot of a report (operations §4), first event of every live stream. Its `data.status` reads the live
 * bar's way, as it always has: a final state as is, anything else `processing`.
 */
export function snapshotEvent(r: ReportEntity, now = new Date()): ReportEvent {
  return reportEvent({
    reportId: r.id,
    tempId: r.tempId,
    seq: r.eventSeq,
    type: 'snapshot',
    progress: r.state === 'complete' ? 100 : r.totalChunks > 0 ? Math.round((r.completed.length / r.totalChunks) * 90) : 0,
    data: {
      status: TERMINAL.includes(r.state) ? r.state : 'processing',
      state: r.state,
      completed: r.completed,
      totalChunks: r.totalChunks,
      ...(r.state === 'complete' ? { reportId: r.id, animalCount: r.animalCount ?? 0, notImported: r.diagnostics.notImportedTotal ?? 0 } : {}),
      ...(r.lastError ? { message: r.lastError, code: r.errorCode ?? undefined } : {}),
      ...(r.diagnostics.duplicateOf ? { duplicateOf: r.diagnostics.duplicateOf } : {}),
      ...(r.nextRetryAt ? { retryAt: r.nextRetryAt.toISOString() } : {}),
    },
    timestamp: now.toISOString(),
  });
}
