import { AnimalEntity, ZoneCapacityEntity } from './modules/animals/animal.entity.js';
import { AuditEventEntity } from './common/audit/audit-event.entity.js';
import { AppSettingEntity } from './common/settings/settings.service.js';
import { ApiKeyEntity } from './modules/auth/api-key.entity.js';
import { DeviceVerificationEntity } from './modules/auth/device-verification.entity.js';
import { PasswordResetEntity } from './modules/auth/password-reset.entity.js';
import { SessionEntity } from './modules/auth/session.entity.js';
import { SetupTokenEntity } from './modules/auth/setup-token.entity.js';
import { InvitationEntity } from './modules/invitations/invitation.entity.js';
import { ReportChunkEntity, ReportEntity, ReportEventEntity, ReportMovementEntity, ZoneGroupEntity } from './modules/reports/report.entity.js';
import { UserEntity } from './modules/users/user.entity.js';

/** Every TypeORM entity, for tools that run without the Nest app (CLI, migration generation). */
export const ENTITIES = [UserEntity, SessionEntity, PasswordResetEntity, InvitationEntity, AuditEventEntity,
  ReportEntity, ReportChunkEntity, ReportEventEntity, ZoneGroupEntity, ReportMovementEntity, AnimalEntity, ZoneCapacityEntity, AppSettingEntity, SetupTokenEntity, ApiKeyEntity, DeviceVerificationEntity];
