import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POLICY } from '../../server/common/auth/policy.js';
import { ROOT } from '../../server/paths.js';

/** The README's policy table is the code's, row for row. */
function renderPolicyTable(): string {
  const who = (rule: (typeof POLICY)[keyof typeof POLICY]) =>
    rule === 'public' ? 'anyone' : rule === 'restricted' ? 'any session (also one pending TOTP setup)' : rule.length === 6 ? 'any signed-in user' : rule.join(', ');
  return ['| operation | who |', '|---|---|', ...Object.entries(POLICY).map(([key, rule]) => `| \`${key}\` | ${who(rule)} |`)].join('\n');
}

describe('README policy table', () => {
  it('lists every row of server/common/auth/policy.ts', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = /<!-- policy:start -->\n([\s\S]*?)\n<!-- policy:end -->/.exec(readme)?.[1];
    expect(section).toBe(renderPolicyTable());
  });
});
