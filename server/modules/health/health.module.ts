import { Module } from '@nestjs/common';
import { HealthLegacyController } from './health.legacy.controller.js';
import { HealthResolver } from './health.resolver.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthLegacyController],
  providers: [HealthService, HealthResolver],
})
export class HealthModule {}
