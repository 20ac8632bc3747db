import { useQuery } from '@apollo/client/react';
import type { ViewerCanQuery as ViewerCanData } from '../gql/graphql';
import { ViewerCanQuery } from './viewer-can.queries';

export type ViewerCan = NonNullable<ViewerCanData['me']['can']>;

/**
 * What the signed-in user may do, as the server decides it (`me.can`); undefined while the first answer is on
 * its way. Screens offer an action only when its flag is true, so nothing they offer is refused. The session's
 * `me` carries these flags and is read again after every navigation and on return to the tab (app/guards.tsx,
 * app/session-revocation.ts), which refreshes this cached copy, so a role changed meanwhile shows on the next
 * screen; the query goes to the server only when the cache has no copy (component tests, the offline user).
 */
export function useViewerCan(): { can: ViewerCan | undefined; error: unknown; retry: () => void } {
  const { data, error, refetch } = useQuery(ViewerCanQuery, { fetchPolicy: 'cache-first' });
  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  return { can: data?.me.can ?? undefined, error, retry };
}
