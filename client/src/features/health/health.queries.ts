import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';

/** access-and-identity.md §9 / operations.md §9: health is polled every 60 s. */
export const HEALTH_POLL_MS = 60_000;

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

export const SystemStatusPageQuery = graphql(`
  query SystemStatusPage {
    health {
      ...HealthSnapshot
    }
  }
`);

export const HealthUpdatedSubscription = graphql(`
  subscription HealthUpdated {
    healthUpdated {
      ...HealthSnapshot
    }
  }
`);

/**
 * The health snapshot for the status page: fetched, polled every 60 s, and replaced by every result any
 * caller triggers on the server (the `healthUpdated` subscription), so the page is live between polls.
 */
export function useHealth() {
  const result = useQuery(SystemStatusPageQuery, {
    pollInterval: HEALTH_POLL_MS,
    notifyOnNetworkStatusChange: true,
  });
  const { subscribeToMore } = result;
  useEffect(
    () =>
      subscribeToMore({
        document: HealthUpdatedSubscription,
        updateQuery: (_previous, { subscriptionData }) => ({ health: subscriptionData.data.healthUpdated }),
        // The socket retries by itself; polling still keeps the page current meanwhile.
        onError: (error) => console.warn('health subscription error', error),
      }),
    [subscribeToMore],
  );
  return result;
}
