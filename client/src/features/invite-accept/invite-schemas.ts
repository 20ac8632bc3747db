import { z } from 'zod/mini';
import { newPassword } from '../../lib/password';

const names = {
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
};

const matching = <T extends { password: string; confirmPassword: string }>(values: T) =>
  values.password === values.confirmPassword;
const mismatch = { message: "Passwords don't match", path: ['confirmPassword'] };

/**
 * Both acceptance screens (/invite/{token} and /invitation-register, access-and-identity §5): the names and the one
 * password rule (shared/password-rule.ts, issue 38), checked against the invited address as the server will.
 */
export const acceptInvitationSchema = (email: string) =>
  z.object({ ...names, password: newPassword(email), confirmPassword: z.string() }).check(z.refine(matching, mismatch));

export type AcceptInvitationValues = z.input<ReturnType<typeof acceptInvitationSchema>>;
