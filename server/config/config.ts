import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Injection token of the one validated configuration object. */
export const CONFIG = Symbol('CONFIG');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: 'must be a URL' })
    .refine((v) => protocols.includes(new URL(v).protocol), {
      message: `must use ${protocols.map((p) => p.replace(':', '://')).join(' or ')}`,
    })
    .optional();

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  /** Namespace of Bull keys and pub/sub channels, so several installs (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, { message: 'letters, digits, - and _ only' }).default('beti'),
  GCS_BUCKET: z.string().optional(),
  GCS_API_ENDPOINT: url(['http:', 'https:']),
  GCS_PROJECT_ID: z.string().optional(),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('BETI <no-reply@beti.local>'),
  /** Tries of each queued mail (invitations, reset links, security notices), the first included. */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Wait between two tries of a mail. */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  ANTHROPIC_API_KEY: z.string().optional(),
  /** Signs the inbound email webhook (HMAC-SHA256, issue 18); without it the webhook refuses every message. */
  ALERTS_WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  ANTHROPIC_BASE_URL: url(['http:', 'https:']),
  ANTHROPIC_MODEL: z.string().default('claude-sonnet-5'),
  APP_ORIGIN: url(['http:', 'https:']),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  K4_DELTA_ENABLED: bool(true),
  REPORTS_SSE_ENABLED: bool(true),
  /** How long `POST /api/reports/{tempId}/parse` waits for the outcome before answering 202. */
  REPORT_PARSE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(120),
  LOGO_URL: z.string().optional(),
  /** Behind a reverse proxy: trust X-Forwarded-For for client IPs (Fastify `trustProxy`: true, a hop count or a list). */
  TRUST_PROXY: z.string().default('false'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** Roles that must sign in with TOTP (comma-separated). */
  TOTP_REQUIRED_ROLES: z
    .string()
    .default('ADMIN,SUPERVISOR')
    .transform((v) => v.split(',').map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['SUPER_ADMIN', 'ADMIN', 'SUPERVISOR', 'OFFICER', 'DISPATCH', 'READONLY']))),
  /** Key that encrypts TOTP secrets at rest; derived from SESSION_SECRET when unset. */
  TOTP_ENCRYPTION_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Extra browser origins allowed to call the API with cookies (comma-separated); APP_ORIGIN always is. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean)),
  /** false on an API-only process whose jobs are run by a separate worker (docker-compose `api`). */
  QUEUE_PROCESSORS: bool(true),
  /** Bull: a job whose worker died (stopped renewing its lock) runs again after about this long. */
  QUEUE_STALLED_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  // Hardening (issue 15): connections, API exploration, sockets, extraction and stranded reports.
  /** A request (headers and body) must arrive whole within this long; uploads get UPLOAD_TIMEOUT_SECONDS. */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The body of an upload must arrive within this long. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** An idle keep-alive connection is closed after this long. */
  HTTP_KEEPALIVE_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /** On SIGTERM: stop taking jobs, drain, and exit within this long whatever sockets are open. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * Who may explore the API (GraphQL introspection and suggestions, GraphiQL, the OpenAPI page): `auto` is
   * everyone outside production and signed-in SUPERVISOR and up in production; `public`, `staff` (SUPERVISOR
   * and up) or `off` force one rule.
   */
  API_EXPLORER: z.enum(['auto', 'public', 'staff', 'off']).default('auto'),
  /** Requests per minute one API key may make (both doors); over it, 429 with Retry-After. */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Open graphql-ws sockets per signed-in user, and per IP address for anonymous sockets. */
  WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(12),
  /** Live subscriptions on one socket. */
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).max(1000).default(20),
  /** Memory (heap) one PDF extraction may use, in MB. */
  EXTRACT_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(512),
  /** Wall-clock time one PDF extraction may take. */
  EXTRACT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often the reconciler looks for reports left behind by an outage (also once at boot). */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /** A report `parsing` with no progress for this long is taken for stalled and queued again. */
  PARSE_STALL_SECONDS: z.coerce.number().int().min(1).max(86400).default(300),
  /** An upload nobody asked to parse is cancelled (and its file removed) after this many hours (issue 16). */
  UPLOAD_EXPIRY_HOURS: z.coerce.number().min(0.01).max(8760).default(24),
  /** A failed report neither resumed nor deleted for this many days is ended (cancelled, its file removed). */
  FAILED_REPORT_EXPIRY_DAYS: z.coerce.number().min(0.01).max(3650).default(14),
});

/** The name of one variable the schema reads. */
export type ConfigVariable = keyof typeof schema.shape;

export type AppConfig = Omit<z.infer<typeof schema>, 'APP_ORIGIN' | 'SESSION_SECRET'> & {
  /**
   * The variables set (non-empty) in the environment at boot. Defaults hide whether a value came from the
   * environment, and System Settings reports exactly that: presence, never the value.
   */
  configured: ReadonlySet<ConfigVariable>;
  APP_ORIGIN: string;
  SESSION_SECRET: string;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Set by the worker entry point: run queue processors only, no HTTP. */
  workerOnly: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The generated secret lives in DATA_DIR so sessions survive restarts without any set-up. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const set = emptyToUndefined(env);
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.GCS_API_ENDPOINT && !c.GCS_BUCKET) problems.push('GCS_API_ENDPOINT: set GCS_BUCKET too');
  if (problems.length) throw new ConfigError(problems);
  const dataDir = resolve(c.DATA_DIR);
  return {
    ...c,
    configured: new Set((Object.keys(schema.shape) as ConfigVariable[]).filter((k) => k in set)),
    dataDir,
    APP_ORIGIN: (c.APP_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: c.SESSION_SECRET ?? persistentSecret(dataDir),
    workerOnly: false,
  };
}
