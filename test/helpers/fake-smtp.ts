import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A minimal SMTP server (RFC 5321, plain text, no TLS, no AUTH) on 127.0.0.1, enough for nodemailer's
 * SMTP transport: 220 greeting, EHLO (multi-line 250 with PIPELINING, 8BITMIME, SIZE — no STARTTLS, so
 * nodemailer stays in plain text without `ignoreTLS`) or HELO, MAIL FROM, RCPT TO, DATA (354, then the
 * dot-stuffed message up to CRLF.CRLF), RSET, NOOP, QUIT. Commands may arrive pipelined.
 */
export interface FakeSmtpMessage {
  /** Envelope sender (MAIL FROM), without the angle brackets. */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as received after DATA, dot-unstuffed, CRLF line ends, without the final CRLF.CRLF. */
  data: string;
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: FakeSmtpMessage[];
  /** Every command line received, in order (e.g. to see a verify() as EHLO + QUIT). */
  commands: string[];
  /** Connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

const MAX_SIZE = 10 * 1024 * 1024;

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: FakeSmtpMessage[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const state = { connections: 0 };

  const server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');

    let buffer = '';
    let inData = false;
    let greeted = false;
    let from: string | null = null;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const reset = () => {
      from = null;
      to = [];
    };

    const command = (line: string) => {
      commands.push(line);
      const verb = line.split(' ')[0].toUpperCase();
      const arg = line.slice(verb.length).trim();
      switch (verb) {
        case 'EHLO':
          greeted = true;
          reset();
          return reply(`250-fake-smtp greets ${arg || 'client'}\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SIZE ${MAX_SIZE}`);
        case 'HELO':
          greeted = true;
          reset();
          return reply(`250 fake-smtp greets ${arg || 'client'}`);
        case 'MAIL': {
          const m = /^FROM:\s*<([^>]*)>/i.exec(arg);
          if (!greeted) return reply('503 5.5.1 EHLO/HELO first');
          if (!m) return reply('501 5.5.4 Syntax: MAIL FROM:<address>');
          if (from !== null) return reply('503 5.5.1 Sender already given');
          from = m[1];
          return reply('250 2.1.0 Ok');
        }
        case 'RCPT': {
          const m = /^TO:\s*<([^>]+)>/i.exec(arg);
          if (from === null) return reply('503 5.5.1 Need MAIL first');
          if (!m) return reply('501 5.5.4 Syntax: RCPT TO:<address>');
          to.push(m[1]);
          return reply('250 2.1.5 Ok');
        }
        case 'DATA':
          if (from === null || to.length === 0) return reply('503 5.5.1 Need MAIL and RCPT first');
          inData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          reset();
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not implemented');
      }
    };

    const consume = () => {
      for (;;) {
        if (inData) {
          // The message ends at a line holding a single dot; the CRLF before it belongs to the terminator.
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = end === 0 ? '' : buffer.slice(0, end);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          const data = raw
            .split('\r\n')
            .map((l) => (l.startsWith('.') ? l.slice(1) : l))
            .join('\r\n');
          messages.push({ from: from ?? '', to, data });
          reset();
          reply(`250 2.0.0 Ok: queued as FAKE${messages.length}`);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
        if (socket.writableEnded) return;
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      consume();
    });
    reply('220 fake-smtp ESMTP ready');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    commands,
    get connections() {
      return state.connections;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      return closing;
    },
  };
}
