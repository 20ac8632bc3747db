import type { AppConfig, ConfigVariable } from '../../config/config.js';
import { ConfigPresenceItem, ConfigProvider } from './config-presence.model.js';

type ConfigItem = Omit<ConfigPresenceItem, 'present' | 'envVar' | 'required' | 'neededInProduction'> & {
  envVar: ConfigVariable;
  /** Needed on a production deployment, where no embedded fallback is acceptable. */
  production: boolean;
  /**
   * Outside production: needed when the configured parts depend on it (given the variables that are set).
   * A variable that only chooses a real part over its embedded one (the database, queue, storage, mail) is never
   * needed there: without it the embedded part runs, and that is the development set-up working as designed.
   */
  neededWith?: (configured: ReadonlySet<ConfigVariable>) => boolean;
};

const { AI, STORAGE, MAIL, DATABASE, QUEUE, SECURITY } = ConfigProvider;

/**
 * The provider configuration of this product, in display order. `production` means "needed in production":
 * every variable with an embedded development fallback (local folder, outbox, PGlite, in-process queue,
 * generated or derived secrets, localhost origin) is needed there, because the fallback loses data or
 * breaks on a real deployment. The Anthropic key is optional: the deterministic parser reads every report
 * without it. Endpoint overrides, the model, the project id, the sender and the Redis prefix are optional:
 * their defaults are right for a production install. Outside production, `neededWith` says what the
 * configured parts need (a real database outlives the data folder that holds the generated session secret,
 * from which the TOTP key is derived; real mail carries links to APP_ORIGIN).
 */
export const CONFIG_ITEMS: readonly ConfigItem[] = [
  { provider: AI, name: 'Anthropic API key', envVar: 'ANTHROPIC_API_KEY', production: false,
    description: 'Parses reports with Anthropic. Without it the deterministic parser reads every report.' },
  { provider: AI, name: 'Anthropic base URL', envVar: 'ANTHROPIC_BASE_URL', production: false,
    description: 'Another Anthropic-compatible endpoint. Anthropic is used otherwise.' },
  { provider: AI, name: 'Anthropic model', envVar: 'ANTHROPIC_MODEL', production: false,
    description: 'Model used for parsing. A built-in default is used otherwise.' },
  { provider: STORAGE, name: 'Cloud Storage bucket', envVar: 'GCS_BUCKET', production: true,
    description: 'Stores uploaded reports and profile photos in Google Cloud Storage. Without it files stay in a folder on this server.' },
  { provider: STORAGE, name: 'Cloud Storage project ID', envVar: 'GCS_PROJECT_ID', production: false,
    description: 'Google Cloud project. Read from the service credentials otherwise.' },
  { provider: STORAGE, name: 'Cloud Storage endpoint', envVar: 'GCS_API_ENDPOINT', production: false,
    description: 'Another Cloud Storage endpoint, such as an emulator. Google is used otherwise.' },
  { provider: MAIL, name: 'SMTP server URL', envVar: 'SMTP_URL', production: true,
    description: 'Sends invitations and password resets. Without it mail is written to files on the server and never delivered.' },
  { provider: MAIL, name: 'Sender address', envVar: 'MAIL_FROM', production: false,
    description: 'From address of every message. A built-in default is used otherwise.' },
  { provider: DATABASE, name: 'PostgreSQL URL', envVar: 'DATABASE_URL', production: true,
    description: 'The database. Without it data lives in an embedded database meant for development.' },
  { provider: QUEUE, name: 'Redis URL', envVar: 'REDIS_URL', production: true,
    description: 'Job queue and live updates shared by every server process. Without it jobs run in this process and queued work is lost on restart.' },
  { provider: QUEUE, name: 'Redis key prefix', envVar: 'REDIS_PREFIX', production: false,
    description: 'Namespace for keys, so several installs can share one Redis. A built-in default is used otherwise.' },
  { provider: SECURITY, name: 'Session secret', envVar: 'SESSION_SECRET', production: true,
    neededWith: (set) => set.has('DATABASE_URL'),
    description: 'Signs sessions. Without it one is generated into the data folder, and everyone is signed out when that folder is replaced.' },
  { provider: SECURITY, name: 'TOTP encryption key', envVar: 'TOTP_ENCRYPTION_KEY', production: true,
    description: 'Encrypts two-factor secrets at rest. Without it a key is derived from the session secret, so changing that secret breaks every two-factor setup.' },
  { provider: SECURITY, name: 'Application origin', envVar: 'APP_ORIGIN', production: true,
    neededWith: (set) => set.has('SMTP_URL'),
    description: 'Public address for links in mail, secure cookies and origin checks. Without it localhost is assumed.' },
];

/**
 * Presence only: the item list never carries a value, a prefix or a length. `required` is for the configured
 * mode: everything needed in production when NODE_ENV is production, otherwise what the configured parts need.
 */
export function configPresence(config: Pick<AppConfig, 'configured' | 'NODE_ENV'>): ConfigPresenceItem[] {
  const { configured } = config;
  const production = config.NODE_ENV === 'production';
  return CONFIG_ITEMS.map(({ production: neededInProduction, neededWith, ...item }) => ({
    ...item,
    required: production ? neededInProduction : (neededWith?.(configured) ?? false),
    neededInProduction,
    present: configured.has(item.envVar),
  }));
}
