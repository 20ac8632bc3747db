import { z } from 'zod/mini';
import { newPassword, passwordWithoutEmail } from '../../lib/password';

/** The first administrator: names, email and the one password rule, checked against the email typed (the server adds the common passwords). */
export const firstAdminSchema = z
  .object({
    firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
    lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
    email: z.string().check(z.trim(), z.email('Valid email is required')),
    password: newPassword(),
    confirmPassword: z.string(),
  })
  .check(
    passwordWithoutEmail(),
    z.refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] }),
  );

export type FirstAdminValues = z.input<typeof firstAdminSchema>;
