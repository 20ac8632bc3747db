import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { type CheckResult, withTimeout } from '../health-check.js';
import { AddOptions, Job, JobHandler, JobQueue } from './job-queue.js';

interface Pending {
  job: Job<unknown>;
  options: AddOptions;
}

/** The embedded default: jobs run in this process, one at a time, in the order they were added. */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly waiting: Pending[] = [];
  private readonly ids = new Set<string>();
  private running = false;
  /** The job being run, if any (a shutdown waits for it). */
  private current: Promise<void> | undefined;
  private closed = false;
  private counts = { completed: 0, failed: 0 };

  async add<T>(name: string, data: T, options: AddOptions = {}) {
    const id = options.jobId ?? randomUUID();
    if (!this.ids.has(id)) {
      this.ids.add(id);
      const enqueue = () => {
        if (this.closed) return;
        this.waiting.push({ job: { id, name, data, attemptsMade: 0 }, options });
        setImmediate(() => void this.drain());
      };
      if (options.delayMs && options.delayMs > 0) setTimeout(enqueue, options.delayMs).unref();
      else enqueue();
    }
    return { id };
  }

  process<T>(name: string, handler: JobHandler<T>) {
    this.handlers.set(name, handler as JobHandler<unknown>);
    setImmediate(() => void this.drain());
  }

  private async drain() {
    if (this.running) return;
    this.running = true;
    try {
      let next: Pending | undefined;
      while (!this.closed && (next = this.takeRunnable())) await (this.current = this.run(next));
    } finally {
      this.current = undefined;
      this.running = false;
    }
  }

  private takeRunnable(): Pending | undefined {
    const i = this.waiting.findIndex((p) => this.handlers.has(p.job.name));
    return i < 0 ? undefined : this.waiting.splice(i, 1)[0];
  }

  /** A failed try with tries left goes back in line after its backoff, so a retrying mail never holds up a parse. */
  private async run(pending: Pending) {
    const { job, options } = pending;
    const attempts = options.attempts ?? 1;
    const handler = this.handlers.get(job.name)!;
    try {
      await handler(job);
      this.counts.completed++;
    } catch (e) {
      job.attemptsMade++;
      if (job.attemptsMade < attempts) {
        setTimeout(() => {
          if (this.closed) return;
          this.waiting.push(pending);
          void this.drain();
        }, options.backoffMs ?? 0).unref();
        return;
      }
      this.counts.failed++;
      this.logger.error(`job ${job.name}#${job.id} failed: ${e instanceof Error ? e.message : e}`);
    }
    this.ids.delete(job.id);
  }

  async check(): Promise<CheckResult> {
    return {
      status: 'ok',
      message: `In-process queue; ${this.waiting.length} waiting, ${this.running ? 1 : 0} active, ${this.counts.failed} failed`,
    };
  }

  async stop(waitMs: number) {
    this.closed = true;
    if (this.current) await withTimeout(this.current, waitMs, 'the running job').catch(() => undefined);
  }

  async close() {
    this.closed = true;
  }
}
