import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { MessageResult } from '../../graphql/message-result.model.js';
import { UserModel, toViewerModel } from '../users/user.model.js';
import { LoginResult, LogoUrl, TotpSetup } from './auth.model.js';
import { AuthService } from './auth.service.js';
import type { SessionAuth } from './sessions.service.js';
import { ForgotPasswordInput, LoginInput, ResetPasswordInput, StepUpInput, TotpCodeInput, VerifyDeviceInput } from './dto/auth.input.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => LogoUrl, { description: 'The organisation logo; null means the bundled one.' })
  @Policy('branding.logo')
  logoUrl(): LogoUrl {
    return this.auth.logoUrl();
  }

  @Query(() => UserModel, { description: 'The signed-in user (also during TOTP setup, with isRestricted).' })
  @Policy('auth.me')
  me(@CurrentAuth() auth: SessionAuth): UserModel {
    return toViewerModel(auth.user, auth.restricted, auth.apiKey?.scopes);
  }

  @Mutation(() => LoginResult)
  @Policy('auth.login')
  login(@Args('input') input: LoginInput, @ClientInfo() meta: ClientMeta): Promise<LoginResult> {
    return this.auth.login(input, meta);
  }

  @Mutation(() => LoginResult, {
    description: 'The mailed device-verification link: signs this device in as login would (send otp when asked), once.',
  })
  @Policy('auth.verifyDevice')
  verifyDevice(@Args('input') input: VerifyDeviceInput, @ClientInfo() meta: ClientMeta): Promise<LoginResult> {
    return this.auth.verifyDevice(input, meta);
  }

  @Mutation(() => MessageResult)
  @Policy('auth.logout')
  logout(@CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta): Promise<MessageResult> {
    return this.auth.logout(auth, meta);
  }

  @Mutation(() => MessageResult, { description: 'Always the same answer, whether or not the email exists.' })
  @Policy('auth.forgotPassword')
  forgotPassword(@Args('input') input: ForgotPasswordInput, @ClientInfo() meta: ClientMeta): Promise<MessageResult> {
    return this.auth.forgotPassword(input, meta);
  }

  @Mutation(() => MessageResult)
  @Policy('auth.resetPassword')
  resetPassword(@Args('input') input: ResetPasswordInput, @ClientInfo() meta: ClientMeta): Promise<MessageResult> {
    return this.auth.resetPassword(input, meta);
  }

  @Mutation(() => TotpSetup, { description: 'A new pending secret; replacing a factor that is on needs currentPassword.' })
  @Policy('auth.totpSetup')
  totpSetup(
    @CurrentAuth() auth: AuthContext,
    @ClientInfo() meta: ClientMeta,
    @Args('input', { type: () => StepUpInput, nullable: true }) input?: StepUpInput,
  ): Promise<TotpSetup> {
    return this.auth.totpSetup(auth, meta, input?.currentPassword);
  }

  @Mutation(() => UserModel, { description: 'Verifies the code of the pending secret; starts a new session.' })
  @Policy('auth.totpVerify')
  totpVerify(@Args('input') input: TotpCodeInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.auth.totpVerify(auth, input.code, meta);
  }

  @Mutation(() => MessageResult, { description: 'Removes your TOTP (currentPassword needed); your other sessions end.' })
  @Policy('auth.totpReset')
  totpReset(@Args('input') input: StepUpInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta): Promise<MessageResult> {
    return this.auth.totpReset(auth, meta, input.currentPassword);
  }
}
