import type { CheckResult } from '../health-check.js';

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  attemptsMade: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

export interface AddOptions {
  /** Total tries, first one included. Default 1. */
  attempts?: number;
  /** Delay between tries, ms. */
  backoffMs?: number;
  /** Idempotency key: a second add with the same id is ignored. */
  jobId?: string;
  /** Run no sooner than this many ms from now. */
  delayMs?: number;
}

/** The queue every module uses; Bull on Redis or in-process, chosen by config. */
export interface JobQueue {
  readonly kind: 'bull' | 'in-process';
  /** Resolves once the job is stored; rejects with QUEUE_UNAVAILABLE within 5 s when Redis is down. */
  add<T>(name: string, data: T, options?: AddOptions): Promise<{ id: string }>;
  /** Registers the handler of a job name. Ignored on processes that do not run processors. */
  process<T>(name: string, handler: JobHandler<T>): void;
  check(): Promise<CheckResult>;
  /** Takes no new job (first step of a shutdown); resolves when the running one is done, or after `waitMs`. */
  stop(waitMs: number): Promise<void>;
  close(): Promise<void>;
}

/** How long enqueueing may take before the caller gets a 503. */
export const ENQUEUE_TIMEOUT_MS = 5000;
