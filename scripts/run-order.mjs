// The order in which the loader (client/src/load-code.js) runs a page's chunks, one module script and so one task
// each, before the entry (issue 19): run by the entry, the whole graph's code ran in one task, 20-35 ms of a fast
// machine and four times that on a phone. Used by client/vite.config.ts (the entry's chunks, from the bundle) and
// scripts/prerender.mjs (a page's own chunks, from the manifest).

/**
 * The chunks reachable from `roots` through `importsOf`, each after the chunks it imports (the order in which an ES
 * module graph runs them), without `entry` and without any chunk that imports it, directly or not: run early, such a
 * chunk would start the app. Chunks in `done` (already ordered) are skipped. A cycle that does not pass through the
 * entry is broken where it is met, as the browser breaks it.
 */
export function runOrder(importsOf, roots, entry, done = []) {
  const reachesEntry = new Map(done.map((chunk) => [chunk, false]));
  const order = [];
  const visit = (chunk) => {
    if (chunk === entry) return true;
    const known = reachesEntry.get(chunk);
    if (known !== undefined) return known;
    reachesEntry.set(chunk, false);
    // Every import is visited (no short cut), so each one's own chunks are ordered too.
    const reaches = importsOf(chunk).map(visit).includes(true);
    reachesEntry.set(chunk, reaches);
    if (!reaches) order.push(chunk);
    return reaches;
  };
  roots.forEach(visit);
  return order;
}
