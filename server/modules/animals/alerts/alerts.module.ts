import { Module } from '@nestjs/common';
import { AlertsInboundService } from './alerts-inbound.service.js';
import { AlertsService } from './alerts.service.js';

/**
 * The alert services without their doors: the report pipeline (in the worker too) runs the report rules through
 * AlertsService, and the inbound email job is registered wherever jobs run. The animals module adds the doors.
 */
@Module({
  providers: [AlertsService, AlertsInboundService],
  exports: [AlertsService, AlertsInboundService],
})
export class AlertsCoreModule {}
