// Guards app/theme.ts, which registers only some of Chakra's recipes (issue #6): every Chakra component
// imported under client/src must find its recipe there, or it renders unstyled.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.cwd(), 'client');
const src = join(root, 'src');
const esm = resolve(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm');
const read = (file: string) => readFileSync(file, 'utf8');

/** Exported name -> module file, from Chakra's index (namespaces such as `Dialog` included). */
function chakraExports() {
  const index = read(join(esm, 'index.js'));
  const files = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g))
    for (const part of names.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      files.set((alias ?? name).trim(), resolve(esm, from));
    }
  for (const [, local, from] of index.matchAll(/import \* as ([\w$]+) from '(\.[^']+)'/g)) namespaces.set(local, resolve(esm, from));
  for (const [, local, name] of index.matchAll(/export \{ ([\w$]+) as (\w+) \}/g)) {
    const file = namespaces.get(local);
    if (file) files.set(name, file);
  }
  return files;
}

/** The recipe keys a component module asks for, following its imports of other Chakra components. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const code = read(file);
  for (const [, key] of code.matchAll(/\bkey:\s*"(\w+)"/g)) keys.add(key);
  for (const [, from] of code.matchAll(/from '(\.[^']+)'/g)) {
    const dep = resolve(dirname(file), from);
    if (dep.includes(`${join('dist', 'esm', 'components')}`)) for (const key of recipeKeys(dep, seen)) keys.add(key);
  }
  return keys;
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });

/** Keys of an object literal `const <name> = { ... };` in theme.ts. */
function registered(theme: string, name: string) {
  const block = new RegExp(`const ${name} = \\{([^}]*)\\};`).exec(theme);
  if (!block) throw new Error(`theme.ts has no "const ${name} = { ... };"`);
  return new Set([...block[1].matchAll(/^\s*(\w+):/gm)].map(([, key]) => key));
}

describe('Chakra recipes registered in app/theme.ts', () => {
  it('cover every component imported under client/src', () => {
    const theme = read(join(src, 'app', 'theme.ts'));
    const have = new Set([...registered(theme, 'recipes'), ...registered(theme, 'slotRecipes')]);
    const recipeless = new Set([...theme.matchAll(/RECIPELESS_KEYS = new Set\(\[([^\]]*)\]\)/g)].flatMap(([, list]) => [...list.matchAll(/'(\w+)'/g)].map(([, k]) => k)));
    const exportsByName = chakraExports();
    const missing: string[] = [];
    for (const file of sources(src)) {
      for (const [, names] of read(file).matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const part of names.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0].trim();
          if (!name || name.startsWith('type ')) continue;
          const module = exportsByName.get(name);
          if (!module) continue;
          for (const key of recipeKeys(module))
            if (!have.has(key) && !recipeless.has(key)) missing.push(`${key} (${name} in ${file.slice(src.length + 1)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
