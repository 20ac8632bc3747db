// Writes the first screens' HTML into the built client (issue 19), after `vite build` of the client and of
// client/vite.prerender.config.ts: each page of dist/prerender/entry.js becomes dist/client/prerendered/<name>.html,
// a copy of index.html whose #root holds the page's markup, with Emotion's styles in its head (headStyles) and a
// <meta name="beti-module"> for each chunk of the page's route (otherwise fetched only once the entry has run),
// which client/src/load-code.js preloads after the first paint. prerendered/pages.json maps
// paths to these files; server/web/client.ts sends them. The bundle replaces the markup when it runs.
// Run by `npm run build:client`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './ensure-built.mjs';
import { runOrder } from './run-order.mjs';
import { closure, readManifest } from './vite-manifest.mjs';

// React's production server build: the development one is slower and warns about what the bundle never does.
process.env.NODE_ENV ??= 'production';
const client = join(ROOT, 'dist', 'client');
const index = readFileSync(join(client, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!index.includes(EMPTY_ROOT)) throw new Error(`prerender: dist/client/index.html has no ${EMPTY_ROOT}`);
const { pages, PRERENDERED_CSS_ATTRIBUTE } = await import(pathToFileURL(join(ROOT, 'dist', 'prerender', 'entry.js')).href);
const manifest = readManifest(client);
const ENTRY = 'index.html';
const importsOf = (key) => manifest[key].imports ?? [];
const entryRun = runOrder(importsOf, importsOf(ENTRY), ENTRY);
/**
 * The page's own chunks (its route's, but the route modules, which import the entry) join the chunks the loader runs
 * one per task before the entry (`<meta name="beti-run">`, written by client/vite.config.ts; scripts/run-order.mjs).
 */
const withPageRun = (html, modules) => {
  const page = runOrder(importsOf, modules, ENTRY, entryRun).map((key) => `/${manifest[key].file}`);
  const meta = /<meta name="beti-run" content="([^"]*) ([^" ]+)">/;
  if (!meta.test(html)) throw new Error('prerender: index.html has no <meta name="beti-run"> ending with the entry');
  return html.replace(meta, (_, chunks, entry) => `<meta name="beti-run" content="${[chunks, ...page, entry].join(' ')}">`);
};
const preloads = (modules) => {
  const files = [...closure(manifest, modules)].map((k) => `/${manifest[k].file}`).filter((file) => !index.includes(`"${file}"`));
  return files.map((file) => `<meta name="beti-module" content="${file}">`).join('');
};
/**
 * Emotion writes each component's styles as a `<style data-emotion="css name…">` just before its markup (60 on the
 * dashboard). They go into the head as one `<style>`, in the same order, after the global styles' tags (`css-global`,
 * kept one by one): the parser then meets no stylesheet in the body (each restyled what it had drawn so far). The one
 * tag names its rules in another attribute than Emotion's
 * (`PRERENDERED_CSS_ATTRIBUTE`), from which the app's Emotion cache notes them as inserted (app/emotion-cache.ts):
 * Emotion moves each of its own tags to the end of the head when the bundle loads, and re-inserting this sheet
 * restyled the whole static copy.
 */
function headStyles(markup) {
  const globals = [];
  const names = [];
  const css = [];
  const rest = markup.replace(/<style data-emotion="(css|css-global) ([^"]*)">([\s\S]*?)<\/style>/g, (tag, key, tagNames, text) => {
    // Under another attribute too: Emotion moves its own tags when the bundle loads, and its `Global` takes over the
    // tag of its name (moving it again); each move restyles the page. The live page's `Global`s write their own.
    if (key === 'css-global') globals.push(tag.replace('data-emotion="css-global ', 'data-prerendered-global="'));
    else {
      names.push(tagNames);
      css.push(text);
    }
    return '';
  });
  if (rest.includes('<style')) throw new Error(`prerender: a <style> that is not Emotion's is left in the markup: ${rest.slice(rest.indexOf('<style'), rest.indexOf('<style') + 120)}`);
  return { markup: rest, styles: globals.join('') + (names.length ? `<style ${PRERENDERED_CSS_ATTRIBUTE}="${names.join(' ')}">${css.join('')}</style>` : '') };
}

mkdirSync(join(client, 'prerendered'), { recursive: true });
const routes = {};
for (const [name, { paths, modules, render, paintWhole }] of Object.entries(pages)) {
  // inert: the page looks ready but takes no focus or typing until the bundle replaces it (main.tsx lifts it), so
  // nothing typed into the static copy is lost.
  // Fields are also read-only (no visible change): a test driver that types without focus checks waits for the
  // live field instead of filling the static one.
  // paintWhole: the first paint waits until the whole page is parsed (`rel=expect`, render-blocking). Painted while
  // the parser was half-way, the auth card showed its top half and, centred vertically, moved up as the rest arrived
  // (a layout shift of up to 0.13, issue 19). Not on the other pages: nothing on them moves, and a phone on a slow
  // link sees the shell sooner.
  const { markup, styles } = render ? headStyles(await render()) : { markup: '', styles: '' };
  const root = render ? `<div id="root" inert>${markup.replace(/<(input|textarea)\b/g, '<$1 readonly')}</div>${paintWhole ? '<i id="prerendered-end" hidden></i>' : ''}` : EMPTY_ROOT;
  const expect = paintWhole ? '<link rel="expect" href="#prerendered-end" blocking="render">' : '';
  const html = withPageRun(index, modules).replace('</head>', `${styles}${expect}${preloads(modules)}</head>`).replace(EMPTY_ROOT, root);
  for (const path of paths) routes[path] = `${name}.html`;
  writeFileSync(join(client, 'prerendered', `${name}.html`), html);
  console.log(`prerendered ${name}: ${(html.length / 1024).toFixed(1)} KB`);
}
writeFileSync(join(client, 'prerendered', 'pages.json'), JSON.stringify(routes));
