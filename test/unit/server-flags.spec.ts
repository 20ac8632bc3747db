import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../server/paths.js';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const flagsOf = (words: string[]) => words.filter((w) => w.startsWith('--'));

/** The API server's heap flags (README, "Memory") live in `npm start`; every other way of starting it must match. */
describe('server Node flags', () => {
  const start = JSON.parse(read('package.json')).scripts.start as string;
  const flags = flagsOf(start.split(/\s+/));

  it('npm start sizes the heap', () => {
    expect(flags).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-semi-space-size=\d+$/), expect.stringMatching(/^--heap-growing-percent=\d+$/)]));
  });

  it('the Docker image and the compose api service start it with the same flags', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(flagsOf(JSON.parse(cmd ?? '[]'))).toEqual(flags);
    const api = /\n {2}api:\n[\s\S]*?\n {4}command: (\[.*\])/.exec(read('docker-compose.yml'))?.[1];
    expect(flagsOf(JSON.parse(api ?? '[]'))).toEqual(flags);
  });
});
