import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDate,
  IsEmail,
  IsEnum,
  IsNotEmpty,
  IsOptional,
  IsString,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { Match } from '../../../common/validation/match.js';
import { PersonNamesInput } from '../../../common/validation/name.js';
import { IsSpecPassword } from '../../../common/validation/password.js';
import { Role } from '../../../common/auth/role.js';
import { CHATBOTS, CHATBOT_ACCESS_LEVELS } from '../chatbots.js';
import type { ChatbotPermissions } from '../invitation.entity.js';
import { ChatbotPermissionsScalar } from '../invitation.model.js';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const ROLE_MESSAGE = `Role must be one of ${Object.values(Role).join(', ')}`;

/** Known chatbot ids only, each with one of the access levels. */
function IsChatbotPermissions(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isChatbotPermissions',
      target: object.constructor,
      propertyName,
      options: {
        message: `Chatbot permissions map chatbot ids (${Object.keys(CHATBOTS).join(', ')}) to ${CHATBOT_ACCESS_LEVELS.join(', ')}`,
        ...options,
      },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.entries(value).every(
            ([id, level]) => Object.hasOwn(CHATBOTS, id) && (CHATBOT_ACCESS_LEVELS as readonly unknown[]).includes(level),
          ),
      },
    });
}

/*
 * class-validator reports constraints in registration order and decorators register bottom-up, so each
 * property lists its required rule last: a missing value then reads "… is required", not "… is too long".
 */
@InputType()
export class CreateInvitationInput extends PersonNamesInput {
  @Field()
  @ApiProperty()
  @trim
  @IsEmail({}, { message: 'Invalid email address' })
  email: string;

  @Field(() => Role, { defaultValue: Role.OFFICER })
  @ApiPropertyOptional({ enum: Role, default: Role.OFFICER, description: 'At most your own role' })
  @IsOptional()
  @IsEnum(Role, { message: ROLE_MESSAGE })
  role: Role = Role.OFFICER;

  @Field(() => ChatbotPermissionsScalar, { nullable: true })
  @ApiPropertyOptional({ example: { beti: 'read' }, description: 'Chatbot id → access level' })
  @IsOptional()
  @IsChatbotPermissions()
  chatbotPermissions?: ChatbotPermissions;
}

/** REST body of PATCH /api/invitations/{id}; GraphQL takes a non-null DateTime argument instead. */
export class ExtendInvitationInput {
  @ApiProperty({ type: String, format: 'date-time' })
  @Type(() => Date)
  @IsDate({ message: 'Expiration date must be a valid date' })
  @IsNotEmpty({ message: 'Expiration date is required' })
  expiresAt: Date;
}

/** Query-token acceptance: the one password rule (common/validation/password.ts). */
@InputType()
export class AcceptInvitationInput extends PersonNamesInput {
  @Field()
  @ApiProperty()
  @IsSpecPassword()
  password: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional()
  @IsOptional()
  @Match('password', { message: "Passwords don't match" })
  @IsString()
  confirmPassword?: string;
}

/** Path-token acceptance: the same rule (the spec's screen asks 8 characters; the server also wants a special one). */
@InputType()
export class AcceptInviteInput extends AcceptInvitationInput {}
