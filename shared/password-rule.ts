/**
 * THE password rule, the part that needs no word list (issue 38): the server applies it
 * (server/common/validation/password.ts adds the 10,000 most common passwords) and the client's forms and live
 * checklist apply it as typed (client/src/lib/password.ts), so both say the same thing in the same words.
 * No imports: the server's NodeNext build and the client's Vite build both compile this file as it is.
 */

/** The spec's special characters: ! @ # $ % ^ & * ( ) , . ? " : { } | < > */
export const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
export const SPECIAL_LIST = '! @ # $ % ^ & * ( ) , . ? " : { } | < >';
export const PASSWORD_MIN = 8;

export const TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const NO_SPECIAL = 'Password must contain at least one special character';
/** The server's check (it alone has the list); here so the checklist can recognise the refusal. */
export const TOO_COMMON = 'This password is too common: choose one that is harder to guess';
export const hasEmailPart = (part: string) => `Password must not contain "${part}", a part of your email address`;

/** The name part of an email and its pieces between . _ + - (lower-cased), those of 3 characters or more. */
export function emailParts(email: string | undefined): string[] {
  const name = email?.split('@')[0]?.trim().toLowerCase() ?? '';
  return [name, ...name.split(/[._+-]+/)].filter((part) => part.length >= 3);
}

/** The longest part of the email's name that the password contains (case-insensitive), or null. */
export function emailPartIn(password: string, email: string | undefined): string | null {
  const lower = password.toLowerCase();
  const found = emailParts(email).filter((part) => lower.includes(part));
  return found.length ? found.reduce((a, b) => (b.length > a.length ? b : a)) : null;
}

export interface PasswordCheck {
  id: 'length' | 'special' | 'email';
  ok: boolean;
  /** The checklist's line. */
  label: string;
  /** The refusal when it fails, the server's words. */
  problem: string;
}

/**
 * The rule's checks in the order the server applies them; the email check only when the email is known.
 * The server then refuses the 10,000 most common passwords (TOO_COMMON).
 */
export function passwordChecks(password: string, email?: string): PasswordCheck[] {
  const checks: PasswordCheck[] = [
    { id: 'length', ok: password.length >= PASSWORD_MIN, label: `At least ${PASSWORD_MIN} characters`, problem: TOO_SHORT },
    { id: 'special', ok: SPECIAL.test(password), label: 'Contains special character', problem: NO_SPECIAL },
  ];
  if (email === undefined) return checks;
  const part = emailPartIn(password, email);
  checks.push({
    id: 'email',
    ok: part === null,
    label: part === null ? 'Does not contain a part of your email address' : `Contains "${part}", a part of your email address`,
    problem: part === null ? '' : hasEmailPart(part),
  });
  return checks;
}

/** The messages of the failing checks, in order (empty when the password passes this part of the rule). */
export function passwordProblems(password: string, email?: string): string[] {
  return passwordChecks(password, email)
    .filter((check) => !check.ok)
    .map((check) => check.problem);
}
