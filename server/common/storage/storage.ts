import { randomUUID } from 'node:crypto';
import type { CheckResult } from '../health-check.js';

export const STORAGE = Symbol('STORAGE');

/** Object storage for uploaded files: a local folder by default, Google Cloud Storage when GCS_BUCKET is set. */
export interface Storage {
  readonly kind: 'local' | 'gcs';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  check(): Promise<CheckResult>;
}

/** Keys are relative paths of safe segments: no `..`, no leading slash, no backslashes. */
export function assertSafeKey(key: string): string {
  const ok = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
  if (!ok) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The write/read/delete round trip that the health check performs on either backend. */
export async function roundTrip(storage: Storage, where: string): Promise<CheckResult> {
  const key = `health/${randomUUID()}.txt`;
  const body = Buffer.from(`health ${new Date().toISOString()}`);
  await storage.put(key, body, 'text/plain');
  let back: Buffer;
  try {
    back = await storage.get(key);
  } finally {
    await storage.delete(key);
  }
  if (!back.equals(body)) return { status: 'fail', error: 'Read back different bytes than written' };
  return { status: 'ok', message: `${where}: write, read and delete ok` };
}
