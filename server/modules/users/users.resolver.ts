import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { Role } from '../../common/auth/role.js';
import { MessageResult } from '../../graphql/message-result.model.js';
import { AuditEventPageModel } from './audit.model.js';
import { AuditEventsArgs } from './dto/audit-events.args.js';
import { ChangeEmailArgsInput, ChangePasswordInput, UpdateProfileInput } from './dto/users.input.js';
import { UserModel } from './user.model.js';
import { UsersService } from './users.service.js';

@Resolver()
export class UsersResolver {
  constructor(private readonly service: UsersService) {}

  @Query(() => [UserModel], { description: 'Every user, ordered by name.' })
  @Policy('users.list')
  users(@CurrentAuth() auth: AuthContext): Promise<UserModel[]> {
    return this.service.list(auth);
  }

  @Query(() => [Role], { description: 'The roles you may grant, by invitation or role change (below your own; SUPER_ADMIN: all).' })
  @Policy('users.grantableRoles')
  grantableRoles(@CurrentAuth() auth: AuthContext): Role[] {
    return this.service.grantableRoles(auth);
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

  @Mutation(() => UserModel, { description: 'Ends their sessions at once and refuses sign-in; the account stays for history.' })
  @Policy('users.disable')
  disableUser(@Args('userId', { type: () => ID }) userId: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.disable(auth, userId, meta);
  }

  @Mutation(() => UserModel)
  @Policy('users.disable')
  enableUser(@Args('userId', { type: () => ID }) userId: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.enable(auth, userId, meta);
  }

  @Mutation(() => UserModel, { description: "Clears the user's TOTP and ends their sessions; they set it up again at next sign-in." })
  @Policy('users.resetTotp')
  resetUserTotp(@Args('userId', { type: () => ID }) userId: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.resetTotp(auth, userId, meta);
  }

  @Mutation(() => UserModel, { description: 'Mails the old and the new address.' })
  @Policy('users.changeEmail')
  changeUserEmail(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('input') input: ChangeEmailArgsInput,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ) {
    return this.service.changeEmail(auth, userId, input.email, meta);
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
