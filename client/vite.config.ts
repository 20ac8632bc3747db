import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Vendor chunks, in priority order. A group also takes the dependencies of what it captures, so the
 * libraries both pages share (react, graphql) come first and GraphiQL last: it then cannot swallow them and
 * drag its 1 MB editor into the app. `entriesAware` splits a shared group by page (e.g. graphql: the app
 * needs a sliver, GraphiQL all of it), so each page loads only its share. GraphiQL's group stays whole:
 * split by CodeMirror's lazy add-ons it would scatter into dozens of tiny files. Unmatched modules are
 * placed automatically.
 */
const vendorGroups: { name: string; test: RegExp; entriesAware?: boolean }[] = [
  // Vite's dynamic-import helper is used by both pages; left alone, the GraphiQL group would swallow it.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
  { name: 'vendor-react', entriesAware: true, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-graphql', entriesAware: true, test: /node_modules[\\/](graphql|graphql-ws)[\\/]/ },
  { name: 'vendor-router', entriesAware: true, test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'vendor-chakra', entriesAware: true, test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@internationalized|proxy-compare|stylis|next-themes)[\\/]/ },
  { name: 'vendor-apollo', entriesAware: true, test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|ts-invariant|@graphql-typed-document-node)[\\/]/ },
  { name: 'vendor-graphiql', test: /node_modules[\\/](graphiql|@graphiql|codemirror|codemirror-graphql|graphql-language-service)[\\/]/ },
];

export default defineConfig({
  root,
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: scripts/bundle-report.mjs reads it to print what each first visit loads.
    manifest: true,
    // Only GraphiQL's editor chunk (~0.9 MB) passes 500 kB, and only the playground page loads it.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-compiler-runtime (a GraphiQL dependency) opens with "use no memo", a hint for React's
        // compiler that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('react-compiler-runtime')) return;
        warn(warning);
      },
      input: {
        app: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
      output: {
        // Shared-chunk names list every page that uses them; three parts say enough.
        chunkFileNames: ({ name }) => `assets/${name.split('~').slice(0, 3).join('~')}-[hash].js`,
        codeSplitting: {
          groups: vendorGroups.map((group, i) => ({ ...group, priority: vendorGroups.length - i })),
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // No changeOrigin: the server accepts a socket when its Origin matches the Host it sees, and the
      // session cookie belongs to the host the browser talks to.
      '/api': { target: api },
      '/graphql': { target: api, ws: true },
    },
  },
});
