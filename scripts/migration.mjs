// `npm run migration:run` applies pending migrations; `npm run migration:generate -- Name` writes
// migrations/<timestamp>-Name.ts from the difference between the entities and the database.
// Both use DATABASE_URL, or the embedded database under DATA_DIR when it is unset.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ROOT } from './ensure-built.mjs';

const [command, name] = process.argv.slice(2);
ensureBuilt(['server']);
const dataSource = 'dist/server/cli/data-source.js';
const args =
  command === 'generate'
    ? ['migration:generate', '-d', dataSource, '--pretty', `migrations/${name ?? usage()}`]
    : command === 'run'
      ? ['migration:run', '-d', dataSource]
      : usage();
const r = spawnSync('npx', ['typeorm', ...args], { cwd: ROOT, stdio: 'inherit' });
if (r.status === 0 && command === 'generate') {
  console.log('Now add the new class to migrations/index.ts (the list the server runs), then review the SQL.');
}
process.exit(r.status ?? 1);

function usage() {
  console.error('usage: npm run migration:run | npm run migration:generate -- <Name>');
  process.exit(2);
}
