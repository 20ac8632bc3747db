import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, In } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { ZoneCapacityEntity } from './animal.entity.js';
import type { ZoneCapacityInput } from './dto/zone-capacity.input.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { wallClock } from '../../common/time.js';
import { AdoptionLevelStatsModel, AnimalCurrentModel, AnimalHistoryEntryModel, ZoneOccupancyModel, AnimalPageModel, PopulationStatsModel } from './animal.model.js';
import { COLUMNS, LATEST, REPORT_BY_ID, REPORT_BY_TEMP_ID, pageOf, pageStatement, toModel, type Row } from './animal-page.sql.js';
import type { AnimalQueryInput } from './dto/animal-query.input.js';

/** How many reports an animal's history lists. */
export const HISTORY_LIMIT = 100;

@Injectable()
export class AnimalsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  private async latestId(): Promise<string | null> {
    const [row] = await this.db.query(LATEST);
    return row?.id ?? null;
  }

  /** Animals of one committed report, filtered, sorted and paged in SQL. */
  async reportAnimals(reportId: string, q: AnimalQueryInput): Promise<AnimalPageModel> {
    const page = await this.page(isUUID(reportId) ? REPORT_BY_ID : REPORT_BY_TEMP_ID, [reportId], q);
    if (!page) throw new AppError(ErrorCode.NOT_FOUND, `Report ${reportId} not found`);
    return page;
  }

  /** The current directory: the latest report's animals, with the same filters. */
  async directory(q: AnimalQueryInput): Promise<AnimalPageModel> {
    return (await this.page(LATEST, [], q)) ?? { items: [], total: 0, page: q.page, limit: q.limit, reportId: null };
  }

  private async page(report: string, reportParams: unknown[], q: AnimalQueryInput): Promise<AnimalPageModel | null> {
    const { text, values } = pageStatement(report, reportParams, q);
    return pageOf(await this.db.query(text, values), q);
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

  /** The animal's row in each committed report, newest Run Date first (at most HISTORY_LIMIT reports). */
  async history(animalId: string): Promise<AnimalHistoryEntryModel[]> {
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT a.report_id, r.report_date, a.kennel, a.zone_code, a.zone_location, a.status_code, a.sub_status_code, a.adoption_level,
              a.behavior_severity_code, a.days_in_care
       FROM report_animals a JOIN reports r ON r.id = a.report_id
       WHERE a.animal_id = $1 AND r.state = 'complete'
       ORDER BY r.report_date DESC NULLS LAST, r.committed_at DESC LIMIT ${HISTORY_LIMIT}`,
      [animalId.trim().toUpperCase()],
    );
    if (rows.length === 0) throw new AppError(ErrorCode.NOT_FOUND, 'No details found for this animal');
    return rows.map((r) => ({
      reportId: r.report_id as string,
      reportDate: wallClock(r.report_date as Date | null),
      kennel: r.kennel as string | null,
      zoneCode: r.zone_code as string,
      zoneLocation: r.zone_location as string,
      statusCode: r.status_code as string | null,
      subStatusCode: r.sub_status_code as string | null,
      adoptionLevel: r.adoption_level as string | null,
      behaviorSeverityCode: r.behavior_severity_code as string | null,
      daysInCare: r.days_in_care as number | null,
    }));
  }

  async population(): Promise<PopulationStatsModel> {
    const id = await this.latestId();
    if (!id) return { totalAnimals: 0, occupancyRate: null, capacity: null, zonesWithoutCapacity: 0, reportId: null };
    const [c] = await this.db.query('SELECT count(*)::int AS n FROM report_animals WHERE report_id = $1', [id]);
    // The same report's zones as its count: a commit in between must not mix two reports.
    const zones = await this.occupancy(id);
    const capped = zones.filter((z) => z.capacity !== null);
    const capacity = capped.reduce((sum, z) => sum + z.capacity!, 0);
    return {
      totalAnimals: c.n,
      occupancyRate: capped.length ? rate(capped.reduce((sum, z) => sum + z.occupied, 0), capacity) : null,
      capacity: capped.length ? capacity : null,
      zonesWithoutCapacity: zones.filter((z) => z.capacity === null).length,
      reportId: id,
    };
  }

  /** Each Salem zone of the latest report (or of `reportId`), and each zone with a capacity: animals against kennels. */
  async occupancy(reportId?: string): Promise<ZoneOccupancyModel[]> {
    const rows: { code: string; location: string | null; occupied: number | null; capacity: number | null; updated_at: Date | null }[] = await this.db.query(
      `SELECT COALESCE(z.code, c.zone_code) AS code, z.location, z.animal_count AS occupied, c.capacity, c.updated_at
       FROM (SELECT code, location, animal_count FROM report_zone_groups WHERE report_id = ${reportId ? '$1::uuid' : `(${LATEST})`}) z
       FULL JOIN zone_capacities c ON c.zone_code = z.code
       ORDER BY 1`,
      reportId ? [reportId] : [],
    );
    return rows.map((r) => ({
      zoneCode: r.code,
      zoneLocation: r.location,
      occupied: r.occupied ?? 0,
      capacity: r.capacity,
      occupancyRate: r.capacity ? rate(r.occupied ?? 0, r.capacity) : null,
      capacityUpdatedAt: r.updated_at,
    }));
  }

  /**
   * Sets (or, with null, clears) the kennel capacity of zones that committed reports name; each change is
   * audited. Answers the zones as occupancy() does.
   */
  async setCapacities(input: ZoneCapacityInput[], auth: AuthContext, meta?: ClientMeta): Promise<ZoneOccupancyModel[]> {
    const codes = input.map((z) => z.zoneCode);
    const repeated = codes.find((code, i) => codes.indexOf(code) !== i);
    if (repeated) throw new AppError(ErrorCode.VALIDATION_FAILED, `Zone ${repeated} is listed twice.`, { fields: { capacities: `Zone ${repeated} is listed twice.` } });
    const known: { code: string }[] = await this.db.query(
      'SELECT code FROM report_zone_groups WHERE code = ANY($1) UNION SELECT zone_code FROM zone_capacities WHERE zone_code = ANY($1)',
      [codes],
    );
    const unknown = codes.filter((code) => !known.some((k) => k.code === code));
    if (unknown.length) {
      const message = `No committed report has zone ${unknown.join(', ')}: capacity is set for the zones the reports print.`;
      throw new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: { capacities: message } });
    }
    const changes = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(ZoneCapacityEntity);
      const before = new Map((await repo.findBy({ zoneCode: In(codes) })).map((z) => [z.zoneCode, z.capacity]));
      const out: { zone: string; from: number | null; to: number | null }[] = [];
      for (const { zoneCode, capacity } of input) {
        const from = before.get(zoneCode) ?? null;
        if (from === (capacity ?? null)) continue;
        if (capacity === null || capacity === undefined) await repo.delete({ zoneCode });
        else await repo.upsert({ zoneCode, capacity, updatedBy: auth.user.id }, ['zoneCode']);
        out.push({ zone: zoneCode, from, to: capacity ?? null });
      }
      return out;
    });
    for (const change of changes) await this.audit.record('settings.zone_capacity', auth.user, `zone:${change.zone}`, change, meta?.ip ?? null);
    return this.occupancy();
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

/** occupied ÷ capacity, to four decimals (0.8462). */
function rate(occupied: number, capacity: number): number {
  return Math.round((occupied / capacity) * 10_000) / 10_000;
}
