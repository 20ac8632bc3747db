import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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

/** Lines of a build's output worth showing on a start: the bundle budget and what broke it. */
const SUMMARY = /budget|loads operations code/;

/**
 * Builds each part whose output is missing or older than its sources. The build's own output (Vite lists every
 * chunk, ~320 lines) goes to dist/build-<part>.log; the console gets the budget line, or the log's end on failure.
 * BETI_BUILD_VERBOSE=1 shows all of it.
 */
export function ensureBuilt(parts = ['server', 'client']) {
  const verbose = process.env.BETI_BUILD_VERBOSE === '1';
  for (const name of parts) {
    const part = PARTS[name];
    const out = join(ROOT, part.output);
    if (existsSync(out) && statSync(out).mtimeMs >= newest(part.sources)) continue;
    const log = join(ROOT, 'dist', `build-${name}.log`);
    console.log(`[beti] building the ${name} (npm run ${part.script}${verbose ? '' : `; full output in ${log}`})...`);
    const r = spawnSync('npm', ['run', '--silent', part.script], {
      cwd: ROOT,
      stdio: verbose ? 'inherit' : ['inherit', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!verbose) {
      const text = `${r.stdout ?? ''}${r.stderr ?? ''}`;
      mkdirSync(join(ROOT, 'dist'), { recursive: true });
      writeFileSync(log, text);
      const lines = text.split('\n').filter((l) => l.trim());
      const shown = r.status === 0 ? lines.filter((l) => SUMMARY.test(l)) : lines.slice(-40);
      for (const line of shown) console.log(`[beti]   ${line.trim()}`);
    }
    if (r.status !== 0) {
      console.error(`[beti] building the ${name} failed${verbose ? '' : ` (full output in ${log})`}`);
      process.exit(r.status ?? 1);
    }
  }
}
