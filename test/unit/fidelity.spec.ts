import { readFileSync } from 'node:fs';
import type { AnimalRecord } from '../../server/modules/reports/pipeline/record.js';
import type { Truth } from '../fidelity/model.js';
import { BASELINE_FILE, CORPUS_DIR, corpusFiles, type FileScore, readAndScore, scoreFile, totalsOf } from '../fidelity/score.js';

/**
 * The layout reader against the fidelity corpus (test/fidelity/README.md): every committed main-set PDF is read
 * with extractPdf and parseLayout and compared with its ground truth. The hold-out set is not read here.
 */

const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as { recall: number; exact: number; unread: number };

describe('fidelity corpus, main set', () => {
  const files = corpusFiles(CORPUS_DIR);
  const scores: FileScore[] = [];

  beforeAll(async () => {
    for (const file of files) scores.push(await readAndScore(file));
  }, 120_000);

  it('holds at least 22 files from three producers', () => {
    expect(files.length).toBeGreaterThanOrEqual(22);
    expect(new Set(files.map((f) => f.truth.producer)).size).toBeGreaterThanOrEqual(3);
  });

  it('drops no animal in silence', () => {
    expect(scores.filter((s) => s.silentDrops > 0).map((s) => ({ file: s.name, ids: s.silentDropIds }))).toEqual([]);
  });

  it('reads no row that is not in the truth', () => {
    expect(scores.filter((s) => s.extra > 0).map((s) => ({ file: s.name, ids: s.extraIds }))).toEqual([]);
  });

  it('commits every file that follows the layout note', () => {
    expect(totalsOf(scores).notCommitting).toEqual([]);
  });

  it(`recalls at least ${baseline.recall} of the animals`, () => {
    const t = totalsOf(scores);
    if (t.recall < baseline.recall) console.log(scores.filter((s) => s.recalled < s.truthRows).map((s) => `${s.name}: ${s.recalled}/${s.truthRows}`));
    expect(t.recall).toBeGreaterThanOrEqual(baseline.recall);
  });

  it(`leaves at most ${baseline.unread} lines unread`, () => {
    const t = totalsOf(scores);
    if (t.unread > baseline.unread) console.log(scores.filter((s) => s.unread > 0).map((s) => `${s.name}: ${s.unread}`));
    expect(t.unread).toBeLessThanOrEqual(baseline.unread);
  });

  it(`reads at least ${baseline.exact} of the animals with every field exact`, () => {
    const t = totalsOf(scores);
    if (t.exactRatio < baseline.exact) console.log(scores.flatMap((s) => s.mismatches.slice(0, 3).map((m) => ({ file: s.name, ...m }))));
    expect(t.exactRatio).toBeGreaterThanOrEqual(baseline.exact);
  });
});

describe('fidelity score', () => {
  const animal = (id: string, over: Partial<AnimalRecord> = {}): AnimalRecord => ({
    animal_id: id, name: 'Biscuit', species: 'DOG', breed: 'Labrador Retriever/Mix', sex: 'Male', age: '2Y 4M', weight: 54.2, kennel: 'A-1',
    site: 'Salem', zone_code: 'A', zone_location: 'Dog Adoption Row', status_code: 'AVAILABLE', sub_status_code: null, adoption_level: 'L2',
    behavior_severity_code: '2A', intake_date: '2026-10-02', days_in_care: 53, page: 1, ...over,
  });
  const truth: Truth = {
    name: 't', producer: 'pdfkit', quirks: [], follows_note: true, runDate: '2026-11-24T07:05:00', pagesTotal: 1,
    animals: [animal('A10000001'), animal('A10000002'), animal('A10000003'), animal('A10000004')],
    expectedNotImported: [{ page: 1, animalId: null, textIncludes: 'A1000#005', row: true }, { page: 1, animalId: null, textIncludes: 'Kennel card missing' }],
    printedTotals: { zones: [{ site: 'Salem', code: 'A', total: 5 }], sites: [{ site: 'Salem', total: 5 }], grand: 5 },
  };

  it('counts recalled, exact, extra, named and silently dropped rows', () => {
    const s = scoreFile(
      truth,
      {
        rows: [animal('A10000001', { site: 'SALEM' }), animal('A10000002', { breed: 'Labrador Retriever/ Mix' }), animal('A99999999'), animal('A10000001')],
        notImported: [
          { page: 1, line: 9, animalId: null, text: 'A 1 0 0 0 0 0 0 3 Biscuit Dog', reason: 'invalid_sex' },
          { page: 1, line: 12, animalId: null, text: 'Kennel card  missing - see front desk', reason: 'unread_line' },
        ],
        ledger: { unread: 1 },
      },
      5,
    );
    expect(s).toMatchObject({ truthRows: 4, recalled: 2, exact: 1, extra: 2, extraIds: ['A99999999', 'A10000001'], unread: 1, commits: true });
    expect(s.silentDropIds).toEqual(['A10000004', '(garbled A1000#005)']);
    expect(s.expectedNamed).toBe(1);
    expect(s.mismatches).toEqual([{ animal_id: 'A10000002', field: 'breed', want: 'Labrador Retriever/Mix', got: 'Labrador Retriever/ Mix' }]);
  });

  it('does not commit a file without a Salem row', () => {
    expect(scoreFile(truth, { rows: [animal('A10000001', { site: 'Boston' })], notImported: [], ledger: { unread: 0 } }, 1).commits).toBe(false);
  });
});
