import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The Node build of src/prerender/entry.tsx (issue 19): scripts/prerender.mjs imports it after the client build
 * to write the first screens' HTML. Packages stay external (Node loads them from node_modules).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: '../dist/prerender',
    emptyOutDir: true,
  },
});
