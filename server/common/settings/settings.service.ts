import { Global, Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, Repository, UpdateDateColumn } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/audit.service.js';

/**
 * Settings an administrator changes at run time (issue 18), beside the configuration read at start. Each has a
 * default, so a fresh install needs none stored; a stored value overrides it. Bounds are checked by the input
 * classes at the doors and again by the table's key set here.
 */
export const SETTING_DEFAULTS = {
  /** Animals in care longer than this many days are on the long-stay list. */
  longStayDays: 30,
  /** Behaviour severity (1A … 3B) at or above which an animal is flagged. */
  behaviorAlertSeverity: '3A',
  /** A stray hold longer than this many days raises an alert. */
  strayHoldDays: 7,
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { longStayDays: number; behaviorAlertSeverity: string; strayHoldDays: number };

@Entity('app_settings')
export class AppSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  /** Only the foreign key, named: common code does not import the users module. */
  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'FK_app_settings_user' })
  updater?: never;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(AppSettingEntity) private readonly rows: Repository<AppSettingEntity>,
    private readonly audit: AuditService,
  ) {}

  /** Every setting: the stored value, else its default. */
  async all(): Promise<Settings> {
    const stored = await this.rows.find();
    const out: Settings = { ...SETTING_DEFAULTS };
    for (const row of stored) if (Object.hasOwn(SETTING_DEFAULTS, row.key)) (out as Record<string, unknown>)[row.key] = row.value;
    return out;
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.all())[key];
  }

  /** Stores the given settings (a missing or null one is left as it is); each change is audited with its old and new value. */
  async update(patch: Partial<Settings>, actor: AuditActor & { id: string }, ip: string | null = null): Promise<Settings> {
    const before = await this.all();
    for (const [key, value] of Object.entries(patch) as [SettingKey, Settings[SettingKey]][]) {
      if (value === undefined || value === null || !Object.hasOwn(SETTING_DEFAULTS, key) || before[key] === value) continue;
      await this.rows.upsert({ key, value, updatedBy: actor.id }, ['key']);
      await this.audit.record('settings.update', actor, `setting:${key}`, { key, from: before[key], to: value }, ip);
    }
    return this.all();
  }
}

@Global()
@Module({ imports: [TypeOrmModule.forFeature([AppSettingEntity])], providers: [SettingsService], exports: [SettingsService] })
export class SettingsModule {}
