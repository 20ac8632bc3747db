import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { HEALTH_POLL_MS } from '../../lib/health-status';


// One fragment for the query and the subscription, so a pushed update replaces the whole snapshot.
graphql(`
  fragment HealthCheckFields on HealthCheck {
    status
    message
    error
  }
`);

graphql(`
  fragment HealthSnapshot on Health {
    status
    bootId
    checkedAt
    checks {
      storage {
        ...HealthCheckFields
      }
      db {
        ...HealthCheckFields
      }
      ai {
        ...HealthCheckFields
      }
      queue {
        ...HealthCheckFields
      }
      mail {
        ...HealthCheckFields
      }
      deltaEnabled
    }
    config {
      REPORTS_SSE_ENABLED
    }
  }
`);

// `detailed` (whether the checks carry their messages: SUPERVISOR and up) matters on the status page only.
export const SystemStatusPageQuery = graphql(`
  query SystemStatusPage {
    health {
      ...HealthSnapshot
      detailed
    }
  }
`);

export const HealthUpdatedSubscription = graphql(`
  subscription HealthUpdated {
    healthUpdated {
      ...HealthSnapshot
      detailed
    }
  }
`);

/**
 * The health snapshot for the status page: fetched and polled every 60 s. For a signed-in user it is also
 * replaced by every change the server publishes (the `healthUpdated` subscription, which the server keeps for
 * signed-in users), so the page is live between polls; a signed-out visitor gets the poll only.
 */
export function useHealth(live: boolean) {
  const result = useQuery(SystemStatusPageQuery, {
    pollInterval: HEALTH_POLL_MS,
    notifyOnNetworkStatusChange: true,
  });
  const { subscribeToMore } = result;
  useEffect(() => {
    if (!live) return undefined;
    return subscribeToMore({
      document: HealthUpdatedSubscription,
      updateQuery: (_previous, { subscriptionData }) => ({ health: subscriptionData.data.healthUpdated }),
      // The socket retries by itself; polling still keeps the page current meanwhile.
      onError: (error) => console.warn('health subscription error', error),
    });
  }, [subscribeToMore, live]);
  return result;
}
