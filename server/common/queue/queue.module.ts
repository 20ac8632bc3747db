import { Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { BullJobQueue } from './bull-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JOB_QUEUE, type JobQueue } from './job-queue.js';

/** One injection token, two implementations: Bull when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: JOB_QUEUE,
      inject: [CONFIG],
      useFactory: (config: AppConfig): JobQueue =>
        config.REDIS_URL ? new BullJobQueue(config.REDIS_URL, config.REDIS_PREFIX, config.QUEUE_PROCESSORS, config.QUEUE_STALLED_SECONDS * 1000) : new InProcessJobQueue(),
    },
  ],
  exports: [JOB_QUEUE],
})
export class QueueModule implements OnModuleDestroy, OnApplicationShutdown {
  private stopping: Promise<void> | undefined;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The first step of a shutdown: take no new job, and give the running one up to half the shutdown time (with
   * Bull, a job cut short runs again on another worker once its lock expires). The HTTP app calls this before any
   * module's hook (app.ts); the worker gets here through onModuleDestroy.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const waitMs = this.config.SHUTDOWN_TIMEOUT_SECONDS * 500;
      new Logger('Queue').log(`stopped taking jobs; waiting up to ${waitMs} ms for a running one`);
      await this.queue.stop(waitMs);
    })();
    return this.stopping;
  }

  onModuleDestroy() {
    return this.stop();
  }

  async onApplicationShutdown() {
    await this.queue.close();
  }
}
