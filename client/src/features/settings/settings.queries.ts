import { graphql } from '../../gql';

/** Presence only: the server never sends a configuration value, and this page never asks for one. */
export const SystemSettingsPageQuery = graphql(`
  query SystemSettingsPage {
    configPresence {
      name
      envVar
      provider
      description
      required
      neededInProduction
      present
    }
  }
`);

/** Each zone's animals against its kennel capacity (issue 18). */
export const ZoneCapacityQuery = graphql(`
  query ZoneCapacity {
    zoneOccupancy {
      ...ZoneOccupancyRow
    }
  }
`);

export const SetZoneCapacitiesMutation = graphql(`
  mutation SetZoneCapacities($input: ZoneCapacitiesInput!) {
    setZoneCapacities(input: $input) {
      ...ZoneOccupancyRow
    }
  }
`);

graphql(`
  fragment ZoneOccupancyRow on ZoneOccupancy {
    zoneCode
    zoneLocation
    occupied
    capacity
    occupancyRate
    capacityUpdatedAt
  }
`);

/** The thresholds figures and alerts use (issue 18): long stay, stray hold and the behaviour alert severity. */
export const AppSettingsQuery = graphql(`
  query AppSettings {
    appSettings {
      longStayDays
      strayHoldDays
      behaviorAlertSeverity
    }
  }
`);

export const UpdateAppSettingsMutation = graphql(`
  mutation UpdateAppSettings($input: AppSettingsInput!) {
    updateAppSettings(input: $input) {
      longStayDays
      strayHoldDays
      behaviorAlertSeverity
    }
  }
`);
