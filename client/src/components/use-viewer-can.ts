import { useQuery } from '@apollo/client/react';
import type { ViewerCanQuery as ViewerCanData } from '../gql/graphql';
import { ViewerCanQuery } from './viewer-can.queries';

export type ViewerCan = NonNullable<ViewerCanData['me']['can']>;

/**
 * What the signed-in user may do, as the server decides it (`me.can`); undefined while the first answer is on
 * its way. Screens offer an action only when its flag is true, so nothing they offer is refused. Read again on
 * each screen that uses it, since a role may have changed meanwhile.
 */
export function useViewerCan(): { can: ViewerCan | undefined; error: unknown; retry: () => void } {
  const { data, error, refetch } = useQuery(ViewerCanQuery, { fetchPolicy: 'cache-and-network' });
  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  return { can: data?.me.can ?? undefined, error, retry };
}
