import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a parse was asked for. An upload whose parse was asked for but could not be queued (Redis down) keeps
 * it, so the reconciler queues it once the queue is back instead of leaving it `uploaded` forever (issue 15).
 */
export class ParseRequests1764600000000 implements MigrationInterface {
  name = 'ParseRequests1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" ADD "parse_requested_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`UPDATE "reports" SET "parse_requested_at" = "updated_at" WHERE "state" <> 'uploaded'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" DROP COLUMN "parse_requested_at"`);
  }
}
