import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a failed report was dismissed (issue 16): Dismiss is kept on the server, so the report leaves every
 * banner on every device, while its diagnostics stay readable.
 */
export class ReportDismissals1764716000000 implements MigrationInterface {
  name = 'ReportDismissals1764716000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" ADD "dismissed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" DROP COLUMN "dismissed_at"`);
  }
}
