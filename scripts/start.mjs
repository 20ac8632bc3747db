// `npm start`: builds what is missing or stale, then runs the server, which also serves the client.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt(['server', 'client']);
await import('../dist/server/main.js');
