import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { LIMITS, queryLimits } from './query-limits.js';

const schema = buildSchema(`
  type Animal { id: ID! name: String report: Report }
  type Report { id: ID! animals: [Animal!]! }
  type Query { animals: [Animal!]! report(id: ID!): Report }
`);
const errorsOf = (query: string) => validate(schema, parse(query), [...specifiedRules, queryLimits]).map((e) => e.message);

describe('query limits', () => {
  it('let the full introspection query through (GraphiQL, codegen)', () => {
    const full = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true, directiveIsRepeatable: true, specifiedByUrl: true, oneOf: true });
    expect(errorsOf(full)).toEqual([]);
    expect(errorsOf('{ __type(name: "Animal") { name fields { name type { name kind ofType { name } } } } }')).toEqual([]);
  });

  it('count introspection like any other selection: aliases and __schema/__type selections', () => {
    const bomb = `{ ${Array.from({ length: 200 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`;
    expect(errorsOf(bomb)).toEqual([expect.stringMatching(/^Query too complex/)]);
    const three = '{ a: __type(name: "Animal") { name } b: __type(name: "Report") { name } c: __schema { queryType { name } } }';
    expect(errorsOf(three)).toEqual([`Query too complex: __schema/__type selections > ${LIMITS.introspectionRoots}`]);
  });

  it('refuse opening an introspected type inside another, which multiplies the answer', () => {
    expect(errorsOf('{ __schema { types { fields { type { fields { name } } } } } }')).toEqual([
      'Query too complex: introspected types opened inside each other > 1',
    ]);
  });

  it('bound depth and aliases of ordinary queries, through fragments too', () => {
    const deep = `{ animals { ${'report { animals { '.repeat(5)}id${' } }'.repeat(5)} } }`;
    expect(errorsOf(deep)).toEqual([`Query too complex: depth > ${LIMITS.depth}`]);
    const aliased = `{ ...F } fragment F on Query { ${Array.from({ length: 16 }, (_, i) => `a${i}: animals { id }`).join(' ')} }`;
    expect(errorsOf(aliased)).toEqual([`Query too complex: aliases > ${LIMITS.aliases}`]);
    expect(errorsOf('{ animals { id name report { id } } }')).toEqual([]);
  });

  it('stop counting at the first limit, so a fragment spread over and over costs little to check', () => {
    const levels = 30;
    const defs = Array.from({ length: levels }, (_, i) => `fragment F${i} on Animal { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'id'} }`);
    const started = Date.now();
    expect(errorsOf(`{ animals { ...F0 } } ${defs.join(' ')}`)).toEqual([`Query too complex: fields > ${LIMITS.fields}`]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
