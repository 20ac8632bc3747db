// The SQL of the animal pages, copied from server/modules/animals/animals.service.ts so that the baseline
// (bench/baseline.mjs) and bench/explain.mjs run exactly what the server runs. Keep in step with that file:
// bench/run.mjs checks before measuring that all four targets answer the same ids and total.

export const COLUMNS = `a.report_id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, a.weight, a.kennel, a.zone_code, a.zone_location,
  a.status_code, a.sub_status_code, a.adoption_level, a.behavior_severity_code, to_char(a.intake_date, 'YYYY-MM-DD') AS intake_date,
  a.days_in_care, a.page, a.location`;

/** The newest committed report (`directory`, `latestReport`). */
export const LATEST = `SELECT id FROM reports WHERE state = 'complete' ORDER BY report_date DESC NULLS LAST, committed_at DESC LIMIT 1`;

/** The existence check of `reportAnimals` for a uuid (a tempId uses `temp_id = $1`). */
export const REPORT_BY_ID = `SELECT id FROM reports WHERE id = $1 AND state = 'complete'`;

/** server/modules/animals/dto/animal-query.input.ts */
export const SORT_COLUMNS = {
  animal_id: 'animal_id', name: 'name', species: 'species', breed: 'breed', sex: 'sex', age: 'age', weight: 'weight',
  kennel: 'kennel', zone: 'zone_code', zone_code: 'zone_code', zoneCode: 'zone_code', location: 'location',
  status: 'status_code', status_code: 'status_code', statusCode: 'status_code', adoption: 'adoption_level',
  adoption_level: 'adoption_level', adoptionLevel: 'adoption_level', behavior: 'behavior_severity_code',
  intake_date: 'intake_date', intakeDate: 'intake_date', days: 'days_in_care', daysInCare: 'days_in_care', page: 'page',
};
export const CENTERS = { salem: 'SALEM', methuen: 'METHUEN', boston: 'BOSTON', cape: 'CENTERVILLE', centerville: 'CENTERVILLE' };

const given = (v) => v !== undefined && v !== null && v !== '' && String(v).toLowerCase() !== 'all';

/** `L2`, `2`, `Level 2` → `L2`. */
function adoptionLevel(value) {
  const m = /^(?:l|level\s*)?([1-4])$/i.exec(value.trim());
  return m ? `L${m[1]}` : value.toUpperCase();
}

/**
 * The page query of `AnimalsService.page` and its count fallback (used only when the page is past the end).
 * `q`: { center, search, zone, status, adoption, behavior, sort = 'animal_id', dir = 'asc', page = 1, limit = 25 }.
 */
export function pageQuery(reportId, q) {
  const page = Number(q.page ?? 1);
  const limit = Number(q.limit ?? 25);
  const where = ['a.report_id = $1'];
  const params = [reportId];
  const add = (sql, value) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.center) add('a.location = ?', CENTERS[String(q.center).trim().toLowerCase()]);
  if (given(q.zone)) add('a.zone_code = ?', q.zone.trim().toUpperCase());
  if (given(q.status)) add('a.status_code = ?', q.status.trim().toUpperCase());
  if (given(q.adoption)) add('a.adoption_level = ?', adoptionLevel(q.adoption));
  if (given(q.behavior)) add('a.behavior_severity_code = ?', q.behavior.trim().toUpperCase());
  if (q.search) {
    params.push(`%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    where.push(`(a.animal_id ILIKE ${p} OR a.name ILIKE ${p} OR a.species ILIKE ${p} OR a.breed ILIKE ${p} OR a.kennel ILIKE ${p})`);
  }
  const column = SORT_COLUMNS[q.sort ?? 'animal_id'] ?? 'animal_id';
  const dir = String(q.dir ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  const order = column === 'animal_id' ? `a.animal_id ${dir}` : `a.${column} ${dir} NULLS LAST, a.animal_id ASC`;
  params.push(limit, (page - 1) * limit);
  return {
    page,
    limit,
    text: `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM report_animals a WHERE ${where.join(' AND ')}
       ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    values: params,
    countText: `SELECT count(*)::int AS total FROM report_animals a WHERE ${where.join(' AND ')}`,
    countValues: params.slice(0, -2),
  };
}

/** `toModel` of the service: every spelling the REST door answers with. */
export function toModel(r) {
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

/** One page the way `AnimalsService.page` builds it: the window-count query, then the count only past the end. */
export async function runPage(db, reportId, q) {
  const sql = pageQuery(reportId, q);
  const { rows } = await db.query(sql.text, sql.values);
  let total = rows[0]?.total;
  if (total === undefined) total = (await db.query(sql.countText, sql.countValues)).rows[0].total;
  return { items: rows.map(toModel), total, page: sql.page, limit: sql.limit, reportId };
}
