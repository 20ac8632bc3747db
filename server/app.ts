import 'reflect-metadata';
import { LogLevel, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { AppExceptionFilter } from './common/errors/app-exception.filter.js';
import { AppError, ErrorCode } from './common/errors/error-codes.js';
import { AppConfig } from './config/config.js';
import { mountClient } from './web/client.js';
import { mountMultipart } from './web/multipart.js';
import { sameOriginOnly } from './web/same-origin.js';

/** JSON and GraphQL bodies (100 KB, as before the move from Express); uploads have their own limits (multer). */
const JSON_BODY_LIMIT = 100 * 1024;

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export function logLevels(config: AppConfig): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL) + 1);
}

/** Builds the HTTP app (both doors, the client, the docs) without listening. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // Client IPs feed the per-IP sign-in limits; behind a proxy they come from X-Forwarded-For.
  const trust = config.TRUST_PROXY;
  const trustProxy = trust === 'true' ? true : trust === 'false' ? false : /^\d+$/.test(trust) ? Number(trust) : trust;
  const adapter = new FastifyAdapter({
    // Fastify takes a hop count too, which its adapter's option type leaves out.
    trustProxy: trustProxy as boolean | string,
    bodyLimit: JSON_BODY_LIMIT,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: logLevels(config),
  });
  mountMultipart(app);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // GraphiQL and Swagger UI ship their own workers and styles from our origin.
          'worker-src': ["'self'", 'blob:'],
          // Only an https origin may ask browsers to upgrade; on plain http it would break assets and sockets.
          'upgrade-insecure-requests': config.APP_ORIGIN.startsWith('https:') ? [] : null,
        },
      },
    }),
  );
  const origins = [config.APP_ORIGIN, ...config.CORS_ORIGINS];
  app.enableCors({ origin: origins, credentials: true });
  app.use(sameOriginOnly(origins));
  app.useGlobalFilters(new AppExceptionFilter());
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => {
        // One message per field (the first broken rule), so clients can show each where it belongs.
        const fields = Object.fromEntries(
          errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0] ?? `${e.property} is invalid`]),
        );
        return new AppError(ErrorCode.VALIDATION_FAILED, Object.values(fields).join('; '), { fields });
      },
    }),
  );
  mountClient(app);
  const openApi = new DocumentBuilder()
    .setTitle('BETI REST compatibility API')
    .setDescription(
      'The documented REST paths older tools call. Errors answer their HTTP status with a JSON body ' +
        '`{ statusCode, code, message }`; GraphQL at /graphql serves the same data.',
    )
    .setVersion('1.9.3')
    .addCookieAuth('beti.sid')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));
  app.enableShutdownHooks();
  await app.init();
  return app;
}
