import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** One animal row of a committed report, with the layout page's field mapping (Salem only). */
@Entity('report_animals')
@Unique('UQ_report_animals_report_animal', ['reportId', 'animalId'])
@Index('IDX_report_animals_animal', ['animalId'])
@Index('IDX_report_animals_zone', ['reportId', 'zoneCode', 'animalId'])
@Index('IDX_report_animals_status', ['reportId', 'statusCode', 'animalId'])
@Index('IDX_report_animals_zone_status', ['reportId', 'zoneCode', 'statusCode', 'animalId'])
export class AnimalEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'report_id', type: 'uuid' })
  reportId: string;

  /**
   * Only the foreign key (deleting a report deletes its animals): the target is named, not imported, so the
   * animals module does not import reports (reports → animals, README Architecture). Never loaded.
   */
  @ManyToOne('ReportEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_report_animals_report' })
  report?: never;

  @Column({ name: 'animal_id', type: 'text' })
  animalId: string;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Column({ type: 'text', nullable: true })
  species: string | null;

  @Column({ type: 'text', nullable: true })
  breed: string | null;

  @Column({ type: 'text', nullable: true })
  sex: string | null;

  @Column({ type: 'text', nullable: true })
  age: string | null;

  /** Pounds. */
  @Column({ type: 'double precision', nullable: true })
  weight: number | null;

  @Column({ type: 'text', nullable: true })
  kennel: string | null;

  @Column({ name: 'zone_code', type: 'text' })
  zoneCode: string;

  @Column({ name: 'zone_location', type: 'text' })
  zoneLocation: string;

  @Column({ name: 'status_code', type: 'text', nullable: true })
  statusCode: string | null;

  @Column({ name: 'sub_status_code', type: 'text', nullable: true })
  subStatusCode: string | null;

  @Column({ name: 'adoption_level', type: 'text', nullable: true })
  adoptionLevel: string | null;

  @Column({ name: 'behavior_severity_code', type: 'text', nullable: true })
  behaviorSeverityCode: string | null;

  /** ISO date (`YYYY-MM-DD`). */
  @Column({ name: 'intake_date', type: 'date', nullable: true })
  intakeDate: string | null;

  @Column({ name: 'days_in_care', type: 'integer', nullable: true })
  daysInCare: number | null;

  @Column({ type: 'integer' })
  page: number;

  /** SALEM in this version. */
  @Column({ type: 'text' })
  location: string;
}

export const CAPACITY_MAX = 10_000;

/** A Salem zone's kennel capacity, set by ADMIN in System Settings: the occupancy rate's denominator (issue 18). */
@Entity('zone_capacities')
@Check('CK_zone_capacities_capacity', `"capacity" BETWEEN 1 AND ${CAPACITY_MAX}`)
export class ZoneCapacityEntity {
  @PrimaryColumn({ name: 'zone_code', type: 'text' })
  zoneCode: string;

  @Column({ type: 'integer' })
  capacity: number;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  /** Only the foreign key, named: the animals module does not import users. */
  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'FK_zone_capacities_user' })
  updater?: never;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
