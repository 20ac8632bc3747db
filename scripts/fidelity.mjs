// `npm run fidelity` / `npm run fidelity:build`: compiles test/fidelity (and the server files it imports) into
// dist/fidelity/, then runs the runner or the corpus builder with the remaining arguments. See test/fidelity/README.md.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './ensure-built.mjs';

const ENTRIES = { run: 'run.js', build: 'build-corpus.js' };
const [what, ...args] = process.argv.slice(2);
if (!ENTRIES[what]) {
  console.error('usage: node scripts/fidelity.mjs run|build [args]');
  process.exit(2);
}
const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'test/fidelity/tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
// A type error elsewhere (the reader is being rewritten) still emits JavaScript: say so and go on.
if (tsc.status !== 0) console.error('[fidelity] tsc reported errors (above); running the emitted JavaScript anyway');
const entry = join(ROOT, 'dist/fidelity/test/fidelity', ENTRIES[what]);
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
