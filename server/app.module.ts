import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './common/audit/audit.service.js';
import { SettingsModule } from './common/settings/settings.service.js';
import { DatabaseModule } from './common/database/database.module.js';
import { InputEdgeModule } from './common/http/input-edge.module.js';
import { MailModule } from './common/mail/mail.module.js';
import { PubSubModule } from './common/pubsub/pubsub.module.js';
import { QueueModule } from './common/queue/queue.module.js';
import { StorageModule } from './common/storage/storage.module.js';
import { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { GraphQLModule } from './graphql/graphql.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { AnimalsModule } from './modules/animals/animals.module.js';
import { InvitationsModule } from './modules/invitations/invitations.module.js';
import { ReportsModule, ReportsPipelineModule } from './modules/reports/reports.module.js';
import { UsersModule } from './modules/users/users.module.js';

@Module({})
export class AppModule {
  /** The whole app for one validated config; the worker gets the same parts without the HTTP doors. */
  static register(config: AppConfig): DynamicModule {
    const infrastructure = [
      ConfigModule.register(config),
      DatabaseModule,
      PubSubModule,
      QueueModule,
      StorageModule,
      MailModule,
      AuditModule,
      SettingsModule,
      ReportsPipelineModule,
    ];
    const doors = config.workerOnly ? [] : [InputEdgeModule, GraphQLModule, AuthModule, HealthModule, InvitationsModule, UsersModule, ReportsModule, AnimalsModule];
    return { module: AppModule, imports: [...infrastructure, ...doors] };
  }
}
