import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { print, type DocumentNode } from 'graphql';
import type { SystemContext } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { runOrder } from '../scripts/run-order.mjs';
import { rewriteChakra } from './chakra-rewrites';

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
const CHAKRA = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@internationalized|proxy-compare|stylis|next-themes)[\\/]/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
/** Bytes (before minifying) under which a lazy page's share of a vendor group joins a neighbour's (see below). */
const LAZY_MERGE = 30_000;
const vendorGroups: { name: string; test: RegExp; entriesAware?: boolean; entriesAwareMergeThreshold?: number; tags?: ['$initial'] }[] = [
  // Vite's dynamic-import helper is used by both pages; left alone, the GraphiQL group would swallow it.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
  // Zag's anatomies (a component's part names, a few bytes each): the entry's theme needs most of them, and
  // left alone each one a page shares with the entry became a chunk of its own, one more request and preload.
  { name: 'vendor-chakra-anatomy', test: /node_modules[\\/]@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]*anatomy\.mjs$/ },
  // The signed-out screens' shared pieces (card shell, form field, password input, error reading): one chunk
  // rather than five tiny ones, each of which cost the /auth first visit a request and its gzip overhead.
  { name: 'auth-kit', test: /client[\\/]src[\\/](components[\\/](AuthShell|CenteredCard|FormField|PasswordInput|error-info)|lib[\\/]errors)\.tsx?$/ },
  { name: 'vendor-react', entriesAware: true, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-graphql', entriesAware: true, test: /node_modules[\\/](graphql|graphql-ws)[\\/]/ },
  { name: 'vendor-router', entriesAware: true, test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  // Chakra and the icons are split in two: what the entry loads ($initial: every page's first visit, /auth's budget
  // included) and what only the lazy pages load. The lazy half is split by page, as before, but a page's share under
  // LAZY_MERGE bytes joins its nearest neighbour: otherwise a signed-in first visit fetched ~90 files, most of them
  // under 2 KB, and on a phone's HTTP/1.1 connections each costs a round trip (issue 19: 92 -> 78 for /dashboard). Not Apollo: merging
  // its shares built chunks that used a binding before its chunk had run (README "First load on phones").
  { name: 'vendor-chakra', entriesAware: true, tags: ['$initial'], test: CHAKRA },
  // Dialogs and drawers (Chakra's, Ark's and Zag's parts, and what they need: presence, focus trap, scroll lock)
  // in one chunk. Left to the merge below, Chakra's dialog landed in the tooltip's share and Ark's in the dialog's,
  // the two chunks imported each other, and a page whose first import reached the dialog's chunk first crashed
  // ("reading 'RootProvider'"). scripts/bundle-report.mjs fails the build on any such cycle.
  { name: 'vendor-chakra-dialog', test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](dialog|drawer)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog|@zag-js[\\/]dialog)[\\/]/ },
  { name: 'vendor-chakra-lazy', entriesAware: true, entriesAwareMergeThreshold: LAZY_MERGE, test: CHAKRA },
  { name: 'vendor-apollo', entriesAware: true, test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|ts-invariant|@graphql-typed-document-node)[\\/]/ },
  { name: 'icons', tags: ['$initial'], test: ICONS },
  { name: 'icons-lazy', entriesAware: true, entriesAwareMergeThreshold: LAZY_MERGE, test: ICONS },
  { name: 'vendor-graphiql', test: /node_modules[\\/](graphiql|@graphiql|codemirror|codemirror-graphql|graphql-language-service)[\\/]/ },
];

/**
 * Codegen's `graphql()` (src/gql/gql.ts) looks documents up in a map of every operation, so calling it puts
 * all of them (~90 kB) in the entry chunk. In builds, each `graphql(`...`)` call becomes an import of a
 * module holding only that document (the job of codegen's babel optimizer, which also imports from the one
 * graphql.ts module and so would still ship every used document with the entry). A call whose text
 * is not in gql.ts (codegen not re-run) is left alone and warned about; it then behaves as before.
 *
 * The documents of the modules in `textDocuments` also carry their operation text (`loc.source.body`, printed
 * here): app/gql-fetch.ts sends it, so the landing page and /auth need neither Apollo nor graphql-js's printer
 * (issue #6). Elsewhere gqlFetch loads the printer on first use; Apollo prints documents itself.
 */
const textDocuments = /[\\/]src[\\/](app[\\/](session|boot-check)\.ts|features[\\/]auth[\\/](auth|setup)\.queries\.ts)$/;

function gqlDocuments(): Plugin {
  const gqlDir = fileURLToPath(new URL('src/gql/', import.meta.url));
  const prefix = '\0gql-document:';
  const textSuffix = '?text';
  const read = (file: string) => readFileSync(`${gqlDir}${file}`, 'utf8');
  let names = new Map<string, string>();
  return {
    name: 'beti:gql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      // The operation source text -> its document's export name, from the `documents` map of gql.ts.
      names = new Map();
      for (const [, key, name] of read('gql.ts').matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) names.set(JSON.parse(key) as string, name);
    },
    resolveId: (id) => (id.startsWith(prefix) ? id : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const withText = id.endsWith(textSuffix);
      const name = id.slice(prefix.length, withText ? -textSuffix.length : undefined);
      const match = new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as DocumentNode<.*>;$`, 'm').exec(read('graphql.ts'));
      if (!match) this.error(`src/gql/graphql.ts has no ${name} (re-run npm run codegen)`);
      if (!withText) return `export default JSON.parse(${JSON.stringify(match[1])});`;
      const document = JSON.parse(match[1]) as DocumentNode;
      const body = print(document);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify({ ...document, loc: { start: 0, end: body.length, source: { body } } }))});`;
    },
    transform(code, id) {
      if (id.startsWith(gqlDir) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const imports: string[] = [];
      const out = code.replace(/\bgraphql\(`((?:[^`$\\]|\$(?!\{))*)`\)/g, (call, source: string) => {
        const name = names.get(source);
        if (!name) {
          this.warn(`graphql() text not in src/gql/gql.ts (re-run npm run codegen): ${source.trim().split('\n')[0]}`);
          return call;
        }
        const local = `__gqlDocument${imports.length}`;
        imports.push(`import ${local} from ${JSON.stringify(prefix + name + (textDocuments.test(id) ? textSuffix : ''))};`);
        return local;
      });
      if (!imports.length) return null;
      // With every call replaced, the import of `graphql` itself goes too: left, the emptied gql.ts stayed a chunk
      // of its own (0 bytes, one more request on every first visit).
      const unused = /^import \{ graphql \} from '(?:\.\.?\/)+gql';\n/m;
      const stripped = out.replace(unused, '');
      const source = stripped !== out && !/\bgraphql\(/.test(stripped) ? stripped : out;
      return { code: `${imports.join('')}${source}`, map: null };
    },
  };
}

/** A client script's text for an inline `<script>`, without its leading `//` comment lines (the CSP hashes the text). */
const inlineScriptCode = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8').replace(/^\/\/.*\n/gm, '').trim();

/**
 * Writes src/theme-init.js into index.html as an inline classic script (`<script data-inline="src/theme-init.js">`):
 * it must run before first paint, and as a file it held the parser for a round trip before a phone could paint the
 * prerendered page (issue 19). The server allows it by the SHA-256 of its text (server/web/client.ts).
 */
function inlineThemeScript(): Plugin {
  const marker = '<script data-inline="src/theme-init.js"></script>';
  return {
    name: 'beti:inline-theme-script',
    transformIndexHtml(html) {
      if (!html.includes(marker)) return html;
      return html.replace(marker, `<script>${inlineScriptCode('src/theme-init.js')}</script>`);
    },
  };
}

/**
 * The app's code starts loading once the page's HTML has painted (issue 19): the entry's module script and the
 * chunks' `<link rel="modulepreload">`s become `<meta name="beti-entry">` and `<meta name="beti-module">`, and
 * src/load-code.js, inline at the end of the body, adds them back after the first paint. Fetched as the parser met
 * them, 40-80 chunks shared a phone's weak link with the HTML and the prerendered page painted later (Lighthouse's
 * mobile FCP 2.0-2.6 s, 0.7 s after; README "First load on phones"). scripts/prerender.mjs writes its pages' chunks
 * the same way. The server's CSP allows the loader by its hash, as the theme script (server/web/client.ts).
 * `<meta name="beti-run">` lists the entry's chunks in the order the entry would run them, and the entry last: the
 * loader runs each as a module script of its own, one task each (scripts/run-order.mjs).
 */
function codeAfterFirstPaint(): Plugin {
  return {
    name: 'beti:code-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's script and preloads into the page.
      order: 'post',
      handler(html, { path, bundle, chunk }) {
        if (path !== '/index.html') return html; // the playground's page loads as Vite wrote it
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('beti:code-after-first-paint: index.html has no module script');
        if (!bundle || !chunk) throw new Error('beti:code-after-first-paint: no bundle to order the entry\'s chunks by');
        const importsOf = (file: string) => {
          const found = bundle[file];
          if (found?.type !== 'chunk') throw new Error(`beti:code-after-first-paint: ${file} is not a chunk of the bundle`);
          return found.imports;
        };
        const run = [...runOrder(importsOf, chunk.imports, chunk.fileName), chunk.fileName].map((file) => `/${file}`);
        return html
          .replace(entry, `<meta name="beti-run" content="${run.join(' ')}"><meta name="beti-entry" content="$1">`)
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<meta name="beti-module" content="$1">')
          .replace('</body>', `<script>${inlineScriptCode('src/load-code.js')}</script></body>`);
      },
    },
  };
}

/**
 * Chakra's global CSS (its preflight, the theme's global styles and ~49 KB of token variables, with the layer order)
 * made once at build time and written into index.html as a `<style>`, and so into every prerendered page. `createSystem`
 * built it at module evaluation on every page load and `ChakraProvider` serialised it through Emotion: ~50 ms of a
 * desktop's main thread, four times that on a phone (issue 19; bench/README). The app's provider gets a system whose
 * `_global` is empty (app/providers.tsx), and the build makes Chakra's `_global` lazy (rewrite 3 of
 * client/chakra-rewrites.ts), so no page computes it; the component tests, which have no index.html, use the system as
 * it is. Inline rather than a file: a stylesheet would hold a phone's first paint for a round trip.
 */
function chakraGlobalCss(): Plugin {
  let css: Promise<string> | undefined;
  const build = async () => {
    const theme = fileURLToPath(new URL('src/app/theme.ts', import.meta.url));
    const { module } = await runnerImport<{ getSystem: () => SystemContext }>(theme, { configFile: false, root, logLevel: 'error' });
    const system = module.getSystem();
    const { styles } = serializeStyles([system._global]);
    return system.layers.atRule + serialize(compile(styles), middleware([prefixer, stringify]));
  };
  return {
    name: 'beti:chakra-global-css',
    async transformIndexHtml(html, { filename }) {
      if (!filename.endsWith('index.html')) return html;
      css ??= build();
      return html.replace('</head>', `<style data-chakra-global>${await css}</style></head>`);
    },
  };
}

/**
 * Chakra's own modules rewritten for a phone's first load (client/chakra-rewrites.ts): createSystem in steps (main.tsx
 * makes the system over several tasks with `createSystemSteps` from 'virtual:chakra-system-steps'), each element's
 * styles prepared as it renders, and the global CSS (written into index.html by `chakraGlobalCss`) made only if read.
 * The dev server pre-bundles Chakra untouched: there the system is made in one step.
 */
function chakraRewrites(): Plugin {
  const virtual = 'virtual:chakra-system-steps';
  let building = false;
  return {
    name: 'beti:chakra-rewrites',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source === virtual ? `\0${virtual}` : null),
    async load(id) {
      if (id !== `\0${virtual}`) return null;
      if (!building) return "import { createSystem } from '@chakra-ui/react';\nexport function* createSystemSteps(...configs) {\n  return createSystem(...configs);\n}\n";
      const chakra = await this.resolve('@chakra-ui/react');
      if (!chakra) this.error('cannot resolve @chakra-ui/react');
      // The module the package itself imports (same path, so one module in the bundle), rewritten by `transform`.
      return `export { createSystemSteps } from ${JSON.stringify(new URL('styled-system/system.js', `file://${chakra.id}`).pathname)};\n`;
    },
    transform(code, id) {
      try {
        return rewriteChakra(code, id);
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}

/**
 * The files every page load needs (index.html's entry chunk and its static imports) and those of the signed-in
 * shell and the offline screens, read from Vite's manifest (written before vite-plugin-pwa makes the worker). Only
 * these are precached; other screens' chunks are kept when first loaded (the `/assets/` route below), so a first
 * visit on weak signal does not download every screen.
 */
const OFFLINE_SCREENS = ['src/features/animals/LocationReportPage.tsx', 'src/features/animals/AnimalsPage.tsx', 'src/features/reports/UploadPage.tsx'];

function shellFiles(): Set<string> {
  const chunks = JSON.parse(readFileSync(new URL('../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  // The signed-in shell and the screens that work or say they cannot work offline (README "Offline and installable app").
  for (const key of ['index.html', 'src/app/apollo-boundary.tsx', 'src/app/shell/AppLayout.tsx', ...OFFLINE_SCREENS]) visit(key);
  return files;
}

/**
 * The installable app and its service worker (README "Offline and installable app"): Workbox precaches the
 * shell's files, keeps the other built files as they load, and answers every page load with the precached
 * index.html (never /api, /graphql or a file). No API answer passes through it: the offline copies of the
 * location report and the animal list are kept by the page (lib/offline.ts). Registered by app/pwa.ts.
 */
function offlineApp() {
  return VitePWA({
    // app/pwa.ts registers /sw.js itself: a few bytes, instead of workbox-window on every first visit.
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['icon.svg'],
    manifest: {
      name: 'BETI — Behavior Evaluations, Trends, & Insights',
      short_name: 'BETI',
      description: 'The staff console for shelter behaviour reports, animal populations and alerts.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
      icons: [
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The playground is online-only; the prerendered pages are for first visits, which have no worker yet.
      globIgnores: ['graphiql.html', 'prerendered/**'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles();
          return { manifest: entries.filter(({ url }) => !url.startsWith('assets/') || shell.has(url)), warnings: [] };
        },
      ],
      // A page load gets the precached index.html at once, signal or not (app/pwa.ts reloads when a deploy's
      // worker takes over). Never for the API, the playground, the API docs or a file.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|graphql|graphiql)(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
      // A new deploy takes over at once: its precache replaces the old one.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Built files have content hashes in their names: a kept copy is never stale. The playground's are not kept.
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && !/^\/assets\/(vendor-)?graphiql-/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'beti-assets', expiration: { maxEntries: 400 }, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}

/**
 * Takes vite-plugin-pwa's `<link rel="manifest">` out of the built pages: app/pwa.ts links the manifest when it
 * registers the worker (`linkManifest`), after the first screen. In the page, Chromium fetched the manifest and its
 * icon during the first load, and drew the SVG icon as a document of its own on the page's main thread (issue 19).
 * Runs after vite-plugin-pwa's own page transform (both `post`, this one later in `plugins`); a build whose
 * index.html has no such link fails, so a change in the plugin cannot bring the link back unnoticed.
 */
function manifestWithWorker(): Plugin {
  const LINK = /<link rel="manifest" href="\/manifest\.webmanifest"[^>]*>/;
  return {
    name: 'beti:manifest-with-worker',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (path === '/index.html' && !LINK.test(html)) throw new Error('beti:manifest-with-worker: no manifest link in index.html to take out');
        return html.replace(LINK, '');
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [gqlDocuments(), inlineThemeScript(), codeAfterFirstPaint(), chakraGlobalCss(), chakraRewrites(), react(), offlineApp(), manifestWithWorker()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: scripts/bundle-report.mjs reads it to print what each first visit loads.
    manifest: true,
    // Every browser staff use supports <link rel="modulepreload">; the polyfill would ride on every first load.
    modulePreload: { polyfill: false },
    // Only GraphiQL's editor chunk (~0.9 MB) passes 500 kB, and only the playground page loads it.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Chakra's theme module builds `defaultThemeConfig` (every recipe) with `defineConfig(...)`, an identity
      // function the bundler cannot prove pure; app/theme.ts imports only some recipes from that module,
      // and without this hint all ~80 would stay in the entry chunk.
      treeshake: { manualPureFunctions: ['defineConfig'] },
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
