import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Device verification (issue 38): one-time sign-in links mailed while an account's sign-ins are throttled. */
export class DeviceVerifications1765000100000 implements MigrationInterface {
  name = 'DeviceVerifications1765000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "device_verifications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token_hash" text NOT NULL,
        "user_id" uuid NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_device_verifications_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_device_verifications_token_hash" ON "device_verifications" ("token_hash")`);
    await q.query(`CREATE INDEX "IDX_device_verifications_user" ON "device_verifications" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "device_verifications"`);
  }
}
