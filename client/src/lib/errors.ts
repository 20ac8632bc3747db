import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError } from '../components/error-info';

/** The server's message for a failed request (or why it never reached the server), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return describeError(error).message || fallback;
}

/** The server's own message of a failed call (GraphQL `errors[0].message` or the REST body), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  // A RestError (lib/rest.ts) read by its shape: importing the class would add it to the sign-in screen's code.
  const body = error instanceof Error ? (error as { body?: { message?: unknown } | null }).body : undefined;
  if (typeof body?.message === 'string') return body.message || undefined;
  return undefined;
}

/** Per-field messages the server attached (`extensions.fields`), to show beside the matching inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: unknown = error.errors[0]?.extensions?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Shows the server's per-field messages beside the visible fields named in `names`. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): void {
  const fields = serverFieldErrors(error);
  for (const name of names) {
    const message = fields[name];
    if (message) setError(name, { type: 'server', message });
  }
}
