import { parentPort } from 'node:worker_threads';
import { readPageItems, type Share } from './extract.js';

/** The extraction thread: pdfjs (and the polyfills it installs) lives here, away from the server's thread. */
parentPort!.on('message', async ({ data, share }: { data: Uint8Array; share: Share }) => {
  try {
    parentPort!.postMessage({ pages: await readPageItems(data, share) });
  } catch (e) {
    parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
});
