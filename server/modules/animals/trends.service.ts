import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { SettingsService } from '../../common/settings/settings.service.js';
import { wallClock } from '../../common/time.js';
import { LATEST } from './animal-page.sql.js';
import type { AppSettingsInput, AppSettingsModel, LengthOfStayModel, PopulationPointModel, PopulationTrendModel, StayFiguresModel, TrendRangeInput } from './trends.model.js';

/** Longest range a trend covers, and the longest long-stay list served. */
export const TREND_MAX_DAYS = 366;
export const LONG_STAY_LIMIT = 200;
const DAY_MS = 86_400_000;
/** The species filter on `a`: parameter `$n` is the list asked for, or null for every species. */
const speciesIn = (n: number) => `($${n}::text[] IS NULL OR a.species = ANY($${n}::text[]))`;

/**
 * Figures over report history (issue 18): each committed report is a dated snapshot, so population over time is
 * one point per report, and length of stay is read from the Days column the report prints.
 */
@Injectable()
export class TrendsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** Committed reports with a Run Date in the range (by default the 30 days up to the latest report), oldest first. */
  async populationTrend(range: TrendRangeInput = {}): Promise<PopulationTrendModel> {
    const { from, to } = await this.range(range);
    const severity = await this.settings.get('behaviorAlertSeverity');
    // $3: the species asked for, or null for all.
    const params = [from, addDays(to, 1), range.species?.length ? range.species : null];
    const points: (Omit<PopulationPointModel, 'byZone' | 'bySpecies' | 'reportDate'> & { reportDate: Date | null })[] = await this.db.query(
      `SELECT r.id AS "reportId", r.report_date AS "reportDate", count(a.id)::int AS total,
              count(a.id) FILTER (WHERE a.behavior_severity_code ~ '^[1-3][AB]$' AND a.behavior_severity_code >= $4)::int AS "behaviorFlagged",
              round(avg(a.days_in_care)::numeric, 1)::float AS "averageDaysInCare"
       FROM reports r LEFT JOIN report_animals a ON a.report_id = r.id AND ${speciesIn(3)}
       WHERE r.state = 'complete' AND r.report_date >= $1::date AND r.report_date < $2::date
       GROUP BY r.id ORDER BY r.report_date, r.committed_at`,
      [...params, severity],
    );
    const breakdown = async (columns: string, count = 1) =>
      (await this.db.query(
        `SELECT a.report_id AS id, ${columns}, count(*)::int AS count
         FROM report_animals a JOIN reports r ON r.id = a.report_id
         WHERE r.state = 'complete' AND r.report_date >= $1::date AND r.report_date < $2::date AND ${speciesIn(3)}
         GROUP BY 1, 2${count === 2 ? ', 3' : ''} ORDER BY 2${count === 2 ? ', 3' : ''}`,
        params,
      )) as { id: string; key: string; zoneCode: string; species: string; count: number }[];
    const [zones, species, both] = await Promise.all([
      breakdown('a.zone_code AS key'),
      breakdown(`COALESCE(a.species, 'UNKNOWN') AS key`),
      breakdown(`a.zone_code AS "zoneCode", COALESCE(a.species, 'UNKNOWN') AS species`, 2),
    ]);
    const of = (rows: typeof zones, id: string) => rows.filter((r) => r.id === id).map(({ key, count }) => ({ key, count }));
    return {
      from,
      to,
      points: points.map((p) => ({
        ...p,
        reportDate: wallClock(p.reportDate),
        byZone: of(zones, p.reportId),
        bySpecies: of(species, p.reportId),
        byZoneSpecies: both.filter((r) => r.id === p.reportId).map(({ zoneCode, species, count }) => ({ zoneCode, species, count })),
      })),
    };
  }

  /** Median, 90th percentile and average of Days, overall and per zone, and the long-stay list over the threshold. */
  async lengthOfStay(reportId?: string, threshold?: number, species?: string[]): Promise<LengthOfStayModel> {
    const longStayDays = threshold ?? (await this.settings.get('longStayDays'));
    const report = await this.report(reportId);
    const empty: StayFiguresModel = { zoneCode: null, zoneLocation: null, animals: 0, median: null, p90: null, average: null };
    if (!report) return { reportId: null, reportDate: null, overall: empty, byZone: [], longStayDays, longStayCount: 0, longStay: [] };
    const figures: (StayFiguresModel & { grouped: number })[] = await this.db.query(
      `SELECT zone_code AS "zoneCode", min(zone_location) AS "zoneLocation", count(days_in_care)::int AS animals,
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY days_in_care)::numeric, 1)::float AS median,
              round(percentile_cont(0.9) WITHIN GROUP (ORDER BY days_in_care)::numeric, 1)::float AS p90,
              round(avg(days_in_care)::numeric, 1)::float AS average, GROUPING(zone_code) AS grouped
       FROM report_animals a WHERE report_id = $1 AND ${speciesIn(2)} GROUP BY ROLLUP(zone_code) ORDER BY grouped DESC, zone_code`,
      [report.id, species?.length ? species : null],
    );
    const long = await this.db.query(
      `SELECT animal_id AS "animalId", name, species, zone_code AS "zoneCode", kennel, status_code AS "statusCode", days_in_care AS "daysInCare",
              count(*) OVER ()::int AS total
       FROM report_animals a WHERE report_id = $1 AND days_in_care > $2 AND ${speciesIn(3)}
       ORDER BY days_in_care DESC, animal_id LIMIT ${LONG_STAY_LIMIT}`,
      [report.id, longStayDays, species?.length ? species : null],
    );
    const strip = ({ grouped: _, ...f }: StayFiguresModel & { grouped: number }): StayFiguresModel => f;
    return {
      reportId: report.id,
      reportDate: wallClock(report.report_date),
      overall: { ...strip(figures.find((f) => f.grouped === 1)!), zoneCode: null, zoneLocation: null },
      byZone: figures.filter((f) => f.grouped === 0).map(strip),
      longStayDays,
      longStayCount: long[0]?.total ?? 0,
      longStay: long.map(({ total: _, ...animal }: { total: number }) => animal),
    };
  }

  async settingsView(): Promise<AppSettingsModel> {
    return this.settings.all();
  }

  async updateSettings(input: AppSettingsInput, auth: AuthContext, meta?: ClientMeta): Promise<AppSettingsModel> {
    return this.settings.update(input, auth.user, meta?.ip ?? null);
  }

  /** The report by id or tempId (committed), else the latest; null when there is none. */
  private async report(idOrTempId?: string): Promise<{ id: string; report_date: Date | null } | null> {
    if (!idOrTempId) {
      const [row] = await this.db.query(`SELECT id, report_date FROM reports WHERE id = (${LATEST})`);
      return row ?? null;
    }
    const [row] = await this.db.query(`SELECT id, report_date, state FROM reports WHERE ${isUUID(idOrTempId) ? 'id = $1::uuid' : 'temp_id = $1'}`, [idOrTempId]);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, `Report ${idOrTempId} not found`);
    if (row.state !== 'complete') throw new AppError(ErrorCode.CONFLICT, `This report is ${row.state}, not committed: it has no figures yet.`);
    return row;
  }

  /** The asked range, defaulted and checked: from ≤ to, at most TREND_MAX_DAYS days. */
  private async range(range: TrendRangeInput): Promise<{ from: string; to: string }> {
    let { from, to } = range;
    if (to === undefined || to === null) {
      const [latest] = await this.db.query(`SELECT to_char(report_date, 'YYYY-MM-DD') AS day FROM reports WHERE id = (${LATEST})`);
      to = (latest?.day as string | null) ?? new Date().toISOString().slice(0, 10);
    }
    from ??= addDays(to, -29);
    const bad = (message: string) => new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: { from: message } });
    if (addDays(from, 0) !== from || addDays(to, 0) !== to) throw bad('from and to must be real dates');
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw bad('from must not be after to');
    if (days > TREND_MAX_DAYS) throw bad(`A trend covers at most ${TREND_MAX_DAYS} days`);
    return { from, to };
  }
}

/** `YYYY-MM-DD` plus `n` days. */
function addDays(day: string, n: number): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? 'invalid' : new Date(at + n * DAY_MS).toISOString().slice(0, 10);
}
