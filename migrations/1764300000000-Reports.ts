import { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded reports and their pipeline state, chunk results, timeline, zone groups and animal rows. */
export class Reports1764300000000 implements MigrationInterface {
  name = 'Reports1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "reports" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "temp_id" text NOT NULL,
        "state" text NOT NULL DEFAULT 'uploaded',
        "source_filename" text NOT NULL,
        "storage_key" text NOT NULL,
        "size" integer NOT NULL,
        "sha256" text NOT NULL,
        "uploaded_by" uuid,
        "error_code" text,
        "last_error" text,
        "next_retry_at" timestamptz,
        "total_chunks" integer NOT NULL DEFAULT 0,
        "completed" jsonb NOT NULL DEFAULT '[]',
        "pages_total" integer,
        "pages_kept" integer,
        "raw_zones" integer NOT NULL DEFAULT 0,
        "diagnostics" jsonb NOT NULL DEFAULT '{}',
        "report_date" timestamp,
        "title" text,
        "animal_count" integer,
        "shelter" text NOT NULL DEFAULT 'Salem',
        "event_seq" integer NOT NULL DEFAULT 0,
        "last_event_at" timestamptz,
        "committed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_reports_temp_id" UNIQUE ("temp_id"),
        CONSTRAINT "FK_reports_uploader" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CK_reports_state" CHECK ("state" IN ('uploaded','queued','parsing','finalizing','rate_limited','complete','failed','cancelled'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_reports_sha256_complete" ON "reports" ("sha256") WHERE "state" = 'complete'`);
    await q.query(`CREATE INDEX "IDX_reports_state" ON "reports" ("state")`);
    await q.query(`CREATE INDEX "IDX_reports_latest" ON "reports" ("report_date", "committed_at")`);
    await q.query(`
      CREATE TABLE "report_chunks" (
        "report_id" uuid NOT NULL,
        "chunk" integer NOT NULL,
        "records" jsonb NOT NULL,
        "trace" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("report_id", "chunk"),
        CONSTRAINT "FK_report_chunks_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "report_events" (
        "id" bigserial PRIMARY KEY,
        "report_id" uuid NOT NULL,
        "seq" integer NOT NULL,
        "type" text NOT NULL,
        "data" jsonb NOT NULL DEFAULT '{}',
        "at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_report_events_seq" UNIQUE ("report_id", "seq"),
        CONSTRAINT "FK_report_events_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "report_zone_groups" (
        "report_id" uuid NOT NULL,
        "code" text NOT NULL,
        "location" text NOT NULL,
        "animal_count" integer NOT NULL,
        PRIMARY KEY ("report_id", "code"),
        CONSTRAINT "FK_report_zone_groups_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "report_animals" (
        "id" bigserial PRIMARY KEY,
        "report_id" uuid NOT NULL,
        "animal_id" text NOT NULL,
        "name" text,
        "species" text,
        "breed" text,
        "sex" text,
        "age" text,
        "weight" double precision,
        "kennel" text,
        "zone_code" text NOT NULL,
        "zone_location" text NOT NULL,
        "status_code" text,
        "sub_status_code" text,
        "adoption_level" text,
        "behavior_severity_code" text,
        "intake_date" date,
        "days_in_care" integer,
        "page" integer NOT NULL,
        "location" text NOT NULL,
        CONSTRAINT "UQ_report_animals_report_animal" UNIQUE ("report_id", "animal_id"),
        CONSTRAINT "FK_report_animals_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_report_animals_animal" ON "report_animals" ("animal_id")`);
    await q.query(`CREATE INDEX "IDX_report_animals_zone" ON "report_animals" ("report_id", "zone_code", "animal_id")`);
    await q.query(`CREATE INDEX "IDX_report_animals_status" ON "report_animals" ("report_id", "status_code", "animal_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['report_animals', 'report_zone_groups', 'report_events', 'report_chunks', 'reports']) await q.query(`DROP TABLE "${table}"`);
  }
}
