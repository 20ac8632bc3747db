import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable, type Observer } from 'rxjs';
import { useReportProgress } from './use-report-progress';

const check = { __typename: 'HealthCheck', status: 'ok', message: null, error: null };
const health = (sse: boolean) => ({
  __typename: 'Health',
  status: 'ok',
  bootId: 'b',
  checkedAt: '2026-01-01T12:00:00.000Z',
  checks: { __typename: 'HealthChecks', storage: check, db: check, ai: check, queue: check, mail: check, deltaEnabled: true },
  config: { __typename: 'HealthConfig', REPORTS_SSE_ENABLED: sse },
});

let seq = 0;
const event = (type: string, data: Record<string, unknown> = {}, progress: number | null = null) => ({
  __typename: 'ReportEvent',
  seq: ++seq,
  // The subscription answers the enum (kind), server-sent events the dotted name (type).
  kind: type.toUpperCase().replace(/\./g, '_'),
  type,
  data,
  progress,
  timestamp: '2026-01-01T12:00:00.000Z',
  reportId: 'r-1',
  tempId: 'tmp_1',
});
const status = (state: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ReportStatus',
  tempId: 'tmp_1',
  reportId: state === 'complete' ? 'r-1' : null,
  state,
  status: state,
  nextRetryAt: null,
  totalChunks: 4,
  completed: [0, 1],
  lastError: null,
  errorCode: null,
  animalCount: state === 'complete' ? 12 : null,
  notImported: state === 'complete' ? 0 : null,
  lastUpdate: '2026-01-01T12:00:00.000Z',
  duplicateOf: null,
  ...over,
});

/** A server for the hook's three transports: subscriptions held open for the test to push to, polls answered from a queue. */
function fakeServer(sse = true) {
  const subscriptions: Observer<ApolloLink.Result>[] = [];
  let unsubscribed = 0;
  const statuses: ReturnType<typeof status>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'UploadReportProgress') {
          subscriptions.push(observer);
          return () => void unsubscribed++;
        }
        const data = operation.operationName === 'UploadPage' ? { health: health(sse) } : { reportStatus: statuses.shift() ?? status('parsing') };
        observer.next({ data });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const push = (result: ApolloLink.Result) => act(() => subscriptions[subscriptions.length - 1].next(result));
  return { subscriptions, statuses, wrapper, push, unsubscribed: () => unsubscribed };
}

/** jsdom has no EventSource: this one records its URL and lets the test send named events and errors. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(body: ReturnType<typeof event>) {
    act(() => this.listeners.get(body.type)?.(new MessageEvent(body.type, { data: JSON.stringify(body) })));
  }
  fail() {
    act(() => this.onerror?.());
  }
}

beforeEach(() => {
  seq = 0;
  FakeEventSource.last = null;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('useReportProgress: one hook per transport (operations §4 "Connection")', () => {
  it('follows the subscription; a pause drops to polling, and the subscription is taken again once the report runs', async () => {
    const server = fakeServer();
    server.statuses.push(status('parsing', { completed: [0, 1, 2] }));
    const { result } = renderHook(() => useReportProgress('tmp_1'), { wrapper: server.wrapper });
    await waitFor(() => expect(server.subscriptions).toHaveLength(1));
    server.push({ data: { reportProgress: event('snapshot', { status: 'processing', state: 'parsing', totalChunks: 4, completed: [0] }, 20) } });
    expect(result.current).toMatchObject({ mode: 'websocket', state: 'parsing', percent: 20 });

    server.push({ data: { reportProgress: event('chunk.llm.rate_limited', { retryAt: '2026-01-01T12:05:00.000Z' }) } });
    // Paused: one poll, which finds it running again, and a second subscription.
    await waitFor(() => expect(server.subscriptions).toHaveLength(2));
    expect(result.current).toMatchObject({ mode: 'websocket', state: 'parsing', percent: 48 });
    expect(server.unsubscribed()).toBe(1);
  });

  it('a failed subscription moves to server-sent events, which carry the report to done (their close is no failure)', async () => {
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    const server = fakeServer();
    const { result } = renderHook(() => useReportProgress('tmp_1'), { wrapper: server.wrapper });
    await waitFor(() => expect(server.subscriptions).toHaveLength(1));
    act(() => server.subscriptions[0].error(new Error('socket refused')));
    expect(result.current.mode).toBe('sse');
    const source = FakeEventSource.last as FakeEventSource;
    expect(source.url).toBe('/api/reports/tmp_1/events');
    source.send(event('chunk.llm.ok', { chunk: 0, accepted_animals: 5 }, 35));
    source.send(event('done', { reportId: 'r-1', animalCount: 12, notImported: 0 }, 100));
    source.fail();
    expect(result.current).toMatchObject({ mode: 'sse', state: 'complete', percent: 100, reportId: 'r-1', animalCount: 12 });
  });

  it('a stream error before the end moves to polling; a committed report is done a second after 95 %', async () => {
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    const server = fakeServer();
    server.statuses.push(status('complete'));
    const { result } = renderHook(() => useReportProgress('tmp_1'), { wrapper: server.wrapper });
    await waitFor(() => expect(server.subscriptions).toHaveLength(1));
    act(() => server.subscriptions[0].complete()); // ended before its last event
    (FakeEventSource.last as FakeEventSource).fail();
    await waitFor(() => expect(result.current).toMatchObject({ mode: 'polling', state: 'finalizing', percent: 95 }));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'complete', percent: 100, reportId: 'r-1' }), { timeout: 3000 });
  });

  it('with server-sent events off by config, a failed subscription goes straight to polling', async () => {
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    const server = fakeServer(false);
    server.statuses.push(status('failed', { lastError: 'Server error', errorCode: 'INTERNAL' }));
    const { result } = renderHook(() => useReportProgress('tmp_1'), { wrapper: server.wrapper });
    await waitFor(() => expect(server.subscriptions).toHaveLength(1));
    // Let the health answer reach the hook before the subscription fails.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    server.push({ errors: [{ message: 'boom' }] } as unknown as ApolloLink.Result);
    await waitFor(() => expect(result.current).toMatchObject({ mode: 'polling', state: 'failed', error: 'Server error', errorCode: 'INTERNAL' }));
    expect(FakeEventSource.last).toBeNull();
  });
});
