import { applyDecorators } from '@nestjs/common';
import { IsString, Matches, MinLength } from 'class-validator';

/** The spec's special characters: ! @ # $ % ^ & * ( ) , . ? " : { } | < > */
export const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** At least 7 characters with one special character (reset, profile change, query-token invitations). */
export const IsSpecPassword = () =>
  applyDecorators(
    IsString({ message: 'Password must be at least 7 characters' }),
    MinLength(7, { message: 'Password must be at least 7 characters' }),
    Matches(SPECIAL, { message: 'Password must contain at least one special character' }),
  );
