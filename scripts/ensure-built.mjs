import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Files among the sources that no build reads: tests (jest's `*.spec.ts`, `*.int-spec.ts`, `*.test.tsx`; the
 * server build excludes them, the client bundle imports none) and notes. Editing one leaves the build fresh, so
 * `npm start` does not rebuild the client for a changed component test.
 */
const NOT_BUILT = /\.(?:spec|int-spec|test)\.tsx?$|\.md$/;

/** The newest of the build's inputs under the given paths (files or folders), skipping generated folders. */
function newest(paths) {
  let max = { ms: 0, file: '' };
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else if (!NOT_BUILT.test(p) && s.mtimeMs > max.ms) max = { ms: s.mtimeMs, file: p };
  };
  paths.forEach((p) => walk(join(ROOT, p)));
  return max;
}

const PARTS = {
  // shared/: code both builds compile (the password rule, issue 38).
  server: { output: 'dist/server/main.js', sources: ['server', 'shared', 'migrations', 'tsconfig.json', 'tsconfig.build.json'], script: 'build:server' },
  client: { output: 'dist/client/index.html', sources: ['client', 'shared', 'schema.graphql'], script: 'build:client' },
};

/** Lines of a build's output worth showing on a start: the bundle budget and what broke it. */
const SUMMARY = /budget|loads operations code/;

/**
 * Builds each part whose output is missing or older than its sources. The build's own output (Vite lists every
 * chunk, ~320 lines) goes to dist/build-<part>.log; the console gets the budget line, or the log's end on failure.
 * BETI_BUILD_VERBOSE=1 shows all of it. BETI_BUILD_CHECK_ONLY=1 (tests that must not rewrite dist) exits instead
 * of building, saying why.
 */
export function ensureBuilt(parts = ['server', 'client']) {
  const verbose = process.env.BETI_BUILD_VERBOSE === '1';
  for (const name of parts) {
    const part = PARTS[name];
    const out = join(ROOT, part.output);
    const source = newest(part.sources);
    if (existsSync(out) && statSync(out).mtimeMs >= source.ms) continue;
    const why = existsSync(out) ? `${relative(ROOT, source.file)} is newer than ${part.output}` : `no ${part.output}`;
    if (process.env.BETI_BUILD_CHECK_ONLY === '1') {
      console.error(`[beti] the ${name} needs a build (${why}); BETI_BUILD_CHECK_ONLY=1, so not building it`);
      process.exit(3);
    }
    const log = join(ROOT, 'dist', `build-${name}.log`);
    console.log(`[beti] building the ${name}: ${why} (npm run ${part.script}${verbose ? '' : `; full output in ${log}`})...`);
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
