import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Kennel capacity per Salem zone, set by ADMIN in System Settings: the occupancy rate's denominator (issue 18). */
export class ZoneCapacity1764816100000 implements MigrationInterface {
  name = 'ZoneCapacity1764816100000';

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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "zone_capacities"`);
  }
}
