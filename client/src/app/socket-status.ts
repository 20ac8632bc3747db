import { useSyncExternalStore } from 'react';

/** State of the graphql-ws socket, so pages fed by subscriptions can say whether updates are live. */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'closed';

let status: SocketStatus = 'idle';
const listeners = new Set<() => void>();

export function setSocketStatus(next: SocketStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribe, () => status);
}
