import type { EntityManager } from 'typeorm';

/**
 * Movements between report snapshots (issue 18). Every committed report is a dated snapshot of who is in which
 * kennel; its movements are what changed since the committed report before it by Run Date: animals that arrived,
 * that left, that moved (kennel or zone) or that changed (status, sub-status or adoption level, same place).
 *
 * They are computed in SQL when a report commits and stored, and recomputed for the report after it, whose
 * "before" may now be this one; deleting a report recomputes the report after it the same way. One advisory lock
 * serialises these writes, so two commits at once never leave a neighbour compared against the wrong report.
 */

/** Report order: Run Date (a report without one sorts first), then commit time. `latestEntity` is its last. */
const RUN_DATE = `COALESCE(report_date, '-infinity'::timestamp)`;
const COMMITTED = 'COALESCE(committed_at, created_at)';
const MOVEMENTS_LOCK = 1_764_816_000;

/** The fields compared, as [change name, column]. */
const COMPARED = [
  ['zone', 'zone_code'],
  ['kennel', 'kennel'],
  ['status', 'status_code'],
  ['subStatus', 'sub_status_code'],
  ['adoptionLevel', 'adoption_level'],
] as const;

const placement = (t: string) =>
  `jsonb_build_object('name', ${t}.name, 'species', ${t}.species, 'kennel', ${t}.kennel, 'zoneCode', ${t}.zone_code, 'zoneLocation', ${t}.zone_location,
    'statusCode', ${t}.status_code, 'subStatusCode', ${t}.sub_status_code, 'adoptionLevel', ${t}.adoption_level)`;

const MOVEMENTS_SQL = `
  INSERT INTO report_movements (report_id, animal_id, kind, changes, before, after)
  SELECT $1, COALESCE(c.animal_id, p.animal_id),
    CASE WHEN p.animal_id IS NULL THEN 'arrived'
         WHEN c.animal_id IS NULL THEN 'left'
         WHEN c.zone_code IS DISTINCT FROM p.zone_code OR c.kennel IS DISTINCT FROM p.kennel THEN 'moved'
         ELSE 'changed' END,
    CASE WHEN p.animal_id IS NULL OR c.animal_id IS NULL THEN '{}'::text[]
         ELSE array_remove(ARRAY[${COMPARED.map(([name, col]) => `CASE WHEN c.${col} IS DISTINCT FROM p.${col} THEN '${name}' END`).join(', ')}], NULL) END,
    CASE WHEN p.animal_id IS NULL THEN NULL ELSE ${placement('p')} END,
    CASE WHEN c.animal_id IS NULL THEN NULL ELSE ${placement('c')} END
  FROM (SELECT * FROM report_animals WHERE report_id = $1) c
  FULL JOIN (SELECT * FROM report_animals WHERE report_id = $2) p ON p.animal_id = c.animal_id
  WHERE p.animal_id IS NULL OR c.animal_id IS NULL
     OR (${COMPARED.map(([, col]) => `c.${col}`).join(', ')}) IS DISTINCT FROM (${COMPARED.map(([, col]) => `p.${col}`).join(', ')})`;

/** The committed report just before (`<`) or after (`>`) a report in report order (id breaks a tie). */
async function neighbour(tx: EntityManager, reportId: string, side: '<' | '>'): Promise<string | null> {
  const direction = side === '<' ? 'DESC' : 'ASC';
  const [row] = await tx.query(
    `SELECT id FROM reports WHERE state = 'complete' AND id <> $1
       AND (${RUN_DATE}, ${COMMITTED}, id) ${side} (SELECT ${RUN_DATE}, ${COMMITTED}, id FROM reports WHERE id = $1)
     ORDER BY ${RUN_DATE} ${direction}, ${COMMITTED} ${direction}, id ${direction} LIMIT 1`,
    [reportId],
  );
  return (row?.id as string | undefined) ?? null;
}

/** Stores the movements of one committed report against the committed report before it (none for the first). */
async function compute(tx: EntityManager, reportId: string): Promise<void> {
  const previous = await neighbour(tx, reportId, '<');
  await tx.query('DELETE FROM report_movements WHERE report_id = $1', [reportId]);
  await tx.query('UPDATE reports SET previous_report_id = $2 WHERE id = $1', [reportId, previous]);
  if (previous) await tx.query(MOVEMENTS_SQL, [reportId, previous]);
}

/**
 * Takes the movements lock for the rest of the transaction. A commit takes it first, before it writes any row: a
 * delete takes it before it deletes, so the two always meet at this lock and never hold each other's rows.
 */
export async function lockMovements(tx: EntityManager): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MOVEMENTS_LOCK]);
}

/** Inside the commit's transaction, once the report is complete: its movements, and those of the report after it. */
export async function recordMovements(tx: EntityManager, reportId: string): Promise<void> {
  await lockMovements(tx);
  await compute(tx, reportId);
  const next = await neighbour(tx, reportId, '>');
  if (next) await compute(tx, next);
}

/**
 * Inside a delete's transaction, before the report goes: returns a function to call after it has gone, which
 * compares the report that came after it against the one before it.
 */
export async function beforeReportDelete(tx: EntityManager, reportId: string): Promise<() => Promise<void>> {
  await lockMovements(tx);
  const next = await neighbour(tx, reportId, '>');
  return async () => {
    if (next) await compute(tx, next);
  };
}

/** Every committed report against the one before it, oldest first: fills the table for reports committed before it existed. */
export async function recomputeAllMovements(tx: EntityManager): Promise<number> {
  await lockMovements(tx);
  const rows: { id: string }[] = await tx.query(`SELECT id FROM reports WHERE state = 'complete' ORDER BY ${RUN_DATE}, ${COMMITTED}, id`);
  for (const { id } of rows) await compute(tx, id);
  return rows.length;
}
