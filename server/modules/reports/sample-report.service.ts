import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import type { AuthContext } from '../../common/auth/auth-context.js';
import { wallClock } from '../../common/time.js';
import { ReportPipeline } from './pipeline/pipeline.service.js';
import { ReportEntity } from './report.entity.js';
import { ReportsService } from './reports.service.js';
import { recentRunDate } from './sample/data.js';
import { generateSampleReport } from './sample/generate.js';
import type { SampleDataModel, SampleDataRemovalModel, SampleReportLoadModel } from './sample-report.model.js';

export const SAMPLE_PAGES = 6;
export const SAMPLE_LOADED = 'Sample data is already loaded: remove it first to load it again.';
export const SAMPLE_REMOVED = 'The sample report was removed while it loaded: load it again if you still want it.';

/** The PDF of a sample report dated near today (`seed:demo` passes its own size and seed). */
export async function samplePdf(pages = SAMPLE_PAGES, seed: string | number = 'sample', now = new Date()) {
  const { pdf, truth } = await generateSampleReport({ pages, seed, runDate: recentRunDate(now) });
  return { pdf, truth, filename: `SAMPLE-all-pets-${truth.runDate.slice(0, 10)}.pdf` };
}

/**
 * Sample data for a fresh install (issue 16): a generated All Pets report, dated near today, sent through the
 * real pipeline (storage, queue, extraction, parser, commit) and flagged `sample`, so every screen can label it
 * and one call removes it.
 */
@Injectable()
export class SampleReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pipeline: ReportPipeline,
    private readonly reports: ReportsService,
    private readonly audit: AuditService,
  ) {}

  private get repo() {
    return this.db.getRepository(ReportEntity);
  }

  async status(): Promise<SampleDataModel> {
    const reports = await this.repo.countBy({ sample: true, state: Not('cancelled') });
    const latest = await this.reports.latestEntity();
    return { reports, latestIsSample: latest?.sample ?? false };
  }

  /** Loads one sample report and waits (up to REPORT_PARSE_WAIT_SECONDS) for it to be committed. */
  async load(auth: AuthContext): Promise<SampleReportLoadModel> {
    // A sample that failed or was cancelled is cleared; one committed or on its way is not loaded twice.
    const earlier = await this.repo.findBy({ sample: true });
    if (earlier.some((r) => !['failed', 'cancelled'].includes(r.state))) throw new AppError(ErrorCode.CONFLICT, SAMPLE_LOADED);
    for (const r of earlier) await this.reports.delete(r.id, auth);
    const { pdf, truth, filename } = await samplePdf();
    const report = await this.pipeline.intake(pdf, filename, auth.user.id);
    await this.repo.update({ id: report.id }, { sample: true });
    await this.audit.record('report.sample.load', auth.user, `report:${report.id}`, { filename, runDate: truth.runDate });
    const outcome = await this.reports.parseAndWait(report.tempId, auth);
    // Another call (Remove sample data, or deleting the report) may have removed it while it loaded.
    const done = await this.repo.findOneBy({ id: report.id });
    if (!done) throw new AppError(ErrorCode.CONFLICT, SAMPLE_REMOVED);
    return {
      tempId: done.tempId,
      state: 'reportId' in outcome ? 'complete' : outcome.state,
      reportId: 'reportId' in outcome ? outcome.reportId : null,
      reportDate: wallClock(done.reportDate) ?? truth.runDate,
    };
  }

  /** Removes every sample report with its animals, in one step. */
  async remove(auth: AuthContext): Promise<SampleDataRemovalModel> {
    const samples = await this.repo.findBy({ sample: true });
    for (const r of samples) {
      // The sample's alerts are about sample animals: they go with it (a real report's stay when it is deleted).
      await this.repo.manager.query(`DELETE FROM alerts WHERE report_id = $1`, [r.id]);
      await this.reports.delete(r.id, auth);
    }
    await this.audit.record('report.sample.remove', auth.user, null, { removed: samples.length });
    return { removed: samples.length };
  }
}
