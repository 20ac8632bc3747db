import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsEnum, IsOptional, IsString, Length } from 'class-validator';
import { Role } from '../../../common/auth/role.js';

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

  @Field(() => Date, { nullable: true, description: 'When the key stops working; none means until revoked.' })
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'When the key stops working (ISO 8601); omit for no expiry' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'Expiry must be a date' })
  expiresAt?: Date | null;
}
