import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { generateSampleReport } from '../modules/reports/sample/generate.js';

const USAGE = 'usage: npm run sample:report -- --pages N --seed S --out file.pdf   (ground truth goes to file.json)';

async function main(): Promise<number> {
  let values: { pages?: string; seed?: string; out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { pages: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const pages = Number(values.pages ?? '50');
  const seed = values.seed ?? '1';
  const out = values.out;
  if (!out || !out.toLowerCase().endsWith('.pdf') || !Number.isInteger(pages) || pages < 1 || pages > 2000) {
    console.error(`--out must name a .pdf file and --pages be an integer from 1 to 2000\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  const { pdf, truth } = await generateSampleReport({ pages, seed: /^\d+$/.test(seed) ? Number(seed) : seed });
  const json = out.replace(/\.pdf$/i, '.json');
  await writeFile(out, pdf);
  await writeFile(json, `${JSON.stringify(truth, null, 2)}\n`);
  const ms = Math.round(performance.now() - started);
  console.log(
    `wrote ${out} (${truth.pagesTotal} pages, ${truth.grandTotal} animals, ${pdf.length} bytes) and ${json} in ${ms} ms`,
  );
  return 0;
}

process.exitCode = await main();
