import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { claimEmbeddedDatabase, EmbeddedDatabaseBusy } from '../common/database/embedded-lock.js';
import { STORAGE, type Storage } from '../common/storage/storage.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { ReportPipeline } from '../modules/reports/pipeline/pipeline.service.js';
import { ReportEntity } from '../modules/reports/report.entity.js';
import { samplePdf } from '../modules/reports/sample-report.service.js';

const ALREADY = (r: Pick<ReportEntity, 'id' | 'sourceFilename'>) =>
  `already seeded: ${r.sourceFilename} (report ${r.id}) is this sample. Nothing added; pass another --seed for a second report, ` +
  'or remove it first (dashboard: Remove sample data).';

/**
 * `npm run seed:demo [-- --pages 20 --seed 7]`: generates a sample All Pets report dated near today and sends it
 * through the real pipeline (storage, queue, extraction, parser, commit), flagged as sample data, so a fresh install
 * has data to look at. On the embedded database it refuses while the server runs (it would never see the data).
 */
async function main() {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '20' }, seed: { type: 'string', default: '7' } } });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1 || pages > 200) {
    console.error('usage: npm run seed:demo [-- --pages 1..200 --seed S]');
    return 2;
  }
  const config = { ...loadConfig(), workerOnly: true, QUEUE_PROCESSORS: true, LOG_LEVEL: 'warn' as const };
  claimEmbeddedDatabase(config, 'npm run seed:demo');
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  try {
    const db = app.get<DataSource>(getDataSourceToken());
    const reports = db.getRepository(ReportEntity);
    const { pdf, truth, filename } = await samplePdf(pages, values.seed!);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const twin = await reports.findOneBy({ sha256, state: 'complete' });
    if (twin) {
      console.log(ALREADY(twin));
      return 0;
    }
    const pipeline = app.get(ReportPipeline);
    const report = await pipeline.intake(pdf, filename, null);
    await reports.update({ id: report.id }, { state: 'queued', sample: true, parseRequestedAt: new Date() });
    await pipeline.enqueue(report);
    const started = Date.now();
    for (;;) {
      const r = await reports.findOneByOrFail({ id: report.id });
      if (r.state === 'complete') {
        console.log(`seeded sample report ${r.id}: ${r.animalCount} Salem animals of ${truth.animals.length} printed, Run Date ${truth.runDateText}, in ${Date.now() - started} ms`);
        return 0;
      }
      if (r.state === 'failed' && r.errorCode === 'DUPLICATE_UPLOAD') {
        // Seeded at the same moment by someone else: leave no failed upload behind in the pending list.
        await reports.delete({ id: r.id });
        await app.get<Storage>(STORAGE).delete(r.storageKey);
        console.log(ALREADY((await reports.findOneBy({ sha256, state: 'complete' })) ?? r));
        return 0;
      }
      if (r.state === 'failed') {
        console.error(r.lastError);
        return 1;
      }
      if (Date.now() - started > 300_000) {
        console.error(`still ${r.state} after 5 minutes; is a worker running?`);
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await app.close();
  }
}

try {
  process.exitCode = await main();
} catch (e) {
  if (e instanceof EmbeddedDatabaseBusy) {
    console.error(
      `${e.message}\nNothing was seeded: PGlite serves one process, so the running server would never see this report. Instead:\n` +
        '  - sign in as an administrator and press "Load sample report" on the empty dashboard\n' +
        '  - or stop the server and run this command again',
    );
    process.exitCode = 1;
  } else if (e instanceof ConfigError) {
    console.error(e.message);
    process.exitCode = 2;
  } else throw e;
}
