import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context.js';
import { Health } from './health.model.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthLegacyController {
  constructor(private readonly health: HealthService) {}

  @Get('all')
  @Policy('health.read')
  @ApiOperation({
    summary: 'Every health check, the deltaEnabled flag, the boot id and public config flags',
    description: 'The messages and errors of the checks (paths, hosts, versions) only for SUPERVISOR and up; others get statuses.',
  })
  @ApiOkResponse({ description: 'checks.{storage,db,ai,queue,mail}.{status,message|error}, checks.deltaEnabled, bootId, detailed, config' })
  all(@CurrentAuth() auth: AuthContext | null | undefined): Promise<Health> {
    return this.health.checkFor(auth);
  }
}
