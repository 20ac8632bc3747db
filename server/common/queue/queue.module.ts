import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
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
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  async onApplicationShutdown() {
    await this.queue.close();
  }
}
