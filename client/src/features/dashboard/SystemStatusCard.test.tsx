import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { HealthSnapshotFragment, HealthStatus } from '../../gql/graphql';
import { renderWithProviders } from '../../test-utils';
import { SystemStatusCard } from './SystemStatusCard';

type Key = 'storage' | 'db' | 'ai' | 'queue' | 'mail';
const snapshot = (over: Partial<Record<Key, HealthStatus>> = {}): HealthSnapshotFragment => {
  const check = (key: Key) => ({ __typename: 'HealthCheck' as const, status: over[key] ?? 'ok', message: null, error: null });
  return {
    __typename: 'Health',
    status: 'ok',
    bootId: '00000000-0000-4000-8000-000000000000',
    checkedAt: '2026-11-24T10:00:00.000Z',
    checks: { __typename: 'HealthChecks', storage: check('storage'), db: check('db'), ai: check('ai'), queue: check('queue'), mail: check('mail'), deltaEnabled: true },
    config: { __typename: 'HealthConfig', REPORTS_SSE_ENABLED: true },
  } as HealthSnapshotFragment;
};
const card = (data: HealthSnapshotFragment) =>
  renderWithProviders(<SystemStatusCard health={{ data, error: undefined, retry: () => undefined, retrying: false }} />);

describe('dashboard System Status card (issue 16: status that misleads)', () => {
  it('says AI is not configured when it is not, instead of "AI processing are working"', () => {
    card(snapshot({ ai: 'not_configured' }));
    expect(screen.getByText('Healthy')).toBeTruthy();
    expect(screen.getByText(/AI is not configured: the deterministic parser reads every report/)).toBeTruthy();
    expect(screen.getByText(/^Storage and the database are working\./)).toBeTruthy();
    expect(screen.queryByText(/AI processing (are|is) working/)).toBeNull();
  });

  it('warns, and shows the queue, when the queue fails', () => {
    card(snapshot({ queue: 'fail' }));
    expect(screen.queryByText('Healthy')).toBeNull();
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText(/The job queue is down/)).toBeTruthy();
    expect(screen.getByText('Queue workers')).toBeTruthy();
  });

  it('keeps to storage, database and AI while the queue works', () => {
    card(snapshot());
    expect(screen.getByText('Storage, the database and AI processing are working.')).toBeTruthy();
    expect(screen.queryByText('Queue workers')).toBeNull();
  });
});
