import { useEffect, useState } from 'react';
import { msUntil } from '../processing-banner/processing-banner-logic';

/** Milliseconds left until `iso`, re-read every second while above zero (operations §2: the countdown ticks each second). */
export function useCountdown(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = msUntil(iso, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, iso]);
  return left;
}
