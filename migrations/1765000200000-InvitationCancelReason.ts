import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38: an invitation whose inviter can no longer send it (disabled, demoted, gone) is cancelled and kept,
 * with the reason, so its link can say so and the list can show why. A cancelled one no longer holds its
 * email: a new invitation to that address can be made.
 */
export class InvitationCancelReason1765000200000 implements MigrationInterface {
  name = 'InvitationCancelReason1765000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invitations" ADD "cancelled_at" timestamptz, ADD "cancel_reason" text`);
    await q.query(`ALTER TABLE "invitations" ADD CONSTRAINT "CK_invitations_accepted_or_cancelled" CHECK ("accepted_at" IS NULL OR "cancelled_at" IS NULL)`);
    await q.query(`DROP INDEX "UQ_invitations_pending_email"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_invitations_pending_email" ON "invitations" ("email") WHERE "accepted_at" IS NULL AND "cancelled_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The older schema has no cancelled state: a cancelled invitation goes, as a manager's Cancel does.
    await q.query(`DELETE FROM "invitations" WHERE "cancelled_at" IS NOT NULL`);
    await q.query(`DROP INDEX "UQ_invitations_pending_email"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_invitations_pending_email" ON "invitations" ("email") WHERE "accepted_at" IS NULL`);
    await q.query(`ALTER TABLE "invitations" DROP CONSTRAINT "CK_invitations_accepted_or_cancelled"`);
    await q.query(`ALTER TABLE "invitations" DROP COLUMN "cancel_reason", DROP COLUMN "cancelled_at"`);
  }
}
