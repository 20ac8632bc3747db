import { graphql } from '../../gql';

/** Generates a sample All Pets report dated near today and waits until the pipeline has committed it. */
export const LoadSampleReportMutation = graphql(`
  mutation LoadSampleReport {
    loadSampleReport {
      tempId
      state
      reportId
      reportDate
    }
  }
`);

export const RemoveSampleDataMutation = graphql(`
  mutation RemoveSampleData {
    removeSampleData {
      removed
    }
  }
`);
