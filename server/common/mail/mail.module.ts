import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Global, Injectable, Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { CheckResult, probe } from '../health-check.js';
import { JOB_QUEUE, type AddOptions, type Job, type JobQueue } from '../queue/job-queue.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Sends mail through SMTP when SMTP_URL is set. Otherwise writes each message as an .eml file to
 * <DATA_DIR>/outbox/ and logs its links, so a fresh install can follow invitation and reset links.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly outbox: string | null;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {
    if (config.SMTP_URL) {
      this.outbox = null;
      // Timeouts must ride on the URL: createTransport's second argument holds message defaults, not these.
      const url = new URL(config.SMTP_URL);
      for (const [k, v] of Object.entries({ connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15000 })) {
        if (!url.searchParams.has(k)) url.searchParams.set(k, String(v));
      }
      this.transport = nodemailer.createTransport(url.toString());
    } else {
      this.outbox = join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  /** Returns the message id, and the .eml path when writing to the outbox. */
  async send(message: MailMessage): Promise<{ messageId: string; file?: string }> {
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, ...message });
    if (!this.outbox) {
      // No links here: they carry invitation and reset tokens, which do not belong in production logs.
      this.logger.log(`sent "${message.subject}" to ${message.to} via SMTP`);
      return { messageId: info.messageId };
    }
    const links = [...new Set(message.text.match(LINK) ?? [])];
    const linkNote = links.length ? ` links: ${links.join(' ')}` : '';
    await mkdir(this.outbox, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
    const file = join(this.outbox, name);
    await writeFile(file, info.message as Buffer);
    this.logger.log(`wrote "${message.subject}" to ${message.to} as ${file}${linkNote}`);
    return { messageId: info.messageId, file };
  }

  check(): Promise<CheckResult> {
    if (this.outbox) {
      const outbox = this.outbox;
      return probe(5000, 'mail outbox', async () => {
        await mkdir(outbox, { recursive: true });
        const probeFile = join(outbox, `.write-check-${process.pid}`);
        await writeFile(probeFile, '');
        await rm(probeFile, { force: true });
        return { status: 'ok', message: `Local outbox ${outbox} (set SMTP_URL to send real mail)` };
      });
    }
    return probe(8000, 'SMTP verify', async () => {
      await this.transport.verify();
      return { status: 'ok', message: `SMTP server ${new URL(this.config.SMTP_URL!).host} accepts connections` };
    });
  }
}

export const MAIL_JOB = 'mail';

/** A queued mail: a plain notice, or a kind whose handler builds the message when it runs. */
type MailJob = { kind: 'notice'; message: MailMessage } | { kind: string; data: unknown };
export type MailBuilder<T> = (job: Job<T>) => Promise<void>;

/**
 * Mail goes out through the job queue, never inside a request: a slow or dead mail server cannot change what
 * or how fast a request answers, and each message is tried MAIL_ATTEMPTS times, MAIL_RETRY_SECONDS apart.
 * Messages that carry a secret (reset and invitation links) are kinds of their own whose handler rebuilds the
 * message when it runs, so the secret is never stored in the queue; plain notices use `notify`. One queue job
 * name for all of them (one Bull processor), dispatched by kind.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  private readonly builders = new Map<string, MailBuilder<unknown>>();
  private readonly retries: AddOptions;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {
    this.retries = { attempts: config.MAIL_ATTEMPTS, backoffMs: config.MAIL_RETRY_SECONDS * 1000 };
  }

  onModuleInit() {
    this.queue.process<MailJob>(MAIL_JOB, async (job) => {
      const payload = job.data;
      if (payload.kind === 'notice' && 'message' in payload) return void (await this.mail.send(payload.message));
      const build = this.builders.get(payload.kind);
      if (!build) throw new Error(`no mail handler for ${payload.kind}`);
      await build({ ...job, data: (payload as { data: unknown }).data });
    });
  }

  /** Registers the handler of a mail kind (its module's onModuleInit). */
  handle<T>(kind: string, build: MailBuilder<T>): void {
    this.builders.set(kind, build as MailBuilder<unknown>);
  }

  /** Queues a mail of a registered kind; rejects (503 queue_unavailable) when the queue is down. */
  async enqueue<T>(kind: string, data: T, jobId?: string): Promise<void> {
    await this.queue.add<MailJob>(MAIL_JOB, { kind, data }, { ...this.retries, jobId });
  }

  /** True when this try of the job is its last one. */
  isLastTry(job: Job<unknown>): boolean {
    return job.attemptsMade + 1 >= this.config.MAIL_ATTEMPTS;
  }

  /** Queues a security notice. A queue that is down is logged, not thrown: the change it reports is already made. */
  async notify(message: MailMessage): Promise<void> {
    await this.queue.add<MailJob>(MAIL_JOB, { kind: 'notice', message }, this.retries).catch((e: unknown) => {
      new Logger('Mail').error(`could not queue "${message.subject}" to ${message.to}: ${e instanceof Error ? e.message : e}`);
    });
  }
}

@Global()
@Module({ providers: [MailService, MailQueue], exports: [MailService, MailQueue] })
export class MailModule {}
