import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { AppError, ErrorCode } from '../errors/error-codes.js';
import { CheckResult, probe, withTimeout } from '../health-check.js';
import { AddOptions, ENQUEUE_TIMEOUT_MS, JobHandler, JobQueue } from './job-queue.js';

const QUEUE_NAME = 'beti';
/** How long an enqueue waits for a connection that is still being set up. */
const READY_GRACE_MS = 1000;

/**
 * Bull on Redis. Bull alone waits forever for a Redis that is down, so every call here checks the
 * connection first and is bounded by a timeout.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bull' as const;
  private readonly logger = new Logger('Queue');
  private readonly queue: Bull.Queue;
  private lastError: string | undefined;

  constructor(
    redisUrl: string,
    prefix: string,
    private readonly runProcessors: boolean,
    /** A job whose worker stops renewing its lock this long (it died) is run again by another worker. */
    stalledMs = 30_000,
  ) {
    this.queue = new Bull(QUEUE_NAME, redisUrl, {
      prefix,
      settings: { lockDuration: stalledMs, stalledInterval: stalledMs, maxStalledCount: 2 },
      defaultJobOptions: { removeOnComplete: 1000, removeOnFail: 5000 },
    });
    // Bull names its blocking connection without waiting for the answer, which queues behind a blocking read for
    // the first seconds; a shutdown then rejects it unhandled, and that would end the process with code 1.
    const queue = this.queue as Bull.Queue & { setWorkerName(): Promise<unknown> };
    const setWorkerName = queue.setWorkerName.bind(queue);
    queue.setWorkerName = () => setWorkerName().catch(() => undefined);
    this.queue.on('error', (e: Error) => {
      if (e.message !== this.lastError) this.logger.warn(`redis: ${e.message}`);
      this.lastError = e.message;
    });
    this.queue.client.on('ready', () => {
      if (this.lastError) this.logger.log('redis: connected again');
      this.lastError = undefined;
    });
  }

  private unavailable(detail: string): AppError {
    return new AppError(ErrorCode.QUEUE_UNAVAILABLE, `Job queue unavailable: ${detail}. Please try again shortly.`);
  }

  /**
   * True once the Redis connection is ready. A connection still being set up (just after boot) gets a short
   * grace period; one that is down fails fast instead of queueing the call.
   */
  private ready(): Promise<boolean> {
    const client = this.queue.client;
    if (client.status === 'ready') return Promise.resolve(true);
    if (client.status === 'end') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), READY_GRACE_MS);
      client.once('ready', onReady);
    });
  }

  async add<T>(name: string, data: T, options: AddOptions = {}) {
    if (!(await this.ready())) throw this.unavailable(`Redis is ${this.queue.client.status}`);
    try {
      const job = await withTimeout(
        this.queue.add(name, data, {
          attempts: options.attempts ?? 1,
          backoff: options.backoffMs ? { type: 'fixed', delay: options.backoffMs } : undefined,
          jobId: options.jobId,
          delay: options.delayMs,
        }),
        ENQUEUE_TIMEOUT_MS,
        'enqueue',
      );
      return { id: String(job.id) };
    } catch (e) {
      throw this.unavailable(e instanceof Error ? e.message : String(e));
    }
  }

  process<T>(name: string, handler: JobHandler<T>) {
    if (!this.runProcessors) return;
    this.queue
      .process(name, 1, (job) => handler({ id: String(job.id), name: job.name, data: job.data as T, attemptsMade: job.attemptsMade }))
      // Bull rejects this promise when it drops its blocking connection to reconnect (several named processors
      // share it); its loops go on. Unhandled, the rejection would end the process.
      .catch((e: unknown) => this.logger.warn(`processor ${name}: ${e instanceof Error ? e.message : e}`));
  }

  check(): Promise<CheckResult> {
    return probe(2000, 'redis ping', async () => {
      if (this.queue.client.status !== 'ready') {
        return { status: 'fail', error: `Redis is ${this.queue.client.status}${this.lastError ? `: ${this.lastError}` : ''}` };
      }
      await this.queue.client.ping();
      const c = await this.queue.getJobCounts();
      const workers = this.runProcessors ? 'processors in this process' : 'processors in the worker';
      return { status: 'ok', message: `Bull on Redis; ${c.waiting} waiting, ${c.active} active, ${c.failed} failed; ${workers}` };
    });
  }

  async stop(waitMs: number) {
    if (!this.runProcessors) return;
    // A local pause: this process takes no new job and waits for its active ones; enqueueing still works.
    await withTimeout(this.queue.pause(true), waitMs, 'the running job').catch((e: unknown) =>
      this.logger.warn(`stop: ${e instanceof Error ? e.message : e}`),
    );
  }

  async close() {
    await withTimeout(this.queue.close(), 3000, 'queue close').catch(() => {
      for (const client of this.queue.clients) client.disconnect();
    });
  }
}
