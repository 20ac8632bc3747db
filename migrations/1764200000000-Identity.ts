import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions, TOTP state, password resets, invitations, sign-in failure counters and the audit log. */
export class Identity1764200000000 implements MigrationInterface {
  name = 'Identity1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD "totp_secret_enc" text,
        ADD "totp_pending_secret_enc" text,
        ADD "totp_last_step" bigint`);
    await q.query(`
      CREATE TABLE "sessions" (
        "id" text PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        "ip" text,
        "user_agent" text,
        CONSTRAINT "FK_sessions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ("user_id")`);
    await q.query(`
      CREATE TABLE "password_resets" (
        "token_hash" text PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_password_resets_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "invitations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token" text NOT NULL,
        "email" text NOT NULL,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "role" text NOT NULL,
        "chatbot_permissions" jsonb NOT NULL DEFAULT '{}',
        "invited_by" uuid,
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_invitations_token" UNIQUE ("token"),
        CONSTRAINT "FK_invitations_inviter" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CK_invitations_role" CHECK ("role" IN ('SUPER_ADMIN','ADMIN','SUPERVISOR','OFFICER','DISPATCH','READONLY'))
      )`);
    await q.query(`
      CREATE TABLE "auth_failures" (
        "id" bigserial PRIMARY KEY,
        "key" text NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_auth_failures_key_at" ON "auth_failures" ("key", "at")`);
    await q.query(`
      CREATE TABLE "audit_events" (
        "id" bigserial PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "action" text NOT NULL,
        "actor_id" uuid,
        "actor_email" text,
        "target" text,
        "ip" text,
        "details" jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX "IDX_audit_events_at" ON "audit_events" ("at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_events"`);
    await q.query(`DROP TABLE "auth_failures"`);
    await q.query(`DROP TABLE "invitations"`);
    await q.query(`DROP TABLE "password_resets"`);
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`
      ALTER TABLE "users" DROP "totp_secret_enc", DROP "totp_pending_secret_enc", DROP "totp_last_step"`);
  }
}
