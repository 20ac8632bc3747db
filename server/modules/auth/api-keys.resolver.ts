import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { ApiKeyModel, CreatedApiKeyModel } from './api-key.model.js';
import { ApiKeysService } from './api-keys.service.js';
import { AuthService } from './auth.service.js';
import { ConfirmIdentityInput, CreateApiKeyInput, StepUpModel } from './dto/api-key.input.js';

@Resolver()
export class ApiKeysResolver {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly auth: AuthService,
  ) {}

  @Mutation(() => StepUpModel, { description: 'Sudo mode: confirms your password (and TOTP code) so this session may create API keys for a few minutes.' })
  @Policy('auth.stepUp')
  async confirmIdentity(@CurrentAuth() auth: AuthContext, @Args('input') input: ConfirmIdentityInput, @ClientInfo() meta: ClientMeta): Promise<StepUpModel> {
    return { until: await this.auth.confirmIdentity(auth, input.currentPassword, input.otp, meta) };
  }

  @Query(() => [ApiKeyModel], { description: "Your API keys, or (ADMIN and up) those of a user below you; newest first, revoked and expired included." })
  @Policy('apiKeys.own')
  apiKeys(@CurrentAuth() auth: AuthContext, @Args('userId', { type: () => ID, nullable: true }) userId?: string): Promise<ApiKeyModel[]> {
    return this.keys.list(auth, userId);
  }

  @Mutation(() => CreatedApiKeyModel, { description: 'A new key of yours; its secret is in this answer only.' })
  @Policy('apiKeys.own')
  createApiKey(@CurrentAuth() auth: AuthContext, @Args('input') input: CreateApiKeyInput, @ClientInfo() meta: ClientMeta): Promise<CreatedApiKeyModel> {
    return this.keys.create(auth, input, meta);
  }

  @Mutation(() => ApiKeyModel, { description: 'Revokes a key of yours, or (ADMIN and up) of a user below you. It stops working at once.' })
  @Policy('apiKeys.own')
  revokeApiKey(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @ClientInfo() meta: ClientMeta): Promise<ApiKeyModel> {
    return this.keys.revoke(auth, id, meta);
  }
}
