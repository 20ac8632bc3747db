// The Express-or-Fastify measurement of issue #7: the same built AppModule (dist/) on Nest's Fastify adapter,
// for the read path only, so that `npm run bench` can measure both HTTP layers on the same doors:
//
//   BENCH_SERVER_ENTRY=bench/fastify-experiment.mjs BENCH_PIPELINE=0 npm run bench
//
// It is not a second server. What the product's createApp (server/app.ts) sets up is repeated here in Fastify
// terms where the bench's requests pass through it: helmet (@fastify/helmet, same CSP), CORS, the global
// filter and ValidationPipe. Two shims stand in for Express APIs the product uses: `res.cookie` (sign-in sets
// the session cookie with it) and the `{ req, res }` shape the GraphQL context reads. Uploads (multer), the
// event stream, the client's static files, the same-origin check of state-changing REST calls and the error
// bodies of Fastify's own parsers are not ported, so only the bench's GET pages and sign-in are meaningful.
import 'reflect-metadata';
import helmet from '@fastify/helmet';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { logLevels } from '../dist/server/app.js';
import { AppModule } from '../dist/server/app.module.js';
import { AppExceptionFilter } from '../dist/server/common/errors/app-exception.filter.js';
import { loadConfig } from '../dist/server/config/config.js';

const config = loadConfig();
const app = await NestFactory.create(AppModule.register(config), new FastifyAdapter(), { logger: logLevels(config) });
await app.register(helmet, {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'worker-src': ["'self'", 'blob:'], 'upgrade-insecure-requests': null },
  },
});
app.enableCors({ origin: [config.APP_ORIGIN, ...config.CORS_ORIGINS], credentials: true });
const fastify = app.getHttpAdapter().getInstance();
fastify.decorateRequest('res', null);
fastify.addHook('onRequest', (req, reply, done) => {
  req.res = reply; // the GraphQL context reads { req, res } off its first argument (here the Fastify request)
  reply.cookie = (name, value, options = {}) =>
    reply.header('set-cookie', `${name}=${encodeURIComponent(value)}; Path=${options.path ?? '/'}; HttpOnly; SameSite=Lax`);
  done();
});
app.useGlobalFilters(new AppExceptionFilter());
app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
await app.listen(config.PORT, '127.0.0.1');
console.log(`fastify experiment listening on ${config.PORT}`);
