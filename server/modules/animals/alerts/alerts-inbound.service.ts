import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CONFIG, type AppConfig } from '../../../config/config.js';
import { AppError, ErrorCode } from '../../../common/errors/error-codes.js';
import { JOB_QUEUE, type JobQueue } from '../../../common/queue/job-queue.js';
import { STORAGE, type Storage } from '../../../common/storage/storage.js';
import { LATEST } from '../animal-page.sql.js';
import { findAnimalIds, nextStepsFor, readPayload, severityOf, snippetFor, tagsOf, verify, WEBHOOK_TOLERANCE_SECONDS } from './alert-email.js';
import type { AlertWebhookModel } from './alerts.model.js';
import { AlertsService } from './alerts.service.js';

export const INBOUND_PATH = '/api/alerts/email/inbound';
export const EMAIL_JOB = 'alerts.email';
const MAX_BODY = 1_000_000;
const EMAIL_ATTEMPTS = 3;

/**
 * The inbound email webhook (issue 18): a signed message is stored (raw, through the storage module, and a row
 * here) before anything else, then a queued job reads it for animal ids and tags and raises alerts. A message
 * that cannot be read is marked failed with its reason; none is lost. Unsigned, wrongly signed and stale requests
 * are refused and not stored (they are not from the sender).
 */
@Injectable()
export class AlertsInboundService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AlertsInbound');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly alerts: AlertsService,
  ) {}

  async onApplicationBootstrap() {
    this.queue.process<{ messageId: string }>(EMAIL_JOB, async (job) => {
      try {
        await this.process(job.data.messageId);
      } catch (e) {
        // Tried again by the queue; after the last try the message says why it stopped, rather than waiting forever.
        if (job.attemptsMade + 1 >= EMAIL_ATTEMPTS) await this.fail(job.data.messageId, `Processing failed: ${e instanceof Error ? e.message : String(e)}`, null);
        throw e;
      }
    });
    // The in-process queue dies with the process: a message stored but not processed is queued again.
    if (this.queue.kind === 'in-process') {
      const waiting: { id: string }[] = await this.db.query(`SELECT id FROM alert_inbound_messages WHERE state = 'received'`);
      for (const m of waiting) await this.enqueue(m.id).catch(() => undefined);
    }
  }

  /** Verifies, stores and queues one request; the answer names the stored message. */
  async receive(raw: string | undefined, timestamp: string | undefined, signature: string | undefined): Promise<{ id: string; status: string }> {
    const secret = this.config.ALERTS_WEBHOOK_SECRET;
    if (!secret) throw new AppError(ErrorCode.FORBIDDEN, 'The inbound email webhook is off: ALERTS_WEBHOOK_SECRET is not set on this server');
    const body = raw ?? '';
    if (Buffer.byteLength(body) > MAX_BODY) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The message is larger than ${MAX_BODY / 1_000_000} MB`);
    const verdict = verify(secret, timestamp, signature, body);
    if (!verdict.ok) {
      this.logger.warn(`inbound email refused: ${verdict.reason}`);
      throw new AppError(ErrorCode.UNAUTHENTICATED, verdict.reason);
    }
    const signatureHash = createHash('sha256').update(signature!.trim()).digest('hex');
    const [seen] = await this.db.query(`SELECT id FROM alert_inbound_messages WHERE signature_hash = $1`, [signatureHash]);
    if (seen) throw new AppError(ErrorCode.CONFLICT, 'Replay refused: this signed message was already received', { messageId: seen.id });
    const [{ id }] = await this.db.query(`SELECT gen_random_uuid() AS id`);
    const key = `alerts/inbound/${new Date().toISOString().slice(0, 10)}/${id}.json`;
    await this.storage.put(key, Buffer.from(body), 'application/json');
    const inserted = await this.db.query(
      `INSERT INTO alert_inbound_messages (id, signature_hash, storage_key, size) VALUES ($1, $2, $3, $4) ON CONFLICT (signature_hash) DO NOTHING RETURNING id`,
      [id, signatureHash, key, Buffer.byteLength(body)],
    );
    if (!inserted.length) {
      // The same signed message twice at once: the other request stored it.
      await this.storage.delete(key).catch(() => undefined);
      throw new AppError(ErrorCode.CONFLICT, 'Replay refused: this signed message was already received');
    }
    try {
      await this.enqueue(id);
    } catch (e) {
      // Stored: the message waits in state received and is queued again at the next start.
      this.logger.warn(`inbound email ${id} stored but not queued: ${e instanceof Error ? e.message : e}`);
      return { id, status: 'received' };
    }
    return { id, status: 'queued' };
  }

  private enqueue(messageId: string) {
    return this.queue.add(EMAIL_JOB, { messageId }, { jobId: `alert-email-${messageId}`, attempts: EMAIL_ATTEMPTS, backoffMs: 5000 });
  }

  /** The job: read the stored message, find animals of the current population, tag, raise alerts. */
  async process(messageId: string): Promise<void> {
    const [message] = await this.db.query(`SELECT id, storage_key, state FROM alert_inbound_messages WHERE id = $1`, [messageId]);
    if (!message || message.state !== 'received') return;
    const raw = (await this.storage.get(message.storage_key)).toString('utf8');
    const email = readPayload(raw);
    if ('error' in email) return this.fail(messageId, email.error, null);
    const population = new Set<string>(
      ((await this.db.query(`SELECT animal_id FROM report_animals WHERE report_id = (${LATEST})`)) as { animal_id: string }[]).map((r) => r.animal_id),
    );
    const text = `${email.subject}\n${email.text}`;
    const ids = findAnimalIds(text, population);
    if (ids.length === 0) return this.fail(messageId, 'No animal id of the current population found in the subject or text', email.subject);
    const tags = tagsOf(text);
    const found = ids.map((animalId) => ({ animalId, snippet: snippetFor(email.text || email.subject, animalId) }));
    const raised = await this.db.transaction(async (tx) => {
      const alertIds = await this.alerts.fromEmail(tx, messageId, found, email, tags, severityOf(tags), nextStepsFor(tags));
      await tx.query(`UPDATE alert_inbound_messages SET state = 'processed', subject = $2, alerts_raised = $3, processed_at = now() WHERE id = $1`, [
        messageId,
        email.subject,
        alertIds.length,
      ]);
      return alertIds;
    });
    this.logger.log(`inbound email ${messageId}: ${raised.length} alert(s) for ${ids.join(', ')}`);
    await this.alerts.publishIds(raised);
  }

  private async fail(messageId: string, reason: string, subject: string | null): Promise<void> {
    this.logger.warn(`inbound email ${messageId} failed: ${reason}`);
    await this.db.query(`UPDATE alert_inbound_messages SET state = 'failed', error = $2, subject = $3, processed_at = now() WHERE id = $1`, [messageId, reason, subject]);
  }

  /** What the Alerts Settings tab shows: whether the secret is set, the last message, failures, and an example. */
  async state(): Promise<AlertWebhookModel> {
    const [last] = await this.db.query(`SELECT received_at, state FROM alert_inbound_messages ORDER BY received_at DESC LIMIT 1`);
    const [counts] = await this.db.query(
      `SELECT count(*)::int AS received, count(*) FILTER (WHERE state = 'failed')::int AS failed FROM alert_inbound_messages WHERE received_at > now() - interval '24 hours'`,
    );
    const failures: { id: string; received_at: Date; error: string }[] = await this.db.query(
      `SELECT id, received_at, error FROM alert_inbound_messages WHERE state = 'failed' ORDER BY received_at DESC LIMIT 5`,
    );
    return {
      secretSet: !!this.config.ALERTS_WEBHOOK_SECRET,
      endpoint: INBOUND_PATH,
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
      lastReceivedAt: last ? new Date(last.received_at).toISOString() : null,
      lastState: last?.state ?? null,
      received24h: counts.received,
      failed24h: counts.failed,
      recentFailures: failures.map((f) => ({ id: f.id, receivedAt: new Date(f.received_at).toISOString(), error: f.error })),
      exampleCurl: exampleCurl(`${this.config.APP_ORIGIN}${INBOUND_PATH}`),
    };
  }
}

/** A copyable shell example: it signs at run time with the secret from the environment, so no secret is shown. */
export function exampleCurl(url: string): string {
  return [
    `BODY='{"subject":"Kennel note","text":"A1234567 growled at staff during feeding.","from":"kennel@example.org"}'`,
    `TS=$(date +%s)`,
    `SIG="sha256=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$ALERTS_WEBHOOK_SECRET" | sed 's/^.* //')"`,
    `curl -X POST '${url}' -H 'Content-Type: application/json' -H "X-Beti-Timestamp: $TS" -H "X-Beti-Signature: $SIG" --data "$BODY"`,
  ].join('\n');
}

