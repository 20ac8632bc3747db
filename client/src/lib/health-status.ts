import type { HealthStatus } from '../gql/graphql';

/** access-and-identity.md §9 / operations.md §9: health is polled every 60 s. */
export const HEALTH_POLL_MS = 60_000;

export type CheckKey = 'storage' | 'db' | 'ai' | 'queue' | 'mail';
export type OverallStatus = 'healthy' | 'warning' | 'critical';
/** The statuses a summary reads: any health answer has them, signed in or not. */
export type HealthChecksStatus = Record<CheckKey, { status: HealthStatus }>;

/**
 * operations.md §4 "Health overall": critical if storage, db or ai fails; warning if storage, ai or queue warns,
 * and (issue 16) when the queue fails, since then no report is parsed: a failing queue never reads "Healthy".
 * The dashboard and the upload screen share this rule. The server's own `status` counts every check.
 */
export function overallStatus(checks: HealthChecksStatus): OverallStatus {
  if ([checks.storage, checks.db, checks.ai].some((check) => check.status === 'fail')) return 'critical';
  if ([checks.storage, checks.ai, checks.queue].some((check) => check.status === 'warn')) return 'warning';
  if (checks.queue.status === 'fail') return 'warning';
  return 'healthy';
}

/** Whether reports can be queued for parsing now; false when the job queue is down. */
export function queueDown(checks: Pick<HealthChecksStatus, 'queue'>): boolean {
  return checks.queue.status === 'fail';
}

/** How a check is named inside a sentence. */
const NOUNS: Record<CheckKey, string> = {
  storage: 'storage',
  db: 'the database',
  ai: 'AI processing',
  queue: 'the job queue',
  mail: 'email',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "storage", "storage and the database", "storage, the database and AI processing", with its verb. */
function listOf(keys: readonly CheckKey[], singular: string, plural: string): string {
  const nouns = keys.map((key) => NOUNS[key]);
  const list = nouns.length < 2 ? nouns.join('') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`;
  return `${capitalise(list)} ${nouns.length === 1 ? singular : plural}`;
}

export const AI_NOT_CONFIGURED = 'AI is not configured: the deterministic parser reads every report.';
export const QUEUE_DOWN = 'The job queue is down: new reports cannot be parsed until it is back.';

/**
 * The sentence under the overall state, true to the checks: it names what is down or degraded, never claims
 * AI works when it is not configured, and never calls a failing queue healthy.
 */
export function overallSummary(checks: HealthChecksStatus): string {
  const overall = overallStatus(checks);
  const core: CheckKey[] = ['storage', 'db', 'ai'];
  const sentences: string[] = [];
  if (overall === 'critical') {
    sentences.push(`${listOf(core.filter((key) => checks[key].status === 'fail'), 'is', 'are')} down: uploads and report processing may fail.`);
  } else if (overall === 'warning') {
    if (queueDown(checks)) sentences.push(QUEUE_DOWN);
    const degraded = (['storage', 'ai', 'queue'] as const).filter((key) => checks[key].status === 'warn');
    if (degraded.length) sentences.push(`${listOf(degraded, 'is', 'are')} degraded: work can continue, perhaps slowly.`);
  } else {
    const working = core.filter((key) => checks[key].status === 'ok');
    if (working.length) sentences.push(`${listOf(working, 'is', 'are')} working.`);
  }
  if (checks.ai.status === 'not_configured') sentences.push(AI_NOT_CONFIGURED);
  return sentences.join(' ');
}

export const STATUS_LABELS = {
  ok: { label: 'Operational', palette: 'green' },
  warn: { label: 'Degraded', palette: 'orange' },
  fail: { label: 'Down', palette: 'red' },
  not_configured: { label: 'Not configured', palette: 'gray' },
} as const satisfies Record<HealthStatus, { label: string; palette: string }>;

export const OVERALL_LABELS = {
  healthy: { label: 'Healthy', palette: 'green' },
  warning: { label: 'Warning', palette: 'orange' },
  critical: { label: 'Critical', palette: 'red' },
} as const satisfies Record<OverallStatus, { label: string; palette: string }>;
