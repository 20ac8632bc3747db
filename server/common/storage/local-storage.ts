import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CheckResult, probe } from '../health-check.js';
import { Storage, assertSafeKey, roundTrip } from './storage.js';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private path(key: string) {
    return join(this.root, assertSafeKey(key));
  }

  async put(key: string, data: Buffer) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string) {
    return readFile(this.path(key));
  }

  async delete(key: string) {
    await rm(this.path(key), { force: true });
  }

  check(): Promise<CheckResult> {
    return probe(5000, 'local storage', () => roundTrip(this, `Local folder ${this.root}`));
  }
}
