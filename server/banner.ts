import { join } from 'node:path';
import type { AppConfig } from './config/config.js';

/** Where a URL points, without its credentials: `host:port/path`. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'configured';
  }
}

/** The path of the first-administrator screen, with the one-time token. */
export function setupLink(config: Pick<AppConfig, 'APP_ORIGIN'>, token: string): string {
  return `${config.APP_ORIGIN}/setup#token=${token}`;
}

/**
 * What `npm start` prints once the server listens (issue 16): where it is, what each part runs on, where the
 * data lives, and the next step. With no user yet the next step is the one-time setup link, printed here only.
 */
export function startupBanner(config: AppConfig, setupToken: string | null): string {
  const parts: [string, string][] = [
    ['database', config.DATABASE_URL ? `PostgreSQL at ${where(config.DATABASE_URL)}` : `embedded PGlite at ${join(config.dataDir, 'db')}`],
    ['queue', config.REDIS_URL ? `Redis at ${where(config.REDIS_URL)}` : 'in-process (REDIS_URL not set)'],
    ['storage', config.GCS_BUCKET ? `GCS bucket ${config.GCS_BUCKET}` : `local folder ${join(config.dataDir, 'storage')}`],
    ['mail', config.SMTP_URL ? `SMTP at ${where(config.SMTP_URL)}` : `outbox ${join(config.dataDir, 'outbox')} (.eml files)`],
    ['parser', config.ANTHROPIC_API_KEY ? `Anthropic (${config.ANTHROPIC_MODEL}), deterministic fallback` : 'deterministic (ANTHROPIC_API_KEY not set)'],
    ['data', config.dataDir],
  ];
  const next = setupToken
    ? [
        'Next step: no user exists yet. Create the first administrator with this one-time link:',
        `  ${setupLink(config, setupToken)}`,
        '  (it works once; until an administrator exists, each start prints a new one)',
      ]
    : [`Next step: sign in at ${config.APP_ORIGIN}/auth`];
  return [
    '',
    `BETI is ready at ${config.APP_ORIGIN}`,
    ...parts.map(([name, mode]) => `  ${name.padEnd(9)}${mode}`),
    `  API      GraphQL ${config.APP_ORIGIN}/graphql · REST docs ${config.APP_ORIGIN}/api/docs`,
    '',
    ...next,
    '',
  ].join('\n');
}
