import type { AnimalModel, AnimalPageModel } from './animal.model.js';
import { CENTERS, SORT_COLUMNS, type AnimalQueryInput, type SortKey } from './dto/animal-query.input.js';

/**
 * The SQL of the animal pages, apart from the service so that the benchmark's bare baseline (bench/) runs
 * exactly these statements.
 */
export const COLUMNS = `a.report_id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, a.weight, a.kennel, a.zone_code, a.zone_location,
  a.status_code, a.sub_status_code, a.adoption_level, a.behavior_severity_code, to_char(a.intake_date, 'YYYY-MM-DD') AS intake_date,
  a.days_in_care, a.page, a.location`;

/** The newest committed report: its animals are the shelter's current population. */
export const LATEST = `SELECT id FROM reports WHERE state = 'complete' ORDER BY report_date DESC NULLS LAST, committed_at DESC LIMIT 1`;

export interface Row {
  report_id: string;
  animal_id: string;
  name: string | null;
  species: string | null;
  breed: string | null;
  sex: string | null;
  age: string | null;
  weight: number | null;
  kennel: string | null;
  zone_code: string;
  zone_location: string;
  status_code: string | null;
  sub_status_code: string | null;
  adoption_level: string | null;
  behavior_severity_code: string | null;
  intake_date: string | null;
  days_in_care: number | null;
  page: number;
  location: string;
}

export function toModel(r: Row): AnimalModel {
  return {
    animal_id: r.animal_id,
    reportId: r.report_id,
    name: r.name,
    species: r.species,
    breed: r.breed,
    sex: r.sex,
    age: r.age,
    weight: r.weight,
    kennel: r.kennel,
    zoneCode: r.zone_code,
    zone_code: r.zone_code,
    zone: r.zone_code,
    zone_location: r.zone_location,
    statusCode: r.status_code,
    status_code: r.status_code,
    sub_status_code: r.sub_status_code,
    adoptionLevel: r.adoption_level,
    adoption_level: r.adoption_level,
    behavior_severity_code: r.behavior_severity_code,
    intakeDate: r.intake_date,
    daysInCare: r.days_in_care,
    page: r.page,
    location: r.location,
  };
}

/** `L2`, `2`, `Level 2` → `L2`. */
export function adoptionLevel(value: string): string {
  const m = /^(?:l|level\s*)?([1-4])$/i.exec(value.trim());
  return m ? `L${m[1]}` : value.toUpperCase();
}

export const given = (v: string | undefined) => v !== undefined && v !== '' && v.toLowerCase() !== 'all';

/** The report of `reportAnimals`: by id, or by the upload's tempId. */
export const REPORT_BY_ID = `SELECT id FROM reports WHERE id = $1 AND state = 'complete'`;
export const REPORT_BY_TEMP_ID = `SELECT id FROM reports WHERE temp_id = $1 AND state = 'complete'`;

export type PageQuery = Pick<AnimalQueryInput, 'center' | 'search' | 'zone' | 'status' | 'adoption' | 'behavior' | 'sort' | 'dir'> & { page: number; limit: number };

/**
 * One page and its total in one statement; `report` is SQL naming the report (its parameters first). The
 * count is its own aggregate, which an index answers without reading rows: a window count would read every
 * matching row at full width for each page. A page past the end still carries the total; no report, no rows.
 */
export function pageStatement(report: string, reportParams: unknown[], q: PageQuery): { text: string; values: unknown[] } {
  const params: unknown[] = [...reportParams];
  const where = ['a.report_id = r.id'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.center) add('a.location = ?', CENTERS[q.center as keyof typeof CENTERS]);
  if (given(q.zone)) add('a.zone_code = ?', q.zone!.toUpperCase());
  if (given(q.status)) add('a.status_code = ?', q.status!.toUpperCase());
  if (given(q.adoption)) add('a.adoption_level = ?', adoptionLevel(q.adoption!));
  if (given(q.behavior)) add('a.behavior_severity_code = ?', q.behavior!.toUpperCase());
  if (q.search) {
    params.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    where.push(`(a.animal_id ILIKE ${p} OR a.name ILIKE ${p} OR a.species ILIKE ${p} OR a.breed ILIKE ${p} OR a.kennel ILIKE ${p})`);
  }
  const column = SORT_COLUMNS[q.sort as SortKey] ?? 'animal_id';
  const dir = q.dir === 'desc' ? 'DESC' : 'ASC';
  const order = column === 'animal_id' ? `a.animal_id ${dir}` : `a.${column} ${dir} NULLS LAST, a.animal_id ASC`;
  params.push(q.limit, (q.page - 1) * q.limit);
  const filter = where.join(' AND ');
  return {
    text: `WITH r AS (${report}),
       m AS (SELECT count(*)::int AS total FROM report_animals a, r WHERE ${filter})
       SELECT r.id AS rid, m.total, p.* FROM r CROSS JOIN m LEFT JOIN LATERAL (
         SELECT ${COLUMNS} FROM report_animals a WHERE ${filter}
         ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}) p ON true`,
    values: params,
  };
}

/** The page of `pageStatement`'s rows, or null when the report was not found. */
export function pageOf(rows: (Row & { rid: string; total: number })[], q: Pick<PageQuery, 'page' | 'limit'>): AnimalPageModel | null {
  if (rows.length === 0) return null;
  const items = rows.filter((row) => row.animal_id !== null).map(toModel);
  return { items, total: rows[0].total, page: q.page, limit: q.limit, reportId: rows[0].rid };
}
