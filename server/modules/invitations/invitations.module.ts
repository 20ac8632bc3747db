import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/user.entity.js';
import { InvitationEntity } from './invitation.entity.js';
import { InvitationsLegacyController } from './invitations.legacy.controller.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { InvitationsService } from './invitations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity, UserEntity])],
  controllers: [InvitationsLegacyController],
  providers: [InvitationsService, InvitationsResolver],
})
export class InvitationsModule {}
