import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time under the given paths (files or folders), skipping generated folders. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(ROOT, p)));
  return max;
}

const PARTS = {
  server: { output: 'dist/server/main.js', sources: ['server', 'migrations', 'tsconfig.json', 'tsconfig.build.json'], script: 'build:server' },
  client: { output: 'dist/client/index.html', sources: ['client', 'schema.graphql'], script: 'build:client' },
};

/** Builds each part whose output is missing or older than its sources. */
export function ensureBuilt(parts = ['server', 'client']) {
  for (const name of parts) {
    const part = PARTS[name];
    const out = join(ROOT, part.output);
    if (existsSync(out) && statSync(out).mtimeMs >= newest(part.sources)) continue;
    console.log(`[beti] building the ${name} (npm run ${part.script})...`);
    const r = spawnSync('npm', ['run', '--silent', part.script], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`[beti] building the ${name} failed`);
      process.exit(r.status ?? 1);
    }
  }
}
