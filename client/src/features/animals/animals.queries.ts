import { graphql } from '../../gql';

/** One row of either list: both spellings of §3 come from the same server type. */
graphql(`
  fragment AnimalListRow on Animal {
    animal_id
    name
    species
    sex
    age
    weight
    zoneCode
    zone_location
    statusCode
    sub_status_code
    adoptionLevel
    behavior_severity_code
    location
  }
`);

/**
 * The location page's gates (§2): health for the K4_DELTA_ENABLED flag. The whole HealthSnapshot is asked
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
      created_at
    }
  }
`);

/** The same fields as the pending-report banner, so neither answer overwrites the other's list. */
export const LocationReportPendingQuery = graphql(`
  query LocationReportPending {
    pendingReports {
      tempId
      status
      state
      lastError
      totalChunks
      completed
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
      animal_id
      name
      species
      breed
      sex
      age
      adoption_level
      status_code
      sub_status_code
      behavior_severity_code
      zone_code
      zone_location
      page
      last_updated
      location
      inCurrentPopulation
    }
  }
`);
