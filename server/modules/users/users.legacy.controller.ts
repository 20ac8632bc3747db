import { Body, Controller, Get, HttpCode, Param, Patch, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { FileUpload } from '../../web/multipart.js';
import { ChangeEmailArgsInput, ChangePasswordInput, SetTestFlagInput, UpdateProfileInput, UpdateRoleInput } from './dto/users.input.js';
import { PROFILE_IMAGE_MAX_BYTES, ProfileImageLimitInterceptor } from './profile-image.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('api')
export class UsersLegacyController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  @Policy('users.list')
  @ApiOperation({ summary: 'Every user, ordered by name' })
  list(@CurrentAuth() auth: AuthContext) {
    return this.users.list(auth);
  }

  @Get('users/grantable-roles')
  @Policy('users.grantableRoles')
  @ApiOperation({ summary: 'The roles you may grant, by invitation or role change' })
  grantableRoles(@CurrentAuth() auth: AuthContext) {
    return this.users.grantableRoles(auth);
  }

  @Patch('users/:userId/role')
  @Policy('users.updateRole')
  updateRole(@Param('userId') userId: string, @Body() input: UpdateRoleInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.updateRole(auth, userId, input.role, meta);
  }

  @Patch('users/:userId/test-flag')
  @Policy('users.setTestFlag')
  setTestFlag(@Param('userId') userId: string, @Body() input: SetTestFlagInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.setTestFlag(auth, userId, input.isTestUser, meta);
  }

  @Post('users/:userId/disable')
  @HttpCode(200)
  @Policy('users.disable')
  @ApiOperation({ summary: 'Ends their sessions at once and refuses sign-in; the account stays for history' })
  disable(@Param('userId') userId: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.disable(auth, userId, meta);
  }

  @Post('users/:userId/enable')
  @HttpCode(200)
  @Policy('users.disable')
  enable(@Param('userId') userId: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.enable(auth, userId, meta);
  }

  @Post('users/:userId/totp/reset')
  @HttpCode(200)
  @Policy('users.resetTotp')
  @ApiOperation({ summary: "Clears the user's TOTP and ends their sessions; they set it up again at next sign-in" })
  resetTotp(@Param('userId') userId: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.resetTotp(auth, userId, meta);
  }

  @Patch('users/:userId/email')
  @Policy('users.changeEmail')
  @ApiOperation({ summary: 'Mails the old and the new address' })
  changeEmail(@Param('userId') userId: string, @Body() input: ChangeEmailArgsInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.changeEmail(auth, userId, input.email, meta);
  }

  @Patch('user/profile')
  @Policy('users.updateProfile')
  updateProfile(@Body() input: UpdateProfileInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.updateProfile(auth, input, meta);
  }

  @Patch('user/password')
  @Policy('users.changePassword')
  @ApiOkResponse({ description: "{ message: 'Password updated' }; the caller's other sessions end" })
  changePassword(@Body() input: ChangePasswordInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.users.changePassword(auth, input, meta);
  }

  @Post('upload/profile-image')
  @Policy('users.uploadProfileImage')
  @UseInterceptors(ProfileImageLimitInterceptor, FileUpload('file', { fileSize: PROFILE_IMAGE_MAX_BYTES }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: '{ url }: use it as profileImageUrl' })
  uploadProfileImage(@UploadedFile() file: { buffer: Buffer; size: number } | undefined) {
    return this.users.uploadProfileImage(file);
  }

  /** Public so that <img> tags load it; the names are unguessable v4 uuids. */
  @Get('files/profile-images/:name')
  @Policy('files.read')
  async profileImage(@Param('name') name: string, @Res() res: FastifyReply) {
    const { data, contentType } = await this.users.readProfileImage(name);
    void res
      .headers({
        'Content-Type': contentType,
        'Content-Length': String(data.length),
        'X-Content-Type-Options': 'nosniff',
        // A name is never reused for other bytes.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      })
      .send(data);
  }
}
