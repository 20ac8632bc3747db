import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STORAGE, type Storage } from '../../../common/storage/storage.js';
import { CONFIG, type AppConfig } from '../../../config/config.js';
import { ReportEventsService } from '../report-events.js';
import { ReportPipeline, returned } from './pipeline.service.js';

interface Stranded {
  id: string;
  tempId: string;
  state: string;
}

/** Reports an outage left behind, `$1` being PARSE_STALL_SECONDS. */
const STRANDED = `(state = 'uploaded' AND parse_requested_at IS NOT NULL)
  OR (state IN ('queued', 'parsing', 'finalizing') AND GREATEST(updated_at, last_event_at) < now() - $1 * interval '1 second')
  OR (state = 'rate_limited' AND next_retry_at < now() - $1 * interval '1 second')`;

const UPLOAD_EXPIRED = 'Upload expired';
const FAILED_EXPIRED = 'Failed report expired';
/** The message an expired upload keeps; `startParse` repeats it. */
export const expiredMessage = (hours: number) => `${UPLOAD_EXPIRED}: Parse was not asked for within ${hours} hours, so the file was removed.`;
/** The start of the message an expired failure keeps, before its own reason. */
export const failedExpiredMessage = (days: number) => `${FAILED_EXPIRED}: not resumed within ${days} days, so the file was removed.`;
/** Whether a cancelled report's `last_error` is one of the two expiries' messages above. */
export const isExpiryMessage = (text: string | null | undefined): text is string => !!text && (text.startsWith(`${UPLOAD_EXPIRED}:`) || text.startsWith(`${FAILED_EXPIRED}:`));

/**
 * Finds reports an outage left behind and queues them again (issue 15): an upload whose parse was asked for
 * but could not be queued (Redis down), a report `queued` or `parsing` that has made no progress for
 * PARSE_STALL_SECONDS (its job failed or died with the database), a rate-limited report whose retry never
 * came. Runs at boot and every RECONCILE_INTERVAL_SECONDS on every process. Safe on several at once: the job
 * id is the same for one report within one period, so the queue keeps one job, and the job itself claims
 * the report with a conditional update, so a duplicate finds nothing to do.
 *
 * It also ends uploads nobody asked to parse (issue 16: Upload Different File, a page left before Parse, an
 * expired session): after UPLOAD_EXPIRY_HOURS they are cancelled and their file removed. Failed reports end the
 * same way after FAILED_REPORT_EXPIRY_DAYS without a Resume, dismissed or not, so no file is kept for ever.
 */
@Injectable()
export class ReportReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ReportReconciler');
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly pipeline: ReportPipeline,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly events: ReportEventsService,
  ) {}

  onApplicationBootstrap() {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.RECONCILE_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }

  /** One pass; resolves to the number of reports queued again. Never throws (an outage is logged). */
  sweep(): Promise<number> {
    this.sweeping ??= this.reconcile()
      .catch((e: unknown) => {
        this.logger.warn(`pass skipped: ${e instanceof Error ? e.message : e}`);
        return 0;
      })
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /**
   * Cancels uploads stored but never sent to Parse for UPLOAD_EXPIRY_HOURS, and failed reports left without a
   * Resume for FAILED_REPORT_EXPIRY_DAYS (the reason they failed stays after the expiry's); each file is removed
   * and open lists hear of it. Resolves to how many.
   */
  async expireUnfinished(): Promise<number> {
    const hours = this.config.UPLOAD_EXPIRY_HOURS;
    const days = this.config.FAILED_REPORT_EXPIRY_DAYS;
    const uploads = await this.expire(
      `last_error = $2 WHERE state = 'uploaded' AND parse_requested_at IS NULL AND created_at < now() - $1 * interval '1 hour'`,
      [hours, expiredMessage(hours)],
      'upload(s) never parsed',
    );
    const failures = await this.expire(
      `last_error = $2 || coalesce(' It had failed: ' || last_error, '')
       WHERE state = 'failed' AND GREATEST(updated_at, last_event_at) < now() - $1 * interval '1 day'`,
      [days, failedExpiredMessage(days)],
      'failed report(s) not resumed',
    );
    return uploads + failures;
  }

  /** Cancels the reports `where` names (after `SET … last_error = …`), removes their files, announces each. */
  private async expire(setWhere: string, params: unknown[], what: string): Promise<number> {
    const expired: { id: string; tempId: string; sourceFilename: string; storageKey: string; lastError: string }[] = returned(
      await this.db.query(
        `UPDATE reports SET state = 'cancelled', next_retry_at = NULL, updated_at = now(), ${setWhere}
         RETURNING id, temp_id AS "tempId", source_filename AS "sourceFilename", storage_key AS "storageKey", last_error AS "lastError"`,
        params,
      ),
    ) as never;
    for (const r of expired) {
      await this.storage.delete(r.storageKey).catch((e: unknown) => this.logger.warn(`report ${r.tempId}: expired, but its file stays: ${e}`));
      await this.events.changed(r, 'expired', { message: r.lastError });
    }
    if (expired.length) this.logger.log(`expired ${expired.length} ${what}: ${expired.map((r) => r.tempId).join(', ')}`);
    return expired.length;
  }

  private async reconcile(): Promise<number> {
    await this.expireUnfinished();
    const stall = this.config.PARSE_STALL_SECONDS;
    const stranded: Stranded[] = await this.db.query(
      `SELECT id, temp_id AS "tempId", state FROM reports WHERE ${STRANDED} ORDER BY created_at LIMIT 200`,
      [stall],
    );
    if (stranded.length === 0) return 0;
    const period = Math.floor(Date.now() / (this.config.RECONCILE_INTERVAL_SECONDS * 1000));
    let queued = 0;
    for (const r of stranded) {
      // Claimed by re-checking the same condition in one update: of two processes, one gets the row. The row is
      // touched, so the next pass waits another stall time; an upload moves to queued.
      const claimed = await this.db.query(
        `UPDATE reports SET state = CASE WHEN state = 'uploaded' THEN 'queued' ELSE state END, updated_at = now(),
           next_retry_at = CASE WHEN state = 'rate_limited' THEN now() ELSE next_retry_at END
         WHERE id = $2 AND (${STRANDED}) RETURNING id`,
        [stall, r.id],
      );
      if (returned(claimed).length === 0) continue; // another process or the job got there first
      try {
        await this.pipeline.enqueue(r, `reconcile-${period}`);
        queued++;
      } catch (e) {
        // The queue is still down: an upload goes back as it was, for the next pass.
        if (r.state === 'uploaded') await this.db.query(`UPDATE reports SET state = 'uploaded' WHERE id = $1 AND state = 'queued'`, [r.id]);
        this.logger.warn(`report ${r.tempId}: could not be queued again (${e instanceof Error ? e.message : e}); the next pass tries again`);
      }
    }
    if (queued) this.logger.log(`queued ${queued} report(s) left behind again: ${stranded.map((r) => `${r.tempId} (${r.state})`).join(', ')}`);
    return queued;
  }
}
