import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cloneTemplateDatabase } from '../helpers/database.js';
import { DisposableRedis } from '../helpers/redis-server.js';
import { cookieOf, signedIn } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';
import { allAnimals, asTruthRow, salemTruth, sample, upload, uploadAndParse } from '../helpers/reports.js';

async function waitFor(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A minimal EventSource: collects `id`, `event` and `data` of each message until the server ends the stream. */
function sse(url: string, cookie: string) {
  const events: { id?: string; event?: string; data: string }[] = [];
  let contentType = '';
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get(url, { headers: { Cookie: cookie, Accept: 'text/event-stream' } }, (res) => {
        contentType = String(res.headers['content-type']);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const message: { id?: string; event?: string; data: string } = { data: '' };
            for (const line of block.split('\n')) {
              const [, key, value] = /^([a-z]+): ?(.*)$/.exec(line) ?? [];
              if (key === 'id' || key === 'event') message[key] = value;
              if (key === 'data') message.data += value;
            }
            if (message.event) events.push(message);
          }
        });
        res.on('end', resolve);
      })
      .on('error', reject);
  });
  return {
    events,
    ended,
    get contentType() {
      return contentType;
    },
  };
}

function pdfOf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (const l of lines) doc.text(l);
    doc.end();
  });
}

describe('report pipeline on the deterministic path (real PostgreSQL, Bull on Redis)', () => {
  let t: TestApp;
  let officer: TestAgent;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp({ ANTHROPIC_API_KEY: '', REPORT_PARSE_WAIT_SECONDS: '60' });
    officer = (await signedIn(t, Role.OFFICER)).agent;
    admin = (await signedIn(t, Role.ADMIN)).agent;
  });
  afterAll(() => t.close());

  describe('upload', () => {
    it('stores a PDF and answers tempReportId, filename and size', async () => {
      const { pdf } = await sample(1, 1);
      const res = await upload(officer, pdf, '../../etc/All Pets.pdf');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ tempReportId: expect.stringMatching(/^tmp_/), filename: 'All Pets.pdf', size: pdf.length });
      const pending = await officer.get('/api/reports/pending');
      expect(pending.body.find((p: { tempId: string }) => p.tempId === res.body.tempReportId)).toMatchObject({ state: 'uploaded', status: 'queued', filename: 'All Pets.pdf' });
    });

    it('refuses a file that is not a PDF by its magic bytes, whatever its name and type say', async () => {
      const res = await officer
        .post('/api/reports/upload?action=uploadOnly')
        .attach('file', Buffer.from('PK\u0003\u0004 not a pdf'), { filename: 'report.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'unsupported_media_type', message: 'Invalid file type: Only PDF files are allowed.' });
    });

    it('refuses more than 10 MB while streaming, with the spec message', async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
      const res = await officer.post('/api/reports/upload?action=uploadOnly').attach('file', big, 'big.pdf');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'payload_too_large', message: 'File too large: File size must be less than 10MB.' });
    });

    it('refuses a request without a file, and an unknown action', async () => {
      const none = await officer.post('/api/reports/upload?action=uploadOnly').send({});
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/No file uploaded/);
      const { pdf } = await sample(1, 1);
      const odd = await officer.post('/api/reports/upload?action=explode').attach('file', pdf, 'a.pdf');
      expect(odd.status).toBe(400);
    });

    it('an oversize Content-Length is refused before the body is read', async () => {
      const url = new URL('/api/reports/upload?action=uploadOnly', t.url);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(url, {
          method: 'POST',
          headers: {
            Cookie: cookieOf(officer),
            Origin: t.url,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(50 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => {
            resolve({ status: res.statusCode!, body });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.write('--x\r\n'); // a few bytes of the announced 50 MB, then nothing
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toBe('File too large: File size must be less than 10MB.');
    });
  });

  describe('full pipeline against ground truth', () => {
    it.each([
      [3, 3],
      [7, 12],
    ])('seed %i, %i pages: every Salem row and field exact, other sites counted as rejected', async (seed, pages) => {
      const { pdf, truth } = await sample(seed, pages);
      const { tempId, parse } = await uploadAndParse(officer, pdf, `seed-${seed}.pdf`);
      expect(parse.status).toBe(201);
      const reportId = parse.body.reportId as string;
      expect(reportId).toMatch(/^[0-9a-f-]{36}$/);

      const salem = salemTruth(truth);
      const rows = await allAnimals(officer, reportId);
      expect(rows.map(asTruthRow)).toEqual([...salem].sort((a, b) => a.animal_id.localeCompare(b.animal_id)));

      const zones = await officer.get(`/api/reports/${reportId}/zone-groups`);
      const salemZones = truth.zones.filter((z) => z.site === 'Salem');
      expect(zones.body).toEqual(salemZones.map((z) => ({ code: z.code, location: z.location, animalCount: z.total })).sort((a, b) => a.code.localeCompare(b.code)));

      const manifest = await officer.get(`/api/reports/${tempId}/manifest`);
      expect(manifest.headers['cache-control']).toBe('no-store');
      expect(manifest.body.manifest).toMatchObject({ status: 'complete', state: 'complete', parserFormat: 'ndjson-strict-v1', totalChunks: Math.ceil(pages / 5), pages_total: pages });
      expect(manifest.body.manifest.completed).toHaveLength(Math.ceil(pages / 5));
      expect(manifest.body.manifest.traces[0]).toMatchObject({ parser: 'layout', fallback: { attempted: true, reason: 'no_ai_key' } });
      for (const key of ['rawLength', 'normalizedLength', 'ndjsonLinesCount', 'accepted_animals_count', 'accepted_zone_groups_count', 'schema_rejected_count']) {
        expect(typeof manifest.body.manifest.traces[0][key]).toBe('number');
      }
      expect(manifest.body.warnings).toEqual([]);
      // No row vanishes without a reason: committed + rejected = every row printed.
      const rejected = Object.fromEntries(manifest.body.rejection_reasons.map((r: { reason: string; count: number }) => [r.reason, r.count]));
      const others: Record<string, number> = {};
      for (const a of truth.animals) if (a.location !== 'SALEM') others[`other_site_${a.location.toLowerCase()}`] = (others[`other_site_${a.location.toLowerCase()}`] ?? 0) + 1;
      expect(rejected).toEqual(others);
      expect(rows.length + Object.values(others).reduce((x, y) => x + y, 0)).toBe(truth.grandTotal);
      expect(manifest.body.jobCounters).toMatchObject({ accepted_animals_total: truth.animals.length, fallback_attempted_any: true, pages_kept_any: true });
      expect(manifest.body.presignedUrls.events).toBe(`/api/reports/${tempId}/events`);

      const list = await officer.get('/api/reports');
      const committed = list.body.find((r: { id: string }) => r.id === reportId);
      expect(committed).toMatchObject({ uuid: reportId, tempId, sourceFilename: `seed-${seed}.pdf`, animalCount: salem.length, shelter: 'Salem', reportDate: truth.runDate });

      const status = await officer.get(`/api/reports/${tempId}/status`);
      expect(status.body).toMatchObject({ reportId, state: 'complete', totalChunks: Math.ceil(pages / 5) });
      const pending = await officer.get('/api/reports/pending');
      expect(pending.body.map((p: { tempId: string }) => p.tempId)).not.toContain(tempId);
    });

    it('the timeline holds every step in order', async () => {
      const { pdf } = await sample(5, 7);
      const { tempId, parse } = await uploadAndParse(officer, pdf);
      expect(parse.status).toBe(201);
      const manifest = await officer.get(`/api/reports/${tempId}/manifest`);
      const types = manifest.body.events.map((e: { type: string }) => e.type);
      expect(types).toEqual([
        'snapshot',
        'parse.start',
        'chunk.detected',
        'chunk.fallback.start',
        'chunk.fallback.ok',
        'chunk.detected',
        'chunk.fallback.start',
        'chunk.fallback.ok',
        'commit.start',
        'commit.done',
        'done',
      ]);
      expect(manifest.body.events.map((e: { seq: number }) => e.seq)).toEqual(types.map((_: string, i: number) => i + 1));
      expect(manifest.body.events.map((e: { progress: number | null }) => e.progress)).toEqual([0, 5, 10, 10, 35, 35, 35, 60, 90, 95, 100]);
    });
  });

  describe('live events', () => {
    const STEPS = ['snapshot', 'parse.start', 'chunk.detected', 'chunk.fallback.start', 'chunk.fallback.ok', 'chunk.detected', 'chunk.fallback.start', 'chunk.fallback.ok', 'commit.start', 'commit.done', 'done'];

    it('the GraphQL subscription delivers a snapshot, then every event in order, then completes', async () => {
      const { pdf } = await sample(51, 8);
      const up = await upload(officer, pdf);
      const client = wsClient(t.url, { cookie: cookieOf(officer), origin: t.url });
      const events: { kind: string; type: string; seq: number; progress: number | null; data: Record<string, unknown> }[] = [];
      const finished = new Promise<void>((resolve, reject) => {
        client.subscribe(
          { query: `subscription($id: ID!) { reportProgress(tempId: $id) { kind type seq progress data tempId } }`, variables: { id: up.body.tempReportId } },
          { next: (v) => (v.errors ? reject(new Error(JSON.stringify(v.errors))) : events.push((v.data as { reportProgress: (typeof events)[number] }).reportProgress)), error: reject, complete: resolve },
        );
      });
      await waitFor(() => events.length > 0);
      expect(events[0]).toMatchObject({ type: 'snapshot', seq: 0, data: { status: 'processing', state: 'uploaded' } });
      await officer.post('/graphql').send({ query: `mutation($id: ID!) { startReportParse(tempId: $id) { state } }`, variables: { id: up.body.tempReportId } });
      await finished;
      await client.dispose();
      expect(events.map((e) => e.type)).toEqual(['snapshot', ...STEPS]);
      // The enum twin (issue 17): the dotted type in capitals, dots as underscores.
      expect(events.map((e) => e.kind)).toEqual(['snapshot', ...STEPS].map((s) => s.toUpperCase().replaceAll('.', '_')));
      expect(events.slice(1).map((e) => e.seq)).toEqual(STEPS.map((_, i) => i + 1));
      expect(events.at(-1)!.data).toMatchObject({ status: 'complete', reportId: expect.any(String), animalCount: expect.any(Number) });
    });

    it('SSE delivers the same events in order, and a finished report gets its final snapshot only', async () => {
      const { pdf } = await sample(52, 8);
      const up = await upload(officer, pdf);
      const stream = sse(`${t.url}/api/reports/${up.body.tempReportId}/events`, cookieOf(officer));
      await waitFor(() => stream.events.length > 0);
      const parsed = officer.post(`/api/reports/${up.body.tempReportId}/parse`).then((r) => r);
      await stream.ended;
      expect((await parsed).status).toBe(201);
      expect(stream.events.map((e) => e.event)).toEqual(['snapshot', ...STEPS]);
      expect(stream.events.slice(1).map((e) => Number(e.id))).toEqual(STEPS.map((_, i) => i + 1));
      expect(stream.contentType).toMatch(/^text\/event-stream/);

      const again = sse(`${t.url}/api/reports/${up.body.tempReportId}/events`, cookieOf(officer));
      await again.ended;
      expect(again.events.map((e) => e.event)).toEqual(['snapshot']);
      expect(JSON.parse(again.events[0].data)).toMatchObject({ progress: 100, data: { status: 'complete' } });
    });

    it('SSE needs a session, and is off when REPORTS_SSE_ENABLED is false', async () => {
      const anon = await request(t.url).get('/api/reports/tmp_x/events');
      expect(anon.status).toBe(401);
      const off = await startTestApp({ ANTHROPIC_API_KEY: '', REPORTS_SSE_ENABLED: 'false' });
      try {
        const a = (await signedIn(off, Role.OFFICER)).agent;
        const { pdf } = await sample(1, 1);
        const up = await upload(a, pdf);
        const res = await a.get(`/api/reports/${up.body.tempReportId}/events`);
        expect(res.status).toBe(404);
        expect(res.body.message).toMatch(/REPORTS_SSE_ENABLED/);
      } finally {
        await off.close();
      }
    });
  });

  describe('errors', () => {
    it('the same file again is a 409 duplicate_upload, with its tempId', async () => {
      const { pdf } = await sample(3, 3);
      const { tempId, parse } = await uploadAndParse(officer, pdf);
      expect(parse.status).toBe(409);
      expect(parse.body).toMatchObject({ code: 'duplicate_upload', tempId, message: expect.stringMatching(/^Duplicate file/) });
      const pending = await officer.get('/api/reports/pending');
      expect(pending.body.find((p: { tempId: string }) => p.tempId === tempId)).toMatchObject({ status: 'failed', errorCode: 'DUPLICATE_UPLOAD' });
      // Refused before it was read: its GraphQL manifest has no counters yet, and says so without an error.
      const gql = await officer.post('/graphql').send({ query: 'query($id: ID!) { reportManifest(id: $id) { jobCounters warnings } }', variables: { id: tempId } });
      expect(gql.body).toEqual({ data: { reportManifest: { jobCounters: null, warnings: [] } } });
    });

    it('the GraphQL manifest of an upload not parsed yet has null counters, not an internal error (found by the fuzz stage)', async () => {
      const { pdf } = await sample(31, 1);
      const up = await upload(officer, pdf);
      const gql = await officer.post('/graphql').send({ query: 'query($id: ID!) { reportManifest(id: $id) { jobCounters manifest } }', variables: { id: up.body.tempReportId } });
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.reportManifest).toMatchObject({ jobCounters: null, manifest: { state: 'uploaded' } });
    });

    it('a PDF without animals is a 422 parse_invalid_format with the structured advice', async () => {
      const pdf = await pdfOf(['Quarterly newsletter', 'Nothing to see here']);
      const { tempId, parse } = await uploadAndParse(officer, pdf);
      expect(parse.status).toBe(422);
      expect(parse.body).toMatchObject({ code: 'parse_invalid_format', tempId });
      expect(parse.body.message).toMatch(/PDF parsing failed: 0 animals extracted.*Advice: no column title row \(Animal ID, Name/);
      // Not "export as a text PDF": it is one; what is missing is the table.
      expect(parse.body.message).not.toMatch(/text PDF|not a scan/);
    });

    it('a file with a PDF header but broken body is a 422, not a 500', async () => {
      const { parse } = await uploadAndParse(officer, Buffer.from('%PDF-1.7\nthis is not really a pdf\n'));
      expect(parse.status).toBe(422);
      expect(parse.body.code).toBe('parse_invalid_format');
    });

    it('parse, status and manifest of an unknown report are 404', async () => {
      for (const path of ['/api/reports/tmp_nothing/status', '/api/reports/tmp_nothing/manifest']) expect((await officer.get(path)).status).toBe(404);
      expect((await officer.post('/api/reports/tmp_nothing/parse')).status).toBe(404);
    });
  });

  describe('reads', () => {
    let reportId: string;
    let salem: ReturnType<typeof salemTruth>;
    beforeAll(async () => {
      const { pdf, truth } = await sample(11, 25);
      const { parse } = await uploadAndParse(officer, pdf);
      reportId = parse.body.reportId;
      salem = salemTruth(truth);
    });

    it('filters by zone and status, sorts by animal_id, pages by 25', async () => {
      const want = salem.filter((a) => a.zone_code === 'B' && a.status_code === 'AVAILABLE').map((a) => a.animal_id).sort();
      expect(want.length).toBeGreaterThan(3);
      const res = await officer.get(`/api/reports/${reportId}/animals`).query({ zone: 'B', status: 'AVAILABLE', sort: 'animal_id', limit: 2, page: 2 });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(want.length);
      expect(res.body.items.map((a: { animal_id: string }) => a.animal_id)).toEqual(want.slice(2, 4));
      expect(res.body.items[0]).toMatchObject({ zoneCode: 'B', zone: 'B', zone_code: 'B', statusCode: 'AVAILABLE', status_code: 'AVAILABLE' });
    });

    it('adoption, behavior and "all" filters; search matches id, name or breed in any case', async () => {
      const l2 = salem.filter((a) => a.adoption_level === 'L2').length;
      expect((await officer.get(`/api/reports/${reportId}/animals`).query({ adoption: 'L2', status: 'all' })).body.total).toBe(l2);
      expect((await officer.get(`/api/reports/${reportId}/animals`).query({ adoption: '2' })).body.total).toBe(l2);
      const b = salem.filter((a) => a.behavior_severity_code === '2A').length;
      expect((await officer.get(`/api/reports/${reportId}/animals`).query({ behavior: '2a' })).body.total).toBe(b);
      const one = salem[5];
      const byId = await officer.get(`/api/reports/${reportId}/animals`).query({ search: one.animal_id.toLowerCase() });
      expect(byId.body.items.map((a: { animal_id: string }) => a.animal_id)).toEqual([one.animal_id]);
      const lab = salem.filter((a) => a.breed?.toLowerCase().includes('retriever') || a.name?.toLowerCase().includes('retriever') || a.species?.toLowerCase().includes('retriever')).length;
      expect((await officer.get(`/api/reports/${reportId}/animals`).query({ search: 'RETRIEVER', limit: 100 })).body.total).toBe(lab);
      expect((await officer.get(`/api/reports/${reportId}/animals`).query({ search: '100%_' })).body.total).toBe(0);
    });

    it('sorts by zone descending, then animal_id', async () => {
      const res = await officer.get(`/api/reports/${reportId}/animals`).query({ sort: 'zone', dir: 'desc', limit: 100 });
      const want = [...salem].sort((a, b) => b.zone_code.localeCompare(a.zone_code) || a.animal_id.localeCompare(b.animal_id)).slice(0, 100);
      expect(res.body.items.map((a: { animal_id: string }) => a.animal_id)).toEqual(want.map((a) => a.animal_id));
    });

    it('refuses limit over 100 and an unknown sort column with 400; a page past the end is empty with the total', async () => {
      const big = await officer.get(`/api/reports/${reportId}/animals`).query({ limit: 101 });
      expect(big.status).toBe(400);
      expect(big.body.message).toMatch(/limit must be at most 100/);
      const sort = await officer.get(`/api/reports/${reportId}/animals`).query({ sort: 'password_hash' });
      expect(sort.status).toBe(400);
      expect(sort.body.message).toMatch(/Unknown sort column/);
      const past = await officer.get(`/api/reports/${reportId}/animals`).query({ page: 999 });
      expect(past.body).toMatchObject({ items: [], total: salem.length });
      const center = await officer.get(`/api/reports/${reportId}/animals`).query({ center: 'boston' });
      expect(center.body.total).toBe(0);
    });

    it('one GraphQL operation with several guarded root fields is answered whole (one session lookup for all)', async () => {
      const res = await officer.post('/graphql').send({
        query: '{ populationStats { totalAnimals } adoptionLevelStats { L1 } latestReport { reportId } pendingReports { tempId } reports { id } }',
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.latestReport.reportId).toEqual(expect.any(String));
    });

    it('GraphQL serves the same page', async () => {
      const res = await officer.post('/graphql').send({
        query: `query($id: ID!, $q: AnimalQuery) { reportAnimals(reportId: $id, query: $q) { total items { animal_id zoneCode statusCode weight intakeDate } } }`,
        variables: { id: reportId, q: { zone: 'B', status: 'AVAILABLE', limit: 25 } },
      });
      const rest = await officer.get(`/api/reports/${reportId}/animals`).query({ zone: 'B', status: 'AVAILABLE', limit: 25 });
      expect(res.body.data.reportAnimals.total).toBe(rest.body.total);
      expect(res.body.data.reportAnimals.items.map((a: { animal_id: string }) => a.animal_id)).toEqual(rest.body.items.map((a: { animal_id: string }) => a.animal_id));
      const bad = await officer.post('/graphql').send({ query: `query($id: ID!) { reportAnimals(reportId: $id, query: { sort: "nope" }) { total } }`, variables: { id: reportId } });
      expect(bad.body.errors[0].message).toMatch(/Unknown sort column/);
    });
  });

  describe('the latest report is the current population', () => {
    it('directory, stats and current detail follow the newest Run Date; older reports stay as history', async () => {
      // Both new seeds; whichever prints the later Run Date is the current population.
      const a = await sample(21, 2);
      const b = await sample(22, 2);
      const ra = (await uploadAndParse(officer, a.pdf)).parse.body.reportId;
      const rb = (await uploadAndParse(officer, b.pdf)).parse.body.reportId;
      const all = (await officer.get('/api/reports')).body as { id: string; reportDate: string }[];
      const newest = all[0];
      const [latest, older] = newest.id === rb ? [b, a] : [a, b];
      const reportIds = all.map((r) => r.id);
      expect(reportIds).toContain(ra);
      expect(reportIds).toContain(rb);
      expect(newest.reportDate).toBe([a, b].map((s) => s.truth.runDate).sort().reverse()[0]);

      const latestRes = await officer.get('/api/reports/latest');
      expect(latestRes.body).toMatchObject({ reportId: newest.id, reportDate: newest.reportDate });
      const salem = salemTruth(latest.truth);
      const dir = await officer.get('/api/animals/all').query({ limit: 100 });
      expect(dir.body.total).toBe(salem.length);
      expect(dir.body.reportId).toBe(newest.id);
      // No kennel capacity set: no rate, and every Salem zone of the newest report is counted as without one.
      expect((await officer.get('/api/stats/population')).body).toEqual({
        totalAnimals: salem.length,
        occupancyRate: null,
        capacity: null,
        zonesWithoutCapacity: new Set(salem.map((x) => x.zone_code)).size,
        reportId: newest.id,
      });
      const levels = (await officer.get('/api/stats/adoption-level')).body;
      for (const l of ['L1', 'L2', 'L3', 'L4']) expect(levels[l]).toBe(salem.filter((x) => x.adoption_level === l).length);

      const gone = salemTruth(older.truth).find((x) => !salem.some((y) => y.animal_id === x.animal_id))!;
      const detail = await officer.get(`/api/animals/${gone.animal_id}/current`);
      expect(detail.body).toMatchObject({ animal_id: gone.animal_id, zone_code: gone.zone_code, zone_location: gone.zone_location, page: gone.page, location: 'SALEM', last_updated: older.truth.runDate, inCurrentPopulation: false });
      expect((await officer.get('/api/animals/A99999999/current')).status).toBe(404);
    });
  });

  describe('operations', () => {
    it('GraphQL startReportParse returns at once; the report completes', async () => {
      const { pdf } = await sample(31, 2);
      const up = await upload(officer, pdf);
      const res = await officer.post('/graphql').send({ query: `mutation($id: ID!) { startReportParse(tempId: $id) { tempId state } }`, variables: { id: up.body.tempReportId } });
      expect(res.body.data.startReportParse).toEqual({ tempId: up.body.tempReportId, state: 'queued' });
      // A double click does not run it twice.
      await officer.post('/graphql').send({ query: `mutation($id: ID!) { startReportParse(tempId: $id) { state } }`, variables: { id: up.body.tempReportId } });
      const done = await officer.post(`/api/reports/${up.body.tempReportId}/parse`);
      expect(done.status).toBe(201);
      const manifest = await officer.get(`/api/reports/${up.body.tempReportId}/manifest`);
      expect(manifest.body.events.filter((e: { type: string }) => e.type === 'done')).toHaveLength(1);
    });

    it('cancel-all cancels pending uploads and answers the count; delete clears the animal rows', async () => {
      const { pdf } = await sample(41, 1);
      await upload(officer, pdf);
      const cancelled = await admin.post('/api/reports/cancel-all');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.cancelled).toBeGreaterThanOrEqual(1);
      expect(cancelled.body.message).toBe(`Cancelled ${cancelled.body.cancelled} pending reports. System reset to idle.`);
      expect((await officer.get('/api/reports/pending')).body).toEqual([]);

      const s = await sample(42, 1);
      const { parse } = await uploadAndParse(officer, s.pdf);
      const del = await admin.delete(`/api/reports/${parse.body.reportId}`);
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ reportId: parse.body.reportId, locationRecordsCleared: salemTruth(s.truth).length });
      expect((await officer.get(`/api/reports/${parse.body.reportId}/animals`)).status).toBe(404);
      expect((await officer.delete(`/api/reports/${parse.body.reportId}`)).status).toBe(403);
    });
  });
});

describe('reports when a part is down or the process died', () => {
  it('a dead Redis: upload still works, parse answers 503 queue_unavailable, and the upload is kept for a retry', async () => {
    const redis = await DisposableRedis.start();
    const t = await startTestApp({ ANTHROPIC_API_KEY: '', REDIS_URL: redis.url });
    try {
      const officer = (await signedIn(t, Role.OFFICER)).agent;
      const { pdf, truth } = await sample(81, 2);
      const up = await upload(officer, pdf);
      await redis.down();
      const started = Date.now();
      const parse = await officer.post(`/api/reports/${up.body.tempReportId}/parse`);
      expect(parse.status).toBe(503);
      expect(parse.body.code).toBe('queue_unavailable');
      expect(Date.now() - started).toBeLessThan(6000);
      const pending = (await officer.get('/api/reports/pending')).body;
      expect(pending.find((p: { tempId: string }) => p.tempId === up.body.tempReportId)).toMatchObject({ state: 'uploaded' });

      await redis.up();
      const again = await waitForStatus(async () => (await officer.post(`/api/reports/${up.body.tempReportId}/parse`)).status, 201);
      expect(again).toBe(201);
      expect((await officer.get('/api/stats/population')).body.totalAnimals).toBe(salemTruth(truth).length);
    } finally {
      await t.close();
      await redis.down();
    }
  });

  it('embedded queue: a report left mid-parse by a dead process is picked up at the next start', async () => {
    // One database and data folder outlive both processes.
    const db = await cloneTemplateDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'beti-restart-'));
    const env = { ANTHROPIC_API_KEY: '', REDIS_URL: '', DATABASE_URL: db.url, DATA_DIR: dir };
    const first = await startTestApp(env);
    const officer = (await signedIn(first, Role.OFFICER)).agent;
    const { pdf, truth } = await sample(82, 2);
    const up = await upload(officer, pdf);
    // As if the process died after claiming the job.
    await first.app.get(DataSource).query(`UPDATE reports SET state = 'parsing' WHERE temp_id = $1`, [up.body.tempReportId]);
    await first.close();
    const second = await startTestApp(env);
    try {
      const a = (await signedIn(second, Role.OFFICER)).agent;
      const state = await waitForStatus(async () => (await a.get(`/api/reports/${up.body.tempReportId}/status`)).body.state, 'complete');
      expect(state).toBe('complete');
      expect((await a.get('/api/stats/population')).body.totalAnimals).toBe(salemTruth(truth).length);
    } finally {
      await second.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an anonymous subscription to a report is refused', async () => {
    const t = await startTestApp({ ANTHROPIC_API_KEY: '' });
    try {
      const client = wsClient(t.url, { origin: t.url });
      const error = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { reportProgress(tempId: "tmp_x") { type } }' }, { next: (v) => resolve(v.errors), error: resolve, complete: () => resolve('complete') });
      });
      await client.dispose();
      expect(JSON.stringify(error)).toMatch(/Not signed in/);
    } finally {
      await t.close();
    }
  });
});

async function waitForStatus<T>(probe: () => Promise<T>, want: T, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  let last = await probe();
  while (last !== want && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    last = await probe();
  }
  return last;
}
