import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, type ClientMeta } from '../../common/auth/auth-context.js';
import { LoginResult } from './auth.model.js';
import { FirstAdminInput } from './dto/first-admin.input.js';
import { FirstRunService } from './first-run.service.js';

@Resolver()
export class FirstRunResolver {
  constructor(private readonly firstRun: FirstRunService) {}

  @Query(() => Boolean, { description: 'True while the install has no user: the first administrator is created with the setup link the server printed.' })
  @Policy('auth.setupStatus')
  setupRequired(): Promise<boolean> {
    return this.firstRun.setupRequired();
  }

  @Mutation(() => LoginResult, { description: 'Creates the first SUPER_ADMIN with the setup link token, once, and signs them in.' })
  @Policy('auth.setup')
  createFirstAdmin(@Args('input') input: FirstAdminInput, @ClientInfo() meta: ClientMeta): Promise<LoginResult> {
    return this.firstRun.createFirstAdmin(input, meta);
  }
}
