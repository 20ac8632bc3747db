import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { InProcessJobQueue } from './in-process-job-queue.js';

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('InProcessJobQueue', () => {
  it('holds jobs until a processor is registered, then runs them in order', async () => {
    const q = new InProcessJobQueue();
    const seen: number[] = [];
    for (const n of [1, 2, 3]) await q.add('count', { n });
    await settle();
    expect(seen).toEqual([]);
    q.process<{ n: number }>('count', async (job) => void seen.push(job.data.n));
    await settle();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('retries up to the attempts and counts the final failure', async () => {
    const q = new InProcessJobQueue();
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    let calls = 0;
    q.process('boom', async () => {
      calls++;
      throw new Error('nope');
    });
    await q.add('boom', {}, { attempts: 3 });
    await settle();
    expect(calls).toBe(3);
    expect((await q.check()).message).toContain('1 failed');
    log.mockRestore();
  });

  it('ignores a second add with the same jobId while the first is pending', async () => {
    const q = new InProcessJobQueue();
    const seen: string[] = [];
    await q.add('once', { v: 'a' }, { jobId: 'j1' });
    await q.add('once', { v: 'b' }, { jobId: 'j1' });
    q.process<{ v: string }>('once', async (job) => void seen.push(job.data.v));
    await settle();
    expect(seen).toEqual(['a']);
  });

  it('runs a delayed job no sooner than its delay', async () => {
    const q = new InProcessJobQueue();
    const ran: number[] = [];
    q.process('later', async () => void ran.push(Date.now()));
    const added = Date.now();
    await q.add('later', {}, { delayMs: 120 });
    await settle();
    expect(ran).toEqual([]);
    await new Promise((r) => setTimeout(r, 150));
    expect(ran).toHaveLength(1);
    expect(ran[0] - added).toBeGreaterThanOrEqual(115);
  });
});
