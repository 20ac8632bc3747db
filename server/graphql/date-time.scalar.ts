import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toDate(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * ISO-8601 DateTime that also serializes ISO strings: subscription payloads cross Redis pub/sub as JSON, so a
 * Date published by one process arrives as a string in another.
 */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 date-time string at UTC, such as 2026-11-24T07:05:00.000Z.',
  serialize(value) {
    const date = toDate(value);
    if (!date) throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
    return date.toISOString();
  },
  parseValue(value) {
    const date = typeof value === 'string' ? toDate(value) : null;
    if (!date) throw new GraphQLError(`DateTime expects an ISO-8601 string, got ${JSON.stringify(value)}`);
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? toDate(ast.value) : null;
    if (!date) throw new GraphQLError('DateTime expects an ISO-8601 string literal');
    return date;
  },
});

export const SCALARS_MAP = [{ type: Date, scalar: DateTimeScalar }];
