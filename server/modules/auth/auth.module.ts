import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/user.entity.js';
import { AuthGuard } from './auth.guard.js';
import { AuthLimiterService } from './auth-limiter.service.js';
import { AuthLegacyController } from './auth.legacy.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { SessionEntity } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { SocketSessions } from './socket-sessions.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity, PasswordResetEntity])],
  controllers: [AuthLegacyController],
  providers: [AuthService, AuthResolver, SessionsService, SocketSessions, AuthLimiterService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionsService, SocketSessions, AuthLimiterService, AuthService],
})
export class AuthModule {}
