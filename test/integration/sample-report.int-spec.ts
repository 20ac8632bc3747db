import { Role } from '../../server/common/auth/role.js';
import { SAMPLE_LOADED } from '../../server/modules/reports/sample-report.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';

const DAY = 86_400_000;

/** The dashboard's "Load sample report" (issue 16): ADMIN and up, through the real pipeline, labelled, removable. */
describe('sample report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60000);
  afterAll(() => t.close());

  it('is refused below ADMIN, on both doors (the server decides, not the button)', async () => {
    for (const role of [Role.SUPERVISOR, Role.OFFICER, Role.DISPATCH, Role.READONLY]) {
      const { agent } = await signedIn(t, role);
      expect((await agent.post('/api/reports/sample')).status).toBe(403);
      expect((await agent.delete('/api/reports/sample')).status).toBe(403);
      const gql = await agent.post('/graphql').send({ query: 'mutation { loadSampleReport { tempId } }' });
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      // Reading whether sample data is shown is for everyone signed in.
      expect((await agent.get('/api/reports/sample')).body).toEqual({ reports: 0, latestIsSample: false });
    }
  }, 60000);

  it('an ADMIN loads one dated near today, labelled sample, with animals; once; and removes it in one step', async () => {
    const { agent } = await signedIn(t, Role.ADMIN);
    const loaded = await agent.post('/api/reports/sample');
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ state: 'complete', reportId: expect.any(String) });
    expect(Math.abs(new Date(loaded.body.reportDate).getTime() - Date.now())).toBeLessThan(2 * DAY);

    const list = (await agent.get('/api/reports')).body as { id: string; sample: boolean; sourceFilename: string; animalCount: number }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: loaded.body.reportId, sample: true, sourceFilename: expect.stringMatching(/^SAMPLE-/) });
    expect(list[0].animalCount).toBeGreaterThan(0);
    const status = await agent.post('/graphql').send({ query: '{ sampleData { reports latestIsSample } populationStats { totalAnimals } }' });
    expect(status.body.data.sampleData).toEqual({ reports: 1, latestIsSample: true });
    expect(status.body.data.populationStats.totalAnimals).toBe(list[0].animalCount);

    const again = await agent.post('/graphql').send({ query: 'mutation { loadSampleReport { tempId } }' });
    expect(again.body.errors[0]).toMatchObject({ message: SAMPLE_LOADED, extensions: { code: 'CONFLICT' } });

    // The sample's animals raise alerts like any latest report's (long stays at least), which go with it.
    const alerts = await agent.get('/api/alerts');
    expect(alerts.body.total).toBeGreaterThan(0);
    expect(alerts.body.items.every((a: { reportId: string }) => a.reportId === loaded.body.reportId)).toBe(true);

    const removed = await agent.delete('/api/reports/sample');
    expect(removed.body).toEqual({ removed: 1 });
    expect((await agent.get('/api/alerts')).body.total).toBe(0);
    expect((await agent.get('/api/reports')).body).toEqual([]);
    expect((await agent.get('/api/reports/sample')).body).toEqual({ reports: 0, latestIsSample: false });
    const animals = await agent.post('/graphql').send({ query: '{ populationStats { totalAnimals } }' });
    expect(animals.body.data.populationStats.totalAnimals).toBe(0);
  }, 120000);
});
