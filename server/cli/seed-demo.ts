import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { STORAGE, type Storage } from '../common/storage/storage.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { ReportPipeline } from '../modules/reports/pipeline/pipeline.service.js';
import { ReportEntity } from '../modules/reports/report.entity.js';
import { generateSampleReport } from '../modules/reports/sample/generate.js';

/**
 * `npm run seed:demo [-- --pages 20 --seed 7]`: generates a sample All Pets report and sends it through the
 * real pipeline (storage, queue, extraction, parser, commit), so a fresh install has data to look at.
 */
async function main() {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '20' }, seed: { type: 'string', default: '7' } } });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1 || pages > 200) {
    console.error('usage: npm run seed:demo [-- --pages 1..200 --seed S]');
    return 2;
  }
  const config = { ...loadConfig(), workerOnly: true, QUEUE_PROCESSORS: true, LOG_LEVEL: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  try {
    const db = app.get<DataSource>(getDataSourceToken());
    const { pdf, truth } = await generateSampleReport({ pages, seed: values.seed! });
    const pipeline = app.get(ReportPipeline);
    const report = await pipeline.intake(pdf, `demo-all-pets-${truth.runDate.slice(0, 10)}.pdf`, null);
    await db.getRepository(ReportEntity).update({ id: report.id }, { state: 'queued' });
    await pipeline.enqueue(report);
    const started = Date.now();
    for (;;) {
      const r = await db.getRepository(ReportEntity).findOneByOrFail({ id: report.id });
      if (r.state === 'complete') {
        console.log(`seeded report ${r.id}: ${r.animalCount} Salem animals of ${truth.animals.length} printed, Run Date ${truth.runDateText}, in ${Date.now() - started} ms`);
        return 0;
      }
      if (r.state === 'failed' && r.errorCode === 'DUPLICATE_UPLOAD') {
        // Already seeded: leave no failed upload behind in the pending list.
        await db.getRepository(ReportEntity).delete({ id: r.id });
        await app.get<Storage>(STORAGE).delete(r.storageKey);
        console.log('already seeded with this sample: pass another --seed for a second report');
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
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exitCode = 2;
  } else throw e;
}
