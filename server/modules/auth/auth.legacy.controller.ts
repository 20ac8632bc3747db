import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { toViewerModel } from '../users/user.model.js';
import { LogoUrl, type LoginResult } from './auth.model.js';
import { AuthService } from './auth.service.js';
import type { SessionAuth } from './sessions.service.js';
import { ForgotPasswordInput, LoginInput, ResetPasswordInput, StepUpInput, TotpCodeInput, VerifyDeviceInput } from './dto/auth.input.js';

@ApiTags('auth')
@Controller('api')
export class AuthLegacyController {
  constructor(private readonly auth: AuthService) {}

  @Get('logo-url')
  @Policy('branding.logo')
  @ApiOkResponse({ description: '{ logoUrl: string | null }' })
  logoUrl(): LogoUrl {
    return this.auth.logoUrl();
  }

  @Get('user')
  @Policy('auth.me')
  @ApiOperation({ summary: 'The current user, or 401; can says what they may do' })
  me(@CurrentAuth() auth: SessionAuth) {
    return toViewerModel(auth.user, auth.restricted, auth.apiKey?.scopes);
  }

  @Post('auth/login')
  @HttpCode(200)
  @Policy('auth.login')
  @ApiOperation({ summary: 'The user object, { requiresTotp: true } or { requiresTotpSetup: true, next }' })
  async login(@Body() input: LoginInput, @ClientInfo() meta: ClientMeta) {
    return restSignIn(await this.auth.login(input, meta));
  }

  @Post('auth/verify-device')
  @HttpCode(200)
  @Policy('auth.verifyDevice')
  @ApiOperation({ summary: 'Body { token, otp? } from the mailed device link; answers as /api/auth/login does' })
  async verifyDevice(@Body() input: VerifyDeviceInput, @ClientInfo() meta: ClientMeta) {
    return restSignIn(await this.auth.verifyDevice(input, meta));
  }

  @Post('auth/logout')
  @HttpCode(200)
  @Policy('auth.logout')
  logout(@CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.auth.logout(auth, meta);
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @Policy('auth.forgotPassword')
  forgotPassword(@Body() input: ForgotPasswordInput, @ClientInfo() meta: ClientMeta) {
    return this.auth.forgotPassword(input, meta);
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @Policy('auth.resetPassword')
  resetPassword(@Body() input: ResetPasswordInput, @ClientInfo() meta: ClientMeta) {
    return this.auth.resetPassword(input, meta);
  }

  @Post('auth/totp/setup')
  @HttpCode(200)
  @Policy('auth.totpSetup')
  @ApiOperation({ summary: '{ qrPngDataUrl, secret }; also mails the user. Replacing TOTP that is on needs { currentPassword }' })
  totpSetup(@Body() input: StepUpInput | undefined, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.auth.totpSetup(auth, meta, input?.currentPassword);
  }

  @Post('auth/totp/verify')
  @HttpCode(200)
  @Policy('auth.totpVerify')
  async totpVerify(@Body() input: TotpCodeInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    const user = await this.auth.totpVerify(auth, input.code, meta);
    return { enabled: true, user };
  }

  @Post('auth/totp/reset')
  @HttpCode(200)
  @Policy('auth.totpReset')
  @ApiOperation({ summary: 'Body { currentPassword }; removes your TOTP and ends your other sessions' })
  totpReset(@Body() input: StepUpInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.auth.totpReset(auth, meta, input?.currentPassword);
  }
}

/** The REST shape of a sign-in answer: the user object, { requiresTotp: true } or { requiresTotpSetup: true, next }. */
function restSignIn(r: LoginResult) {
  if (r.user) return r.user;
  return r.requiresTotp ? { requiresTotp: true, message: 'TOTP code required' } : { requiresTotpSetup: true, next: r.next };
}
