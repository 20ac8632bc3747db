import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * A required person name, trimmed, at most 100 characters, with the spec's message ("First name is
 * required"). class-validator reports the first-applied failing rule first, so the required rules lead.
 */
export const IsPersonName = (label: 'First name' | 'Last name') =>
  applyDecorators(
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(100, { message: `${label} is too long` }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
  );

/** First and last name, as every form that takes them (profile, invitation, acceptance) declares them. */
@InputType({ isAbstract: true })
export abstract class PersonNamesInput {
  @Field()
  @ApiProperty()
  @IsPersonName('First name')
  firstName: string;

  @Field()
  @ApiProperty()
  @IsPersonName('Last name')
  lastName: string;
}
