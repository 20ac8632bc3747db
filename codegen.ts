import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client. Reads the committed schema file, never a live server, so codegen runs
 * offline and in CI; `npm run codegen` rewrites client/src/gql/ (generated, committed, never hand-edited).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Pages read the fields they ask for directly; masking would add ceremony for little gain at this size.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        // String unions rather than TS enums: erasable syntax and plain comparisons in components.
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          JSON: 'unknown',
          ChatbotPermissions: 'Record<string, string>',
          ChatbotDetails: 'Record<string, { name: string; accessLevel: string }>',
        },
        strictScalars: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
