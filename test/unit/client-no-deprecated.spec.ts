import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';

/**
 * The client reads no deprecated field of schema.graphql (issue 17). Every graphql(`…`) document in client/src is
 * validated with graphql-js's NoDeprecatedCustomRule.
 */
const root = join(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));

/**
 * Deprecated fields the client may still read, as `Type.field` (files move, so they are not named). Empty since
 * issue 17: the client reads only the camelCase fields; the snake_case twins stay for older API callers.
 */
const ALLOWED: string[] = [];

/** `Type.field` (or the message, for an argument or enum value) of a NoDeprecatedCustomRule error. */
const coordinate = (message: string) => /^The field (\S+) is deprecated/.exec(message)?.[1] ?? message;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function deprecatedUsages(): string[] {
  const out: string[] = [];
  for (const file of sources(join(root, 'client/src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/graphql\(\s*`([^`]*)`/g)) {
      const errors = validate(schema, parse(m[1]), [NoDeprecatedCustomRule]);
      for (const e of errors) out.push(coordinate(e.message));
    }
  }
  return [...new Set(out)].sort();
}

describe('client documents', () => {
  const found = deprecatedUsages();

  it('finds the documents it checks', () => {
    const count = sources(join(root, 'client/src')).reduce((n, f) => n + [...readFileSync(f, 'utf8').matchAll(/graphql\(\s*`/g)].length, 0);
    expect(count).toBeGreaterThan(10);
  });

  it('use no deprecated field or argument beyond the allow-list', () => {
    expect(found.filter((u) => !ALLOWED.includes(u))).toEqual([]);
  });

  it('has no allow-list entry that is no longer used', () => {
    expect(ALLOWED.filter((u) => !found.includes(u))).toEqual([]);
  });
});
