import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSampleReport } from '../../server/modules/reports/sample/generate.js';
import { pdfBomb } from '../helpers/pdf-bomb.js';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Extraction in a box (issue 15): the built extraction threads (dist/, as the server runs them; from the
 * TypeScript sources extraction runs inline, without threads). A script in a child process reads the given
 * files at once with the given limits and prints, per file, when it finished and how.
 */
async function extractAll(files: Record<string, Buffer>, limits: { memoryMb: number; timeoutMs: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'beti-extract-'));
  try {
    for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, `${name}.pdf`), data);
    const script = `
      import { readFileSync } from 'node:fs';
      const { extractPdf } = await import(${JSON.stringify(join(ROOT, 'dist/server/modules/reports/pipeline/extract.js'))});
      const names = ${JSON.stringify(Object.keys(files))};
      const started = performance.now();
      const out = {};
      await Promise.all(names.map(async (name) => {
        try {
          const pdf = await extractPdf(new Uint8Array(readFileSync(${JSON.stringify(dir)} + '/' + name + '.pdf')), ${JSON.stringify(limits)});
          out[name] = { ok: true, pages: pdf.pagesTotal, ms: performance.now() - started };
        } catch (e) {
          out[name] = { ok: false, error: e.constructor.name, limit: e.limit, message: e.message, ms: performance.now() - started };
        }
      }));
      console.log(JSON.stringify(out));
      process.exit(0);`;
    writeFileSync(join(dir, 'run.mjs'), script);
    const child = spawn(process.execPath, [join(dir, 'run.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    await new Promise((resolve) => child.on('exit', resolve));
    return JSON.parse(stdout) as Record<string, { ok: boolean; pages?: number; error?: string; limit?: string; message?: string; ms: number }>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('PDF extraction limits', () => {
  it('stops a decompression bomb at its memory limit, with a message that names it', async () => {
    const bomb = pdfBomb(200); // ~0.6 MB on the wire, 200 MB of text operators once inflated
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const out = await extractAll({ bomb }, { memoryMb: 128, timeoutMs: 60_000 });
    expect(out.bomb).toMatchObject({ ok: false, error: 'ExtractionLimitError', limit: 'memory', message: 'reading the file needed more than 128 MB of memory' });
    expect(out.bomb.ms).toBeLessThan(20_000);
  }, 60_000);

  it('stops a file that takes too long, and a report read at the same time is not held up behind it', async () => {
    const slow = pdfBomb(120, 'q Q\n'); // graphics state only: little memory, much work
    const { pdf: report } = await generateSampleReport({ pages: 12, seed: 5 });
    const out = await extractAll({ slow, report }, { memoryMb: 512, timeoutMs: 4_000 });
    expect(out.slow).toMatchObject({ ok: false, error: 'ExtractionLimitError', limit: 'time', message: 'reading the file took longer than 4 s' });
    expect(out.report).toMatchObject({ ok: true, pages: 12 });
    // Read on its own threads: done long before the slow file's limit.
    expect(out.report.ms).toBeLessThan(out.slow.ms);
  }, 60_000);
});
