import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';

export const WINDOW_MINUTES = 15;
export const MAX_FAILURES = 10;

/**
 * Failure counters in PostgreSQL, shared by every process: per IP and per account for sign-in, TOTP and
 * forgot-password. MAX_FAILURES within WINDOW_MINUTES answers 429 with Retry-After.
 */
@Injectable()
export class AuthLimiterService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async assertAllowed(keys: string[]): Promise<void> {
    const rows: { key: string; n: string; oldest: Date }[] = await this.db.query(
      `SELECT key, count(*) AS n, min(at) AS oldest FROM auth_failures
        WHERE key = ANY($1) AND at > now() - make_interval(mins => $2) GROUP BY key`,
      [keys, WINDOW_MINUTES],
    );
    const blocked = rows.filter((r) => Number(r.n) >= MAX_FAILURES);
    if (!blocked.length) return;
    const until = Math.max(...blocked.map((r) => new Date(r.oldest).getTime() + WINDOW_MINUTES * 60_000));
    const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
      retryAfter,
    });
  }

  async fail(keys: string[]): Promise<void> {
    await this.db.query(`INSERT INTO auth_failures (key) SELECT unnest($1::text[])`, [keys]);
    // Keep the table small: old rows no longer count.
    if (Math.random() < 0.05) await this.db.query(`DELETE FROM auth_failures WHERE at < now() - interval '1 day'`);
  }

  async clear(keys: string[]): Promise<void> {
    await this.db.query(`DELETE FROM auth_failures WHERE key = ANY($1)`, [keys]);
  }
}
