import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { ApiKeysService } from './api-keys.service.js';
import { AuthService } from './auth.service.js';
import { ConfirmIdentityInput, CreateApiKeyInput } from './dto/api-key.input.js';

/** The REST door of API keys: the same service and rules as the GraphQL operations. */
@ApiTags('api keys')
@Controller('api/keys')
export class ApiKeysLegacyController {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly auth: AuthService,
  ) {}

  @Post('step-up')
  @HttpCode(200)
  @Policy('auth.stepUp')
  @ApiOperation({ summary: 'Sudo mode: { currentPassword, otp? } lets this session create keys for 5 minutes; answers { until }' })
  async confirmIdentity(@CurrentAuth() auth: AuthContext, @Body() input: ConfirmIdentityInput, @ClientInfo() meta: ClientMeta) {
    return { until: await this.auth.confirmIdentity(auth, input.currentPassword, input.otp, meta) };
  }

  @Get()
  @Policy('apiKeys.own')
  @ApiOperation({ summary: 'Your API keys, or (ADMIN and up) those of a user below you with ?userId=' })
  @ApiQuery({ name: 'userId', required: false })
  list(@CurrentAuth() auth: AuthContext, @Query('userId') userId?: string) {
    return this.keys.list(auth, userId);
  }

  @Post()
  @Policy('apiKeys.own')
  @ApiOperation({ summary: 'Creates a key of yours after a step-up: { name, role?, scopes?, expiresAt? } → { key, secret }; the secret is shown this once' })
  create(@CurrentAuth() auth: AuthContext, @Body() input: CreateApiKeyInput, @ClientInfo() meta: ClientMeta) {
    return this.keys.create(auth, input, meta);
  }

  @Delete(':id')
  @Policy('apiKeys.own')
  @ApiOperation({ summary: 'Revokes a key of yours, or (ADMIN and up) of a user below you' })
  revoke(@CurrentAuth() auth: AuthContext, @Param('id') id: string, @ClientInfo() meta: ClientMeta) {
    return this.keys.revoke(auth, id, meta);
  }
}
