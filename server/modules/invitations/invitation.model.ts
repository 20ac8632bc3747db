import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { Role } from '../../common/auth/role.js';
import type { ChatbotDetails } from './chatbots.js';
import { InvitationMailState, type ChatbotPermissions, type InvitationEntity } from './invitation.entity.js';

registerEnumType(InvitationMailState, { name: 'InvitationMailState', description: 'QUEUED (also while retrying), SENT, or FAILED after its last try.' });

/** What the caller may do to an invitation: the server's decision, so the screen offers only these. */
export enum InvitationAction {
  EXTEND = 'EXTEND',
  RESEND = 'RESEND',
  CANCEL = 'CANCEL',
}
registerEnumType(InvitationAction, { name: 'InvitationAction' });

function objectLiteral(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, objectLiteral(f.value)]));
    case Kind.STRING:
      return ast.value;
    default:
      throw new GraphQLError('ChatbotPermissions values must be strings');
  }
}

const plainObject = (value: unknown, name: string) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GraphQLError(`${name} must be an object`);
  }
  return value;
};

/** The same map both doors speak (REST body and GraphQL), so one input class serves both. */
export const ChatbotPermissionsScalar = new GraphQLScalarType({
  name: 'ChatbotPermissions',
  description: 'Map of chatbot id to access level, such as { "beti": "read" }.',
  serialize: (v) => plainObject(v, 'ChatbotPermissions'),
  parseValue: (v) => plainObject(v, 'ChatbotPermissions'),
  parseLiteral: (ast) => plainObject(objectLiteral(ast), 'ChatbotPermissions'),
});

export const ChatbotDetailsScalar = new GraphQLScalarType({
  name: 'ChatbotDetails',
  description: 'Map of chatbot id to { name, accessLevel }.',
  serialize: (v) => plainObject(v, 'ChatbotDetails'),
});

/** An invitation as managers see it (access-and-identity.md §3). */
@ObjectType('Invitation')
export class InvitationModel {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => Role)
  role: Role;

  @Field(() => ChatbotPermissionsScalar)
  chatbotPermissions: ChatbotPermissions;

  @Field(() => Date, { nullable: true, description: 'Null while pending.' })
  acceptedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set when it was cancelled because its inviter could no longer send it (disabled or demoted); its link no longer works.' })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled, such as "The inviter (ann@example.org) was disabled".' })
  cancelReason: string | null;

  @Field()
  expiresAt: Date;

  @Field()
  createdAt: Date;

  @Field(() => InvitationMailState, { description: "Where the invitation's mail is." })
  mailState: InvitationMailState;

  @Field(() => String, { nullable: true, description: 'The last delivery error, while retrying or after the last try.' })
  mailError: string | null;

  @Field(() => Int)
  mailAttempts: number;

  @Field(() => [InvitationAction], {
    description: 'What the caller may do to it: pending (neither accepted nor cancelled) invitations to roles strictly below yours (SUPER_ADMIN: all), as your role allows.',
  })
  actions: InvitationAction[];

  @Field({ description: 'Whether the caller may do anything to it (actions is not empty).', deprecationReason: 'Use actions.' })
  canManage: boolean;
}

@ObjectType('CreatedInvitation')
export class CreatedInvitationModel extends InvitationModel {
  @Field(() => String, { nullable: true, description: 'Outside production only, in the answer of create and resend: the link mailed to the invitee.' })
  inviteLink?: string;
}

/** Query-token lookup (/invitation-register?token=). */
@ObjectType('InvitationLookup')
export class InvitationLookupModel {
  @Field()
  email: string;

  @Field()
  expiresAt: Date;

  @Field(() => ChatbotPermissionsScalar)
  chatbotPermissions: ChatbotPermissions;

  @Field(() => ChatbotDetailsScalar)
  chatbotDetails: ChatbotDetails;
}

/** Path-token lookup (/invite/{token}). */
@ObjectType('InviteLookup')
export class InviteLookupModel {
  @Field()
  valid: boolean;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;

  @Field()
  expiresAt: Date;
}

@ObjectType('InvitationSuccess')
export class InvitationSuccess {
  @Field()
  success: boolean;
}

/** The token never leaves in a model: only the mail (and, outside production, create's and resend's answer). */
export function toInvitationModel(i: InvitationEntity, actions: InvitationAction[]): InvitationModel {
  return {
    id: i.id,
    email: i.email,
    firstName: i.firstName,
    lastName: i.lastName,
    role: i.role,
    chatbotPermissions: i.chatbotPermissions ?? {},
    acceptedAt: i.acceptedAt,
    cancelledAt: i.cancelledAt,
    cancelReason: i.cancelReason,
    expiresAt: i.expiresAt,
    createdAt: i.createdAt,
    mailState: i.mailState,
    mailError: i.mailError,
    mailAttempts: i.mailAttempts,
    actions,
    canManage: actions.length > 0,
  };
}
