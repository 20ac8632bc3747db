import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** How long a connection answered before its request's body arrived still reads (and drops) what the client sends. */
export const LINGER_MS = 1000;

/**
 * An answer given before its request's body was read (the early 401 of early-auth.ts, a guard's 403, a 404, the
 * same-origin check, a multer limit, /graphql answering a multipart body it never reads) closes the connection.
 * Node would otherwise read and drop the rest of the body to keep the connection alive, for as long as the upload
 * time, from a client that may be sending slowly on purpose.
 *
 * Closed as nginx's lingering close does: the socket is ended (FIN) once the answer is written, what the client
 * still sends is read and dropped for at most LINGER_MS, then the socket is destroyed. Destroying it at once would
 * reset the connection under a client still sending its body, which may then see the reset (EPIPE) before the
 * answer. Fastify's answers say `Connection: close`; a middleware's answer on the raw response is closed the same
 * way once written.
 */
export function closeWhenBodyUnread(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().addHook('onSend', async (req, reply) => {
    if (req.raw.complete) return;
    reply.header('connection', 'close');
    // Node ends the socket of a `Connection: close` answer with destroySoon() (end, then destroy): linger instead.
    req.raw.socket.destroySoon = () => linger(req.raw);
  });
  app.getHttpServer().prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => {
      if (!req.complete) linger(req);
    });
  });
}

function linger(req: IncomingMessage): void {
  const socket = req.socket;
  if (socket.destroyed || socket.writableEnded) return;
  // Whoever was reading the body (multer) has stopped: what still comes is dropped, not left to fill the buffers.
  req.resume();
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
}
