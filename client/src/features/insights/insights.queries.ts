import { graphql } from '../../gql';

/**
 * The /beti route's query (issue 18): the default trend (the 30 days up to the latest Run Date, one point per
 * report), the latest report's length of stay with its long-stay list, the thresholds both use, and the open
 * behaviour alerts (not resolved, every species) for the Behavior alerts card. `species` is the chips'
 * selection; the server counts every species when it is left out.
 */
export const BetiPageQuery = graphql(`
  query BetiPage($species: [String!]) {
    appSettings {
      longStayDays
      behaviorAlertSeverity
    }
    openAlertCount
    populationTrend(range: { species: $species }) {
      from
      to
      points {
        reportId
        reportDate
        total
        behaviorFlagged
        averageDaysInCare
        byZone {
          key
          count
        }
        byZoneSpecies {
          zoneCode
          species
          count
        }
      }
    }
    lengthOfStay(species: $species) {
      reportId
      reportDate
      overall {
        animals
        median
        p90
        average
      }
      byZone {
        zoneCode
        zoneLocation
      }
      longStayDays
      longStayCount
      longStay {
        animalId
        name
        species
        zoneCode
        kennel
        statusCode
        daysInCare
      }
    }
  }
`);
