import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../server/paths.js';
import { globalCssOnRead, prepareStylesAtRender, rewriteChakra, systemInSteps, tokenDictionaryInSteps } from '../../client/chakra-rewrites.js';

/**
 * The build's rewrites of Chakra's modules (client/chakra-rewrites.ts, issue 19) on a copy of Chakra's installed
 * modules, against Chakra's untouched createSystem: the same system, made in several steps, its global CSS made on
 * first read. Fails when a Chakra upgrade moves the statements a rewrite expects, or when a rewrite changes what the
 * system holds.
 */
const CHAKRA = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');

interface System {
  _global: unknown;
  tokens: { allTokens: unknown[]; cssVarMap: Map<string, Map<string, string>> };
  utility: { keys(): string[] };
  conditions: { keys(): string[] };
  properties: Set<string>;
  getTokenCss(): unknown;
  getGlobalCss(): unknown;
  getPreflightCss(): unknown;
  css(...styles: unknown[]): unknown;
  getSlotRecipeFn(key: string): (props: Record<string, unknown>) => unknown;
  getRecipeFn(key: string): (props: Record<string, unknown>) => unknown;
  token(path: string): unknown;
}
type CreateSystem = (...configs: unknown[]) => System;

/** What a system holds and answers, as plain data. */
function snapshot(system: System): string {
  return JSON.stringify({
    tokens: system.tokens.allTokens,
    vars: [...system.tokens.cssVarMap].map(([key, vars]) => [key, [...vars]]),
    utilities: system.utility.keys(),
    conditions: system.conditions.keys(),
    properties: [...system.properties],
    tokenCss: system.getTokenCss(),
    globalCss: system.getGlobalCss(),
    preflight: system.getPreflightCss(),
    css: system.css({ color: 'fg.muted', p: { base: 2, md: 4 }, _hover: { bg: 'brand.solid' }, _dark: { color: 'red.300' } }),
    button: system.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
    card: system.getSlotRecipeFn('card')({ variant: 'elevated' }),
    token: system.token('colors.brand.solid'),
  });
}

describe('Chakra createSystem in steps (rewrite 1)', () => {
  let dir: string;
  let steps: { createSystemSteps: (...configs: unknown[]) => Generator<void, System, void>; createSystem: CreateSystem };
  let chakra: { createSystem: CreateSystem; defaultConfig: unknown; defineConfig: (config: unknown) => unknown };
  let config: unknown;

  beforeAll(async () => {
    // Under node_modules, so the copy's own imports (@pandacss, @emotion) resolve as the package's do.
    dir = mkdtempSync(join(ROOT, 'node_modules/.cache-chakra-rewrites-'));
    cpSync(CHAKRA, dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    // As the build does: each module picked by its path in the package, with all of its rewrites.
    for (const file of ['styled-system/system.js', 'styled-system/token-dictionary.js']) {
      const rewritten = rewriteChakra(readFileSync(join(dir, file), 'utf8'), join(CHAKRA, file));
      if (rewritten === null) throw new Error(`${file} is not rewritten`);
      writeFileSync(join(dir, file), rewritten);
    }
    steps = await import(join(dir, 'styled-system/system.js'));
    chakra = (await import('@chakra-ui/react')) as unknown as typeof chakra;
    // Chakra's whole default theme, and one of ours on top: a palette, semantic tokens with conditions, global CSS.
    config = chakra.defineConfig({
      globalCss: { html: { colorPalette: 'brand' }, body: { bg: 'bg', color: 'fg' } },
      theme: {
        tokens: { colors: { brand: { 500: { value: '#14b8a6' }, 700: { value: '#0f766e' } } } },
        semanticTokens: { colors: { brand: { solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } } } } },
      },
    });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the same system as Chakra, pausing between its phases', () => {
    const run = steps.createSystemSteps(chakra.defaultConfig, config);
    let pauses = 0;
    let step = run.next();
    for (; !step.done; step = run.next()) pauses += 1;
    // After the merge, the token registration, three build phases of the dictionary, and the dictionary.
    expect(pauses).toBe(6);
    expect(snapshot(step.value)).toBe(snapshot(chakra.createSystem(chakra.defaultConfig, config)));
  });

  it('makes the global CSS on first read only, the same as Chakra makes it (rewrite 3)', () => {
    const system = steps.createSystem(chakra.defaultConfig, config);
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    expect(JSON.stringify(system._global)).toBe(JSON.stringify(chakra.createSystem(chakra.defaultConfig, config)._global));
    expect(system._global).toBe(system._global);
    expect(() => globalCssOnRead('function createSystem() {}')).toThrow(/system\.js changed: "const _global = /);
  });

  it('keeps createSystem itself: the same generator run in one go', () => {
    expect(snapshot(steps.createSystem(chakra.defaultConfig, config))).toBe(snapshot(chakra.createSystem(chakra.defaultConfig, config)));
  });

  it('fails the build, naming the statement, when Chakra changes', () => {
    const code = readFileSync(join(CHAKRA, 'styled-system/system.js'), 'utf8');
    expect(() => systemInSteps(code.replace('const config = mergeConfigs(...configs);', 'const config = merge(configs);'))).toThrow(
      /Chakra's system\.js changed: "function createSystem\(\.\.\.configs\) \{/,
    );
    const tokens = readFileSync(join(CHAKRA, 'styled-system/token-dictionary.js'), 'utf8');
    expect(() => tokenDictionaryInSteps(tokens.replace('setupViews();', 'views();'))).toThrow(/token-dictionary\.js changed: "setupViews\(\);"/);
  });
});

describe("Chakra's elements prepare their styles as they render (rewrite 2)", () => {
  const factory = readFileSync(join(CHAKRA, 'styled-system/factory.js'), 'utf8');

  it('calls the cache\'s prepare in the render of Insertion, in the browser only, before the insertion effect', () => {
    const out = rewriteChakra(factory, join(CHAKRA, 'styled-system/factory.js'))!;
    const insertion = out.slice(out.indexOf('const Insertion = '), out.indexOf('return null', out.indexOf('const Insertion = ')));
    expect(insertion).toMatch(/registerStyles\(cache2, serialized, isStringTag\);\n {2}if \(isBrowser\) cache2\.prepare\?\.\(serialized\);\n {2}const rules = useInsertionEffectAlwaysWithSyncFallback\(/);
    // The insertion itself is untouched: still React's insertion effect.
    expect(insertion).toContain('() => insertStyles(cache2, serialized, isStringTag)');
    expect(out.replace('  if (isBrowser) cache2.prepare?.(serialized);\n', '')).toBe(factory);
  });

  it('fails the build when Chakra changes Insertion', () => {
    expect(() => prepareStylesAtRender(factory.replace('useInsertionEffectAlwaysWithSyncFallback(\n', 'useInsertionEffect(\n'))).toThrow(/factory\.js changed/);
  });
});
