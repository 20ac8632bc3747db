import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../users/user.model.js';

@ObjectType({ description: 'GET /api/logo-url. Null means: show the bundled logo.' })
export class LogoUrl {
  @Field(() => String, { nullable: true })
  logoUrl: string | null;
}

@ObjectType({ description: 'Sign-in answer: the user, or the next step (TOTP code or TOTP setup).' })
export class LoginResult {
  @Field({ description: 'Password accepted; the account must set up TOTP at `next` before anything else.' })
  requiresTotpSetup: boolean;

  @Field({ description: 'Send the TOTP code with the same email and password.' })
  requiresTotp: boolean;

  @Field(() => String, { nullable: true })
  next: string | null;

  @Field(() => UserModel, { nullable: true })
  user: UserModel | null;

  @Field({ description: 'The first sign-in of this account ever (the client says Welcome, not Welcome back).' })
  firstSignIn: boolean;
}

@ObjectType()
export class TotpSetup {
  @Field({ description: 'A PNG data URL of the otpauth:// QR code.' })
  qrPngDataUrl: string;

  @Field({ description: 'The base32 secret, for typing into an authenticator app.' })
  secret: string;
}
