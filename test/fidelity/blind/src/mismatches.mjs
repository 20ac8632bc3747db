// Every field the layout reader gets wrong on the blind set, counted by file and field, with examples.
//   npm run fidelity -- --dir test/fidelity/blind   (compiles dist/fidelity first), then
//   node test/fidelity/blind/src/mismatches.mjs [name ...]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const BLIND = join(ROOT, 'test/fidelity/blind');
const { extractPdf } = await import(join(ROOT, 'dist/fidelity/server/modules/reports/pipeline/extract.js'));
const { parseLayout } = await import(join(ROOT, 'dist/fidelity/server/modules/reports/pipeline/layout-parser.js'));
const only = process.argv.slice(2);
const same = (f, a, b) => (f === 'site' && typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b);
for (const f of readdirSync(BLIND).filter((x) => x.endsWith('.truth.json')).sort()) {
  const truth = JSON.parse(readFileSync(join(BLIND, f), 'utf8'));
  if (only.length && !only.includes(truth.name)) continue;
  const parse = parseLayout(await extractPdf(new Uint8Array(readFileSync(join(BLIND, `${truth.name}.pdf`)))));
  const byId = new Map(parse.rows.map((r) => [r.animal_id, r]));
  const counts = {};
  const examples = {};
  for (const want of truth.animals) {
    const got = byId.get(want.animal_id);
    if (!got) continue;
    for (const k of Object.keys(want)) {
      if (same(k, want[k], got[k])) continue;
      counts[k] = (counts[k] ?? 0) + 1;
      (examples[k] ??= []).push(`${want.animal_id} p${want.page}: got ${JSON.stringify(got[k])} want ${JSON.stringify(want[k])}`);
    }
  }
  console.log(`${truth.name}: ${JSON.stringify(counts)}`);
  for (const [k, ex] of Object.entries(examples)) console.log(`  ${k}: ${ex.slice(0, 4).join(' | ')}`);
  if (parse.notImported.length) console.log(`  notImported: ${parse.notImported.slice(0, 6).map((n) => `p${n.page} ${JSON.stringify(n.text).slice(0, 80)}`).join(' | ')}`);
}
