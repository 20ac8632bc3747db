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
