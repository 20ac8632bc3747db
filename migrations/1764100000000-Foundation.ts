import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, so that `npm run user:create` can make the first administrator. Runs on PGlite and PostgreSQL. */
export class Foundation1764100000000 implements MigrationInterface {
  name = 'Foundation1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "password_hash" text NOT NULL,
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "role" text NOT NULL,
        "profile_image_url" text,
        "totp_enabled" boolean NOT NULL DEFAULT false,
        "is_test_user" boolean NOT NULL DEFAULT false,
        "is_restricted" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_login_at" timestamptz,
        CONSTRAINT "UQ_users_email" UNIQUE ("email"),
        CONSTRAINT "CK_users_email_lower" CHECK ("email" = lower("email")),
        CONSTRAINT "CK_users_role" CHECK ("role" IN ('SUPER_ADMIN','ADMIN','SUPERVISOR','OFFICER','DISPATCH','READONLY'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"`);
  }
}
