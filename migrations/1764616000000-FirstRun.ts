import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First run (issue 16): the one-time setup links that create the first administrator, kept only as hashes (one
 * per server start while no user exists, so several processes each print a working link), and the `sample` flag
 * of reports loaded as sample data (the dashboard's "Load sample report", `npm run seed:demo`).
 */
export class FirstRun1764616000000 implements MigrationInterface {
  name = 'FirstRun1764616000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "setup_tokens" (
        "token_hash" text PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE "reports" ADD "sample" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" DROP COLUMN "sample"`);
    await q.query(`DROP TABLE "setup_tokens"`);
  }
}
