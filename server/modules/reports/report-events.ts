import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import type { ReportEntity } from './report.entity.js';

/** The operations §4 event types, in the order a report normally meets them. */
export const EVENT_TYPES = [
  'snapshot',
  'parse.start',
  'chunk.detected',
  'chunk.llm.start',
  'chunk.llm.ok',
  'chunk.llm.rate_limited',
  'chunk.fallback.start',
  'chunk.fallback.ok',
  'commit.start',
  'commit.done',
  'done',
  'error',
] as const;
export type ReportEventType = (typeof EVENT_TYPES)[number];

/** A type's GraphQL enum name (GraphQL enum values cannot hold dots): parse.start → PARSE_START. */
export const eventKindName = (type: string) => type.toUpperCase().replace(/\./g, '_');

/**
 * The event types as a GraphQL enum (`ReportEventKind`): each name stands for its dotted type, which GraphQL
 * serializes back to the name. REST and server-sent events keep the dotted names of operations §4.
 */
export const ReportEventKind = Object.fromEntries(EVENT_TYPES.map((type) => [eventKindName(type), type])) as Record<string, ReportEventType>;

/** Event payload (operations §3 timeline event `data`): chunk, message, zones_found, ndjson_lines, accepted_animals, … */
export interface ReportEventData {
  chunk?: number;
  message?: string;
  code?: string;
  status?: string;
  zones_found?: number;
  ndjson_lines?: number;
  accepted_animals?: number;
  fallback_attempted?: boolean;
  retryAt?: string;
  reportId?: string;
  animalCount?: number;
  completed?: number[];
  totalChunks?: number;
  pages_total?: number;
  pages_kept?: number;
  raw_zones?: number;
  reason?: string;
  [key: string]: unknown;
}

/** One event as stored, published and sent over SSE. */
export interface ReportEvent {
  reportId: string;
  tempId: string;
  seq: number;
  type: ReportEventType;
  /** Percent for the progress bar by the spec's rule; null for events that do not move it. */
  progress: number | null;
  data: ReportEventData;
  timestamp: string;
  /** operations §3 gives two readings of the timeline fields: `event` = `type`, `time` = `timestamp`. */
  event: ReportEventType;
  time: string;
}

/** An event with both spellings of its type and time. */
export function reportEvent(fields: Omit<ReportEvent, 'event' | 'time'>): ReportEvent {
  return { ...fields, event: fields.type, time: fields.timestamp };
}

export const reportTopic = (reportId: string) => `report.progress.${reportId}`;
/** What a report's live followers are told when it is deleted. */
export const REPORT_DELETED = 'The report was deleted.';
/** One topic for every report's changes of state: open lists refetch and toast on it (issue 16). */
export const REPORTS_CHANGED = 'reports.changed';

/** A report changed state: started, paused, committed, failed, cancelled, dismissed, expired or deleted. */
export interface ReportChange {
  tempId: string;
  /** The committed report's id, once complete. */
  reportId: string | null;
  /** The new state; `dismissed` for a failed report taken off the banners. */
  state: string;
  filename: string;
  animalCount: number | null;
  message: string | null;
  at: string;
}

/**
 * Percent by operations §4: parse start 5; chunks 10 to 60 in proportion; commit start 90; commit done 95; done 100;
 * a snapshot completed/total × 90. Null where an event does not move the bar.
 */
export function progressOf(type: ReportEventType, completed: number, total: number): number | null {
  switch (type) {
    case 'parse.start':
      return 5;
    case 'commit.start':
      return 90;
    case 'commit.done':
      return 95;
    case 'done':
      return 100;
    case 'snapshot':
      return total > 0 ? Math.round((completed / total) * 90) : 0;
    case 'error':
    case 'chunk.llm.rate_limited':
      return null;
    default:
      return total > 0 ? Math.round(10 + (50 * completed) / total) : 10;
  }
}

@Injectable()
export class ReportEventsService {
  private readonly logger = new Logger('ReportEvents');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  /**
   * Stores the event in the report's timeline, then publishes it. The sequence number comes from the report
   * row, so the timeline is gap-free and ordered even across processes. Null when the report is gone.
   */
  async append(report: Pick<ReportEntity, 'id' | 'tempId' | 'totalChunks'>, type: ReportEventType, data: ReportEventData = {}, completedCount = 0): Promise<ReportEvent | null> {
    const [row] = await this.db.query(
      `WITH r AS (UPDATE reports SET event_seq = event_seq + 1, last_event_at = now() WHERE id = $1 RETURNING event_seq)
       INSERT INTO report_events (report_id, seq, type, data) SELECT $1, r.event_seq, $2, $3 FROM r RETURNING seq, at`,
      [report.id, type, JSON.stringify(data)],
    );
    if (!row) return null; // the report was deleted meanwhile
    const event = reportEvent({
      reportId: report.id,
      tempId: report.tempId,
      seq: row.seq,
      type,
      progress: progressOf(type, completedCount, report.totalChunks),
      data,
      timestamp: new Date(row.at).toISOString(),
    });
    try {
      await this.pubSub.publish(reportTopic(report.id), event);
    } catch (e) {
      // The timeline has it; live listeners fall back to polling.
      this.logger.warn(`publish ${type} for ${report.id}: ${e instanceof Error ? e.message : e}`);
    }
    return event;
  }

  /** Tells every open list that a report changed state (after the write it reports). Never throws. */
  async changed(report: Pick<ReportEntity, 'id' | 'tempId' | 'sourceFilename'>, state: string, extra: { animalCount?: number | null; message?: string | null } = {}) {
    const change: ReportChange = {
      tempId: report.tempId,
      reportId: state === 'complete' ? report.id : null,
      state,
      filename: report.sourceFilename,
      animalCount: extra.animalCount ?? null,
      message: extra.message ?? null,
      at: new Date().toISOString(),
    };
    await this.pubSub.publish(REPORTS_CHANGED, { reportsChanged: change }).catch((e: unknown) => this.logger.warn(`publish change of ${report.id}: ${e instanceof Error ? e.message : e}`));
  }

  /**
   * The report was deleted (`lastSeq`: its last stored event): whoever follows it live gets a last `error` event,
   * not stored (the timeline went with the report), so a progress card or a waiting REST parse ends at once
   * instead of at its time-out; open lists get a `deleted` change. Never throws.
   */
  async deleted(report: Pick<ReportEntity, 'id' | 'tempId' | 'sourceFilename'>, lastSeq: number): Promise<void> {
    const event = reportEvent({
      reportId: report.id,
      tempId: report.tempId,
      seq: lastSeq + 1,
      type: 'error',
      progress: null,
      data: { code: 'NOT_FOUND', message: REPORT_DELETED },
      timestamp: new Date().toISOString(),
    });
    await this.pubSub.publish(reportTopic(report.id), event).catch((e: unknown) => this.logger.warn(`publish deletion of ${report.id}: ${e instanceof Error ? e.message : e}`));
    await this.changed(report, 'deleted');
  }

  async timeline(reportId: string, report: Pick<ReportEntity, 'tempId' | 'totalChunks'>): Promise<ReportEvent[]> {
    const rows: { seq: number; type: ReportEventType; data: ReportEventData; at: Date }[] = await this.db.query(
      'SELECT seq, type, data, at FROM report_events WHERE report_id = $1 ORDER BY seq',
      [reportId],
    );
    let completed = 0;
    return rows.map((r) => {
      if (r.type === 'chunk.llm.ok' || r.type === 'chunk.fallback.ok') completed++;
      if (r.type === 'snapshot') completed = r.data.completed?.length ?? completed;
      return reportEvent({
        reportId,
        tempId: report.tempId,
        seq: r.seq,
        type: r.type,
        progress: progressOf(r.type, completed, report.totalChunks),
        data: r.data,
        timestamp: new Date(r.at).toISOString(),
      });
    });
  }
}
