import { describe, expect, it } from '@jest/globals';
import { connectionReducer, endsStream, INITIAL_CONNECTION, isPolling, type Connection, type ConnectionAction } from './connection-logic';

const run = (...actions: ConnectionAction[]): Connection => actions.reduce(connectionReducer, INITIAL_CONNECTION);

describe('progress transport chain (operations §4 "Connection")', () => {
  it('starts on the subscription; a failed subscription moves to server-sent events, or to polling when they are off', () => {
    expect(INITIAL_CONNECTION).toEqual({ mode: 'websocket', resumeTo: null });
    expect(run({ type: 'failed', from: 'websocket', sseEnabled: true })).toEqual({ mode: 'sse', resumeTo: null });
    expect(run({ type: 'failed', from: 'websocket', sseEnabled: false })).toEqual({ mode: 'polling', resumeTo: null });
    expect(run({ type: 'failed', from: 'websocket', sseEnabled: true }, { type: 'failed', from: 'sse', sseEnabled: true })).toEqual({ mode: 'polling', resumeTo: null });
  });

  it('ignores a late failure of a path already left', () => {
    const onSse = run({ type: 'failed', from: 'websocket', sseEnabled: true });
    expect(connectionReducer(onSse, { type: 'failed', from: 'websocket', sseEnabled: true })).toBe(onSse);
    const polling = run({ type: 'failed', from: 'websocket', sseEnabled: false });
    expect(connectionReducer(polling, { type: 'failed', from: 'sse', sseEnabled: true })).toBe(polling);
  });

  it('a pause drops a live path to polling and takes it again once a poll finds the report running', () => {
    const paused = run({ type: 'failed', from: 'websocket', sseEnabled: true }, { type: 'paused' });
    expect(paused).toEqual({ mode: 'polling', resumeTo: 'sse' });
    for (const state of ['rate_limited', 'failed', 'cancelled', 'complete'] as const) expect(connectionReducer(paused, { type: 'polled', state })).toEqual(paused);
    expect(connectionReducer(paused, { type: 'polled', state: 'parsing' })).toEqual({ mode: 'sse', resumeTo: null });
    expect(run({ type: 'paused' }, { type: 'polled', state: 'finalizing' })).toEqual({ mode: 'websocket', resumeTo: null });
  });

  it('a pause while already polling changes nothing: there is no live path to go back to', () => {
    const polling = run({ type: 'failed', from: 'websocket', sseEnabled: false });
    expect(connectionReducer(polling, { type: 'paused' })).toBe(polling);
    expect(connectionReducer(polling, { type: 'polled', state: 'parsing' })).toBe(polling);
  });

  it('a failed poll shows Disconnected and keeps the live path to resume; the next answer is Polling again', () => {
    const lost = run({ type: 'paused' }, { type: 'pollFailed' });
    expect(lost).toEqual({ mode: 'disconnected', resumeTo: 'websocket' });
    expect(isPolling(lost.mode)).toBe(true);
    expect(connectionReducer(lost, { type: 'polled', state: 'rate_limited' })).toEqual({ mode: 'polling', resumeTo: 'websocket' });
    expect(connectionReducer(lost, { type: 'polled', state: 'parsing' })).toEqual({ mode: 'websocket', resumeTo: null });
  });

  it('which modes poll', () => {
    expect(['websocket', 'sse', 'polling', 'disconnected'].map((m) => isPolling(m as Connection['mode']))).toEqual([false, false, true, true]);
  });
});

describe('the end of a progress stream', () => {
  it('done, error and a finished snapshot end it; other events and a running snapshot do not', () => {
    expect(endsStream({ type: 'done', data: {} })).toBe(true);
    expect(endsStream({ type: 'error', data: null })).toBe(true);
    for (const status of ['complete', 'failed', 'cancelled']) expect(endsStream({ type: 'snapshot', data: { status } })).toBe(true);
    expect(endsStream({ type: 'snapshot', data: { status: 'processing' } })).toBe(false);
    expect(endsStream({ type: 'snapshot', data: null })).toBe(false);
    expect(endsStream({ type: 'commit.done', data: { status: 'complete' } })).toBe(false);
  });
});
