import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './dto/api-key.input.js';

/** The REST door of API keys: the same service and rules as the GraphQL operations. */
@ApiTags('api keys')
@Controller('api/keys')
export class ApiKeysLegacyController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @Policy('apiKeys.own')
  @ApiOperation({ summary: 'Your API keys, or (ADMIN and up) those of a user below you with ?userId=' })
  @ApiQuery({ name: 'userId', required: false })
  list(@CurrentAuth() auth: AuthContext, @Query('userId') userId?: string) {
    return this.keys.list(auth, userId);
  }

  @Post()
  @Policy('apiKeys.own')
  @ApiOperation({ summary: 'Creates a key of yours: { key, secret }; the secret is shown this once' })
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
