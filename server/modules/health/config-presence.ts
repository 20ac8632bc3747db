import type { ConfigVariable } from '../../config/config.js';
import { ConfigPresenceItem, ConfigProvider } from './config-presence.model.js';

type ConfigItem = Omit<ConfigPresenceItem, 'present' | 'envVar'> & { envVar: ConfigVariable };

const { AI, STORAGE, MAIL, DATABASE, QUEUE, SECURITY } = ConfigProvider;

/**
 * The provider configuration of this product, in display order. `required` means "needed in production":
 * every variable with an embedded development fallback (local folder, outbox, PGlite, in-process queue,
 * generated or derived secrets, localhost origin) is required there, because the fallback loses data or
 * breaks on a real deployment. The Anthropic key is optional: the deterministic parser reads every report
 * without it. Endpoint overrides, the model, the project id, the sender and the Redis prefix are optional:
 * their defaults are right for a production install.
 */
export const CONFIG_ITEMS: readonly ConfigItem[] = [
  { provider: AI, name: 'Anthropic API key', envVar: 'ANTHROPIC_API_KEY', required: false,
    description: 'Parses reports with Anthropic. Without it the deterministic parser reads every report.' },
  { provider: AI, name: 'Anthropic base URL', envVar: 'ANTHROPIC_BASE_URL', required: false,
    description: 'Another Anthropic-compatible endpoint. Anthropic is used otherwise.' },
  { provider: AI, name: 'Anthropic model', envVar: 'ANTHROPIC_MODEL', required: false,
    description: 'Model used for parsing. A built-in default is used otherwise.' },
  { provider: STORAGE, name: 'Cloud Storage bucket', envVar: 'GCS_BUCKET', required: true,
    description: 'Stores uploaded reports and profile photos in Google Cloud Storage. Without it files stay in a folder on this server.' },
  { provider: STORAGE, name: 'Cloud Storage project ID', envVar: 'GCS_PROJECT_ID', required: false,
    description: 'Google Cloud project. Read from the service credentials otherwise.' },
  { provider: STORAGE, name: 'Cloud Storage endpoint', envVar: 'GCS_API_ENDPOINT', required: false,
    description: 'Another Cloud Storage endpoint, such as an emulator. Google is used otherwise.' },
  { provider: MAIL, name: 'SMTP server URL', envVar: 'SMTP_URL', required: true,
    description: 'Sends invitations and password resets. Without it mail is written to files on the server and never delivered.' },
  { provider: MAIL, name: 'Sender address', envVar: 'MAIL_FROM', required: false,
    description: 'From address of every message. A built-in default is used otherwise.' },
  { provider: DATABASE, name: 'PostgreSQL URL', envVar: 'DATABASE_URL', required: true,
    description: 'The database. Without it data lives in an embedded database meant for development.' },
  { provider: QUEUE, name: 'Redis URL', envVar: 'REDIS_URL', required: true,
    description: 'Job queue and live updates shared by every server process. Without it jobs run in this process and queued work is lost on restart.' },
  { provider: QUEUE, name: 'Redis key prefix', envVar: 'REDIS_PREFIX', required: false,
    description: 'Namespace for keys, so several installs can share one Redis. A built-in default is used otherwise.' },
  { provider: SECURITY, name: 'Session secret', envVar: 'SESSION_SECRET', required: true,
    description: 'Signs sessions. Without it one is generated into the data folder, and everyone is signed out when that folder is replaced.' },
  { provider: SECURITY, name: 'TOTP encryption key', envVar: 'TOTP_ENCRYPTION_KEY', required: true,
    description: 'Encrypts two-factor secrets at rest. Without it a key is derived from the session secret, so changing that secret breaks every two-factor setup.' },
  { provider: SECURITY, name: 'Application origin', envVar: 'APP_ORIGIN', required: true,
    description: 'Public address for links in mail, secure cookies and origin checks. Without it localhost is assumed.' },
];

/** Presence only: the item list never carries a value, a prefix or a length. */
export function configPresence(configured: ReadonlySet<ConfigVariable>): ConfigPresenceItem[] {
  return CONFIG_ITEMS.map((item) => ({ ...item, present: configured.has(item.envVar) }));
}
