import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { type INestApplicationContext, Logger, ValidationPipe, type ValidationError } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyHttpOptions } from 'fastify';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/app-logger.js';
import { QueueModule } from './common/queue/queue.module.js';
import { AppExceptionFilter } from './common/errors/app-exception.filter.js';
import { AppError, ErrorCode } from './common/errors/error-codes.js';
import { AppConfig } from './config/config.js';
import { refuseAnonymousEarly } from './common/http/early-auth.js';
import { closeWhenBodyUnread } from './common/http/lingering-close.js';
import { SessionsService } from './modules/auth/sessions.service.js';
import { clientInlineScriptSources, mountClient } from './web/client.js';
import { mountMultipart } from './web/multipart.js';
import { sameOriginOnly } from './web/same-origin.js';
import { mountInboundBody } from './web/inbound-body.js';

/** JSON and GraphQL bodies (100 KB, as before the move from Express); uploads have their own limits (multer). */
const JSON_BODY_LIMIT = 100 * 1024;

/** Builds the HTTP app (both doors, the client, the docs) without listening. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // Client IPs feed the per-IP sign-in limits; behind a proxy they come from X-Forwarded-For.
  const trust = config.TRUST_PROXY;
  const trustProxy = trust === 'true' ? true : trust === 'false' ? false : /^\d+$/.test(trust) ? Number(trust) : trust;
  const requestMs = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  const uploadMs = Math.max(config.UPLOAD_TIMEOUT_SECONDS * 1000, requestMs);
  const adapter = new BoundedDrainAdapter(
    {
      // Fastify takes a hop count too, which its adapter's option type leaves out.
      trustProxy: trustProxy as boolean | string,
      bodyLimit: JSON_BODY_LIMIT,
      // Node's whole-request limit (headers and body) is one number for every route, so it is the longest one, the
      // upload's; other requests get the shorter time from `limitRequestTime` below. Neither touches a response
      // being streamed (SSE) or an upgraded socket: both count only until the request has arrived.
      requestTimeout: uploadMs,
      // How long an idle connection is kept between two requests.
      keepAliveTimeout: config.HTTP_KEEPALIVE_SECONDS * 1000,
      // No `connectionTimeout` (an idle-socket timer): a byte every few seconds defeats it, and it would cut a
      // quiet event stream. Node checks requestTimeout and headersTimeout every `connectionsCheckingInterval`,
      // by default every 30 s, too coarse for limits of a few seconds.
      http: { headersTimeout: requestMs, connectionsCheckingInterval: 1000 },
    },
    shutdownDrainMs(config),
  );
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: new AppLogger(config.LOG_LEVEL),
  });
  mountMultipart(app);
  mountInboundBody(app, JSON_BODY_LIMIT);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // The client's inline scripts (the theme before first paint, the code loader after it) by their hashes, never
          // 'unsafe-inline'.
          'script-src': ["'self'", ...clientInlineScriptSources()],
          // GraphiQL and Swagger UI ship their own workers and styles from our origin; the app's service worker
          // (/sw.js) and web app manifest are ours too (README "Offline and installable app").
          'worker-src': ["'self'", 'blob:'],
          'manifest-src': ["'self'"],
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
        const fields = Object.fromEntries(errors.map((e) => firstProblem(e)));
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
    // Scripts and other systems: an API key from Profile Settings › API keys (README, "Calling the API").
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'beti_…', description: 'An API key (beti_…) from Profile Settings › API keys' }, 'apiKey')
    .addSecurityRequirements('apiKey')
    .addSecurityRequirements('cookie')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));
  await app.init();
  // After init (the routes are known, and the middleware's hooks run first), before listening.
  refuseAnonymousEarly(app, app.get(SessionsService));
  closeWhenBodyUnread(app);
  adapter.beforeDrain = () => app.get(QueueModule).stop();
  const server = app.getHttpServer();
  server.prependListener('request', limitRequestTime(requestMs));
  server.on('upgrade', refuseUpgradeOutsideGraphql);
  return app;
}

/**
 * A request's body must arrive within `ms` of its headers. Uploads (multipart bodies, read by multer with its own
 * size limits) are left to Node's longer limit; so an anonymous multipart body is bounded by the upload time too.
 */
function limitRequestTime(ms: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) return;
    const timer = setTimeout(() => {
      if (req.complete) return;
      // Not read whole in time: answer as Node does for its own limit, and close (the rest of the body is not read).
      if (res.headersSent) req.socket.destroy();
      else res.writeHead(408, { connection: 'close', 'content-type': 'application/json; charset=utf-8' }).end(REQUEST_TIMEOUT_BODY);
    }, ms);
    req.once('close', () => clearTimeout(timer));
  };
}

const REQUEST_TIMEOUT_BODY = JSON.stringify({ statusCode: 408, code: 'request_timeout', message: 'The request did not arrive in time' });

/**
 * Nest's subscription service takes upgrades whose path starts with /graphql (same test here, so each upgrade
 * has one owner). Any other upgrade would get no answer and hold its socket forever: refuse it and close.
 */
function refuseUpgradeOutsideGraphql(req: IncomingMessage, socket: Duplex) {
  if (req.url?.startsWith('/graphql')) return;
  socket.on('error', () => socket.destroy());
  const body = 'Upgrades are only accepted on /graphql\n';
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Of the shutdown time, what open connections get to finish; the last second is for closing the rest. */
function shutdownDrainMs(config: AppConfig): number {
  const ms = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  return Math.max(ms - 1000, ms / 2);
}

/**
 * Fastify's adapter with a bounded drain. When the app starts closing (SIGTERM or app.close()), requests in flight
 * may finish until `drainMs`; then every socket still open (a stuck body, a websocket, a held upgrade) is
 * destroyed, since closing the server waits for all of them and a client could otherwise hold it forever.
 */
class BoundedDrainAdapter extends FastifyAdapter {
  private readonly sockets = new Set<Socket>();
  private expired = false;
  private timer: NodeJS.Timeout | undefined;
  /** Runs first when the app closes, before any module's hook: Apollo's, in GraphQL's, already closes HTTP. */
  beforeDrain: () => Promise<void> = async () => undefined;

  constructor(
    options: FastifyHttpOptions<Server>,
    private readonly drainMs: number,
  ) {
    super(options);
    this.getInstance().server.on('connection', (socket: Socket) => {
      if (this.expired) return socket.destroy();
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  override async beforeClose() {
    super.beforeClose();
    this.timer ??= setTimeout(() => {
      this.expired = true;
      if (this.sockets.size) new Logger('Shutdown').warn(`closing ${this.sockets.size} connection(s) still open after ${this.drainMs} ms`);
      for (const socket of this.sockets) socket.destroy();
    }, this.drainMs).unref();
    await this.beforeDrain();
  }

  override async close() {
    try {
      await super.close();
    } finally {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
  }
}

const SIGNALS = ['SIGTERM', 'SIGINT'];

/**
 * On SIGTERM or SIGINT, Nest closes the app (the queue stops taking jobs first, then HTTP drains; see
 * BoundedDrainAdapter) and exits 0. Should anything else hang, the process exits 1 at SHUTDOWN_TIMEOUT_SECONDS.
 */
export function exitOnSignals(app: INestApplicationContext, config: AppConfig) {
  app.enableShutdownHooks(SIGNALS, { useProcessExit: true });
  const logger = new Logger('Shutdown');
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      logger.log(`${signal}: shutting down within ${config.SHUTDOWN_TIMEOUT_SECONDS} s`);
      setTimeout(() => {
        logger.error(`shutdown did not finish within ${config.SHUTDOWN_TIMEOUT_SECONDS} s; exiting`);
        process.exit(1);
      }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    });
  }
}

/** A validation error's field path and first broken rule, nested inputs included (`capacities.0.capacity`). */
function firstProblem(e: ValidationError, parent = ''): [string, string] {
  const path = parent ? `${parent}.${e.property}` : e.property;
  const own = Object.values(e.constraints ?? {})[0];
  if (own) return [path, own];
  const child = e.children?.[0];
  return child ? firstProblem(child, path) : [path, `${path} is invalid`];
}
