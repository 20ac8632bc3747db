import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, type ClientMeta } from '../../common/auth/auth-context.js';
import { FirstAdminInput } from './dto/first-admin.input.js';
import { FirstRunService } from './first-run.service.js';

/** The REST twins of `setupRequired` and `createFirstAdmin`. */
@ApiTags('auth')
@Controller('api/auth/setup')
export class FirstRunLegacyController {
  constructor(private readonly firstRun: FirstRunService) {}

  @Get()
  @Policy('auth.setupStatus')
  @ApiOkResponse({ description: '{ setupRequired: boolean }: true while the install has no user' })
  async status() {
    return { setupRequired: await this.firstRun.setupRequired() };
  }

  @Post()
  @HttpCode(200)
  @Policy('auth.setup')
  @ApiOperation({ summary: 'Creates the first SUPER_ADMIN with the setup link token and signs in: the user object, or { requiresTotpSetup: true, next }' })
  async create(@Body() input: FirstAdminInput, @ClientInfo() meta: ClientMeta) {
    const r = await this.firstRun.createFirstAdmin(input, meta);
    return r.user ?? { requiresTotpSetup: true, next: r.next };
  }
}
