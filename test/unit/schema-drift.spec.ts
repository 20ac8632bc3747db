import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchemaSdl } from '../../server/graphql/schema.js';
import { ROOT } from '../../server/paths.js';

describe('schema.graphql', () => {
  it('matches the code-first schema (run `npm run schema:emit` and commit when this fails)', async () => {
    const committed = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await buildSchemaSdl());
  });
});
