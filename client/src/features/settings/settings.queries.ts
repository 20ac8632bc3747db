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
