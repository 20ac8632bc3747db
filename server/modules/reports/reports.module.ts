import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnimalEntity } from '../animals/animal.entity.js';
import { AlertsCoreModule } from '../animals/alerts/alerts.module.js';
import { AnimalsModule } from '../animals/animals.module.js';
import { ReportPipeline } from './pipeline/pipeline.service.js';
import { ReportReconciler } from './pipeline/reconciler.js';
import { ReportChunkEntity, ReportEntity, ReportEventEntity, ReportMovementEntity, ZoneGroupEntity } from './report.entity.js';
import { ReportEventsService } from './report-events.js';
import { ReportsLegacyController } from './reports.legacy.controller.js';
import { ReportsProcessor } from './reports.processor.js';
import { ReportsResolver } from './reports.resolver.js';
import { ReportsService } from './reports.service.js';
import { SampleReportLegacyController } from './sample-report.legacy.controller.js';
import { SampleReportResolver } from './sample-report.resolver.js';
import { SampleReportService } from './sample-report.service.js';

const ENTITIES = TypeOrmModule.forFeature([ReportEntity, ReportChunkEntity, ReportEventEntity, ZoneGroupEntity, ReportMovementEntity, AnimalEntity]);

/** The pipeline and its processor: what the worker process runs. */
@Module({
  imports: [ENTITIES, AlertsCoreModule],
  providers: [ReportEventsService, ReportPipeline, ReportsProcessor, ReportReconciler],
  exports: [ReportEventsService, ReportPipeline],
})
export class ReportsPipelineModule {}

/** The doors: REST and GraphQL over the pipeline and the reads. */
@Module({
  imports: [ENTITIES, ReportsPipelineModule, AnimalsModule],
  controllers: [SampleReportLegacyController, ReportsLegacyController],
  providers: [ReportsService, ReportsResolver, SampleReportService, SampleReportResolver],
})
export class ReportsModule {}
