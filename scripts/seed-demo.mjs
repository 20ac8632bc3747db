// `npm run seed:demo [-- --pages 20 --seed 7]` sends a generated All Pets report through the real pipeline
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt(['server']);
await import('../dist/server/cli/seed-demo.js');
