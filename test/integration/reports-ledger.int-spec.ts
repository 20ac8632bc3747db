import type TestAgent from 'supertest/lib/agent.js';
import { Role } from '../../server/common/auth/role.js';
import { extractPdf } from '../../server/modules/reports/pipeline/extract.js';
import { reasonText } from '../../server/modules/reports/pipeline/ledger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { LEDGER_ANIMALS, LEDGER_TRUTH, ledgerReport, STRAY_LINE } from '../helpers/ledger-report.js';
import { allAnimals, uploadAndParse } from '../helpers/reports.js';

/**
 * Issue 14, item 2: every line of the PDF is accounted for. A report with a line the reader cannot place ends
 * complete, with a warning, and the line (page, position, reason) in the manifest of both doors and in the
 * done event; rows dropped as repeated IDs are listed the same way.
 */

const MANIFEST_QUERY = `query($id: ID!) {
  reportManifest(id: $id) {
    warnings
    notImported { page line animalId text reason message }
    notImportedTotal
    ledger { lines unread }
  }
}`;

type Event = { type: string; data: Record<string, unknown> };

/** 1-based position of the line holding `text` on page 1, as the server reads the PDF. */
async function lineOf(pdf: Buffer, text: string, nth = 0): Promise<number> {
  const { pages } = await extractPdf(pdf);
  const at = pages[0].flatMap((l, i) => (l.text.startsWith(text) ? [i + 1] : []))[nth];
  if (!at) throw new Error(`"${text}" not found on page 1`);
  return at;
}

async function checkUnreadLine(officer: TestAgent, filename: string) {
  const pdf = await ledgerReport();
  const { tempId, parse } = await uploadAndParse(officer, pdf, filename);
  expect(parse.status).toBe(201);
  const reportId = parse.body.reportId as string;
  expect((await allAnimals(officer, reportId)).map((a) => a.animal_id).sort()).toEqual(LEDGER_ANIMALS.map((a) => a.animal_id));

  const expected = [{ page: 1, line: await lineOf(pdf, STRAY_LINE), animalId: null, text: STRAY_LINE, reason: 'unread_line', message: reasonText('unread_line') }];
  const warning = '1 line not imported: see Not imported in Diagnostics';

  // REST manifest.
  const rest = await officer.get(`/api/reports/${tempId}/manifest`);
  expect(rest.status).toBe(200);
  expect(rest.body.manifest).toMatchObject({ status: 'complete', state: 'complete', animalCount: 2 });
  expect(rest.body.warnings).toContain(warning);
  expect(rest.body.notImported).toEqual(expected);
  expect(rest.body.notImportedTotal).toBe(1);
  expect(rest.body.ledger).toMatchObject({ unread: 1, lines: expect.any(Number) });
  expect(rest.body.ledger.lines).toBeGreaterThan(expected[0].line);

  // GraphQL manifest, by id and by tempId.
  for (const id of [reportId, tempId]) {
    const gql = await officer.post('/graphql').send({ query: MANIFEST_QUERY, variables: { id } });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.reportManifest).toMatchObject({ notImported: expected, notImportedTotal: 1, ledger: { unread: 1 } });
    expect(gql.body.data.reportManifest.warnings).toContain(warning);
  }

  // The done event counts it; so do commit.done and the status record.
  const events = rest.body.events as Event[];
  const done = events.find((e) => e.type === 'done')!;
  expect(done.data).toMatchObject({ status: 'complete', animalCount: 2, notImported: 1, message: 'Report processed: 2 animals saved, 1 line not imported — review.' });
  expect(events.find((e) => e.type === 'commit.done')!.data).toMatchObject({ animalCount: 2, notImported: 1 });
  const status = await officer.get(`/api/reports/${tempId}/status`);
  expect(status.body).toMatchObject({ state: 'complete', animalCount: 2, notImported: 1 });
  return { tempId, reportId };
}

describe('the parse ledger: lines not imported (real PostgreSQL, Bull on Redis)', () => {
  describe('layout reader', () => {
    let t: TestApp;
    let officer: TestAgent;
    beforeAll(async () => {
      t = await startTestApp({ ANTHROPIC_API_KEY: '', REPORT_PARSE_WAIT_SECONDS: '60' });
      officer = (await signedIn(t, Role.OFFICER)).agent;
    });
    afterAll(() => t.close());

    it('an unread line: complete with a warning, listed by both manifests with page, line and reason, counted in done', async () => {
      await checkUnreadLine(officer, 'stray-line.pdf');
    });

    it('a repeated Animal ID: the dropped row is listed with its page, line and text', async () => {
      const pdf = await ledgerReport({ duplicate: true });
      const { tempId, parse } = await uploadAndParse(officer, pdf, 'duplicate.pdf');
      expect(parse.status).toBe(201);
      const first = LEDGER_ANIMALS[0].animal_id;
      const rest = await officer.get(`/api/reports/${tempId}/manifest`);
      const repeat = await lineOf(pdf, first, 1);
      expect(rest.body.notImported).toEqual([
        { page: 1, line: repeat, animalId: first, text: expect.stringMatching(new RegExp(`^${first} Biscuit Dog Beagle`)), reason: 'duplicate_animal_id', message: reasonText('duplicate_animal_id') },
        expect.objectContaining({ reason: 'unread_line', text: STRAY_LINE }),
      ]);
      expect(rest.body.notImportedTotal).toBe(2);
      expect(rest.body.rejection_reasons).toContainEqual({ reason: 'duplicate_animal_id', count: 1 });
      expect(rest.body.warnings).toContain('2 lines not imported: see Not imported in Diagnostics');
      const done = (rest.body.events as Event[]).find((e) => e.type === 'done')!;
      expect(done.data.message).toBe('Report processed: 2 animals saved, 2 lines not imported — review.');
    });

    it('a report without a row fails, and still stores what was not read', async () => {
      const { tempId, parse } = await uploadAndParse(officer, await ledgerReport({ noRows: true }), 'no-rows.pdf');
      expect(parse.status).toBe(422);
      const rest = await officer.get(`/api/reports/${tempId}/manifest`);
      expect(rest.body.manifest.state).toBe('failed');
      expect(rest.body.notImported).toEqual([expect.objectContaining({ page: 1, reason: 'unread_line', text: STRAY_LINE })]);
      expect(rest.body.notImportedTotal).toBe(1);
      expect(rest.body.ledger).toMatchObject({ unread: 1 });
    });
  });

  describe('AI path: the model reads the rows, the layout reader keeps the ledger', () => {
    let fake: FakeAnthropic;
    let t: TestApp;
    let officer: TestAgent;
    beforeAll(async () => {
      fake = await FakeAnthropic.start({ truth: LEDGER_TRUTH });
      t = await startTestApp({ ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: fake.url, REPORT_PARSE_WAIT_SECONDS: '30' });
      officer = (await signedIn(t, Role.OFFICER)).agent;
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('the unread line is listed the same way when the model read the rows', async () => {
      const { tempId } = await checkUnreadLine(officer, 'stray-line-ai.pdf');
      const rest = await officer.get(`/api/reports/${tempId}/manifest`);
      expect(rest.body.manifest.traces[0]).toMatchObject({ parser: 'ai', fallback: { attempted: false } });
      expect(fake.requests.length).toBeGreaterThan(0);
    });
  });
});
