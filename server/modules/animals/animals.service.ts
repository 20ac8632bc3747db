import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { wallClock } from '../reports/reports.model.js';
import { AdoptionLevelStatsModel, AnimalCurrentModel, AnimalModel, AnimalPageModel, PopulationStatsModel } from './animal.model.js';
import { CENTERS, SORT_COLUMNS, type AnimalQueryInput, type SortKey } from './dto/animal-query.input.js';

const COLUMNS = `a.report_id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, a.weight, a.kennel, a.zone_code, a.zone_location,
  a.status_code, a.sub_status_code, a.adoption_level, a.behavior_severity_code, to_char(a.intake_date, 'YYYY-MM-DD') AS intake_date,
  a.days_in_care, a.page, a.location`;

/** The newest committed report: its animals are the shelter's current population. */
const LATEST = `SELECT id FROM reports WHERE state = 'complete' ORDER BY report_date DESC NULLS LAST, committed_at DESC LIMIT 1`;

interface Row {
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

function toModel(r: Row): AnimalModel {
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
function adoptionLevel(value: string): string {
  const m = /^(?:l|level\s*)?([1-4])$/i.exec(value.trim());
  return m ? `L${m[1]}` : value.toUpperCase();
}

const given = (v: string | undefined) => v !== undefined && v !== '' && v.toLowerCase() !== 'all';

@Injectable()
export class AnimalsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private async latestId(): Promise<string | null> {
    const [row] = await this.db.query(LATEST);
    return row?.id ?? null;
  }

  /** Animals of one committed report, filtered, sorted and paged in SQL. */
  async reportAnimals(reportId: string, q: AnimalQueryInput): Promise<AnimalPageModel> {
    const report = isUUID(reportId)
      ? `SELECT id FROM reports WHERE id = $1 AND state = 'complete'`
      : `SELECT id FROM reports WHERE temp_id = $1 AND state = 'complete'`;
    const page = await this.page(report, [reportId], q);
    if (!page) throw new AppError(ErrorCode.NOT_FOUND, `Report ${reportId} not found`);
    return page;
  }

  /** The current directory: the latest report's animals, with the same filters. */
  async directory(q: AnimalQueryInput): Promise<AnimalPageModel> {
    return (await this.page(LATEST, [], q)) ?? { items: [], total: 0, page: q.page, limit: q.limit, reportId: null };
  }

  /**
   * One page and its total in one round trip; null when `report` (SQL naming the report) finds none. The
   * count is its own aggregate, which an index answers without reading rows: a window count would read
   * every matching row at full width for each page. A page past the end still carries the total.
   */
  private async page(report: string, reportParams: unknown[], q: AnimalQueryInput): Promise<AnimalPageModel | null> {
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
    const rows: (Row & { rid: string; total: number })[] = await this.db.query(
      `WITH r AS (${report}),
       m AS (SELECT count(*)::int AS total FROM report_animals a, r WHERE ${filter})
       SELECT r.id AS rid, m.total, p.* FROM r CROSS JOIN m LEFT JOIN LATERAL (
         SELECT ${COLUMNS} FROM report_animals a WHERE ${filter}
         ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}) p ON true`,
      params,
    );
    if (rows.length === 0) return null;
    const items = rows.filter((row) => row.animal_id !== null).map(toModel);
    return { items, total: rows[0].total, page: q.page, limit: q.limit, reportId: rows[0].rid };
  }

  /** An animal's latest appearance in any committed report. */
  async current(animalId: string): Promise<AnimalCurrentModel> {
    const [row]: (Row & { report_date: Date | null; latest_id: string | null })[] = await this.db.query(
      `SELECT ${COLUMNS}, r.report_date, (${LATEST}) AS latest_id FROM report_animals a JOIN reports r ON r.id = a.report_id
       WHERE a.animal_id = $1 AND r.state = 'complete' ORDER BY r.report_date DESC NULLS LAST, r.committed_at DESC LIMIT 1`,
      [animalId.trim().toUpperCase()],
    );
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No details found for this animal');
    return { ...toModel(row), last_updated: wallClock(row.report_date), inCurrentPopulation: row.latest_id === row.report_id };
  }

  async population(): Promise<PopulationStatsModel> {
    const id = await this.latestId();
    if (!id) return { totalAnimals: 0, occupancyRate: null, reportId: null };
    const [c] = await this.db.query('SELECT count(*)::int AS n FROM report_animals WHERE report_id = $1', [id]);
    return { totalAnimals: c.n, occupancyRate: null, reportId: id };
  }

  async adoptionLevels(): Promise<AdoptionLevelStatsModel> {
    const out: AdoptionLevelStatsModel = { L1: 0, L2: 0, L3: 0, L4: 0, unassessed: 0 };
    const id = await this.latestId();
    if (!id) return out;
    const rows: { level: string | null; n: number }[] = await this.db.query(
      'SELECT adoption_level AS level, count(*)::int AS n FROM report_animals WHERE report_id = $1 GROUP BY adoption_level',
      [id],
    );
    for (const r of rows) {
      if (r.level === 'L1' || r.level === 'L2' || r.level === 'L3' || r.level === 'L4') out[r.level] = r.n;
      else out.unassessed += r.n;
    }
    return out;
  }
}
