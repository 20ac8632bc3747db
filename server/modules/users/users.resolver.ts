import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../auth/auth-context.js';
import { MessageResult } from '../auth/auth.model.js';
import { AuditEventPageModel } from './audit.model.js';
import { AuditEventsArgs } from './dto/audit-events.args.js';
import { ChangePasswordInput, UpdateProfileInput } from './dto/users.input.js';
import { Role } from './user.entity.js';
import { UserModel } from './user.model.js';
import { UsersService } from './users.service.js';

@Resolver()
export class UsersResolver {
  constructor(private readonly service: UsersService) {}

  @Query(() => [UserModel], { description: 'Every user, ordered by name.' })
  @Policy('users.list')
  users(): Promise<UserModel[]> {
    return this.service.list();
  }

  @Mutation(() => UserModel, { description: 'Takes effect on the target user\'s next request.' })
  @Policy('users.updateRole')
  updateUserRole(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => Role }) role: Role,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ): Promise<UserModel> {
    return this.service.updateRole(auth, userId, role, meta);
  }

  @Mutation(() => UserModel)
  @Policy('users.setTestFlag')
  setTestUserFlag(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('isTestUser') isTestUser: boolean,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ): Promise<UserModel> {
    return this.service.setTestFlag(auth, userId, isTestUser, meta);
  }

  @Mutation(() => UserModel, { description: 'The caller\'s own names and photo.' })
  @Policy('users.updateProfile')
  updateProfile(@Args('input') input: UpdateProfileInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.updateProfile(auth, input, meta);
  }

  @Mutation(() => MessageResult, { description: 'Ends every other session of the caller.' })
  @Policy('users.changePassword')
  changePassword(@Args('input') input: ChangePasswordInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.changePassword(auth, input, meta);
  }

  @Query(() => AuditEventPageModel, { description: 'Newest first; limit at most 200.' })
  @Policy('audit.list')
  auditEvents(@Args() args: AuditEventsArgs): Promise<AuditEventPageModel> {
    return this.service.auditEvents(args.page, args.limit);
  }
}
