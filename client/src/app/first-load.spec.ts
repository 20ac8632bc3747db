import { describe, expect, it } from '@jest/globals';
import { afterATask } from './first-load';

describe('afterATask (a route lazy import in a task of its own)', () => {
  it("starts the load in a later task, not in the caller's task or its microtasks, and answers with its result", async () => {
    const calls: string[] = [];
    const run = afterATask(async () => {
      calls.push('load');
      return 42;
    });
    const result = run();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(calls).toEqual([]);
    // A timer set now fires after the one afterATask set, in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['load']);
    await expect(result).resolves.toBe(42);
  });

  it('passes a failed load on', async () => {
    await expect(afterATask(() => Promise.reject(new Error('chunk failed')))()).rejects.toThrow('chunk failed');
  });
});
