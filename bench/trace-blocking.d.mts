/** See trace-blocking.mjs. */
export function blockingFromTrace(trace: { traceEvents: readonly object[] }, fcpTs: number, slowdown: number): { wall: number; thread: number } | null;
