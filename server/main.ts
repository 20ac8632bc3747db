import { createApp, exitOnSignals } from './app.js';
import { startupBanner } from './banner.js';
import { claimEmbeddedDatabase, EmbeddedDatabaseBusy } from './common/database/embedded-lock.js';
import { ConfigError, loadConfig } from './config/config.js';
import { FirstRunService } from './modules/auth/first-run.service.js';

try {
  const config = loadConfig();
  claimEmbeddedDatabase(config, 'the server', config.APP_ORIGIN);
  const app = await createApp(config);
  exitOnSignals(app, config);
  await app.listen(config.PORT);
  // Printed to this console only, whatever LOG_LEVEL says: the setup link is in it.
  process.stdout.write(`${startupBanner(config, await app.get(FirstRunService).issueToken())}\n`);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(2);
  }
  if (e instanceof EmbeddedDatabaseBusy) {
    console.error(`${e.message}\nStop it first, or give this server another DATA_DIR (or a DATABASE_URL).`);
    process.exit(2);
  }
  throw e;
}
