import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys for machines, sessions for people (issue 38): a key carries scopes, and always an expiry; a session
 * remembers its last step-up (sudo mode, for creating keys). Keys made before this keep what they could do
 * except administering people (`users:admin` is never given by migration), and get an expiry 90 days from now
 * where they had none.
 */
export class ApiKeyScopes1765000000000 implements MigrationInterface {
  name = 'ApiKeyScopes1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_keys" ADD "scopes" text array NOT NULL DEFAULT '{read}'`);
    await q.query(`UPDATE "api_keys" SET "scopes" = '{read,reports:write,alerts:write}'`);
    await q.query(`UPDATE "api_keys" SET "expires_at" = now() + interval '90 days' WHERE "expires_at" IS NULL`);
    await q.query(`ALTER TABLE "api_keys" ALTER COLUMN "expires_at" SET NOT NULL`);
    await q.query(`ALTER TABLE "sessions" ADD "step_up_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "step_up_at"`);
    await q.query(`ALTER TABLE "api_keys" ALTER COLUMN "expires_at" DROP NOT NULL`);
    await q.query(`ALTER TABLE "api_keys" DROP COLUMN "scopes"`);
  }
}
