/** Reads until `ok` accepts the value (queued work such as mail jobs), or fails with the last value seen. */
export async function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
