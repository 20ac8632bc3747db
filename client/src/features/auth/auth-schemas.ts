import { z } from 'zod/mini';
import { newPassword } from '../../lib/password';

/** Trimmed before the check, so a pasted trailing space is not an error. */
const email = (message: string) => z.pipe(z.string().check(z.trim()), z.email(message));

/** access-and-identity.md §5, sign in. */
export const signInSchema = z.object({
  email: email('Valid email is required'),
  password: z.string().check(z.minLength(1, 'Password is required')),
  otp: z.optional(z.string()),
});

/** access-and-identity §5, sign in once the server asked for a code: the code may be left empty, the server then asks again. */
export const signInTotpSchema = z.object({
  email: email('Invalid email address'),
  password: z.string().check(z.minLength(1, 'Password is required')),
  otp: z.optional(z.string().check(z.trim(), z.maxLength(6, 'TOTP code must be 6 digits'))),
});

export type SignInValues = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: email('Valid email is required'),
});

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, 'Reset token is required')),
    // The reset link carries no email: the server checks its parts and the common passwords.
    newPassword: newPassword(),
    confirmPassword: z.string().check(z.minLength(1, 'Password confirmation is required')),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
  );

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** access-and-identity §5, TOTP code: exactly 6 characters (digits, as authenticator apps show them). */
export const totpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'TOTP code must be 6 digits')),
});

export type TotpCodeValues = z.input<typeof totpCodeSchema>;
