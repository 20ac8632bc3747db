import { fileURLToPath } from 'node:url';

/** The project root, both from source (server/) and from the build (dist/server/). */
export const ROOT = fileURLToPath(new URL(import.meta.url.includes('/dist/server/') ? '../../' : '../', import.meta.url));
