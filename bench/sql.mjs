// The SQL of the animal pages, imported from the built server (server/modules/animals/animal-page.sql.ts), so
// that the baseline (bench/baseline.mjs) and bench/explain.mjs run exactly the statements the server runs.
// bench/run.mjs also checks before measuring that all four targets answer the same ids and total.
import 'reflect-metadata';

export { COLUMNS, LATEST, REPORT_BY_ID, pageOf, pageStatement, toModel } from '../dist/server/modules/animals/animal-page.sql.js';
import { pageOf, pageStatement } from '../dist/server/modules/animals/animal-page.sql.js';

/** The query string of a page request as the REST door reads it (defaults of AnimalQueryInput). */
export function pageQueryOf(q) {
  return {
    ...q,
    center: q.center ? String(q.center).trim().toLowerCase() : undefined,
    search: q.search?.trim() || undefined,
    zone: q.zone?.trim(),
    status: q.status?.trim(),
    adoption: q.adoption?.trim(),
    behavior: q.behavior?.trim(),
    sort: q.sort ?? 'animal_id',
    dir: String(q.dir ?? 'asc').toLowerCase(),
    page: Number(q.page ?? 1),
    limit: Number(q.limit ?? 25),
  };
}

/** One page the way `AnimalsService` runs it: one statement; null when `report` names no committed report. */
export async function runPage(db, report, reportParams, rawQuery) {
  const q = pageQueryOf(rawQuery);
  const { text, values } = pageStatement(report, reportParams, q);
  return pageOf((await db.query(text, values)).rows, q);
}
