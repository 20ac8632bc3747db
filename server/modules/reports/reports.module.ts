import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnimalEntity } from '../animals/animal.entity.js';
import { AnimalsModule } from '../animals/animals.module.js';
import { ReportPipeline } from './pipeline/pipeline.service.js';
import { ReportReconciler } from './pipeline/reconciler.js';
import { ReportChunkEntity, ReportEntity, ReportEventEntity, ZoneGroupEntity } from './report.entity.js';
import { ReportEventsService } from './report-events.js';
import { ReportsLegacyController } from './reports.legacy.controller.js';
import { ReportsResolver } from './reports.resolver.js';
import { ReportsService } from './reports.service.js';

const ENTITIES = TypeOrmModule.forFeature([ReportEntity, ReportChunkEntity, ReportEventEntity, ZoneGroupEntity, AnimalEntity]);

/** The pipeline alone: what the worker process runs. */
@Module({
  imports: [ENTITIES],
  providers: [ReportEventsService, ReportPipeline, ReportReconciler],
  exports: [ReportEventsService, ReportPipeline],
})
export class ReportsPipelineModule {}

/** The doors: REST and GraphQL over the pipeline and the reads. */
@Module({
  imports: [ENTITIES, ReportsPipelineModule, AnimalsModule],
  controllers: [ReportsLegacyController],
  providers: [ReportsService, ReportsResolver],
})
export class ReportsModule {}
