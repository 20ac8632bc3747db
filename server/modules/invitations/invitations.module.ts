import { Module } from '@nestjs/common';
import { InvitationsResolver } from './invitations.resolver.js';

@Module({ providers: [InvitationsResolver] })
export class InvitationsModule {}
