import { graphql } from '../../gql';

/**
 * The /alerts route's query: one page of alerts under the Inbox filters (the server filters, newest first), the
 * counts per status under every filter but status, and the staff an alert can be assigned to.
 */
export const AlertsPageQuery = graphql(`
  query AlertsPage($center: String, $severity: [String!], $species: [String!], $status: [AlertStatus!], $tags: [String!], $search: String, $limit: Int) {
    alerts(center: $center, severity: $severity, species: $species, status: $status, tags: $tags, search: $search, page: 1, limit: $limit) {
      items {
        ...AlertDetails
      }
      total
      counts {
        new
        acknowledged
        snoozed
        resolved
      }
    }
    alertAssignees {
      id
      name
    }
  }
`);

/** Acknowledge, snooze, resolve or assign one alert or many; the answer holds each alert as it now is. */
export const UpdateAlertsMutation = graphql(`
  mutation UpdateAlerts($input: UpdateAlertsInput!) {
    updateAlerts(input: $input) {
      ...AlertDetails
    }
  }
`);

/** Each alert raised or changed, by anyone: the Inbox follows it while open. */
export const AlertChangedSubscription = graphql(`
  subscription AlertChanged {
    alertChanged {
      ...AlertDetails
    }
  }
`);

/**
 * The Settings tab's own query (ADMIN and up; the server refuses `alertWebhook` to other roles), asked only when
 * the tab opens, so the Inbox's filters and live refetches never ask it again.
 */
export const AlertsSettingsQuery = graphql(`
  query AlertsSettings {
    alertWebhook {
      secretSet
      endpoint
      toleranceSeconds
      lastReceivedAt
      lastState
      received24h
      failed24h
      recentFailures {
        id
        receivedAt
        error
      }
      exampleCurl
    }
  }
`);
