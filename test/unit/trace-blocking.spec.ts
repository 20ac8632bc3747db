import { blockingFromTrace } from '../../bench/trace-blocking.mjs';

/**
 * bench:web's second reading of TBT (bench/trace-blocking.mjs): Lighthouse's formula over the page's own main-thread
 * tasks after first contentful paint, once by wall time and once by the thread's CPU time.
 */
describe('blockingFromTrace', () => {
  const PAGE = { pid: 7, tid: 1 };
  const meta = [
    { name: 'navigationStart', pid: 7, tid: 1, ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:1/dashboard' } } },
    { name: 'thread_name', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', pid: 7, tid: 2, args: { name: 'Compositor' } },
    { name: 'thread_name', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
  ];
  const task = (ts: number, ms: number, threadMs: number, where = PAGE, name = 'RunTask') => ({ name, ph: 'X', ...where, ts: ts * 1000, dur: ms * 1000, tdur: threadMs * 1000 });

  it('counts slowdown × length − 50 ms per task after first paint, by wall and by thread time', () => {
    const trace = { traceEvents: [...meta, task(10, 40, 40), task(200, 30, 10), task(300, 20, 20), task(400, 10, 10)] };
    // After FCP at 100 ms: 4 × 30 − 50 = 70 by wall, 4 × 10 − 50 < 0 by thread; 4 × 20 − 50 = 30 both; 4 × 10 − 50 < 0.
    expect(blockingFromTrace(trace, 100_000, 4)).toEqual({ wall: 100, thread: 30 });
    // Desktop's 1×: no task over 50 ms, nothing blocks.
    expect(blockingFromTrace(trace, 100_000, 1)).toEqual({ wall: 0, thread: 0 });
  });

  it("reads only the page's main thread: not its other threads, nor other renderers' tasks, nor events that are not tasks", () => {
    const trace = { traceEvents: [...meta, task(200, 100, 100, { pid: 7, tid: 2 }), task(200, 100, 100, { pid: 9, tid: 1 }), task(200, 100, 100, PAGE, 'FunctionCall'), task(300, 25, 25)] };
    expect(blockingFromTrace(trace, 100_000, 4)).toEqual({ wall: 50, thread: 50 });
  });

  it('counts a task written twice, nested (ThreadControllerImpl::RunTask around RunTask), once', () => {
    const trace = { traceEvents: [...meta, task(200, 30, 30, PAGE, 'ThreadControllerImpl::RunTask'), task(201, 28, 28), task(300, 20, 20)] };
    expect(blockingFromTrace(trace, 100_000, 4)).toEqual({ wall: 100, thread: 100 });
  });

  it('has nothing to say about a trace without the page', () => {
    expect(blockingFromTrace({ traceEvents: meta.slice(1) }, 0, 4)).toBeNull();
  });
});
