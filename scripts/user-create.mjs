// `npm run user:create -- --email E --password P --role SUPER_ADMIN [--first F --last L]`
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt(['server']);
await import('../dist/server/cli/user-create.js');
