import { graphql } from '../../gql';

/** One row of either list: both spellings of operations §3 come from the same server type. */
graphql(`
  fragment AnimalListRow on Animal {
    animalId
    name
    species
    sex
    age
    weight
    kennel
    zoneCode
    zoneLocation
    statusCode
    subStatusCode
    adoptionLevel
    behaviorSeverityCode
    location
  }
`);

/**
 * The location page's gates (operations §2): health for the K4_DELTA_ENABLED flag. The whole HealthSnapshot is asked
 * for because `health` has no id: a narrower selection would overwrite the status page's cached snapshot.
 */
export const LocationReportHealthQuery = graphql(`
  query LocationReportHealth {
    health {
      ...HealthSnapshot
    }
  }
`);

export const LocationReportLatestQuery = graphql(`
  query LocationReportLatest {
    latestReport {
      reportId
      reportDate
      createdAt
    }
  }
`);

/** The committed reports, to show an earlier one (`?report=`) with its Run Date. */
export const LocationReportPinnedQuery = graphql(`
  query LocationReportPinned {
    reports {
      id
      reportDate
      sourceFilename
    }
  }
`);

/** The pending-report banner's fragment, so neither answer overwrites the other's list. */
export const LocationReportPendingQuery = graphql(`
  query LocationReportPending {
    pendingReports {
      ...PendingReportSummary
    }
  }
`);

export const LocationReportZonesQuery = graphql(`
  query LocationReportZones($reportId: ID!) {
    zoneGroups(reportId: $reportId) {
      code
      location
      animalCount
    }
  }
`);

/** One page of the report's animals; the CSV export reads every page of it, 100 rows at a time. */
export const LocationReportAnimalsQuery = graphql(`
  query LocationReportAnimals($reportId: ID!, $query: AnimalQuery) {
    reportAnimals(reportId: $reportId, query: $query) {
      items {
        ...AnimalListRow
      }
      total
      page
      limit
    }
  }
`);

export const AnimalsDirectoryQuery = graphql(`
  query AnimalsDirectory($query: AnimalQuery) {
    animals(query: $query) {
      items {
        ...AnimalListRow
      }
      total
      reportId
    }
  }
`);

export const AnimalDetailQuery = graphql(`
  query AnimalDetail($animalId: String!) {
    animalCurrent(animalId: $animalId) {
      animalId
      name
      species
      breed
      sex
      age
      weight
      kennel
      intakeDate
      daysInCare
      adoptionLevel
      statusCode
      subStatusCode
      behaviorSeverityCode
      zoneCode
      zoneLocation
      page
      lastUpdated
      location
      inCurrentPopulation
    }
  }
`);

/** Where an animal sat in one report: the before and after of a movement. */
graphql(`
  fragment AnimalPlacementFields on AnimalPlacement {
    name
    species
    kennel
    zoneCode
    zoneLocation
    statusCode
    subStatusCode
    adoptionLevel
  }
`);

/** Issue 18: what changed since the committed report before this one, under the location report's header. */
export const LocationReportMovementsQuery = graphql(`
  query LocationReportMovements($reportId: ID!) {
    reportMovements(reportId: $reportId) {
      reportId
      reportDate
      previousReportId
      previousReportDate
      arrived
      left
      moved
      changed
      items {
        animalId
        kind
        changes
        before {
          ...AnimalPlacementFields
        }
        after {
          ...AnimalPlacementFields
        }
      }
    }
  }
`);

/** Issue 18: the animal's row in each committed report, newest Run Date first (the detail drawer's History). */
export const AnimalHistoryQuery = graphql(`
  query AnimalHistory($animalId: String!) {
    animalHistory(animalId: $animalId) {
      reportId
      reportDate
      kennel
      zoneCode
      zoneLocation
      statusCode
      subStatusCode
      adoptionLevel
      behaviorSeverityCode
      daysInCare
    }
  }
`);

/**
 * A staff note (operations §3 source staff_note): raises a behaviour alert on an animal of the latest report.
 * The animals feature keeps its own document rather than borrowing the alerts feature's.
 */
export const RaiseAlertMutation = graphql(`
  mutation RaiseAlert($input: RaiseAlertInput!) {
    raiseAlert(input: $input) {
      id
      animalId
      severity
      tags
      status
    }
  }
`);
