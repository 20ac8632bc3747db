import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchemaSdl } from '../graphql/schema.js';
import { ROOT } from '../paths.js';

const file = join(ROOT, 'schema.graphql');
writeFileSync(file, await buildSchemaSdl());
console.log(`wrote ${file}`);
