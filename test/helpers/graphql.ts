import request from 'supertest';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';

/** Sends one GraphQL operation over HTTP and returns the parsed body. */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await request(url).post('/graphql').set('content-type', 'application/json').send({ query, variables });
  return res.body;
}

/** A graphql-ws client on the app's /graphql socket. */
export function wsClient(url: string, headers: Record<string, string> = {}, options: Partial<ClientOptions> = {}): Client {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
    ...options,
  });
}

/** Resolves with the first `next` payload of a subscription (rejects on error or after `ms`). */
export function firstEvent<T>(client: Client, query: string, ms = 10000): { result: Promise<T>; ready: Promise<void> } {
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  const result = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription event in time')), ms);
    const dispose = client.subscribe<T>(
      { query },
      {
        next: (v) => {
          clearTimeout(timer);
          dispose();
          if (v.errors) reject(new Error(JSON.stringify(v.errors)));
          else resolve(v.data as T);
        },
        error: (e) => {
          clearTimeout(timer);
          reject(e instanceof Error ? e : new Error(JSON.stringify(e)));
        },
        complete: () => undefined,
      },
    );
    client.on('connected', () => setTimeout(markReady, 100));
  });
  return { result, ready };
}
