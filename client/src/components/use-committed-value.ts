import { useLayoutEffect, useState } from 'react';

/**
 * `value` as it was at the last commit, for the inputs of hooks that act while rendering: Apollo's useQuery
 * reobserves (and so may fetch) during render when its variables change. React Router renders every URL change
 * inside a transition, and React interrupts a transition to render an urgent update (such as the one Apollo's
 * own loading state schedules) with the committed, older URL; variables read straight from the URL then flip
 * between the new and the old values until the transition commits, and each flip is a request. The value
 * returned here moves on only after the commit, in a synchronous render nothing interrupts.
 *
 * `key` identifies the value (JSON by default), so a new object with the same content is no change.
 */
export function useCommittedValue<T>(value: T, key: string = JSON.stringify(value)): T {
  const [committed, setCommitted] = useState({ key, value });
  useLayoutEffect(() => {
    // A layout effect's update is synchronous: it renders before paint and cannot be interrupted.
    if (committed.key !== key) setCommitted({ key, value });
  }, [committed.key, key, value]);
  return committed.key === key ? value : committed.value;
}
