import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings an administrator changes at run time (issue 18): kennel capacity per Salem zone (the occupancy rate's
 * denominator) and named settings such as the long-stay threshold.
 */
export class Settings1764816100000 implements MigrationInterface {
  name = 'Settings1764816100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "zone_capacities" (
        "zone_code" text PRIMARY KEY,
        "capacity" integer NOT NULL,
        "updated_by" uuid,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_zone_capacities_user" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CK_zone_capacities_capacity" CHECK ("capacity" BETWEEN 1 AND 10000)
      )`);
    await q.query(`
      CREATE TABLE "app_settings" (
        "key" text PRIMARY KEY,
        "value" jsonb NOT NULL,
        "updated_by" uuid,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_app_settings_user" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "app_settings"`);
    await q.query(`DROP TABLE "zone_capacities"`);
  }
}
