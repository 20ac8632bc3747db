import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { HealthStatus } from '../../gql/graphql';
import { graphqlError, meMock, mockFetch, renderWithProviders, restoreFetch } from '../../test-utils';
import { HealthUpdatedSubscription, SystemStatusPageQuery } from './health.queries';
import { SystemStatusPage } from './SystemStatusPage';

type Check = { status: HealthStatus; message?: string | null; error?: string | null };
type Checks = Partial<Record<'storage' | 'db' | 'ai' | 'queue' | 'mail', Check | HealthStatus>>;

const check = (value: Check | HealthStatus | undefined) => {
  const c = typeof value === 'string' ? { status: value } : (value ?? { status: 'ok' as const });
  return { __typename: 'HealthCheck', status: c.status, message: c.message ?? null, error: c.error ?? null };
};

function health(checks: Checks = {}, over: { detailed?: boolean; deltaEnabled?: boolean; sse?: boolean } = {}) {
  return {
    __typename: 'Health',
    status: 'ok',
    bootId: '3f2a9c1e-77b0-4d6e-9a51-0c8d2e4f6a7b',
    checkedAt: new Date(Date.now() - 20_000).toISOString(),
    detailed: over.detailed ?? false,
    checks: {
      __typename: 'HealthChecks',
      storage: check(checks.storage),
      db: check(checks.db),
      ai: check(checks.ai),
      queue: check(checks.queue),
      mail: check(checks.mail),
      deltaEnabled: over.deltaEnabled ?? true,
    },
    config: { __typename: 'HealthConfig', REPORTS_SSE_ENABLED: over.sse ?? false },
  };
}

const answer = (checks: Checks = {}, over: Parameters<typeof health>[1] = {}) => ({ request: { query: SystemStatusPageQuery }, result: { data: { health: health(checks, over) } } });

function renderStatus(mocks: unknown[]) {
  renderWithProviders(<SystemStatusPage />, { route: '/status', mocks: mocks as never });
}

const overall = () => screen.findByRole('heading', { level: 2, name: /^(Healthy|Warning|Critical)$/ });
const service = (label: string) => screen.getByRole('listitem', { name: label });

beforeEach(() => {
  mockFetch({});
});
afterEach(() => restoreFetch());

describe('/status, the system status page (operations §3, operations §4)', () => {
  it('healthy: the overall state, every service Operational, and the details of the running server', async () => {
    renderStatus([answer({}, { deltaEnabled: true, sse: false })]);
    expect(screen.getByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    expect((await overall()).textContent).toBe('Healthy');
    expect(screen.getByText('Storage, the database and AI processing are working.')).toBeTruthy();
    for (const label of ['Storage', 'Database', 'AI PDF processing', 'Queue workers', 'Email']) {
      expect(within(service(label)).getByText('Operational')).toBeTruthy();
    }
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Location reports').parentElement?.textContent).toContain('Enabled');
    expect(within(details).getByText('Server-sent events').parentElement?.textContent).toContain('Disabled');
    expect(within(details).getByText('3f2a9c1e')).toBeTruthy();
    expect(within(details).getByText(/seconds ago/)).toBeTruthy();
  });

  it('says when location reports or server-sent events are on', async () => {
    renderStatus([answer({}, { deltaEnabled: false, sse: true })]);
    await overall();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Location reports').parentElement?.textContent).toBe('Location reportsDisabled');
    expect(within(details).getByText('Server-sent events').parentElement?.textContent).toBe('Server-sent eventsEnabled');
  });

  it('signed out: statuses only, polled, with a word on what signing in adds (the redacted view)', async () => {
    renderStatus([answer({ db: { status: 'ok', message: null } }, { detailed: false })]);
    await overall();
    expect(screen.getByText('Updated every 60 s · sign in for live updates')).toBeTruthy();
    expect(screen.getByTestId('health-details-note').textContent).toBe('Statuses only: sign in as a supervisor or administrator to see hosts, paths and error messages.');
  });

  it('signed in below supervisor: the redacted view says who sees more', async () => {
    renderStatus([meMock({ role: 'OFFICER' }), answer({}, { detailed: false })]);
    await overall();
    expect(screen.getByTestId('health-details-note').textContent).toBe('Hosts, paths and error messages are shown to supervisors and administrators.');
    expect(screen.queryByText(/sign in for live updates/)).toBeNull();
  });

  it('detailed: a failing database reads Critical, with its error under the row and no redaction note', async () => {
    renderStatus([meMock({ role: 'ADMIN' }), answer({ db: { status: 'fail', error: 'connect ECONNREFUSED 10.0.0.5:5432' } }, { detailed: true })]);
    expect((await overall()).textContent).toBe('Critical');
    expect(screen.getByText('The database is down: uploads and report processing may fail.')).toBeTruthy();
    expect(within(service('Database')).getByText('Down')).toBeTruthy();
    expect(within(service('Database')).getByText('connect ECONNREFUSED 10.0.0.5:5432')).toBeTruthy();
    expect(screen.queryByTestId('health-details-note')).toBeNull();
  });

  it('degraded storage reads Warning and names what is degraded', async () => {
    renderStatus([answer({ storage: 'warn' })]);
    expect((await overall()).textContent).toBe('Warning');
    expect(screen.getByText('Storage is degraded: work can continue, perhaps slowly.')).toBeTruthy();
    expect(within(service('Storage')).getByText('Degraded')).toBeTruthy();
  });

  it('a queue that is down is never Healthy: Warning, and new reports cannot be parsed (issue 16)', async () => {
    renderStatus([answer({ queue: 'fail' })]);
    expect((await overall()).textContent).toBe('Warning');
    expect(screen.getByText('The job queue is down: new reports cannot be parsed until it is back.')).toBeTruthy();
    expect(within(service('Queue workers')).getByText('Down')).toBeTruthy();
  });

  it('a check outside the overall rule still shows: Healthy, but Email needs attention', async () => {
    renderStatus([answer({ mail: 'fail' })]);
    expect((await overall()).textContent).toBe('Healthy');
    expect(screen.getByText(/Also needs attention: Email \(down\)\./)).toBeTruthy();
  });

  it('AI not configured is said plainly, not called working', async () => {
    renderStatus([answer({ ai: 'not_configured' })]);
    expect((await overall()).textContent).toBe('Healthy');
    expect(screen.getByText(/^Storage and the database are working\. AI is not configured: the deterministic parser reads every report\./)).toBeTruthy();
    expect(within(service('AI PDF processing')).getByText('Not configured')).toBeTruthy();
  });

  it('when the status cannot be read, says so and can try again', async () => {
    renderStatus([{ request: { query: SystemStatusPageQuery }, error: new TypeError('Failed to fetch') }, answer({ storage: 'warn' })]);
    expect(await screen.findByRole('heading', { name: 'System status is unavailable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect((await overall()).textContent).toBe('Warning');
  });

  it('after a failed refresh, keeps the last known status and says why', async () => {
    renderStatus([answer({ storage: 'warn' }), { request: { query: SystemStatusPageQuery }, result: { errors: [graphqlError('Health check timed out', 'SERVICE_UNAVAILABLE')] } }]);
    expect((await overall()).textContent).toBe('Warning');
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('Showing the last known status')).toBeTruthy();
    expect(screen.getByText('Health check timed out')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Warning' })).toBeTruthy();
    expect(within(service('Storage')).getByText('Degraded')).toBeTruthy();
  });

  it('Refresh reads the status again', async () => {
    renderStatus([answer(), answer({ ai: 'fail' })]);
    expect((await overall()).textContent).toBe('Healthy');
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Critical' })).toBeTruthy();
    expect(screen.getByText('AI processing is down: uploads and report processing may fail.')).toBeTruthy();
  });

  it('signed in: a pushed update replaces the snapshot between polls', async () => {
    // The query answers healthy; only the pushed snapshot has the queue down.
    const pushed = { request: { query: HealthUpdatedSubscription }, result: { data: { healthUpdated: health({ queue: 'fail' }, { detailed: true }) } }, delay: 100 };
    renderStatus([meMock({ role: 'SUPERVISOR' }), answer({}, { detailed: true }), pushed]);
    expect(await screen.findByText('The job queue is down: new reports cannot be parsed until it is back.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Warning' })).toBeTruthy();
    expect(within(service('Queue workers')).getByText('Down')).toBeTruthy();
    expect(screen.getByText('Connecting…')).toBeTruthy();
  });
});
