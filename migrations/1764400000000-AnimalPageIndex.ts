import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The animal page filtered by zone and status and sorted by animal id (the location report's common view,
 * and the benchmark's page): one index serves the filter, the order and the count (bench/README.md).
 */
export class AnimalPageIndex1764400000000 implements MigrationInterface {
  name = 'AnimalPageIndex1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_report_animals_zone_status" ON "report_animals" ("report_id", "zone_code", "status_code", "animal_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_report_animals_zone_status"`);
  }
}
