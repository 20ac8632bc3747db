import { describe, expect, it } from '@jest/globals';
import type { HealthSnapshotFragment, HealthStatus } from '../../gql/graphql';
import { CHECK_ORDER, CHECKS, otherProblems } from './health-status';
import { formatAgo } from '../../lib/dates';

type CheckKey = (typeof CHECK_ORDER)[number];
const checks = (over: Partial<Record<CheckKey, HealthStatus>> = {}): HealthSnapshotFragment['checks'] => {
  const one = (key: CheckKey) => ({ status: over[key] ?? 'ok', message: null, error: null });
  return { storage: one('storage'), db: one('db'), ai: one('ai'), queue: one('queue'), mail: one('mail'), deltaEnabled: true };
};

describe('checks the overall rule leaves out (operations §4)', () => {
  it('names nothing when every check is fine', () => {
    expect(otherProblems(checks())).toEqual([]);
  });

  it('names a failing or degraded mail, and a degraded database', () => {
    expect(otherProblems(checks({ mail: 'fail' }))).toEqual(['mail']);
    expect(otherProblems(checks({ mail: 'warn' }))).toEqual(['mail']);
    expect(otherProblems(checks({ db: 'warn', mail: 'fail' }))).toEqual(['db', 'mail']);
  });

  it('leaves out what the overall state already says, and what is merely not configured', () => {
    expect(otherProblems(checks({ db: 'fail', storage: 'warn', ai: 'fail', queue: 'fail' }))).toEqual([]);
    expect(otherProblems(checks({ mail: 'not_configured', ai: 'not_configured' }))).toEqual([]);
  });

  it('lists the services in a fixed order, each with a label', () => {
    expect(CHECK_ORDER).toEqual(['storage', 'db', 'ai', 'queue', 'mail']);
    expect(CHECK_ORDER.map((key) => CHECKS[key].label)).toEqual(['Storage', 'Database', 'AI PDF processing', 'Queue workers', 'Email']);
  });
});

describe('how long ago a check ran', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');
  const ago = (ms: number) => formatAgo(new Date(now - ms).toISOString(), now);

  it('says now within a few seconds', () => {
    expect(ago(0)).toBe('now');
    expect(ago(4_000)).toBe('now');
  });

  it('counts seconds, then minutes, then hours', () => {
    expect(ago(12_000)).toBe('12 seconds ago');
    expect(ago(59_000)).toBe('59 seconds ago');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(3 * 60_000)).toBe('3 minutes ago');
    expect(ago(2 * 3_600_000)).toBe('2 hours ago');
  });
});
