import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { FreshnessClock, type FreshPolicy } from './freshness-logic';

const clock = new FreshnessClock();

/** Stamps `key` as answered now: for an answer asked outside the hooks (the first load's preload, preload.ts). */
export function markFresh(key: string): void {
  clock.mark(key, Date.now());
}

/** The fetch policy for `key` under the operations §9 freshness window, chosen once per key. */
export function useFreshPolicy(key: string, ttlMs: number): [FreshPolicy, () => void] {
  // Read when the key changes, not on every render: a policy flipping mid-query would start another fetch.
  const policy = useMemo(() => clock.policy(key, ttlMs, Date.now()), [key, ttlMs]);
  const mark = useCallback(() => clock.mark(key, Date.now()), [key]);
  return [policy, mark];
}

/**
 * Stamps a network answer. A cache-first read is not stamped: it may have come from the cache, and an
 * unstamped key only costs one extra request later.
 */
export function useStampFresh(policy: FreshPolicy, mark: () => void, result: { data: unknown; networkStatus: NetworkStatus }) {
  const { data, networkStatus } = result;
  useEffect(() => {
    if (policy !== 'cache-first' && data !== undefined && networkStatus === NetworkStatus.ready) mark();
  }, [policy, mark, data, networkStatus]);
}

export interface FreshQueryOptions<TVariables> {
  /** Names the answer in the freshness clock: one key per distinct request. */
  key: string;
  ttlMs: number;
  variables?: TVariables;
  skip?: boolean;
  notifyOnNetworkStatusChange?: boolean;
}

/** useQuery under the operations §9 freshness window: a cached answer younger than `ttlMs` is not asked for again. */
export function useFreshQuery<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, options: FreshQueryOptions<TVariables>) {
  const { key, ttlMs, ...rest } = options;
  const [policy, mark] = useFreshPolicy(key, ttlMs);
  const result = useQuery(document, { ...rest, fetchPolicy: policy } as useQuery.Options<TData, TVariables>);
  useStampFresh(policy, mark, result);
  return result;
}
