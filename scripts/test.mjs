// `npm test`: build, typecheck, lint, unit (with the schema-drift test), client components (jsdom), integration on real PostgreSQL and
// Redis (with the embedded boot test), then Playwright in Chromium. Ends with one line totalling every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ensure-built.mjs';

const RESULTS = join(ROOT, 'test-results');
mkdirSync(RESULTS, { recursive: true });
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;

/** A check without test counts (build, typecheck, lint) counts as one test. */
const check = (name, cmd, args) => () => {
  const ok = run(cmd, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

const jest = (name, config) => () => {
  const out = join(RESULTS, `${name}.json`);
  rmSync(out, { force: true });
  const ok = run('npx', ['jest', '-c', config, '--json', `--outputFile=${out}`], jestEnv);
  if (!existsSync(out)) return { name, passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A suite that fails to load counts as a failure even though it ran no test.
  const broken = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  const failed = r.numFailedTests + broken + (ok || r.numFailedTests || broken ? 0 : 1);
  return { name, passed: r.numPassedTests, failed };
};

const playwright = () => {
  const out = join(RESULTS, 'e2e.json');
  rmSync(out, { force: true });
  const ok = run('npx', ['playwright', 'test', '-c', 'test/playwright.config.ts']);
  if (!existsSync(out)) return { name: 'e2e', passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected ? 0 : 1);
  return { name: 'e2e', passed: stats.expected, failed };
};

/** Generated client documents must match schema.graphql and the documents (commit `npm run codegen`). */
const codegen = () => {
  const ok = run('npm', ['run', '--silent', 'codegen']) && run('git', ['diff', '--exit-code', '--stat', '--', 'client/src/gql']);
  if (!ok) console.error('[test] client/src/gql is stale: run `npm run codegen` and commit the result');
  return { name: 'codegen', passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

const stages = [
  check('build', 'npm', ['run', '--silent', 'build']),
  codegen,
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  check('lint', 'npm', ['run', '--silent', 'lint']),
  jest('unit', 'test/jest.unit.config.js'),
  jest('components', 'test/jest.client.config.js'),
  jest('integration', 'test/jest.int.config.js'),
  playwright,
];

const results = [];
for (const stage of stages) {
  const r = stage();
  results.push(r);
  console.log(`\n[test] ${r.name}: ${r.passed} passed, ${r.failed} failed\n`);
  if (r.name === 'build' && r.failed) break; // nothing after it can run
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), { passed: 0, failed: 0 });
console.log(results.map((r) => `${r.name}: ${r.passed} passed, ${r.failed} failed`).join('\n'));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
