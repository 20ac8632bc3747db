import type TestAgent from 'supertest/lib/agent.js';
import { generateSampleReport } from '../../server/modules/reports/sample/generate.js';
import type { SampleAnimal, SampleTruth } from '../../server/modules/reports/sample/types.js';

const cache = new Map<string, Promise<{ pdf: Buffer; truth: SampleTruth }>>();

/** A generated All Pets report (cached per seed and size within a test file). */
export function sample(seed: number, pages: number) {
  const key = `${seed}/${pages}`;
  if (!cache.has(key)) cache.set(key, generateSampleReport({ seed, pages }));
  return cache.get(key)!;
}

export async function upload(a: TestAgent, pdf: Buffer, filename = 'all-pets.pdf') {
  return a.post('/api/reports/upload?action=uploadOnly').attach('file', pdf, { filename, contentType: 'application/pdf' });
}

/** Uploads and parses over REST; returns the parse answer. */
export async function uploadAndParse(a: TestAgent, pdf: Buffer, filename?: string) {
  const up = await upload(a, pdf, filename);
  if (up.status !== 201 && up.status !== 200) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
  const parse = await a.post(`/api/reports/${up.body.tempReportId}/parse`);
  return { tempId: up.body.tempReportId as string, parse };
}

/** Every animal of a report through the REST list, 100 per page. */
export async function allAnimals(a: TestAgent, reportId: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await a.get(`/api/reports/${reportId}/animals`).query({ limit: 100, page });
    if (res.status !== 200) throw new Error(`animals: ${res.status} ${JSON.stringify(res.body)}`);
    out.push(...res.body.items);
    if (out.length >= res.body.total) return out;
  }
}

/** The truth's Salem rows as the API serves them (snake-case view). */
export function salemTruth(truth: SampleTruth): SampleAnimal[] {
  return truth.animals.filter((a) => a.location === 'SALEM');
}

/** The fields of a served animal that map one to one onto a ground-truth row. */
export function asTruthRow(a: Record<string, unknown>): SampleAnimal {
  return {
    animal_id: a.animal_id as string,
    name: a.name as string | null,
    species: a.species as string | null,
    breed: a.breed as string | null,
    sex: a.sex as string | null,
    age: a.age as string | null,
    weight: a.weight as number | null,
    kennel: a.kennel as string | null,
    zone_code: a.zone_code as string,
    zone_location: a.zone_location as string,
    status_code: a.status_code as string | null,
    sub_status_code: a.sub_status_code as string | null,
    adoption_level: a.adoption_level as string | null,
    behavior_severity_code: a.behavior_severity_code as string | null,
    intake_date: a.intakeDate as string | null,
    days_in_care: a.daysInCare as number | null,
    page: a.page as number,
    location: a.location as string,
  };
}
