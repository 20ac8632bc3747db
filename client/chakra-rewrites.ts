/**
 * Rewrites of Chakra's own modules in the browser build, for a phone's first load (issue 19). Each names the exact
 * statements it expects and fails the build when a Chakra upgrade changes them; test/unit/chakra-rewrites.spec.ts runs
 * them on a copy of the installed modules.
 *
 * 1. Chakra's createSystem in steps. Building the app's system (merging the configs, the token dictionary, the
 * utilities) is one call of ~40 ms on a fast machine: a blocking task of ~160 ms on a slow phone, the longest of the
 * first load. The build rewrites Chakra's own two functions as generators that pause between their phases, so the
 * page can make the system over several tasks (app/theme.ts makeSystemInSteps); createSystem itself runs the same
 * generator to its end, so there is one code path and nothing copied from Chakra. The spec checks the system it makes
 * against Chakra's untouched createSystem.
 */

/** Chakra's modules that are rewritten, by the end of their path. */
const FACTORY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const TOKENS_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/** Replaces each `[from, to]` once, or throws naming the statement that is missing. */
function rewrite(code: string, file: string, edits: [from: string, to: string][]): string {
  return edits.reduce((out, [from, to]) => {
    if (!out.includes(from)) throw new Error(`Chakra's ${file} changed: "${from.trim()}" not found (client/chakra-rewrites.ts)`);
    return out.replace(from, to);
  }, code);
}

/** Runs a generator to its end (the synchronous function, from its stepwise one). */
const runToEnd = (name: string, steps: string) =>
  `\nfunction ${name}(...args) {\n  const run = ${steps}(...args);\n  for (;;) {\n    const step = run.next();\n    if (step.done) return step.value;\n  }\n}\nexport { ${steps} };\n`;

/** token-dictionary.js: `createTokenDictionarySteps` pauses after registering the tokens and between build phases. */
export function tokenDictionaryInSteps(code: string): string {
  return (
    rewrite(code, 'token-dictionary.js', [
      ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
      ['  function build() {\n', '  function* build() {\n'],
      ['    applyTransforms("pre");\n', '    applyTransforms("pre");\n    yield;\n'],
      ['    applyMiddlewares("post");\n', '    yield;\n    applyMiddlewares("post");\n'],
      ['    setupViews();\n', '    yield;\n    setupViews();\n'],
      ['  build();\n  return dictionary;', '  yield;\n  yield* build();\n  return dictionary;'],
    ]) + runToEnd('createTokenDictionary', 'createTokenDictionarySteps')
  );
}

/** system.js: `createSystemSteps` pauses after merging the configs, within the token dictionary, and after it. */
export function systemInSteps(code: string): string {
  return (
    rewrite(code, 'system.js', [
      ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
      ['function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n', 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n'],
      ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
      ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    ]) + runToEnd('createSystem', 'createSystemSteps')
  );
}

/**
 * 2. factory.js (every Chakra element): in the browser an element's new CSS rules are prepared (parsed, prefixed and
 * written by stylis) as it renders, and only added to the page's sheet in React's insertion effect, as before. The
 * first draw's commit, one task, did all of it for every new rule of the page; rendering is cut into slices of a few
 * ms that yield to the browser. `prepare` is app/emotion-cache.ts's; another cache has none and nothing changes.
 */
export function prepareStylesAtRender(code: string): string {
  return rewrite(code, 'factory.js', [
    [
      '  const rules = useInsertionEffectAlwaysWithSyncFallback(\n',
      '  if (isBrowser) cache2.prepare?.(serialized);\n  const rules = useInsertionEffectAlwaysWithSyncFallback(\n',
    ],
  ]);
}

/**
 * 3. system.js: the global CSS (`_global`: preflight, global styles, token variables) is made on first read, not by
 * createSystem. The build writes it into index.html (`chakraGlobalCss` in client/vite.config.ts) and the app's provider
 * never reads it (app/providers.tsx), so a page load no longer builds it (issue 19).
 */
export function globalCssOnRead(code: string): string {
  return rewrite(code, 'system.js', [
    ['  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '  let _global;'],
    ['    _global,\n', '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n'],
  ]);
}

/** The rewrites of each module, applied in order. */
const REWRITES: [module: RegExp, rewrites: ((code: string) => string)[]][] = [
  [SYSTEM_MODULE, [globalCssOnRead, systemInSteps]],
  [TOKENS_MODULE, [tokenDictionaryInSteps]],
  [FACTORY_MODULE, [prepareStylesAtRender]],
];

/** The module `id` rewritten, or null when it is not one of Chakra's rewritten modules. */
export function rewriteChakra(code: string, id: string): string | null {
  const rewrites = REWRITES.find(([module]) => module.test(id))?.[1];
  return rewrites ? rewrites.reduce((out, rewrite) => rewrite(out), code) : null;
}
