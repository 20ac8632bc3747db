import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts hardening (issue 13): invitation tokens kept only as a hash, one pending invitation per email, the
 * invitation mail's state, disabled users, and the sign-in throttle's counters (rate-limiter-flexible's table).
 */
export class Accounts1764500000000 implements MigrationInterface {
  name = 'Accounts1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invitations" ADD "token_hash" text`);
    await q.query(`UPDATE "invitations" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex')`);
    await q.query(`ALTER TABLE "invitations" ALTER "token_hash" SET NOT NULL`);
    await q.query(`ALTER TABLE "invitations" DROP CONSTRAINT "UQ_invitations_token"`);
    await q.query(`ALTER TABLE "invitations" DROP COLUMN "token"`);
    await q.query(`ALTER TABLE "invitations" ADD CONSTRAINT "UQ_invitations_token_hash" UNIQUE ("token_hash")`);
    // Links made before this migration were random, not derived: version 0 marks them (they cannot be re-sent as is).
    await q.query(`ALTER TABLE "invitations" ADD "link_version" integer NOT NULL DEFAULT 1`);
    await q.query(`UPDATE "invitations" SET "link_version" = 0`);
    await q.query(`ALTER TABLE "invitations" ADD "mail_state" text NOT NULL DEFAULT 'QUEUED'`);
    await q.query(`UPDATE "invitations" SET "mail_state" = 'SENT'`);
    await q.query(`ALTER TABLE "invitations" ADD CONSTRAINT "CK_invitations_mail_state" CHECK ("mail_state" IN ('QUEUED','SENT','FAILED'))`);
    await q.query(`ALTER TABLE "invitations" ADD "mail_error" text`);
    await q.query(`ALTER TABLE "invitations" ADD "mail_attempts" integer NOT NULL DEFAULT 0`);
    // One pending invitation per email: keep the newest of any duplicates.
    await q.query(`
      DELETE FROM "invitations" i USING "invitations" newer
       WHERE i."accepted_at" IS NULL AND newer."accepted_at" IS NULL AND newer."email" = i."email"
         AND (newer."created_at", newer."id") > (i."created_at", i."id")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_invitations_pending_email" ON "invitations" ("email") WHERE "accepted_at" IS NULL`);

    await q.query(`ALTER TABLE "users" ADD "disabled_at" timestamptz`);

    await q.query(`DROP TABLE "auth_failures"`);
    await q.query(`
      CREATE TABLE "auth_throttle" (
        "key" text PRIMARY KEY,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth_throttle"`);
    await q.query(`
      CREATE TABLE "auth_failures" (
        "id" bigserial PRIMARY KEY,
        "key" text NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_auth_failures_key_at" ON "auth_failures" ("key", "at")`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "disabled_at"`);
    await q.query(`DROP INDEX "UQ_invitations_pending_email"`);
    await q.query(`ALTER TABLE "invitations" DROP CONSTRAINT "CK_invitations_mail_state"`);
    await q.query(`ALTER TABLE "invitations" DROP COLUMN "mail_attempts", DROP COLUMN "mail_error", DROP COLUMN "mail_state", DROP COLUMN "link_version"`);
    // The tokens themselves are gone: pending invitations get a random unusable token and must be re-sent.
    await q.query(`ALTER TABLE "invitations" ADD "token" text`);
    await q.query(`UPDATE "invitations" SET "token" = "token_hash"`);
    await q.query(`ALTER TABLE "invitations" ALTER "token" SET NOT NULL`);
    await q.query(`ALTER TABLE "invitations" DROP CONSTRAINT "UQ_invitations_token_hash", DROP COLUMN "token_hash"`);
    await q.query(`ALTER TABLE "invitations" ADD CONSTRAINT "UQ_invitations_token" UNIQUE ("token")`);
  }
}
