import { applyDecorators } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NO_SPECIAL, PASSWORD_MIN, passwordProblems, SPECIAL, TOO_COMMON, TOO_SHORT } from '../../../shared/password-rule.js';
import { AppError, ErrorCode } from '../errors/error-codes.js';

export { NO_SPECIAL, PASSWORD_MIN, SPECIAL, TOO_COMMON, TOO_SHORT };

/** The 10,000 most common passwords: the head of zxcvbn-ts's ranked list (bundled with the package). */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  // "Password1!" is "password1" with a symbol: strip the symbols at either end before looking it up.
  const core = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return COMMON.has(lower) || COMMON.has(core);
}

/**
 * THE password rule of every flow (reset, change, both invitation screens, first administrator, user:create): the
 * shared part (shared/password-rule.ts: at least 8 characters with a special character, not containing a part of the
 * account's email, the checklist the client shows as it is typed), then not among the 10,000 most common passwords.
 * Returns the message to show (naming the email part it contains), or null.
 */
export function passwordProblem(password: string, email?: string): string | null {
  const [first] = passwordProblems(password, email);
  if (first) return first;
  return isCommon(password) ? TOO_COMMON : null;
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
