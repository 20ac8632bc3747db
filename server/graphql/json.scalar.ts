import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Free-form JSON, for diagnostic payloads whose shape is documented in the spec rather than typed here. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: diagnostics (manifest, traces) and timeline event data.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});
