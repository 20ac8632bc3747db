import { z } from 'zod/mini';
import { newPassword } from '../../lib/password';

const names = {
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
};

const matching = <T extends { password: string; confirmPassword: string }>(values: T) =>
  values.password === values.confirmPassword;
const mismatch = { message: "Passwords don't match", path: ['confirmPassword'] };

/** access-and-identity.md §5, query-token acceptance: the reset rule (7 characters and a special one). */
export const invitationRegisterSchema = z
  .object({ ...names, password: newPassword, confirmPassword: z.string() })
  .check(z.refine(matching, mismatch));

export type InvitationRegisterValues = z.input<typeof invitationRegisterSchema>;

const atLeast8 = z.string().check(z.minLength(8, 'Password must be at least 8 characters'));

/** access-and-identity §5, path-token acceptance: at least 8 characters, and the confirmation too. */
export const inviteTokenSchema = z
  .object({ ...names, password: atLeast8, confirmPassword: atLeast8 })
  .check(z.refine(matching, mismatch));

export type InviteTokenValues = z.input<typeof inviteTokenSchema>;
