import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { IsSpecPassword } from '../../../common/validation/password.js';
import { Match } from '../../../common/validation/match.js';

@InputType()
export class LoginInput {
  @Field()
  @ApiProperty()
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;

  // class-validator reports the bottom-most failing rule first: "required" must read last.
  @Field()
  @ApiProperty()
  @MaxLength(1024, { message: 'Password is too long' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ description: 'The 6-digit TOTP code, when the first answer asked for one' })
  @IsOptional()
  @IsString()
  @MaxLength(6, { message: 'TOTP code must be 6 digits' })
  otp?: string;
}

@InputType()
export class ForgotPasswordInput {
  @Field()
  @ApiProperty()
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;
}

@InputType()
export class ResetPasswordInput {
  @Field()
  @ApiProperty()
  @IsString({ message: 'Reset token is required' })
  @IsNotEmpty({ message: 'Reset token is required' })
  token: string;

  @Field()
  @ApiProperty()
  @IsSpecPassword()
  newPassword: string;

  @Field()
  @ApiProperty()
  @IsString({ message: 'Password confirmation is required' })
  @IsNotEmpty({ message: 'Password confirmation is required' })
  @Match('newPassword', { message: "Passwords don't match" })
  confirmPassword: string;
}

/** The mailed device-verification link's token, and the TOTP code when the first answer asked for one. */
@InputType()
export class VerifyDeviceInput {
  @Field()
  @ApiProperty({ description: 'The `device` parameter of the mailed link' })
  @MaxLength(200, { message: 'Invalid or expired sign-in link' })
  @IsString({ message: 'Sign-in link token is required' })
  @IsNotEmpty({ message: 'Sign-in link token is required' })
  token: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ description: 'The 6-digit TOTP code, when the first answer asked for one' })
  @IsOptional()
  @IsString()
  @MaxLength(6, { message: 'TOTP code must be 6 digits' })
  otp?: string;
}

@InputType()
export class TotpCodeInput {
  @Field()
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'TOTP code must be 6 digits' })
  @Length(6, 6, { message: 'TOTP code must be 6 digits' })
  code: string;
}

/** Step-up: the current password, to replace or remove a second factor. */
@InputType()
export class StepUpInput {
  @Field(() => String, { nullable: true, description: 'Needed to replace TOTP that is on, and to remove it.' })
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Current password is required' })
  @MaxLength(1024, { message: 'Password is too long' })
  currentPassword?: string;
}
