// `npm run schema:emit`: writes schema.graphql from the code-first resolvers.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt(['server']);
await import('../dist/server/cli/emit-schema.js');
