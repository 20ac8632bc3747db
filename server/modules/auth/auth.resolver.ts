import { Query, Resolver } from '@nestjs/graphql';
import { LogoUrl } from './auth.model.js';
import { AuthService } from './auth.service.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => LogoUrl, { description: 'The organisation logo; null means the bundled one.' })
  logoUrl(): LogoUrl {
    return this.auth.logoUrl();
  }
}
