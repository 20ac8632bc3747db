import { describe, expect, it } from '@jest/globals';
import type { HealthStatus } from '../gql/graphql';
import { overallStatus, overallSummary, type CheckKey, type HealthChecksStatus } from './health-status';

const checks = (over: Partial<Record<CheckKey, HealthStatus>> = {}): HealthChecksStatus => ({
  storage: { status: over.storage ?? 'ok' },
  db: { status: over.db ?? 'ok' },
  ai: { status: over.ai ?? 'ok' },
  queue: { status: over.queue ?? 'ok' },
  mail: { status: over.mail ?? 'ok' },
});

describe('overall health (operations.md §4, issue 16)', () => {
  it('is critical if storage, db or ai fails; warning if storage, ai or queue warns, or the queue fails', () => {
    expect(overallStatus(checks())).toBe('healthy');
    expect(overallStatus(checks({ db: 'fail' }))).toBe('critical');
    expect(overallStatus(checks({ ai: 'fail', storage: 'warn' }))).toBe('critical');
    expect(overallStatus(checks({ storage: 'warn' }))).toBe('warning');
    expect(overallStatus(checks({ queue: 'warn' }))).toBe('warning');
    // A failing queue parses no report: never "Healthy".
    expect(overallStatus(checks({ queue: 'fail' }))).toBe('warning');
    expect(overallStatus(checks({ ai: 'not_configured' }))).toBe('healthy');
    expect(overallStatus(checks({ mail: 'fail' }))).toBe('healthy'); // named apart on the status page
  });

  it('says what is true: AI not configured is said, not called working', () => {
    expect(overallSummary(checks())).toBe('Storage, the database and AI processing are working.');
    expect(overallSummary(checks({ ai: 'not_configured' }))).toBe(
      'Storage and the database are working. AI is not configured: the deterministic parser reads every report.',
    );
  });

  it('names what is down or degraded, with the right verb', () => {
    expect(overallSummary(checks({ queue: 'fail' }))).toBe('The job queue is down: new reports cannot be parsed until it is back.');
    expect(overallSummary(checks({ storage: 'fail' }))).toBe('Storage is down: uploads and report processing may fail.');
    expect(overallSummary(checks({ storage: 'fail', db: 'fail' }))).toBe('Storage and the database are down: uploads and report processing may fail.');
    expect(overallSummary(checks({ storage: 'warn', ai: 'warn' }))).toBe('Storage and AI processing are degraded: work can continue, perhaps slowly.');
    expect(overallSummary(checks({ queue: 'fail', ai: 'not_configured' }))).toBe(
      'The job queue is down: new reports cannot be parsed until it is back. AI is not configured: the deterministic parser reads every report.',
    );
  });
});
