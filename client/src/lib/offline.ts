import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER, OFFLINE_DATA_CACHE, OFFLINE_REQUEST_HEADER } from './offline-cache';

/**
 * Whether the app is offline: the browser says so (`navigator.onLine`, with its online/offline events), or the
 * last answer that could have come from an offline copy did (weak signal: the request failed or timed out and
 * the service worker answered from its copy). A fresh answer clears the second.
 */
let servedFromCopy = false;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function isOffline(): boolean {
  return !browserOnline() || servedFromCopy;
}

function onOnline(): void {
  servedFromCopy = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', notify);
    }
  };
}

/** Records whether an answer came from an offline copy (true) or from the server (false). */
export function noteAnswerSource(fromCopy: boolean): void {
  if (fromCopy === servedFromCopy) return;
  servedFromCopy = fromCopy;
  notify();
}

/** Re-renders on a change; false during server rendering and in tests without a browser. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Where the copy of the answer to `body` (operation, variables and query text) is kept: a path the server never answers. */
async function copyKey(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${window.location.origin}/graphql/offline-copy/${hash}`;
}

/** Keeps a whole answer (data and no errors): an error, signed out included, never replaces a good copy. */
async function keepCopy(key: string, response: Response): Promise<void> {
  try {
    const text = await response.text();
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] } | null;
    if (!body?.data || body.errors) return;
    const cache = await caches.open(OFFLINE_DATA_CACHE);
    await cache.put(key, new Response(text, { headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' } }));
  } catch (error) {
    console.warn('offline copies: could not keep an answer', error);
  }
}

async function readCopy(key: string): Promise<Response | undefined> {
  try {
    const copy = await (await caches.open(OFFLINE_DATA_CACHE)).match(key);
    if (!copy) return undefined;
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(copy.body, { status: 200, headers });
  } catch {
    return undefined;
  }
}

/**
 * fetch for Apollo's HttpLink. A request marked with OFFLINE_REQUEST_HEADER (lib/offline-cache.ts) goes to the
 * server as usual (the marker stays here); its whole answers are kept in Cache Storage, and when the network
 * fails the kept copy answers instead and the offline notices show. Unmarked requests are plain fetches.
 */
export async function fetchWithOfflineCopies(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (!headers.has(OFFLINE_REQUEST_HEADER) || typeof init?.body !== 'string' || !globalThis.caches || !globalThis.crypto?.subtle) return fetch(input, init);
  headers.delete(OFFLINE_REQUEST_HEADER);
  const key = await copyKey(init.body);
  try {
    const response = await fetch(input, { ...init, headers });
    if (response.status === 200) void keepCopy(key, response.clone());
    noteAnswerSource(false);
    return response;
  } catch (error) {
    const copy = await readCopy(key);
    if (!copy) throw error;
    noteAnswerSource(true);
    return copy;
  }
}

/** Deletes every offline copy (sign-out, a 401, another user, a new server bootId). Never throws. */
export async function clearOfflineData(): Promise<void> {
  try {
    await globalThis.caches?.delete(OFFLINE_DATA_CACHE);
  } catch (error) {
    console.warn('offline copies: could not delete the cache', error);
  }
}
