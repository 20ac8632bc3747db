import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { MailService } from '../../server/common/mail/mail.module.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { healthReader } from '../helpers/health.js';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.js';

const TO = 'volunteer@example.org';
const SUBJECT = 'Your BETI invitation';
const LINK = 'https://beti.example.org/invite?token=abc123';
// The ".signature" line has to be dot-stuffed on the wire and unstuffed by the server.
const TEXT = `Welcome to BETI!\n\nSet your password here: ${LINK}\n\n.signature: the BETI team\n`;

/** A port nothing listens on: bound once by the OS, then released. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** GET /api/health/all as a SUPERVISOR (the messages name hosts and paths), timed without the sign-in. */
async function timedHealth(t: TestApp) {
  const reader = await healthReader(t);
  const started = Date.now();
  const res = await reader.get('/api/health/all').expect(200);
  return { body: res.body, elapsed: Date.now() - started };
}

describe('mail without SMTP_URL: the local outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('send() writes an .eml under <DATA_DIR>/outbox/ with subject, recipient and link, and logs the link', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log');
    try {
      const result = await t.app.get(MailService).send({ to: TO, subject: SUBJECT, text: TEXT });

      const outbox = join(t.config.dataDir, 'outbox');
      expect(result.file).toBeDefined();
      expect(dirname(result.file!)).toBe(outbox);
      expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toEqual([basename(result.file!)]);

      const eml = readFileSync(result.file!, 'utf8');
      expect(eml).toMatch(new RegExp(`^Subject: ${SUBJECT}$`, 'm'));
      expect(eml).toMatch(new RegExp(`^To: ${TO}$`, 'm'));
      expect(eml).toMatch(/^From: BETI <no-reply@beti\.local>$/m);
      expect(eml).toMatch(new RegExp(`^Message-ID: ${result.messageId}$`, 'm'));
      expect(eml).toContain(LINK);
      expect(eml).toMatch(/^\.signature: the BETI team$/m); // a file is not dot-stuffed

      const lines = logged.mock.calls.map(([m]) => String(m));
      expect(lines).toContainEqual(expect.stringContaining(`as ${result.file} links: ${LINK}`));
    } finally {
      logged.mockRestore();
    }
  });

  it('checks.mail is ok and names the outbox', async () => {
    const { body } = await timedHealth(t);
    expect(body.checks.mail).toMatchObject({ status: 'ok' });
    expect(body.checks.mail.message).toContain(`Local outbox ${join(t.config.dataDir, 'outbox')}`);
  });
});

describe('mail with SMTP_URL pointing at a local SMTP server', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('send() delivers the message to the SMTP server with the right envelope and body, and writes no file', async () => {
    const result = await t.app.get(MailService).send({ to: TO, subject: SUBJECT, text: TEXT });
    expect(result.file).toBeUndefined();

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message.from).toBe('no-reply@beti.local');
    expect(message.to).toEqual([TO]);
    const data = message.data.replace(/\r\n/g, '\n');
    expect(data).toMatch(new RegExp(`^Subject: ${SUBJECT}$`, 'm'));
    expect(data).toMatch(new RegExp(`^To: ${TO}$`, 'm'));
    expect(data).toMatch(new RegExp(`^Message-ID: ${result.messageId}$`, 'm'));
    expect(data).toContain(LINK);
    expect(data).toMatch(/^\.signature: the BETI team$/m);
    expect(existsSync(join(t.config.dataDir, 'outbox'))).toBe(false);
    // Plain SMTP as advertised: no STARTTLS attempt, no AUTH.
    expect(smtp.commands.filter((c) => /^(STARTTLS|AUTH)/i.test(c))).toEqual([]);
  });

  it('checks.mail is ok after a real SMTP handshake with the server', async () => {
    const connectionsBefore = smtp.connections;
    const commandsBefore = smtp.commands.length;
    const { body } = await timedHealth(t);
    expect(body.checks.mail).toEqual({
      status: 'ok',
      message: `SMTP server ${new URL(smtp.url).host} accepts connections`,
    });
    expect(smtp.connections).toBe(connectionsBefore + 1);
    expect(smtp.commands.slice(commandsBefore).map((c) => c.split(' ')[0])).toEqual(['EHLO', 'QUIT']);
    expect(smtp.messages).toHaveLength(1); // verify() sends nothing
  });
});

describe('mail with SMTP_URL pointing at a closed port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t?.close());

  it('checks.mail fails with the connection error; health still answers 200 quickly and is only a warning', async () => {
    const { body, elapsed } = await timedHealth(t);
    expect(body.checks.mail).toMatchObject({ status: 'fail' });
    expect(body.checks.mail.error).toMatch(/ECONNREFUSED/);
    expect(body.checks.db.status).toBe('ok');
    expect(body.status).toBe('warn'); // mail is not one of the critical checks
    expect(elapsed).toBeLessThan(10_000);
    console.log(`SMTP connection refused: health answered in ${elapsed} ms`);
  });

  it('send() rejects instead of pretending the mail went out', async () => {
    await expect(t.app.get(MailService).send({ to: TO, subject: SUBJECT, text: TEXT })).rejects.toThrow(/ECONNREFUSED/);
    expect(existsSync(join(t.config.dataDir, 'outbox'))).toBe(false);
  });
});

describe('mail with an SMTP server that accepts connections but never greets', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let t: TestApp;
  let health: Awaited<ReturnType<typeof timedHealth>>;
  let send: { settled: boolean; error?: Error; at?: number };

  beforeAll(async () => {
    silent = createServer((s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await healthReader(t); // signed in before the race

    // A health check and a real send() side by side against the same silent server.
    const started = Date.now();
    send = { settled: false };
    t.app
      .get(MailService)
      .send({ to: TO, subject: SUBJECT, text: TEXT })
      .then(
        () => (send = { settled: true, at: Date.now() - started }),
        (error: Error) => (send = { settled: true, error, at: Date.now() - started }),
      );
    health = await timedHealth(t);
    console.log(`SMTP never greets: health answered in ${health.elapsed} ms (${health.body.checks.mail.error})`);
  }, 30_000);

  afterAll(async () => {
    await t?.close();
    // nodemailer leaves its greeting timer running when a socket closes before the greeting (5 s here), which would hold jest open: greet late, then hang up.
    for (const s of sockets) s.write('220 too late\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('checks.mail fails and health still answers 200 in under 10 s', () => {
    expect(health.body.checks.mail).toMatchObject({ status: 'fail' });
    expect(health.body.checks.mail.error).toMatch(/Greeting never received|timed out/i);
    expect(health.body.checks.db.status).toBe('ok');
    expect(health.elapsed).toBeLessThan(10_000);
  });

  it('applies the 5 s greeting timeout to the check and to a real send', async () => {
    expect(health.body.checks.mail.error).toMatch(/Greeting never received/);
    expect(health.elapsed).toBeLessThan(7000);
    const end = Date.now() + 3000;
    while (!send.settled && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(send.settled).toBe(true);
    expect(send.error?.message).toMatch(/Greeting never received/);
    expect(send.at).toBeLessThan(7000);
  });
});
