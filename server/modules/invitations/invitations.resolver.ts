import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { AcceptInvitationInput, AcceptInviteInput, CreateInvitationInput } from './dto/invitation.input.js';
import {
  CreatedInvitationModel,
  InvitationLookupModel,
  InvitationModel,
  InvitationSuccess,
  InviteLookupModel,
} from './invitation.model.js';
import { InvitationsService } from './invitations.service.js';

@Resolver()
export class InvitationsResolver {
  constructor(private readonly service: InvitationsService) {}

  @Query(() => [InvitationModel], { description: 'Every invitation, newest first; pending while acceptedAt and cancelledAt are null.' })
  @Policy('invitations.list')
  invitations(@CurrentAuth() auth: AuthContext): Promise<InvitationModel[]> {
    return this.service.list(auth);
  }

  @Query(() => InvitationLookupModel, { description: 'Query-token lookup (/invitation-register?token=).' })
  @Policy('invitations.lookup')
  invitationByToken(@Args('token') token: string, @ClientInfo() meta: ClientMeta): Promise<InvitationLookupModel> {
    return this.service.lookupByQueryToken(token, meta);
  }

  @Query(() => InviteLookupModel, { description: 'Path-token lookup (/invite/{token}).' })
  @Policy('invitations.lookup')
  inviteByToken(@Args('token') token: string, @ClientInfo() meta: ClientMeta): Promise<InviteLookupModel> {
    return this.service.lookupByPathToken(token, meta);
  }

  @Mutation(() => CreatedInvitationModel, { description: 'Queues the mail with the link; only roles below your own (SUPER_ADMIN: any). Replaces a pending invitation to the same email.' })
  @Policy('invitations.create')
  createInvitation(
    @Args('input') input: CreateInvitationInput,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ): Promise<CreatedInvitationModel> {
    return this.service.create(auth, input, meta);
  }

  @Mutation(() => InvitationModel, { description: 'Sets a new, future expiry of a pending invitation.' })
  @Policy('invitations.extend')
  extendInvitation(
    @Args('id', { type: () => ID }) id: string,
    @Args('expiresAt', { type: () => Date }) expiresAt: Date,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ): Promise<InvitationModel> {
    return this.service.extend(auth, id, expiresAt, meta);
  }

  @Mutation(() => CreatedInvitationModel, { description: 'A new link for a pending invitation (the old one stops working), valid 14 days, mailed again.' })
  @Policy('invitations.resend')
  resendInvitation(
    @Args('id', { type: () => ID }) id: string,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ): Promise<CreatedInvitationModel> {
    return this.service.resend(auth, id, meta);
  }

  @Mutation(() => InvitationSuccess, { description: 'Deletes a pending invitation.' })
  @Policy('invitations.cancel')
  cancelInvitation(
    @Args('id', { type: () => ID }) id: string,
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
  ): Promise<InvitationSuccess> {
    return this.service.cancel(auth, id, meta);
  }

  @Mutation(() => InvitationSuccess, { description: 'Query-token registration; does not sign in.' })
  @Policy('invitations.accept')
  acceptInvitation(
    @Args('token') token: string,
    @Args('input') input: AcceptInvitationInput,
    @ClientInfo() meta: ClientMeta,
  ): Promise<InvitationSuccess> {
    return this.service.accept(token, input, meta);
  }

  @Mutation(() => InvitationSuccess, { description: 'Path-token registration; does not sign in.' })
  @Policy('invitations.accept')
  acceptInvite(
    @Args('token') token: string,
    @Args('input') input: AcceptInviteInput,
    @ClientInfo() meta: ClientMeta,
  ): Promise<InvitationSuccess> {
    return this.service.accept(token, input, meta);
  }
}
