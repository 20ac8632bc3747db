// zod/mini: the tree-shakable API, same checks and messages as classic zod (issue #6, bundle size).
import { z } from 'zod/mini';

/** The special characters of access-and-identity.md §5. */
export const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** New-password rules with the spec's messages (reset, profile password change, invitation). */
export const newPassword = z
  .string()
  .check(z.minLength(7, 'Password must be at least 7 characters'), z.regex(SPECIAL, 'Password must contain at least one special character'));

/** The live checklist items of access-and-identity §2: At least 7 characters, Contains special character. */
export function passwordChecks(value: string) {
  return [
    { label: 'At least 7 characters', ok: value.length >= 7 },
    { label: 'Contains special character', ok: SPECIAL.test(value) },
  ];
}
