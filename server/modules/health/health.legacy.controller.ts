import { Policy } from '../../common/auth/policy.js';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Health } from './health.model.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthLegacyController {
  constructor(private readonly health: HealthService) {}

  @Get('all')
  @Policy('health.read')
  @ApiOperation({ summary: 'Every health check, the deltaEnabled flag, the boot id and public config flags' })
  @ApiOkResponse({ description: 'checks.{storage,db,ai,queue,mail}.{status,message|error}, checks.deltaEnabled, bootId, config' })
  all(): Promise<Health> {
    return this.health.check();
  }
}
