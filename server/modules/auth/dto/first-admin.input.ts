import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Match } from '../../../common/validation/match.js';
import { PersonNamesInput } from '../../../common/validation/name.js';
import { IsSpecPassword } from '../../../common/validation/password.js';

/** The first administrator of an install: the setup link's token, then the account (the one password rule). */
@InputType()
export class FirstAdminInput extends PersonNamesInput {
  @Field({ description: 'The token of the setup link the server printed at start.' })
  @ApiProperty({ description: 'The token of the setup link the server printed at start' })
  @MaxLength(200, { message: 'Invalid setup link' })
  @IsNotEmpty({ message: 'The setup link token is required' })
  @IsString({ message: 'The setup link token is required' })
  token: string;

  @Field()
  @ApiProperty()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;

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
