// What the page's own main thread did in a Lighthouse run, to read its TBT by (bench/README.md "Two TBTs").
//
// Lighthouse's mobile TBT simulates a 4× slower CPU from the tasks it observed (desktop: 1×): each main-thread
// task after first contentful paint counts slowdown × its length − 50 ms. A task's length is wall time, so on a
// busy two-core host it also holds the time the thread waited for a core while the server, Chromium's other
// threads and Lighthouse ran. This sums the same formula over the same tasks twice: by wall time (near
// Lighthouse's figure, though Lighthouse simulates the order and stops at its own estimate of TTI) and by the
// thread's CPU time (what the page itself cost, which waiting for a core does not inflate).

const BLOCKING_MS = 50;
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * @param {{ traceEvents: any[] }} trace Lighthouse's artifacts.Trace
 * @param {number} fcpTs observed first contentful paint, trace clock (µs)
 * @param {number} slowdown the run's CPU slowdown (lhr.configSettings.throttling.cpuSlowdownMultiplier)
 * @returns {{ wall: number, thread: number } | null} ms, or null when the trace has no main frame to read
 */
export function blockingFromTrace(trace, fcpTs, slowdown) {
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const main = nav && events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  const blocking = (ms) => Math.max(0, slowdown * ms - BLOCKING_MS);
  // Top-level tasks only: Chromium may write a RunTask inside a ThreadControllerImpl::RunTask, the same task twice.
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && TASKS.has(e.name) && e.ts >= fcpTs)
    .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  let wall = 0;
  let thread = 0;
  let end = -Infinity;
  for (const e of tasks) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    wall += blocking(e.dur / 1000);
    thread += blocking((e.tdur ?? e.dur) / 1000);
  }
  return { wall: Math.round(wall), thread: Math.round(thread) };
}
