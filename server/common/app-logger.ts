import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/**
 * Nest's own start-up lines: "Starting Nest application...", a line per module and controller, "Mapped {…}" per
 * route (~130 lines in all) and "successfully started". Their `log` lines are detail (debug); warnings and errors
 * from the same places keep their level.
 */
const FRAMEWORK_STARTUP = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'GraphQLModule', 'NestApplication']);

/**
 * Nest's console logger at LOG_LEVEL, with the framework's start-up chatter demoted to debug: at the default
 * level `npm start` prints its banner (server/banner.ts) and real warnings only (issue 16); LOG_LEVEL=debug shows
 * the modules and routes again.
 */
export class AppLogger extends ConsoleLogger {
  constructor(level: AppConfig['LOG_LEVEL']) {
    super({ logLevels: LEVELS.slice(0, LEVELS.indexOf(level) + 1) });
  }

  override log(message: unknown, ...params: unknown[]): void {
    // Nest's Logger passes its context last.
    const context = params.at(-1);
    if (typeof context === 'string' && FRAMEWORK_STARTUP.has(context)) this.debug(message, ...params);
    else super.log(message, ...params);
  }
}
