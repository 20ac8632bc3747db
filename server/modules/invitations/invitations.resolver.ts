import { Resolver } from '@nestjs/graphql';

/** Filled by the invitations work (issue 3). */
@Resolver()
export class InvitationsResolver {}
