import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import type { ChunkTrace, ReportDiagnostics } from './pipeline/diagnostics.js';
import type { AnimalRecord } from './pipeline/record.js';

/**
 * Where a report is in its life (operations §4 of operations.md): uploaded (stored, shown Queued), queued, parsing,
 * finalizing (committing), rate_limited (paused until next_retry_at), complete, failed, cancelled.
 */
export const REPORT_STATES = ['uploaded', 'queued', 'parsing', 'finalizing', 'rate_limited', 'complete', 'failed', 'cancelled'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
/** States of a report that is still tracked as pending (banner, cancel-all). */
export const PENDING_STATES: ReportState[] = ['uploaded', 'queued', 'parsing', 'finalizing', 'rate_limited', 'failed'];

/** One uploaded All Pets file: pending while it is parsed, then a committed report (status complete). */
@Entity('reports')
@Unique('UQ_reports_temp_id', ['tempId'])
@Index('UQ_reports_sha256_complete', ['sha256'], { unique: true, where: `"state" = 'complete'` })
@Index('IDX_reports_state', ['state'])
@Index('IDX_reports_latest', ['reportDate', 'committedAt'])
@Check('CK_reports_state', `"state" IN (${REPORT_STATES.map((s) => `'${s}'`).join(',')})`)
export class ReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The id the upload answered with (tempReportId); paths taking a tempId also take the id, and back. */
  @Column({ name: 'temp_id', type: 'text' })
  tempId: string;

  @Column({ type: 'text', default: 'uploaded' })
  state: ReportState;

  @Column({ name: 'source_filename', type: 'text' })
  sourceFilename: string;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'text' })
  sha256: string;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by', foreignKeyConstraintName: 'FK_reports_uploader' })
  uploader: Relation<UserEntity> | null;

  /** The error table's code of the last failure (duplicate_upload, parse_invalid_format, …). */
  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'next_retry_at', type: 'timestamptz', nullable: true })
  nextRetryAt: Date | null;

  @Column({ name: 'total_chunks', type: 'integer', default: 0 })
  totalChunks: number;

  /** Chunk numbers already read and saved; resume skips them. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  completed: number[];

  @Column({ name: 'pages_total', type: 'integer', nullable: true })
  pagesTotal: number | null;

  @Column({ name: 'pages_kept', type: 'integer', nullable: true })
  pagesKept: number | null;

  @Column({ name: 'raw_zones', type: 'integer', default: 0 })
  rawZones: number;

  /** Traces, counters, rejection reasons and warnings: the manifest's body. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  diagnostics: ReportDiagnostics;

  /** The report's Run Date as printed (wall clock at the shelter). */
  @Column({ name: 'report_date', type: 'timestamp', nullable: true })
  reportDate: Date | null;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ name: 'animal_count', type: 'integer', nullable: true })
  animalCount: number | null;

  @Column({ type: 'text', default: 'Salem' })
  shelter: string;

  @Column({ name: 'event_seq', type: 'integer', default: 0 })
  eventSeq: number;

  @Column({ name: 'last_event_at', type: 'timestamptz', nullable: true })
  lastEventAt: Date | null;

  @Column({ name: 'committed_at', type: 'timestamptz', nullable: true })
  committedAt: Date | null;

  /** When a parse was asked for; kept when it could not be queued, so the reconciler queues it later. */
  @Column({ name: 'parse_requested_at', type: 'timestamptz', nullable: true })
  parseRequestedAt: Date | null;

  /** Generated sample data (Load sample report, seed:demo): labelled as such, removed in one step. */
  @Column({ type: 'boolean', default: false })
  sample: boolean;

  /** When a failed report was dismissed: it leaves the pending list for everyone (issue 16). */
  @Column({ name: 'dismissed_at', type: 'timestamptz', nullable: true })
  dismissedAt: Date | null;

  /** The committed report before this one by Run Date, that its movements compare against (issue 18). */
  @Column({ name: 'previous_report_id', type: 'uuid', nullable: true })
  previousReportId: string | null;

  @ManyToOne(() => ReportEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'previous_report_id', foreignKeyConstraintName: 'FK_reports_previous' })
  previousReport?: never;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** What one chunk of pages gave, saved as soon as it is read so that a resume or re-run skips it. */
@Entity('report_chunks')
export class ReportChunkEntity {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId: string;

  @PrimaryColumn({ type: 'integer' })
  chunk: number;

  @ManyToOne(() => ReportEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_report_chunks_report' })
  report: Relation<ReportEntity>;

  /** Accepted animal records of every site (the Salem filter runs at commit). */
  @Column({ type: 'jsonb' })
  records: AnimalRecord[];

  @Column({ type: 'jsonb' })
  trace: ChunkTrace;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The report's timeline: every pipeline event, stored before it is published. */
@Entity('report_events')
@Unique('UQ_report_events_seq', ['reportId', 'seq'])
export class ReportEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'report_id', type: 'uuid' })
  reportId: string;

  @ManyToOne(() => ReportEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_report_events_report' })
  report: Relation<ReportEntity>;

  @Column({ type: 'integer' })
  seq: number;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  data: Record<string, unknown>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}

/** A kennel zone of a committed report, with its animal count. */
@Entity('report_zone_groups')
export class ZoneGroupEntity {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId: string;

  @PrimaryColumn({ type: 'text' })
  code: string;

  @ManyToOne(() => ReportEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_report_zone_groups_report' })
  report: Relation<ReportEntity>;

  @Column({ type: 'text' })
  location: string;

  @Column({ name: 'animal_count', type: 'integer' })
  animalCount: number;
}


export const MOVEMENT_KINDS = ['arrived', 'left', 'moved', 'changed'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Where an animal was in one report: the fields a movement compares. */
export interface Placement {
  name: string | null;
  species: string | null;
  kennel: string | null;
  zoneCode: string;
  zoneLocation: string;
  statusCode: string | null;
  subStatusCode: string | null;
  adoptionLevel: string | null;
}

/** One animal's change between a committed report and the one before it (movements.ts computes them). */
@Entity('report_movements')
@Check('CK_report_movements_kind', `"kind" IN (${MOVEMENT_KINDS.map((s) => `'${s}'`).join(',')})`)
export class ReportMovementEntity {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId: string;

  @PrimaryColumn({ name: 'animal_id', type: 'text' })
  animalId: string;

  @ManyToOne(() => ReportEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_report_movements_report' })
  report?: never;

  @Column({ type: 'text' })
  kind: MovementKind;

  /** What differs for an animal in both reports: zone, kennel, status, subStatus, adoptionLevel. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  changes: string[];

  @Column({ type: 'jsonb', nullable: true })
  before: Placement | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Placement | null;
}
