import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { INBOUND_PATH } from '../modules/animals/alerts/alerts-inbound.service.js';

/**
 * The inbound email webhook signs the exact bytes it sends, and keeps a body that is not JSON (to store it and
 * mark it failed): so on that path a JSON body reaches the controller as the raw text. Every other path keeps
 * Fastify's own JSON parser, with its prototype-poisoning checks (the parser Nest would register by itself).
 */
export function mountInboundBody(app: NestFastifyApplication, bodyLimit: number) {
  const fastify = app.getHttpAdapter().getInstance();
  const json = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (req, body, done) => {
    if (req.url.split('?')[0] === INBOUND_PATH) return done(null, body.toString('utf8'));
    return json(req as Parameters<typeof json>[0], body as unknown as string, done);
  });
}
