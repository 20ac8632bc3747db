import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CORPUS_DIR, corpusFiles, type FileScore, HOLDOUT_DIR, readAndScore, totalsOf } from './score.js';

/**
 * `npm run fidelity [-- --holdout | --dir <path>] [-- --only a,b] [-- --json]`: reads every corpus file with extractPdf and
 * parseLayout, and compares the rows with the ground truth. Exits 1 on a silent drop or an extra row.
 */

const USAGE = 'usage: npm run fidelity -- [--holdout | --dir <path>] [--only name[,name]] [--json]';

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

function table(scores: FileScore[]): string {
  const head = ['file', 'producer', 'pages', 'rows', 'recall', 'exact', 'extra', 'unread', 'silent', 'named', 'commits', 'ms'];
  const body = scores.map((s) => [
    s.name,
    s.producer,
    String(s.pages),
    String(s.truthRows),
    pct(s.recalled, s.truthRows),
    pct(s.exact, s.truthRows),
    String(s.extra),
    String(s.unread),
    String(s.silentDrops),
    s.expectedTotal ? `${s.expectedNamed}/${s.expectedTotal}` : '-',
    s.commits ? 'yes' : s.follows_note ? 'NO' : 'no',
    String(Math.round(s.ms)),
  ]);
  const t = totalsOf(scores);
  const total = [
    `TOTAL (${t.files} files)`, '', String(scores.reduce((a, s) => a + s.pages, 0)), String(t.truthRows), pct(t.recalled, t.truthRows),
    pct(t.exact, t.truthRows), String(t.extra), String(t.unread), String(t.silentDrops),
    t.expectedTotal ? `${t.expectedNamed}/${t.expectedTotal}` : '-', t.notCommitting.length ? `${t.notCommitting.length} NO` : 'all', String(Math.round(t.ms)),
  ];
  const rows = [head, ...body, total];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [fmt(head), rule, ...body.map(fmt), rule, fmt(total)].join('\n');
}

async function main(): Promise<number> {
  let values: { holdout?: boolean; dir?: string; only?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { holdout: { type: 'boolean' }, dir: { type: 'string' }, only: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const files = corpusFiles(values.dir ? resolve(values.dir) : values.holdout ? HOLDOUT_DIR : CORPUS_DIR, values.only?.split(',').map((s) => s.trim()));
  if (files.length === 0) {
    console.error(`no corpus file matched\n${USAGE}`);
    return 2;
  }
  const scores: FileScore[] = [];
  for (const file of files) scores.push(await readAndScore(file));
  const totals = totalsOf(scores);
  if (values.json) console.log(JSON.stringify({ set: values.dir ?? (values.holdout ? 'holdout' : 'main'), totals, files: scores }, null, 2));
  else {
    console.log(table(scores));
    for (const s of scores.filter((x) => x.silentDrops || x.extra || x.mismatches.length)) {
      const parts = [
        s.silentDrops ? `silent drops ${s.silentDropIds.slice(0, 5).join(' ')}` : '',
        s.extra ? `extra ${s.extraIds.slice(0, 5).join(' ')}` : '',
        s.mismatches.length ? `e.g. ${s.mismatches.slice(0, 3).map((m) => `${m.animal_id}.${m.field} ${JSON.stringify(m.got)} ≠ ${JSON.stringify(m.want)}`).join('; ')}` : '',
      ];
      console.log(`  ${s.name}: ${parts.filter(Boolean).join(' | ')}`);
    }
  }
  return totals.silentDrops || totals.extra ? 1 : 0;
}

process.exitCode = await main();
