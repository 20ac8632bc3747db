import { jest } from '@jest/globals';
import { AppLogger } from './app-logger.js';

/** What the logger writes for Nest's start-up lines and for the app's own, at a given LOG_LEVEL (issue 16). */
function printed(level: 'log' | 'debug', write: (logger: AppLogger) => void): string {
  const chunks: string[] = [];
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (chunks.push(String(chunk)), true));
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (chunks.push(String(chunk)), true));
  try {
    write(new AppLogger(level));
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return chunks.join('');
}

describe('AppLogger', () => {
  // As Nest's Logger calls it: the context last.
  const startUp = (logger: AppLogger) => {
    logger.log('Starting Nest application...', 'NestFactory');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('HealthController {/api/health}:', 'RoutesResolver');
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('Mapped {/graphql, POST} route', 'GraphQLModule');
    logger.log('Nest application successfully started', 'NestApplication');
  };

  it("at the default level drops Nest's start-up lines and keeps the app's lines and Nest's warnings", () => {
    const out = printed('log', (logger) => {
      startUp(logger);
      logger.log('status healthy', 'HealthService');
      logger.warn('Your HTTP Adapter does not support `.useBodyParser`.', 'NestApplication');
    });
    expect(out).not.toMatch(/Starting Nest|dependencies initialized|HealthController|Mapped \{|successfully started/);
    expect(out).toContain('status healthy');
    expect(out).toContain('useBodyParser');
  });

  it('at LOG_LEVEL=debug prints them, as debug lines', () => {
    const out = printed('debug', startUp);
    expect(out.match(/DEBUG/g)).toHaveLength(6);
    expect(out).toContain('Mapped {/api/health, GET} route');
    expect(out).toContain('Nest application successfully started');
  });
});
