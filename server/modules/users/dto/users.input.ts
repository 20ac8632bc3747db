import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsEnum, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsSpecPassword } from '../../../common/validation/password.js';
import { Match } from '../../../common/validation/match.js';
import { PersonNamesInput } from '../../../common/validation/name.js';
import { Role } from '../../../common/auth/role.js';
import { PROFILE_IMAGE_URL } from '../profile-image.js';

/** Body of PATCH /api/users/{userId}/role (GraphQL passes `role` as an argument). */
export class UpdateRoleInput {
  @ApiProperty({ enum: Role })
  @IsEnum(Role, { message: `Role must be one of ${Object.values(Role).join(', ')}` })
  role: Role;
}

/** Body of PATCH /api/users/{userId}/test-flag. */
export class SetTestFlagInput {
  @ApiProperty()
  @IsBoolean({ message: 'isTestUser must be true or false' })
  isTestUser: boolean;
}

/** Only the caller's own names and photo: email and role are not fields here, so sending them is refused. */
@InputType()
export class UpdateProfileInput extends PersonNamesInput {
  @Field(() => String, { nullable: true, description: 'A url from the profile image upload; null removes the photo; absent keeps it.' })
  @ApiPropertyOptional({ type: String, nullable: true, example: '/api/files/profile-images/<uuid>.png' })
  @IsOptional()
  @IsString({ message: 'Profile image must be an image uploaded to this server' })
  @Matches(PROFILE_IMAGE_URL, { message: 'Profile image must be an image uploaded to this server' })
  profileImageUrl?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(1024, { message: 'Password is too long' })
  currentPassword: string;

  @Field()
  @ApiProperty()
  @IsSpecPassword()
  @MaxLength(1024, { message: 'Password is too long' })
  newPassword: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Please confirm your password' })
  @Match('newPassword', { message: "Passwords don't match" })
  confirmPassword?: string;
}

/** Body of PATCH /api/users/{userId}/email, and the GraphQL input of changeUserEmail. */
@InputType('ChangeEmailInput')
export class ChangeEmailArgsInput {
  @Field()
  @ApiProperty()
  @IsEmail({}, { message: 'Invalid email address' })
  email: string;
}
