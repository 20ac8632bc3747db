import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnimalEntity, ZoneCapacityEntity } from './animal.entity.js';
import { AlertsLegacyController } from './alerts/alerts.legacy.controller.js';
import { AlertsCoreModule } from './alerts/alerts.module.js';
import { AlertsResolver } from './alerts/alerts.resolver.js';
import { AnimalsLegacyController } from './animals.legacy.controller.js';
import { AnimalsResolver } from './animals.resolver.js';
import { AnimalsService } from './animals.service.js';
import { TrendsLegacyController } from './trends.legacy.controller.js';
import { TrendsResolver } from './trends.resolver.js';
import { TrendsService } from './trends.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AnimalEntity, ZoneCapacityEntity]), AlertsCoreModule],
  controllers: [AnimalsLegacyController, TrendsLegacyController, AlertsLegacyController],
  providers: [AnimalsService, AnimalsResolver, TrendsService, TrendsResolver, AlertsResolver],
  exports: [AnimalsService],
})
export class AnimalsModule {}
