import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../../common/audit/audit.service.js';
import type { AuthContext, ClientMeta } from '../../../common/auth/auth-context.js';
import { allows } from '../../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../../common/errors/error-codes.js';
import { PUB_SUB } from '../../../common/pubsub/pubsub.module.js';
import { SettingsService } from '../../../common/settings/settings.service.js';
import { LATEST } from '../animal-page.sql.js';
import { candidatesOf, type AlertCandidate, type RuleAnimal, type ZoneMove } from './alert-rules.js';
import { AlertAction, AlertStatus, type AlertAssigneeModel, type AlertModel, type AlertPageModel, type AlertsQuery, type RaiseAlertInput, type UpdateAlertsInput } from './alerts.model.js';

export const ALERT_CHANGED = 'alertChanged';
export const SNOOZE_HOURS = 24;

/** A user's display name in SQL: first and last name, or the email when there is none. */
const displayName = (u: string) => `COALESCE(NULLIF(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.email)`;
const SELECT = `SELECT a.*, u.id AS assignee_uid, ${displayName('u')} AS assignee_name FROM alerts a LEFT JOIN users u ON u.id = a.assignee_id`;

type Row = Record<string, unknown> & { id: string };
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(String(v)).toISOString());

export function toAlert(r: Row): AlertModel {
  return {
    id: r.id,
    ts: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    source: r.source as AlertModel['source'],
    rule: (r.rule as string | null) ?? null,
    animalId: r.animal_id as string,
    name: (r.name as string | null) ?? null,
    species: (r.species as string | null) ?? null,
    severity: r.severity as string,
    zone: (r.zone as string | null) ?? null,
    location: (r.location as string | null) ?? null,
    tags: (r.tags as string[]) ?? [],
    status: r.status as AlertStatus,
    snoozedUntil: iso(r.snoozed_until),
    snippet: r.snippet as string,
    body: r.body as string,
    reportId: (r.report_id as string | null) ?? null,
    suggestedNextSteps: (r.suggested_next_steps as string[]) ?? [],
    assignee: r.assignee_uid ? { id: r.assignee_uid as string, name: r.assignee_name as string } : null,
  };
}

/** The action's status, or null for assign. */
const TARGET: Record<AlertAction, AlertStatus | null> = {
  acknowledge: AlertStatus.acknowledged,
  snooze: AlertStatus.snoozed,
  resolve: AlertStatus.resolved,
  assign: null,
};

/**
 * Alerts that persist (issue 18): raised by the report rules after a commit, by inbound email (alerts-inbound) and
 * by staff notes; listed with the spec's filters; acknowledged, snoozed, resolved and assigned one by one or in
 * bulk. Every change is audited and published on `alertChanged`.
 */
@Injectable()
export class AlertsService {
  private readonly logger = new Logger('Alerts');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** The filters as SQL (`$1` … in `params`); `withStatus` false for the counts, which reflect the other filters. */
  private where(q: AlertsQuery, params: unknown[], withStatus: boolean): string {
    const add = (v: unknown) => `$${params.push(v)}`;
    const parts = ['TRUE'];
    if (q.severity?.length) parts.push(`a.severity = ANY(${add(q.severity)}::text[])`);
    if (q.species?.length) parts.push(`a.species = ANY(${add(q.species)}::text[])`);
    if (q.tags?.length) parts.push(`a.tags && ${add(q.tags)}::text[]`);
    if (withStatus && q.status?.length) parts.push(`a.status = ANY(${add(q.status)}::text[])`);
    const search = q.search?.trim();
    if (search) {
      const p = add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      parts.push(`(a.animal_id ILIKE ${p} OR a.name ILIKE ${p} OR a.snippet ILIKE ${p})`);
    }
    return parts.join(' AND ');
  }

  /** A snooze lasts 24 h: alerts whose snooze ended are new again (done before each read, cheap with the status index). */
  private async wake(): Promise<void> {
    await this.db.query(`UPDATE alerts SET status = 'new', snoozed_until = NULL, updated_at = now() WHERE status = 'snoozed' AND snoozed_until <= now()`);
  }

  async list(q: AlertsQuery): Promise<AlertPageModel> {
    await this.wake();
    const page = q.page ?? 1;
    const limit = q.limit ?? 50;
    const params: unknown[] = [];
    const where = this.where(q, params, true);
    const countParams: unknown[] = [];
    const countWhere = this.where(q, countParams, false);
    const [rows, [total], counts] = await Promise.all([
      this.db.query(`${SELECT} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params) as Promise<Row[]>,
      this.db.query(`SELECT count(*)::int AS n FROM alerts a WHERE ${where}`, params) as Promise<{ n: number }[]>,
      this.db.query(`SELECT a.status, count(*)::int AS n FROM alerts a WHERE ${countWhere} GROUP BY a.status`, countParams) as Promise<{ status: string; n: number }[]>,
    ]);
    const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
    return {
      items: rows.map(toAlert),
      total: total.n,
      counts: { new: count('new'), acknowledged: count('acknowledged'), snoozed: count('snoozed'), resolved: count('resolved') },
    };
  }

  async get(id: string): Promise<AlertModel> {
    if (!isUUID(id)) throw new AppError(ErrorCode.NOT_FOUND, 'Alert not found');
    await this.wake();
    const [row] = (await this.db.query(`${SELECT} WHERE a.id = $1`, [id])) as Row[];
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Alert not found');
    return toAlert(row);
  }

  /** Open alerts: the BETI KPI and the dashboard's counter. */
  async openCount(): Promise<number> {
    await this.wake();
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM alerts WHERE status <> 'resolved'`);
    return row.n as number;
  }

  /** Staff who can take an alert: active users whose role may read alerts. */
  async assignees(): Promise<AlertAssigneeModel[]> {
    const rows: { id: string; name: string; role: string }[] = await this.db.query(
      `SELECT id, role, ${displayName('users')} AS name FROM users WHERE disabled_at IS NULL ORDER BY 3`,
    );
    return rows.filter((r) => allows('alerts.read', r.role as never)).map(({ id, name }) => ({ id, name }));
  }

  /** Acknowledge, snooze (24 h), resolve or assign, on one alert or many, in one transaction; every changed alert is audited and published. */
  async update(input: UpdateAlertsInput, auth: AuthContext, meta?: ClientMeta): Promise<AlertModel[]> {
    const ids = [...new Set(input.ids)];
    if (input.action === AlertAction.assign && input.assigneeId && !(await this.assignees()).some((a) => a.id === input.assigneeId))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'assigneeId must be an active staff member who can see alerts', { field: 'assigneeId' });
    await this.wake();
    const changed = await this.db.transaction(async (tx) => {
      const before: { id: string; status: string; assignee_id: string | null }[] = await tx.query(
        `SELECT id, status, assignee_id FROM alerts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
        [ids],
      );
      if (before.length !== ids.length) {
        const missing = ids.filter((id) => !before.some((b) => b.id === id));
        throw new AppError(ErrorCode.NOT_FOUND, `Alert not found: ${missing.join(', ')}`, { missing });
      }
      const target = TARGET[input.action];
      const todo = before.filter((b) => (target ? b.status !== target : b.assignee_id !== (input.assigneeId ?? null)));
      if (todo.length === 0) return [];
      const set = target
        ? `status = $2, snoozed_until = ${target === AlertStatus.snoozed ? `now() + interval '${SNOOZE_HOURS} hours'` : 'NULL'}`
        : `assignee_id = $2`;
      await tx.query(`UPDATE alerts SET ${set}, updated_at = now() WHERE id = ANY($1::uuid[])`, [todo.map((t) => t.id), target ?? input.assigneeId ?? null]);
      return todo;
    });
    for (const b of changed) {
      const details = TARGET[input.action] ? { from: b.status, to: TARGET[input.action] } : { from: b.assignee_id, to: input.assigneeId ?? null };
      await this.audit.record('alert.update', auth.user, `alert:${b.id}`, { action: input.action, ...details }, meta?.ip ?? null);
    }
    const alerts = await this.byIds(ids);
    await this.publish(alerts.filter((a) => changed.some((c) => c.id === a.id)));
    return alerts;
  }

  /** A staff note: OFFICER and up raise an alert on an animal of the latest report from its drawer. */
  async raise(input: RaiseAlertInput, auth: AuthContext, meta?: ClientMeta): Promise<AlertModel> {
    const [animal] = await this.db.query(
      `SELECT animal_id, name, species, zone_code, kennel, zone_location, report_id FROM report_animals WHERE report_id = (${LATEST}) AND upper(animal_id) = upper($1) LIMIT 1`,
      [input.animalId.trim()],
    );
    if (!animal) throw new AppError(ErrorCode.NOT_FOUND, `Animal ${input.animalId} is not in the latest report`, { field: 'animalId' });
    const note = input.note.trim();
    const flat = note.replace(/\s+/g, ' ');
    const [row] = (await this.db.query(
      `INSERT INTO alerts (source, animal_id, name, species, severity, zone, location, tags, snippet, body, suggested_next_steps, report_id, created_by)
       VALUES ('staff_note', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        animal.animal_id,
        animal.name,
        animal.species,
        input.severity,
        animal.zone_code,
        animal.kennel ?? animal.zone_location,
        [...new Set(input.tags ?? [])],
        flat.length > 160 ? `${flat.slice(0, 159)}…` : flat,
        `${note}\n\n— ${auth.user.email}`,
        ['Follow up with the staff member who raised it.'],
        animal.report_id,
        auth.user.id,
      ],
    )) as Row[];
    await this.audit.record('alert.raise', auth.user, `alert:${row.id}`, { animalId: animal.animal_id, severity: input.severity, tags: input.tags ?? [] }, meta?.ip ?? null);
    const alert = await this.get(row.id);
    await this.publish([alert]);
    return alert;
  }

  /**
   * The report rules, after a report commits. Only the latest report by Run Date describes the animals now in
   * care: an older one committed later (history being filled in) raises nothing, and says so in the log.
   */
  async fromReport(reportId: string): Promise<{ raised: number; updated: number; skipped?: string }> {
    const [latest] = await this.db.query(`SELECT id, report_date FROM reports WHERE id = (${LATEST})`);
    if (latest?.id !== reportId) {
      this.logger.log(`report ${reportId}: not the latest by Run Date, no alert rules run`);
      return { raised: 0, updated: 0, skipped: 'not the latest report' };
    }
    const settings = await this.settings.all();
    const animals: RuleAnimal[] = await this.db.query(
      `SELECT animal_id AS "animalId", name, species, zone_code AS "zoneCode", zone_location AS "zoneLocation", kennel, status_code AS "statusCode",
              behavior_severity_code AS "behaviorSeverityCode", intake_date::text AS "intakeDate", days_in_care AS "daysInCare"
       FROM report_animals WHERE report_id = $1`,
      [reportId],
    );
    const moves: ZoneMove[] = await this.db.query(
      `SELECT animal_id AS "animalId", before->>'zoneCode' AS "fromZone", after->>'zoneCode' AS "toZone"
       FROM report_movements WHERE report_id = $1 AND kind = 'moved' AND 'zone' = ANY(changes)`,
      [reportId],
    );
    const runDate = latest.report_date ? iso(latest.report_date) : null;
    const candidates = candidatesOf(animals, moves, settings, runDate);
    const result = await this.db.transaction((tx) => this.applyCandidates(tx, reportId, candidates));
    this.logger.log(`report ${reportId}: ${candidates.length} rule matches, ${result.raised.length} alerts raised, ${result.updated.length} updated`);
    await this.publishIds([...result.raised, ...result.updated]);
    return { raised: result.raised.length, updated: result.updated.length };
  }

  /**
   * One open alert per animal and rule: an open one is updated (its status kept), a resolved one with the same
   * fingerprint is not raised again, anything else is inserted. The partial unique index makes two commits at
   * once meet: the second insert finds the first's row and does nothing.
   */
  private async applyCandidates(tx: EntityManager, reportId: string, candidates: AlertCandidate[]) {
    if (candidates.length === 0) return { raised: [] as string[], updated: [] as string[] };
    const data = JSON.stringify(candidates);
    const recordset = `jsonb_to_recordset($1::jsonb) AS c("animalId" text, rule text, fingerprint text, name text, species text, severity text, zone text,
      location text, tags text[], snippet text, body text, "nextSteps" text[])`;
    const updated: { id: string }[] = await tx.query(
      `UPDATE alerts a SET fingerprint = c.fingerprint, name = c.name, species = c.species, severity = c.severity, zone = c.zone, location = c.location,
         snippet = c.snippet, body = c.body, suggested_next_steps = c."nextSteps", report_id = $2, updated_at = now()
       FROM ${recordset}
       WHERE a.animal_id = c."animalId" AND a.rule = c.rule AND a.status <> 'resolved'
         AND (a.fingerprint, a.severity, a.zone, a.location, a.snippet) IS DISTINCT FROM (c.fingerprint, c.severity, c.zone, c.location, c.snippet)
       RETURNING a.id`,
      [data, reportId],
    );
    const raised: { id: string }[] = await tx.query(
      `INSERT INTO alerts (source, rule, fingerprint, animal_id, name, species, severity, zone, location, tags, snippet, body, suggested_next_steps, report_id)
       SELECT 'report', c.rule, c.fingerprint, c."animalId", c.name, c.species, c.severity, c.zone, c.location, COALESCE(c.tags, '{}'), c.snippet, c.body,
              COALESCE(c."nextSteps", '{}'), $2
       FROM ${recordset}
       WHERE NOT EXISTS (SELECT 1 FROM alerts o WHERE o.animal_id = c."animalId" AND o.rule = c.rule
                           AND (o.status <> 'resolved' OR o.fingerprint = c.fingerprint))
       ON CONFLICT ("animal_id", "rule") WHERE "rule" IS NOT NULL AND "status" <> 'resolved' DO NOTHING
       RETURNING id`,
      [data, reportId],
    );
    return { raised: raised.map((r) => r.id), updated: updated.map((r) => r.id) };
  }

  /** Alerts from one inbound email: one per animal named, each with the message's tags. */
  async fromEmail(
    tx: EntityManager,
    messageId: string,
    found: { animalId: string; snippet: string }[],
    email: { subject: string; text: string; from: string | null },
    tags: string[],
    severity: string,
    nextSteps: string[],
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const f of found) {
      const [row] = await tx.query(
        `INSERT INTO alerts (source, animal_id, name, species, severity, zone, location, tags, snippet, body, suggested_next_steps, report_id, message_id)
         SELECT 'email', a.animal_id, a.name, a.species, $2, a.zone_code, COALESCE(a.kennel, a.zone_location), $3, $4, $5, $6, a.report_id, $7
         FROM report_animals a WHERE a.report_id = (${LATEST}) AND a.animal_id = $1 LIMIT 1 RETURNING id`,
        [f.animalId, severity, tags, f.snippet, `${email.subject}\n\n${email.text}${email.from ? `\n\n— ${email.from}` : ''}`, nextSteps, messageId],
      );
      if (row) ids.push(row.id);
    }
    return ids;
  }

  /** The alerts with these ids, newest first. */
  private async byIds(ids: string[]): Promise<AlertModel[]> {
    const rows = (await this.db.query(`${SELECT} WHERE a.id = ANY($1::uuid[]) ORDER BY a.created_at DESC`, [ids])) as Row[];
    return rows.map(toAlert);
  }

  /** Publishes the alerts with these ids (after rules or an inbound email raised or updated them). */
  async publishIds(ids: string[]): Promise<void> {
    if (ids.length) await this.publish(await this.byIds(ids));
  }

  private async publish(alerts: AlertModel[]): Promise<void> {
    for (const alert of alerts) {
      try {
        await this.pubSub.publish(ALERT_CHANGED, { alertChanged: alert });
      } catch (e) {
        this.logger.warn(`could not publish alert ${alert.id}: ${e instanceof Error ? e.message : e}`);
      }
    }
  }
}
