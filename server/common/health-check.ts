/** What every part (database, queue, storage, mail, AI) reports to the health module. */
export type CheckStatus = 'ok' | 'warn' | 'fail' | 'not_configured';

export interface CheckResult {
  status: CheckStatus;
  message?: string;
  error?: string;
}

export class TimeoutError extends Error {}

/** Rejects with a TimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a probe; a throw or a timeout becomes a `fail` with the error text. */
export async function probe(ms: number, what: string, fn: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await withTimeout(fn(), ms, what);
  } catch (e) {
    return { status: 'fail', error: e instanceof Error ? e.message : String(e) };
  }
}
