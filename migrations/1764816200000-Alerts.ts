import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts that persist (issue 18): raised by report rules, inbound email and staff notes, and the inbound email
 * messages themselves (raw payload in storage, state and reason here, so none is lost).
 */
export class Alerts1764816200000 implements MigrationInterface {
  name = 'Alerts1764816200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "alert_inbound_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "signature_hash" text NOT NULL,
        "storage_key" text NOT NULL,
        "size" integer NOT NULL,
        "state" text NOT NULL DEFAULT 'received',
        "error" text,
        "subject" text,
        "alerts_raised" integer NOT NULL DEFAULT 0,
        "processed_at" timestamptz,
        CONSTRAINT "UQ_alert_inbound_signature" UNIQUE ("signature_hash"),
        CONSTRAINT "CK_alert_inbound_state" CHECK ("state" IN ('received', 'processed', 'failed'))
      )`);
    await q.query(`
      CREATE TABLE "alerts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "source" text NOT NULL,
        "rule" text,
        "fingerprint" text,
        "animal_id" text NOT NULL,
        "name" text,
        "species" text,
        "severity" text NOT NULL,
        "zone" text,
        "location" text,
        "tags" text[] NOT NULL DEFAULT '{}',
        "status" text NOT NULL DEFAULT 'new',
        "snoozed_until" timestamptz,
        "snippet" text NOT NULL,
        "body" text NOT NULL,
        "suggested_next_steps" text[] NOT NULL DEFAULT '{}',
        "report_id" uuid,
        "message_id" uuid,
        "assignee_id" uuid,
        "created_by" uuid,
        CONSTRAINT "FK_alerts_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_alerts_message" FOREIGN KEY ("message_id") REFERENCES "alert_inbound_messages"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_alerts_assignee" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_alerts_creator" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CK_alerts_source" CHECK ("source" IN ('email', 'report', 'staff_note')),
        CONSTRAINT "CK_alerts_status" CHECK ("status" IN ('new', 'acknowledged', 'snoozed', 'resolved')),
        CONSTRAINT "CK_alerts_severity" CHECK ("severity" IN ('L1', 'L2', 'L3', 'L4'))
      )`);
    // A report rule keeps one open alert per animal: the second commit updates it (and two at once cannot both insert).
    await q.query(`CREATE UNIQUE INDEX "UQ_alerts_open_rule" ON "alerts" ("animal_id", "rule") WHERE "rule" IS NOT NULL AND "status" <> 'resolved'`);
    // The rules' look-up of an animal's alerts by rule, resolved ones included (their fingerprints).
    await q.query(`CREATE INDEX "IDX_alerts_animal_rule" ON "alerts" ("animal_id", "rule")`);
    await q.query(`CREATE INDEX "IDX_alerts_created" ON "alerts" ("created_at" DESC)`);
    await q.query(`CREATE INDEX "IDX_alerts_status" ON "alerts" ("status")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "alerts"`);
    await q.query(`DROP TABLE "alert_inbound_messages"`);
  }
}
