import { ApolloServer } from '@apollo/server';
import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { DateTimeScalar } from './date-time.scalar.js';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { type Compile, jitExecutor } from './jit-executor.js';

/** Resolver calls per field name: a query answered by graphql-jit resolves once, one that falls back twice. */
let calls: Record<string, number> = {};
const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);

const Level = new GraphQLEnumType({ name: 'Level', values: { L1: { value: 'L1' }, L2: { value: 'L2' } } });
const Animal = new GraphQLObjectType({
  name: 'Animal',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString) },
    name: { type: GraphQLString },
    level: { type: Level },
    intakeDate: { type: DateTimeScalar },
    weight: { type: GraphQLInt, args: { unit: { type: GraphQLString } }, resolve: (a: { weight: number }, { unit }) => (unit === 'g' ? a.weight * 1000 : a.weight) },
    broken: {
      type: GraphQLString,
      resolve: () => {
        count('broken');
        throw new GraphQLError('This field is broken', { extensions: { code: 'BROKEN' } });
      },
    },
  },
});
const ANIMALS = [
  { id: 'A1', name: 'Biscuit', level: 'L1', intakeDate: new Date('2026-11-01T08:00:00Z'), weight: 12 },
  { id: 'A2', name: null, level: 'L2', intakeDate: '2026-11-02T09:30:00.000Z', weight: 30 },
];
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      animals: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Animal))),
        args: { query: { type: new GraphQLInputObjectType({ name: 'AnimalQuery', fields: { level: { type: Level }, limit: { type: GraphQLInt } } }) } },
        resolve: async (_root, { query }: { query?: { level?: string; limit?: number } }, ctx: { user: string }) => {
          count('animals');
          if (ctx.user !== 'staff') throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
          return ANIMALS.filter((a) => !query?.level || a.level === query.level).slice(0, query?.limit ?? 25);
        },
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLInt, resolve: () => count('touch') } },
  }),
});

/** Compilations and runs of compiled queries, seen through the compile function the plugin is given. */
let compiles = 0;
let jitRuns = 0;
const countingCompile: Compile = (schema, document, operationName) => {
  compiles++;
  const compiled = compileQuery(schema, document, operationName);
  if (!isCompiledQuery(compiled)) return compiled;
  return { ...compiled, query: (root, context, variables) => (jitRuns++, compiled.query(root, context, variables)) };
};
const jit = new ApolloServer<{ user: string }>({ schema, plugins: [jitExecutor(countingCompile)] });
const plain = new ApolloServer<{ user: string }>({ schema });
beforeAll(() => Promise.all([jit.start(), plain.start()]));
afterAll(() => Promise.all([jit.stop(), plain.stop()]));
beforeEach(() => {
  calls = {};
  jitRuns = 0;
  compiles = 0;
});

async function both(query: string, variables?: Record<string, unknown>, user = 'staff') {
  const run = async (server: ApolloServer<{ user: string }>) => {
    const res = await server.executeOperation({ query, variables }, { contextValue: { user } });
    return { status: res.http.status, body: res.body.kind === 'single' ? res.body.singleResult : null };
  };
  const plainAnswer = await run(plain);
  const before = { ...calls };
  const jitAnswer = await run(jit);
  const jitCalls = Object.fromEntries(Object.entries(calls).map(([k, v]) => [k, v - (before[k] ?? 0)]));
  return { plain: plainAnswer, jit: jitAnswer, jitCalls };
}

const PAGE = `query Page($q: AnimalQuery, $unit: String, $withDate: Boolean!) {
  animals(query: $q) { ...Names level kg: weight grams: weight(unit: $unit) intakeDate @include(if: $withDate) }
}
fragment Names on Animal { id name }`;

describe('jitExecutor', () => {
  it('answers a query exactly as graphql-js does (variables, fragments, aliases, arguments, enums, scalars, nulls, @include), resolving once', async () => {
    for (const variables of [
      { q: { level: 'L2' }, unit: 'g', withDate: true },
      { q: { limit: 1 }, unit: null, withDate: false },
      { withDate: true },
    ]) {
      const r = await both(PAGE, variables);
      expect(r.jit).toEqual(r.plain);
      expect(r.jit.body?.errors).toBeUndefined();
      expect(r.jitCalls).toEqual({ animals: 1 }); // one run, by the compiled query
    }
    expect(jitRuns).toBe(3);
    expect(compiles).toBe(1); // compiled once for the document, reused with other variables
    const r = await both(PAGE, { withDate: true });
    expect(r.jit.body?.data).toEqual({
      animals: [
        { id: 'A1', name: 'Biscuit', level: 'L1', kg: 12, grams: 12, intakeDate: '2026-11-01T08:00:00.000Z' },
        { id: 'A2', name: null, level: 'L2', kg: 30, grams: 30, intakeDate: '2026-11-02T09:30:00.000Z' },
      ],
    });
  });

  it('leaves an operation that errors to graphql-js, so errors keep their standard shape (the query runs twice)', async () => {
    const denied = await both('{ animals { id } }', undefined, 'stranger');
    expect(denied.jit).toEqual(denied.plain);
    expect(denied.jit.body?.errors?.[0]).toMatchObject({ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } });
    expect(denied.jitCalls).toEqual({ animals: 2 }); // the compiled query's run, then graphql-js's
    expect(jitRuns).toBe(1);

    const partial = await both('{ animals { id broken } }');
    expect(partial.jit).toEqual(partial.plain);
    expect(partial.jit.body?.data).toEqual({ animals: [{ id: 'A1', broken: null }, { id: 'A2', broken: null }] });
    expect(partial.jit.body?.errors).toHaveLength(2);
  });

  it('leaves bad variables to graphql-js and its 400 answer', async () => {
    const r = await both(PAGE, { q: { level: 'L9' }, withDate: true });
    expect(r.jit).toEqual(r.plain);
    expect(r.jit.status).toBe(400);
    expect(r.jitCalls).toEqual({});
  });

  it('answers two operations without an operationName as graphql-js does: a 400 asking for one', async () => {
    const r = await both('query A { animals { id } } query B { animals { name } }');
    expect(r.jit).toEqual(r.plain);
    expect(r.jit.status).toBe(400);
    expect(r.jit.body?.errors?.[0]?.message).toBe('Must provide operation name if query contains multiple operations.');
    expect(r.jitCalls).toEqual({});
  });

  it('never runs a mutation itself', async () => {
    const r = await both('mutation { touch }');
    expect(r.jit.body?.errors).toBeUndefined();
    expect(r.jitCalls).toEqual({ touch: 1 });
    expect(compiles).toBe(0);
  });
});
