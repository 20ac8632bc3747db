import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { allows } from '../../common/auth/policy.js';
import { CheckResult, probe } from '../../common/health-check.js';
import { MailService } from '../../common/mail/mail.module.js';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { JOB_QUEUE, type JobQueue } from '../../common/queue/job-queue.js';
import { STORAGE, type Storage } from '../../common/storage/storage.js';
import type { AuthContext } from '../../common/auth/auth-context.js';
import { configPresence } from './config-presence.js';
import type { ConfigPresenceItem } from './config-presence.model.js';
import { HEALTH_UPDATED } from './health.events.js';
import { Health, HealthCheck, HealthStatus } from './health.model.js';

@Injectable()
export class HealthService {
  /** New on every process start. */
  readonly bootId = randomUUID();
  private readonly logger = new Logger('Health');
  /** The statuses of the last check, to tell subscribers only of a change. */
  private lastStatuses: string | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly mail: MailService,
  ) {}

  private dbCheck(): Promise<CheckResult> {
    return probe(3000, 'database round trip', async () => {
      await this.db.query('SELECT 1');
      const where = this.config.DATABASE_URL
        ? `PostgreSQL at ${new URL(this.config.DATABASE_URL).host}`
        : `Embedded PGlite in ${this.config.dataDir}/db`;
      return { status: 'ok', message: `${where}: round trip ok` };
    });
  }

  private aiCheck(): CheckResult {
    return this.config.ANTHROPIC_API_KEY
      ? { status: 'ok', message: `Anthropic key present; model ${this.config.ANTHROPIC_MODEL}` }
      : { status: 'not_configured', message: 'No ANTHROPIC_API_KEY: reports are read by the deterministic parser' };
  }

  /** System Settings: which provider variables were set at boot. Presence only, never a value. */
  configPresence(): ConfigPresenceItem[] {
    return configPresence(this.config);
  }

  /** The health answer as this caller may read it: see `forViewer`. */
  async checkFor(auth: AuthContext | null | undefined): Promise<Health> {
    return forViewer(await this.check(), auth);
  }

  async check(): Promise<Health> {
    const [storage, db, queue, mail] = await Promise.all([
      this.storage.check(),
      this.dbCheck(),
      this.queue.check(),
      this.mail.check(),
    ]);
    const checks = { storage, db, ai: this.aiCheck(), queue, mail } as Record<string, HealthCheck>;
    const status = overall(checks);
    const health: Health = {
      status,
      checks: { ...(checks as unknown as Health['checks']), deltaEnabled: this.config.K4_DELTA_ENABLED },
      bootId: this.bootId,
      detailed: true,
      config: { REPORTS_SSE_ENABLED: this.config.REPORTS_SSE_ENABLED },
      checkedAt: new Date(),
    };
    // Anyone may read health, so a read must not fan out to every subscriber: only a change is published.
    const statuses = JSON.stringify([status, ...Object.values(checks).map((c) => c.status)]);
    if (statuses === this.lastStatuses) return health;
    const first = this.lastStatuses === undefined;
    this.lastStatuses = statuses;
    const failing = Object.entries(checks).filter(([, c]) => c.status === 'fail' || c.status === 'warn');
    this.logger.log(`status ${status}${failing.map(([k, c]) => `; ${k}: ${c.status} ${c.error ?? c.message ?? ''}`).join('')}`);
    // The first check of a process is no change to anyone; a publish failure (Redis down) must not fail the check.
    if (!first) await this.pubSub.publish(HEALTH_UPDATED, { healthUpdated: health }).catch(() => undefined);
    return health;
  }
}

/**
 * What a caller reads of a health answer. The messages and errors of the checks name storage paths, database
 * hosts and ports, buckets, SMTP servers and versions: SUPERVISOR and up get them ('health.details'); anyone
 * else (signed out, a session pending TOTP set-up, a lower role) gets the statuses, the flags and the boot id.
 */
export function forViewer(health: Health, auth: AuthContext | null | undefined): Health {
  if (auth && !auth.restricted && allows('health.details', auth.user.role)) return health;
  const bare = (check: HealthCheck): HealthCheck => ({ status: check.status });
  const { storage, db, ai, queue, mail, deltaEnabled } = health.checks;
  return {
    ...health,
    detailed: false,
    checks: { storage: bare(storage), db: bare(db), ai: bare(ai), queue: bare(queue), mail: bare(mail), deltaEnabled },
  };
}

/** The upload screen's rule: critical if storage, db or ai fails; warning if anything warns or fails. */
export function overall(checks: Record<string, { status: string }>): HealthStatus {
  if (['storage', 'db', 'ai'].some((k) => checks[k]?.status === 'fail')) return HealthStatus.fail;
  if (Object.values(checks).some((c) => c.status === 'warn' || c.status === 'fail')) return HealthStatus.warn;
  return HealthStatus.ok;
}
