import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../../common/auth/policy.js';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../common/auth/auth-context.js';
import { AcceptInvitationInput, AcceptInviteInput, CreateInvitationInput, ExtendInvitationInput } from './dto/invitation.input.js';
import { InvitationsService } from './invitations.service.js';

/** The REST paths of access-and-identity.md §7; `invitations` (list) and `invitations/:token` differ in method or depth. */
@ApiTags('invitations')
@Controller('api')
export class InvitationsLegacyController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get('invitations')
  @Policy('invitations.list')
  @ApiOperation({ summary: 'Every invitation (never its token); pending while acceptedAt and cancelledAt are null (cancelReason says why one was cancelled); canManage says whether you may extend, cancel or resend it' })
  list(@CurrentAuth() auth: AuthContext) {
    return this.invitations.list(auth);
  }

  @Post('invitations')
  @Policy('invitations.create')
  @ApiOperation({ summary: 'The invitation, plus inviteLink outside production; mails the invitee' })
  create(@Body() input: CreateInvitationInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.invitations.create(auth, input, meta);
  }

  @Patch('invitations/:id')
  @Policy('invitations.extend')
  @ApiOperation({ summary: 'Extend a pending invitation to a future expiresAt' })
  extend(@Param('id') id: string, @Body() input: ExtendInvitationInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.invitations.extend(auth, id, input.expiresAt, meta);
  }

  @Post('invitations/:id/resend')
  @HttpCode(200)
  @Policy('invitations.resend')
  @ApiOperation({ summary: 'A new link (the old one stops working), valid 14 days, mailed again; inviteLink outside production' })
  resend(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.invitations.resend(auth, id, meta);
  }

  @Delete('invitations/:id')
  @Policy('invitations.cancel')
  @ApiOkResponse({ description: '{ success: true }; only pending invitations' })
  cancel(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.invitations.cancel(auth, id, meta);
  }

  @Get('invitations/:token')
  @Policy('invitations.lookup')
  @ApiOperation({ summary: 'Query-token lookup: email, expiresAt, chatbotPermissions, chatbotDetails' })
  lookup(@Param('token') token: string, @ClientInfo() meta: ClientMeta) {
    return this.invitations.lookupByQueryToken(token, meta);
  }

  @Post('invitations/:token/accept')
  @HttpCode(200)
  @Policy('invitations.accept')
  @ApiOkResponse({ description: '{ success: true }' })
  accept(@Param('token') token: string, @Body() input: AcceptInvitationInput, @ClientInfo() meta: ClientMeta) {
    return this.invitations.accept(token, input, meta);
  }

  @Get('auth/invite/:token')
  @Policy('invitations.lookup')
  @ApiOperation({ summary: 'Path-token lookup: valid, firstName, lastName, email, role, expiresAt' })
  lookupInvite(@Param('token') token: string, @ClientInfo() meta: ClientMeta) {
    return this.invitations.lookupByPathToken(token, meta);
  }

  @Post('auth/invite/:token/accept')
  @HttpCode(200)
  @Policy('invitations.accept')
  @ApiOkResponse({ description: '{ success: true }' })
  acceptInvite(@Param('token') token: string, @Body() input: AcceptInviteInput, @ClientInfo() meta: ClientMeta) {
    return this.invitations.accept(token, input, meta);
  }
}
