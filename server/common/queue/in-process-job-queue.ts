import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { CheckResult } from '../health-check.js';
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
      while (!this.closed && (next = this.takeRunnable())) await this.run(next);
    } finally {
      this.running = false;
    }
  }

  private takeRunnable(): Pending | undefined {
    const i = this.waiting.findIndex((p) => this.handlers.has(p.job.name));
    return i < 0 ? undefined : this.waiting.splice(i, 1)[0];
  }

  private async run({ job, options }: Pending) {
    const attempts = options.attempts ?? 1;
    const handler = this.handlers.get(job.name)!;
    for (;;) {
      try {
        await handler(job);
        this.counts.completed++;
        break;
      } catch (e) {
        job.attemptsMade++;
        if (job.attemptsMade >= attempts) {
          this.counts.failed++;
          this.logger.error(`job ${job.name}#${job.id} failed: ${e instanceof Error ? e.message : e}`);
          break;
        }
        await new Promise((r) => setTimeout(r, options.backoffMs ?? 0));
      }
    }
    this.ids.delete(job.id);
  }

  async check(): Promise<CheckResult> {
    return {
      status: 'ok',
      message: `In-process queue; ${this.waiting.length} waiting, ${this.running ? 1 : 0} active, ${this.counts.failed} failed`,
    };
  }

  async close() {
    this.closed = true;
  }
}
