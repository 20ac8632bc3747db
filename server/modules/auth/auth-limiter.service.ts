import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { RateLimitState } from '../../common/auth/auth-context.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { CONFIG, type AppConfig } from '../../config/config.js';

const MINUTE = 60;

/**
 * The buckets of every guarded attempt (README, "Throttling"). Points are attempts in `duration` seconds. A
 * bucket with `backoff` is blocked when it runs out, for `duration` × 2^(strikes − 1) (capped at a day), where
 * strikes counts how often that key ran out in the last day; the others simply refill.
 */
export const BUCKETS = {
  /** Sign-in guesses from one IP at one account, from a device that has not signed in to it before. Past it, device verification. */
  pair: { points: 10, duration: 15 * MINUTE, backoff: true },
  /** Sign-in guesses from one IP at any account (a proxy without TRUST_PROXY looks like one IP: known devices skip it). */
  ip: { points: 50, duration: 15 * MINUTE, backoff: true },
  /** Guesses at one account from unknown devices, before it slows down to `pace`. */
  account: { points: 10, duration: 15 * MINUTE, backoff: false },
  /** Once `account` ran out: one guess per 30 s from unknown devices. Past it, device verification (auth.service.ts). */
  pace: { points: 1, duration: 30, backoff: false },
  /**
   * Password checks from one IP on the device-verification path: answers that say nothing about the password, so
   * they are no guesses; this bounds what they cost (an scrypt each). Never given back, or a refund would tell.
   */
  verify: { points: 10, duration: 15 * MINUTE, backoff: true },
  /** A device that signed in to this account before: only its own failures count. */
  device: { points: 10, duration: 15 * MINUTE, backoff: true },
  /**
   * TOTP codes of one user from one device: `user:nonce` for a device that signed in before, `user:new` for all
   * the others, `user:link:id` for the browser that opened one mailed device link.
   */
  totp: { points: 5, duration: 15 * MINUTE, backoff: true },
  /** Current-password checks of one user (password change, TOTP step-up). */
  password: { points: 10, duration: 15 * MINUTE, backoff: true },
  /** Reset-password tries from one IP. */
  reset: { points: 10, duration: 15 * MINUTE, backoff: true },
  /** Forgot-password requests from one IP. */
  forgot: { points: 20, duration: 15 * MINUTE, backoff: false },
  /** Reset mails to one address (dropped quietly past this: the answer never differs). */
  resetMail: { points: 3, duration: 60 * MINUTE, backoff: false },
  /** Device-verification links mailed to one account (dropped quietly past this, like resetMail). */
  deviceMail: { points: 3, duration: 60 * MINUTE, backoff: false },
  /** Failed device-link tries from one IP (a bogus token costs a lookup). */
  deviceLink: { points: 10, duration: 15 * MINUTE, backoff: true },
} as const;

export type BucketName = keyof typeof BUCKETS;
export type Attempt = [BucketName, string];

const DAY = 24 * 60 * MINUTE;

/** The store client rate-limiter-flexible calls, over TypeORM's connection (PostgreSQL or PGlite alike). */
function storeClient(db: DataSource) {
  return {
    async query(q: { text: string; values: unknown[] }) {
      const runner = db.createQueryRunner();
      try {
        const r = await runner.query(q.text, q.values, true);
        const rows = (r.records ?? []) as unknown[];
        return { rows, rowCount: r.affected ?? rows.length };
      } finally {
        await runner.release();
      }
    },
  };
}

/** What `reserve` took: `settle(true)` gives the points back (successes never count), `settle(false)` keeps them. */
export interface Reservation {
  settle(succeeded: boolean): Promise<void>;
}

/**
 * Counters in PostgreSQL via rate-limiter-flexible (one upsert per bucket, atomic), shared by every process. An
 * attempt is reserved before the password or code is checked, so a burst of concurrent guesses cannot pass the
 * check between counting and recording: the eleventh of a thousand finds the bucket spent.
 */
@Injectable()
export class AuthLimiterService {
  private readonly limiters: Record<BucketName, RateLimiterPostgres>;
  private readonly strikes: RateLimiterPostgres;
  /** Requests of one API key per minute (API_KEY_RATE_PER_MINUTE): every request, refused ones too. */
  private readonly apiKeys: RateLimiterPostgres;

  constructor(@InjectDataSource() db: DataSource, @Inject(CONFIG) config: AppConfig) {
    const client = storeClient(db);
    const make = (keyPrefix: string, points: number, duration: number, clear = false) =>
      new RateLimiterPostgres({
        storeClient: client,
        // "pool": the library then calls client.query({ text, values }) and reads { rows, rowCount }, as from pg.
        storeType: 'pool',
        tableName: 'auth_throttle',
        tableCreated: true,
        keyPrefix,
        points,
        duration,
        // One limiter prunes expired rows for all of them (every 5 minutes, an hour after expiry).
        clearExpiredByTimeout: clear,
      });
    this.limiters = Object.fromEntries(
      Object.entries(BUCKETS).map(([name, b], i) => [name, make(name, b.points, b.duration, i === 0)]),
    ) as Record<BucketName, RateLimiterPostgres>;
    this.strikes = make('strikes', 1_000_000, DAY);
    this.apiKeys = make('apikey', config.API_KEY_RATE_PER_MINUTE, MINUTE);
  }

  /**
   * Counts one request of an API key and reports the state (`rate`, for the RateLimit headers); over the limit,
   * 429 with Retry-After.
   */
  async apiKeyRequest(keyId: string, rate?: (state: RateLimitState) => void): Promise<void> {
    const report = (r: RateLimiterRes) =>
      rate?.({ limit: this.apiKeys.points, remaining: Math.max(0, r.remainingPoints), windowSeconds: MINUTE, resetSeconds: Math.max(0, Math.ceil(r.msBeforeNext / 1000)) });
    try {
      report(await this.apiKeys.consume(keyId, 1));
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      report(e);
      const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, `Too many requests with this API key. Try again in ${retryAfter} seconds.`, { retryAfter });
    }
  }

  /**
   * Takes one point from each bucket in order. If one is spent, the points already taken are given back and
   * the caller gets 429 with Retry-After. `fallback` is tried when the first bucket named in it is spent
   * (account → pace: slowed, not locked).
   */
  async reserve(attempts: Attempt[], fallback?: { when: BucketName; use: Attempt }): Promise<Reservation> {
    const result = await this.tryReserve(attempts, fallback);
    if ('refused' in result) throw result.error;
    return result;
  }

  /** `reserve` that says which bucket refused (with the 429 it would throw) instead of throwing. */
  async tryReserve(
    attempts: Attempt[],
    fallback?: { when: BucketName; use: Attempt },
  ): Promise<Reservation | { refused: BucketName; error: AppError }> {
    const taken: Attempt[] = [];
    const giveBack = () => Promise.all(taken.map(([b, key]) => this.limiters[b].reward(key, 1).catch(() => undefined)));
    for (const attempt of attempts) {
      let wait = await this.take(attempt);
      if (wait !== null && fallback && fallback.when === attempt[0]) {
        wait = await this.take(fallback.use);
        if (wait === null) {
          taken.push(fallback.use);
          continue;
        }
      }
      if (wait !== null) {
        await giveBack();
        return { refused: attempt[0], error: tooMany(wait) };
      }
      taken.push(attempt);
    }
    return {
      settle: async (succeeded) => {
        if (succeeded) await giveBack();
      },
    };
  }

  /** One point of a bucket: null when taken, else the seconds until it may be tried again. */
  private async take([bucket, key]: Attempt): Promise<number | null> {
    const spec = BUCKETS[bucket];
    try {
      await this.limiters[bucket].consume(key, 1);
      return null;
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      // The first refusal of a backoff bucket blocks it, longer at each strike of the day.
      if (spec.backoff && e.consumedPoints === spec.points + 1) {
        const strike = await this.strikes.consume(`${bucket}:${key}`, 1).catch((r: RateLimiterRes) => r);
        const seconds = Math.min(DAY, spec.duration * 2 ** Math.max(0, strike.consumedPoints - 1));
        await this.limiters[bucket].block(key, seconds);
        return seconds;
      }
      return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    }
  }

  /** Takes a point without refusing anyone: true while the bucket still had one (quiet caps such as resetMail). */
  async tryTake(bucket: BucketName, key: string): Promise<boolean> {
    return (await this.take([bucket, key])) === null;
  }
}

function tooMany(retryAfter: number): AppError {
  const wait = retryAfter < 90 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
  return new AppError(ErrorCode.TOO_MANY_REQUESTS, `Too many attempts. Try again in ${wait}.`, { retryAfter });
}
