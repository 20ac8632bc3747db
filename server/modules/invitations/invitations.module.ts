import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVITER_AUTHORITY } from '../../common/auth/inviter-authority.js';
import { UserEntity } from '../users/user.entity.js';
import { InvitationEntity } from './invitation.entity.js';
import { InvitationsLegacyController } from './invitations.legacy.controller.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { InvitationsService } from './invitations.service.js';
import { inviterAuthority } from './inviter-authority.js';

/** Global: the users module gets INVITER_AUTHORITY from here without importing this module (invitations → users). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity, UserEntity])],
  controllers: [InvitationsLegacyController],
  providers: [InvitationsService, InvitationsResolver, { provide: INVITER_AUTHORITY, useValue: inviterAuthority }],
  exports: [INVITER_AUTHORITY],
})
export class InvitationsModule {}
