import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './app.js';

/** Messages written to the outbox, oldest first, as raw .eml text (quoted-printable soft breaks undone). */
export function outbox(t: TestApp): string[] {
  const dir = join(t.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The newest message to `to`, or undefined. */
export function lastMailTo(t: TestApp, to: string): string | undefined {
  return outbox(t)
    .filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .at(-1);
}

/** Mail goes out through a queued job: waits (up to 10 s) for the newest message to `to` that `match` accepts. */
export async function waitForMailTo(t: TestApp, to: string, match: (mail: string) => boolean = () => true): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = outbox(t).filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`) && match(m)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} within 10 s`);
}

/** How many messages went to `to` so far. */
export const mailCountTo = (t: TestApp, to: string) => outbox(t).filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`)).length;
