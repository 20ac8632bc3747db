import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditEventEntity } from './audit-event.entity.js';

export type AuditAction =
  | 'auth.login.success'
  | 'auth.login.failure'
  | 'auth.logout'
  | 'auth.stepup'
  | 'auth.totp.setup'
  | 'auth.totp.enabled'
  | 'auth.totp.failure'
  | 'auth.totp.reset'
  | 'auth.totp.replace'
  | 'auth.password.reset_requested'
  | 'auth.device.verification'
  | 'auth.device.link_sent'
  | 'auth.device.verified'
  | 'auth.password.reset'
  | 'auth.setup'
  | 'user.password.change'
  | 'user.profile.update'
  | 'user.role.change'
  | 'user.test_flag.change'
  | 'user.disable'
  | 'user.enable'
  | 'user.totp.reset'
  | 'user.email.change'
  | 'report.upload'
  | 'report.parse'
  | 'report.resume'
  | 'report.cancel_all'
  | 'report.cancel'
  | 'report.dismiss'
  | 'report.delete'
  | 'report.sample.load'
  | 'report.sample.remove'
  | 'settings.zone_capacity'
  | 'settings.update'
  | 'alert.update'
  | 'alert.raise'
  | 'invitation.create'
  | 'invitation.extend'
  | 'invitation.cancel'
  | 'invitation.resend'
  | 'invitation.accept'
  | 'apikey.create'
  | 'apikey.revoke'
  | 'apikey.refused';

export interface AuditActor {
  id: string;
  email: string;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');

  constructor(@InjectRepository(AuditEventEntity) private readonly events: Repository<AuditEventEntity>) {}

  /** Records an event; an audit write failure is logged and never fails the action it describes. */
  async record(
    action: AuditAction,
    actor: AuditActor | null,
    target: string | null,
    details: Record<string, unknown> = {},
    ip: string | null = null,
  ): Promise<void> {
    try {
      await this.events.save(this.events.create({ action, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, target, details, ip }));
    } catch (e) {
      this.logger.error(`could not record ${action}: ${e instanceof Error ? e.message : e}`);
    }
  }

  async page(page: number, limit: number): Promise<{ items: AuditEventEntity[]; total: number }> {
    const [items, total] = await this.events.findAndCount({ order: { at: 'DESC', id: 'DESC' }, skip: (page - 1) * limit, take: limit });
    return { items, total };
  }
}

@Global()
@Module({ imports: [TypeOrmModule.forFeature([AuditEventEntity])], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
