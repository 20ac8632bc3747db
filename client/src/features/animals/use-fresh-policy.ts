import { NetworkStatus } from '@apollo/client';
import { useCallback, useEffect, useMemo } from 'react';
import { FreshnessClock, type FreshPolicy } from './freshness-logic';

const clock = new FreshnessClock();

/** The fetch policy for `key` under the §9 freshness window, chosen once per key. */
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
