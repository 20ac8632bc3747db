import { Module } from '@nestjs/common';
import { AuthLegacyController } from './auth.legacy.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';

@Module({
  controllers: [AuthLegacyController],
  providers: [AuthService, AuthResolver],
})
export class AuthModule {}
