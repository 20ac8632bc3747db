import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { LogoUrl } from './auth.model.js';

@Injectable()
export class AuthService {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  /** Public: the landing and sign-in screens show it before anyone signs in. */
  logoUrl(): LogoUrl {
    return { logoUrl: this.config.LOGO_URL ?? null };
  }
}
