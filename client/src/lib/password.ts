// zod/mini: the tree-shakable API, same checks and messages as classic zod (issue #6, bundle size).
import { z } from 'zod/mini';
import { emailPartIn, hasEmailPart, passwordProblems } from '../../../shared/password-rule';

// The rule itself is shared with the server (issue 38): one set of checks, labels and messages.
export { passwordChecks, TOO_COMMON, SPECIAL_LIST, type PasswordCheck } from '../../../shared/password-rule';

/**
 * A new password as a form field: every failing check of the shared rule, in the server's words. `email` (the
 * account's, where the screen knows it) adds the email check; the server alone checks the common passwords.
 */
export const newPassword = (email?: string) =>
  z.string().check((ctx) => {
    for (const message of passwordProblems(ctx.value, email)) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** The email check for a form whose email is one of its own fields (the first administrator). */
export const passwordWithoutEmail = <T extends { email: string; password: string }>() =>
  z.check<T>((ctx) => {
    const part = typeof ctx.value.password === 'string' ? emailPartIn(ctx.value.password, ctx.value.email) : null;
    if (part) ctx.issues.push({ code: 'custom', message: hasEmailPart(part), path: ['password'], input: ctx.value.password });
  });

/** A password field's error when the server set it (lib/errors applyFieldErrors): the checklist's refusal line. */
export const serverRefusal = (error?: { type?: string; message?: string }) => (error?.type === 'server' ? error.message : undefined);
