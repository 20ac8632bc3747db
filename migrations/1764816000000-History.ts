import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recomputeAllMovements } from '../server/modules/reports/movements.js';

/**
 * Report history (issue 18): each committed report names the committed report before it (by Run Date) and stores
 * what changed since: animals that arrived, left, moved kennel or zone, or changed status, sub-status or level.
 */
export class History1764816000000 implements MigrationInterface {
  name = 'History1764816000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" ADD "previous_report_id" uuid`);
    await q.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_reports_previous" FOREIGN KEY ("previous_report_id") REFERENCES "reports"("id") ON DELETE SET NULL`);
    await q.query(`
      CREATE TABLE "report_movements" (
        "report_id" uuid NOT NULL,
        "animal_id" text NOT NULL,
        "kind" text NOT NULL,
        "changes" text[] NOT NULL DEFAULT '{}',
        "before" jsonb,
        "after" jsonb,
        PRIMARY KEY ("report_id", "animal_id"),
        CONSTRAINT "FK_report_movements_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE,
        CONSTRAINT "CK_report_movements_kind" CHECK ("kind" IN ('arrived','left','moved','changed'))
      )`);
    // Reports committed before this release get their movements too (the same code a commit runs).
    await recomputeAllMovements(q.manager);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "report_movements"`);
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_reports_previous"`);
    await q.query(`ALTER TABLE "reports" DROP COLUMN "previous_report_id"`);
  }
}
