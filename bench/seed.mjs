// Seeds the bench database with committed reports and their animal rows, straight into the tables the server
// reads (reports, report_zone_groups, report_animals; see migrations/1764300000000-Reports.ts), with bulk
// `INSERT … SELECT FROM unnest($1::uuid[], $2::text[], …)`: one statement per report.
//
// The data look like a year of weekly Salem "All Pets" reports: 40 reports (one a week, the newest last), each
// of rows/40 animals (2,500 at the default 100,000 rows), zones A–E with their kennel locations and the sample
// generator's shares (server/modules/reports/sample/data.ts: A 5, B 5, C 2, D 2, E 3), species, breeds, names,
// statuses, sub-statuses, adoption levels L1–L4 and behavior codes drawn the same way. About 15 % of the
// population changes from one week to the next, so an animal appears in several reports, as in real life.
// Deterministic (fixed PRNG seed): every run seeds the same rows.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';

const DAY = 86_400_000;

/** mulberry32: small, fast and reproducible. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const chance = (p) => next() < p;
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  const weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let x = next() * total;
    for (const [v, w] of pairs) if ((x -= w) < 0) return v;
    return pairs.at(-1)[0];
  };
  return { next, int, chance, pick, weighted };
}

export const ZONES = [
  { code: 'A', location: 'Dog Adoption Row', kind: 'dog', weight: 5 },
  { code: 'B', location: 'Cat Adoption Room', kind: 'cat', weight: 5 },
  { code: 'C', location: 'Small Animal Room', kind: 'small', weight: 2 },
  { code: 'D', location: 'Medical Isolation Ward', kind: 'medical', weight: 2 },
  { code: 'E', location: 'Stray Holding Kennels', kind: 'stray', weight: 3 },
];
const NAMES = [
  'Biscuit', 'Luna', 'Bella', 'Max', 'Charlie', 'Daisy', 'Milo', 'Lucy', 'Cooper', 'Bailey', 'Sadie', 'Rocky',
  'Molly', 'Tucker', 'Penny', 'Bear', 'Rosie', 'Duke', 'Ginger', 'Zeus', 'Pepper', 'Oliver', 'Leo', 'Nala',
  'Simba', 'Cleo', 'Jasper', 'Willow', 'Oreo', 'Smokey', 'Shadow', 'Tigger', 'Mittens', 'Whiskers', 'Pumpkin',
  'Hazel', 'Maple', 'Olive', 'Winston', 'Gus', 'Murphy', 'Roxy', 'Coco', 'Bandit', 'Diesel', 'Lola', 'Ziggy',
  'Marshmallow', 'Thumper', 'Clover', 'Peanut', 'Nibbles', 'Butterscotch', 'Kiwi', 'Sunny', 'Mango', 'Pickles',
  'Sir Pounce', 'Mr. Whiskers', 'Princess', 'Bruno', 'Apollo', 'Athena', 'Juniper', 'Remy', 'Toby', 'Louie',
  'Sophie', 'Stella', 'Buster', 'Harley', 'Koda', 'Ruby', 'Frankie', 'Boo', 'Fig', 'Mochi', 'Tofu', 'Noodle',
];
const DOG_BREEDS = [['Pit Bull Terrier/Mix', 14], ['Labrador Retriever/Mix', 10], ['American Staffordshire Terrier/Mix', 6], ['German Shepherd/Mix', 6], ['Chihuahua, Short Coat/Mix', 6], ['Beagle', 3], ['Boxer/Mix', 3], ['Siberian Husky', 3], ['Hound/Mix', 3], ['Terrier/Mix', 4], ['Cane Corso', 1], ['Shih Tzu/Mix', 2], ['Rottweiler/Mix', 2]];
const CAT_BREEDS = [['Domestic Shorthair', 40], ['Domestic Shorthair/Mix', 10], ['Domestic Medium Hair', 12], ['Domestic Longhair', 6], ['Siamese/Mix', 3], ['Maine Coon/Domestic Longhair', 2], ['American Shorthair', 2], ['Russian Blue/Mix', 1]];
const SMALL = { Rabbit: [['American', 3], ['Lionhead/Mix', 2], ['Netherland Dwarf/Mix', 2], ['Holland Lop', 2]], 'Guinea Pig': [['American', 3], ['Abyssinian', 2], ['Peruvian', 1]], Bird: [['Parakeet', 3], ['Cockatiel', 2], ['Dove', 1]] };

function speciesFor(kind, r) {
  if (kind === 'dog') return 'Dog';
  if (kind === 'cat') return 'Cat';
  if (kind === 'small') return r.weighted([['Rabbit', 5], ['Guinea Pig', 3], ['Bird', 2]]);
  return r.weighted([['Dog', 5], ['Cat', 5], ['Rabbit', 1], ['Guinea Pig', 0.2], ['Bird', 0.2]]);
}
function statusFor(kind, r) {
  if (kind === 'stray') return r.weighted([['STRAY_WAIT', 8], ['EVALUATION', 2], ['UNAVAIL', 1]]);
  if (kind === 'medical') return r.weighted([['UNAVAIL', 7], ['EVALUATION', 1], ['AVAILABLE', 1]]);
  return r.weighted([['AVAILABLE', 10], ['UNAVAIL', 3], ['EVALUATION', 2], ['STRAY_WAIT', 1]]);
}
function subStatusFor(kind, status, r) {
  if (kind === 'medical') return r.weighted([['MEDICAL', 6], ['BEH_MED', 2], [null, 1]]);
  if (status === 'AVAILABLE') return r.chance(0.18) ? 'PENDADOPT' : null;
  if (!r.chance(0.45)) return null;
  return r.weighted([['MEDICAL', 4], ['BEHAVIOR', 3], ['BEH_MED', 2]]);
}

/** One animal of the population: what stays the same from report to report. */
function makeAnimal(r, id, kennelNo) {
  const zone = r.weighted(ZONES.map((z) => [z, z.weight]));
  const species = speciesFor(zone.kind, r);
  const breed = species === 'Dog' ? r.weighted(DOG_BREEDS) : species === 'Cat' ? r.weighted(CAT_BREEDS) : r.weighted(SMALL[species]);
  const months = r.chance(0.25) ? r.int(2, 11) : r.int(12, 14 * 12);
  const status = statusFor(zone.kind, r);
  return {
    animal_id: id,
    name: r.chance(0.06) ? null : `${r.chance(0.12) ? '*' : ''}${r.pick(NAMES)}`,
    species,
    breed,
    sex: r.weighted([['Male/Neutered', 33], ['Female/Spayed', 33], ['Male', 14], ['Female', 14], ['Unknown', 6]]),
    age: r.chance(0.05) ? null : `${Math.floor(months / 12)}Y ${months % 12}M`,
    weight: r.chance(0.1) ? null : Math.round((species === 'Dog' ? 15 + r.next() * 70 : species === 'Cat' ? 5 + r.next() * 12 : 0.5 + r.next() * 8) * 10) / 10,
    zone,
    kennel: `${zone.code}-${kennelNo}`,
    status,
    sub_status: subStatusFor(zone.kind, status, r),
    level: status === 'STRAY_WAIT' || r.chance(0.22) ? null : r.weighted([['L1', 4], ['L2', 4], ['L3', 2], ['L4', 1]]),
    behavior: r.chance(0.4) ? null : r.weighted([['1A', 5], ['1B', 4], ['2A', 3], ['2B', 2], ['3A', 1], ['3B', 1]]),
    /** Days in care at its first report. */
    days0: status === 'STRAY_WAIT' ? r.int(0, 6) : r.int(1, 75),
  };
}

const COLS = [
  ['report_id', 'uuid'], ['animal_id', 'text'], ['name', 'text'], ['species', 'text'], ['breed', 'text'], ['sex', 'text'],
  ['age', 'text'], ['weight', 'float8'], ['kennel', 'text'], ['zone_code', 'text'], ['zone_location', 'text'],
  ['status_code', 'text'], ['sub_status_code', 'text'], ['adoption_level', 'text'], ['behavior_severity_code', 'text'],
  ['intake_date', 'date'], ['days_in_care', 'int4'], ['page', 'int4'], ['location', 'text'],
];
const INSERT_ANIMALS = `INSERT INTO report_animals (${COLS.map(([c]) => c).join(', ')})
  SELECT * FROM unnest(${COLS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})`;

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Seeds `reports` committed reports holding `rows` animal rows in all, on a migrated, empty database.
 * Returns the report ids (oldest first), the newest one's id, and the timing of the animal inserts.
 */
export async function seed(client, { rows = 100_000, reports = 40, turnover = 0.15, newest = Date.UTC(2026, 10, 23, 8, 30) } = {}) {
  const r = prng(20261126);
  const per = Array.from({ length: reports }, (_, k) => Math.floor(rows / reports) + (k < rows % reports ? 1 : 0));
  const shift = Math.max(1, Math.round(per[0] * turnover));
  const pool = [];
  const usedIds = new Set();
  const kennels = Object.fromEntries(ZONES.map((z) => [z.code, 0]));
  const animalAt = (i) => {
    while (pool.length <= i) {
      let id;
      do id = `A${r.int(40_000_000, 69_999_999)}`;
      while (usedIds.has(id));
      usedIds.add(id);
      const a = makeAnimal(r, id, 0);
      a.kennelNo = (kennels[a.zone.code]++ % 150) + 1;
      a.kennel = `${a.zone.code}-${a.kennelNo}`;
      a.firstReport = null;
      pool.push(a);
    }
    return pool[i];
  };

  const ids = [];
  let insertMs = 0;
  let inserted = 0;
  const t0 = performance.now();
  for (let k = 0; k < reports; k++) {
    const id = randomUUID();
    ids.push(id);
    const runDate = newest - (reports - 1 - k) * 7 * DAY; // the report's Run Date (wall clock)
    const start = k * shift;
    const animals = [];
    for (let i = start; i < start + per[k]; i++) {
      const a = animalAt(i);
      a.firstReport ??= k;
      animals.push(a);
    }
    // The PDF's order: by zone, then kennel; 25 rows a page.
    animals.sort((x, y) => (x.zone.code < y.zone.code ? -1 : x.zone.code > y.zone.code ? 1 : x.kennelNo - y.kennelNo));
    const cols = COLS.map(() => []);
    const zones = new Map();
    animals.forEach((a, i) => {
      const weekly = prng((k + 1) * 1_000_003 + i); // a status may move on from one week to the next
      const status = weekly.chance(0.1) ? statusFor(a.zone.kind, weekly) : a.status;
      const days = a.days0 + (k - a.firstReport) * 7;
      const values = [
        id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, a.weight, a.kennel, a.zone.code, a.zone.location,
        status, status === a.status ? a.sub_status : subStatusFor(a.zone.kind, status, weekly), a.level, a.behavior,
        isoDate(runDate - days * DAY), days, Math.floor(i / 25) + 1, 'SALEM',
      ];
      values.forEach((v, c) => cols[c].push(v));
      zones.set(a.zone.code, (zones.get(a.zone.code) ?? 0) + 1);
    });
    const sha = createHash('sha256').update(`bench-report-${k}`).digest('hex');
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO reports (id, temp_id, state, source_filename, storage_key, size, sha256, total_chunks, completed, pages_total, pages_kept,
         raw_zones, report_date, title, animal_count, shelter, committed_at, created_at, updated_at)
       VALUES ($1, $2, 'complete', $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, 'Salem', $14, $14, $14)`,
      [id, `bench-${String(k + 1).padStart(2, '0')}`, `all-pets-${isoDate(runDate)}.pdf`, `reports/bench-${k + 1}.pdf`, 250_000 + per[k] * 40, sha,
        Math.ceil(per[k] / 250), JSON.stringify(Array.from({ length: Math.ceil(per[k] / 250) }, (_, c) => c + 1)), Math.ceil(per[k] / 25),
        zones.size, new Date(runDate).toISOString().replace('T', ' ').replace('Z', ''), `Salem All Pets Report ${isoDate(runDate)}`, per[k],
        new Date(runDate + 5 * 60_000)],
    );
    await client.query(
      `INSERT INTO report_zone_groups (report_id, code, location, animal_count) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::int4[])`,
      [id, [...zones.keys()], [...zones.keys()].map((c) => ZONES.find((z) => z.code === c).location), [...zones.values()]],
    );
    const t = performance.now();
    await client.query(INSERT_ANIMALS, cols);
    insertMs += performance.now() - t;
    inserted += animals.length;
    await client.query('COMMIT');
  }
  const totalMs = performance.now() - t0;
  return { reportIds: ids, latestId: ids.at(-1), rows: inserted, reports, totalMs, insertMs, rowsPerSec: inserted / (totalMs / 1000), population: pool.length };
}

/** Brings the statistics and the visibility map up to date, as autovacuum would after a bulk load. */
export async function analyze(client) {
  const t0 = performance.now();
  await client.query('VACUUM (ANALYZE) reports, report_zone_groups, report_animals');
  return performance.now() - t0;
}

/** `postgres://…/postgres` → the same server, database `name`. */
export function databaseUrl(adminUrl, name) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops (and re-creates, unless create is false) a database on the server of adminUrl. */
export async function resetDatabase(adminUrl, name, create = true) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (create) await c.query(`CREATE DATABASE "${name}"`);
  } finally {
    await c.end();
  }
}
