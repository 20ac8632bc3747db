/** How long a step-up (current password, plus TOTP where on) lets a session create API keys: GitHub's sudo mode. */
export const STEP_UP_MINUTES = 5;

export const STEP_UP_REQUIRED = 'Confirm your password (and your authenticator code) to create an API key';

interface Db {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/** Marks the session as confirmed now; returns until when that counts, by the database's clock (as the check reads it). */
export async function confirmStepUp(db: Db, sessionId: string): Promise<Date> {
  const rows = (await db.query('UPDATE sessions SET step_up_at = now() WHERE id = $1 RETURNING step_up_at + make_interval(mins => $2) AS until', [
    sessionId,
    STEP_UP_MINUTES,
  ])) as { until: Date }[] | [{ until: Date }[], number];
  // node-postgres answers an UPDATE … RETURNING with [rows, count] through TypeORM.
  const list = (Array.isArray(rows[0]) ? rows[0] : rows) as { until: Date }[];
  return new Date(list[0]?.until ?? Date.now() + STEP_UP_MINUTES * 60_000);
}

/** Until when the session's last step-up counts, or null. Read fresh: the session lookup's cache may be older. */
export async function stepUpUntil(db: Db, sessionId: string): Promise<Date | null> {
  const rows = (await db.query(
    `SELECT step_up_at + make_interval(mins => $2) AS until FROM sessions WHERE id = $1 AND step_up_at > now() - make_interval(mins => $2)`,
    [sessionId, STEP_UP_MINUTES],
  )) as { until: Date }[];
  return rows[0]?.until ?? null;
}
