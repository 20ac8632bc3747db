import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDate, IsEnum, IsOptional, IsString, Length } from 'class-validator';
import { Role } from '../../../common/auth/role.js';
import { ApiKeyScope } from '../../../common/auth/scope.js';

@InputType()
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, e.g. "Nightly location export".' })
  @ApiProperty({ example: 'Nightly location export' })
  @IsString({ message: 'Name is required' })
  @Length(1, 100, { message: 'Name must be 1 to 100 characters' })
  name: string;

  @Field(() => Role, { nullable: true, description: 'The most the key may do: your own role (the default) or below.' })
  @ApiPropertyOptional({ enum: Role, description: 'The key’s role ceiling: your own role (the default) or below' })
  @IsOptional()
  @IsEnum(Role, { message: `Role must be one of ${Object.values(Role).join(', ')}` })
  role?: Role | null;

  @Field(() => [ApiKeyScope], { nullable: true, description: 'What the key may be used for; read only by default.' })
  @ApiPropertyOptional({ enum: ApiKeyScope, isArray: true, description: 'What the key may be used for (default ["read"])' })
  @IsOptional()
  @IsArray({ message: 'Scopes must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one scope' })
  @ArrayMaxSize(8, { message: 'Too many scopes' })
  @IsEnum(ApiKeyScope, { each: true, message: `Each scope must be one of ${Object.values(ApiKeyScope).join(', ')}` })
  scopes?: ApiKeyScope[] | null;

  @Field(() => Date, { nullable: true, description: 'When the key stops working: 90 days from now by default, at most a year (30 days with users:admin).' })
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'When the key stops working (ISO 8601): default 90 days, at most a year (30 days with users:admin)' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'Expiry must be a date' })
  expiresAt?: Date | null;
}

/** Sudo mode before creating a key: the current password, and the authenticator's code where TOTP is on. */
@InputType()
export class ConfirmIdentityInput {
  @Field()
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @Length(1, 1024, { message: 'Current password is required' })
  currentPassword: string;

  @Field(() => String, { nullable: true, description: 'The 6-digit code, where the account has TOTP.' })
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Enter the code from your authenticator app' })
  @Length(1, 16, { message: 'Enter the code from your authenticator app' })
  otp?: string | null;
}

@ObjectType('StepUp')
export class StepUpModel {
  @Field(() => Date, { description: 'Until when this session may create API keys without confirming again.' })
  until: Date;
}
