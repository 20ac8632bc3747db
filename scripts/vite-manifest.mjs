// Vite's build manifest (dist/client/.vite/manifest.json), read by scripts/prerender.mjs and
// scripts/bundle-report.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const readManifest = (clientDir) => JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));

/** The manifest keys that `keys` load before they run: themselves and their static imports, transitively (what modulepreload fetches). */
export function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the client manifest (renamed?)`);
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}
