import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { JOB_QUEUE, type Job, type JobQueue } from '../../common/queue/job-queue.js';
import { PARSE_JOB, ReportPipeline, type ParseJobData } from './pipeline/pipeline.service.js';
import { ReportEntity } from './report.entity.js';

/**
 * The parse job's processor, in the shape of the Nest queue samples: the queue calls `parse`, which hands the
 * job to the pipeline. Both back-ends run it: Bull on Redis (on processes with QUEUE_PROCESSORS, the worker
 * among them) and the in-process queue (common/queue).
 */
@Injectable()
export class ReportsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReportsProcessor');

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @InjectRepository(ReportEntity) private readonly reports: Repository<ReportEntity>,
    private readonly pipeline: ReportPipeline,
  ) {}

  async onApplicationBootstrap() {
    this.queue.process<ParseJobData>(PARSE_JOB, (job) => this.parse(job));
    // The in-process queue dies with the process: pick up what a previous run left unfinished.
    if (this.queue.kind === 'in-process') {
      const stuck = await this.reports.find({ where: { state: In(['queued', 'parsing', 'finalizing']) }, select: { id: true, tempId: true } });
      for (const r of stuck) await this.pipeline.enqueue(r, `recover-${Date.now()}`);
      if (stuck.length) this.logger.log(`re-queued ${stuck.length} unfinished report(s)`);
    }
  }

  /** One report, from its stored file to committed animals (or a recorded failure, or a pause). */
  parse(job: Job<ParseJobData>): Promise<void> {
    return this.pipeline.run(job);
  }
}
