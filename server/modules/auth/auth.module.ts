import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACCOUNT_SECURITY } from '../../common/auth/account-security.js';
import { UserEntity } from '../users/user.entity.js';
import { AuthAccountSecurity } from './account-security.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { ApiKeysLegacyController } from './api-keys.legacy.controller.js';
import { ApiKeysResolver } from './api-keys.resolver.js';
import { ApiKeysService } from './api-keys.service.js';
import { AuthGuard } from './auth.guard.js';
import { AuthLimiterService } from './auth-limiter.service.js';
import { AuthLegacyController } from './auth.legacy.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { DeviceVerificationEntity } from './device-verification.entity.js';
import { FirstRunLegacyController } from './first-run.legacy.controller.js';
import { FirstRunResolver } from './first-run.resolver.js';
import { FirstRunService } from './first-run.service.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { SessionEntity } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { SetupTokenEntity } from './setup-token.entity.js';
import { SocketSessions } from './socket-sessions.js';

/**
 * Global: the guard of every door lives here, and the users module gets ACCOUNT_SECURITY from here without
 * importing auth (auth → users, README Architecture).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity, PasswordResetEntity, SetupTokenEntity, ApiKeyEntity, DeviceVerificationEntity])],
  controllers: [AuthLegacyController, FirstRunLegacyController, ApiKeysLegacyController],
  providers: [
    AuthService,
    AuthResolver,
    FirstRunService,
    FirstRunResolver,
    SessionsService,
    ApiKeysService,
    ApiKeysResolver,
    SocketSessions,
    AuthLimiterService,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: ACCOUNT_SECURITY, useClass: AuthAccountSecurity },
  ],
  exports: [SessionsService, SocketSessions, AuthLimiterService, AuthService, FirstRunService, ACCOUNT_SECURITY],
})
export class AuthModule {}
