import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import 'reflect-metadata';
import { exitOnSignals } from './app.js';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/app-logger.js';
import { ConfigError, loadConfig } from './config/config.js';

/** The same build running only the queue processors (docker-compose `worker`). Needs REDIS_URL. */
try {
  const config = { ...loadConfig(), workerOnly: true, QUEUE_PROCESSORS: true };
  if (!config.REDIS_URL) throw new ConfigError(['REDIS_URL: the worker needs Redis to share jobs with the API']);
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: new AppLogger(config.LOG_LEVEL) });
  exitOnSignals(app, config);
  new Logger('BETI').log('worker running queue processors');
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(2);
  }
  throw e;
}
