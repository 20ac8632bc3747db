import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_events')
@Index('IDX_audit_events_at', ['at'])
export class AuditEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** e.g. auth.login.success, invitation.create (see AuditAction). */
  @Column({ type: 'text' })
  action: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail: string | null;

  /** What the action was about, e.g. `user:<id>` or `invitation:<id>`. */
  @Column({ type: 'text', nullable: true })
  target: string | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details: Record<string, unknown>;
}
