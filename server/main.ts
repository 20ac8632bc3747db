import { Logger } from '@nestjs/common';
import { createApp, exitOnSignals } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

try {
  const config = loadConfig();
  const app = await createApp(config);
  exitOnSignals(app, config);
  await app.listen(config.PORT);
  const url = await app.getUrl();
  const port = new URL(url).port;
  new Logger('BETI').log(
    `ready on http://localhost:${port} (app origin ${config.APP_ORIGIN}; GraphQL /graphql; REST docs /api/docs)`,
  );
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(2);
  }
  throw e;
}
