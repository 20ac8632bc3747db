import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys (issue 20): a user's keys for scripts and other systems, stored as SHA-256 of the secret. */
export class ApiKeys1764916000000 implements MigrationInterface {
  name = 'ApiKeys1764916000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "api_keys" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" text NOT NULL,
        "prefix" text NOT NULL,
        "secret_hash" text NOT NULL,
        "role" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz,
        "last_used_at" timestamptz,
        "last_used_ip" text,
        "revoked_at" timestamptz,
        "revoked_by" uuid,
        CONSTRAINT "FK_api_keys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_api_keys_secret_hash" ON "api_keys" ("secret_hash")`);
    await q.query(`CREATE INDEX "IDX_api_keys_user" ON "api_keys" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_keys"`);
  }
}
