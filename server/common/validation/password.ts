import { applyDecorators } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AppError, ErrorCode } from '../errors/error-codes.js';

/** The spec's special characters: ! @ # $ % ^ & * ( ) , . ? " : { } | < > */
export const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
export const PASSWORD_MIN = 8;

export const TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const NO_SPECIAL = 'Password must contain at least one special character';
export const TOO_COMMON = 'This password is too common: choose one that is harder to guess';
export const HAS_EMAIL = 'Password must not contain your email address';

/** The 10,000 most common passwords: the head of zxcvbn-ts's ranked list (bundled with the package). */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

/**
 * THE password rule of every flow (reset, change, both invitation screens, user:create): the strictest of the
 * spec's (at least 8 characters with a special character), not among the 10,000 most common passwords, and not
 * containing the name part of the account's email. Returns the message to show, or null.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return TOO_SHORT;
  if (!SPECIAL.test(password)) return NO_SPECIAL;
  const lower = password.toLowerCase();
  // "Password1!" is "password1" with a symbol: strip the symbols at either end before looking it up.
  const core = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (COMMON.has(lower) || COMMON.has(core)) return TOO_COMMON;
  const name = email?.split('@')[0]?.toLowerCase() ?? '';
  const parts = [name, ...name.split(/[._+-]+/)].filter((p) => p.length >= 3);
  if (parts.some((p) => lower.includes(p))) return HAS_EMAIL;
  return null;
}

/** Throws the rule's message as a field error, for services that know the account's email. */
export function assertPasswordAllowed(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new AppError(ErrorCode.VALIDATION_FAILED, problem, { fields: { [field]: problem } });
}

/** The part of the rule that needs no email, as DTO validation, so both doors answer a field error early. */
export const IsSpecPassword = () =>
  // class-validator reports the first registered rule that fails: length before the special character.
  applyDecorators(
    IsString({ message: TOO_SHORT }),
    MinLength(PASSWORD_MIN, { message: TOO_SHORT }),
    Matches(SPECIAL, { message: NO_SPECIAL }),
    MaxLength(1024, { message: 'Password is too long' }),
  );
