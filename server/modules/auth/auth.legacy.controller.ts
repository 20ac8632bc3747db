import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LogoUrl } from './auth.model.js';
import { AuthService } from './auth.service.js';

@ApiTags('auth')
@Controller('api')
export class AuthLegacyController {
  constructor(private readonly auth: AuthService) {}

  @Get('logo-url')
  @ApiOkResponse({ description: '{ logoUrl: string | null }' })
  logoUrl(): LogoUrl {
    return this.auth.logoUrl();
  }
}
