import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from '../../server/paths.js';

/**
 * The server's seams (README, Architecture): the feature modules depend on each other in one direction only,
 * and server/common depends on no module. Read from the import statements, with plain fs and a regex.
 */
const SERVER = join(ROOT, 'server');
const MODULES = join(SERVER, 'modules');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? tsFiles(path) : e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative specifiers of static imports and re-exports (`import type` too), side-effect and dynamic imports. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/** The absolute paths a file imports. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1]));
}

/** `reports` for server/modules/reports/pipeline/x.ts; undefined outside server/modules. */
function moduleOf(path: string): string | undefined {
  const rel = relative(MODULES, path);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
}

/** Module → the other modules its files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of tsFiles(MODULES)) {
    const from = moduleOf(file)!;
    const deps = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) deps.add(to);
    }
  }
  return graph;
}

/** Every cycle of a graph as a path back to its start (a → b → a), each once: walked from its smallest name. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === path[0]) found.push([...path, next]);
      else if (next > path[0] && !path.includes(next)) walk([...path, next]);
    }
  };
  for (const start of graph.keys()) walk([start]);
  return found;
}

describe('module dependencies', () => {
  const graph = moduleGraph();

  it('reads the imports (the known one-way edges are there)', () => {
    expect(graph.get('auth')).toContain('users');
    expect(graph.get('reports')).toContain('animals');
    expect(graph.get('invitations')).toContain('users');
  });

  it('has no cycle between feature modules', () => {
    expect(cyclesOf(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('finds a cycle of two and of three', () => {
    const g = (edges: [string, string][]) => {
      const m = new Map<string, Set<string>>();
      for (const [a, b] of edges) {
        m.set(a, (m.get(a) ?? new Set()).add(b));
        if (!m.has(b)) m.set(b, new Set());
      }
      return m;
    };
    expect(cyclesOf(g([['auth', 'users'], ['users', 'auth']]))).toEqual([['auth', 'users', 'auth']]);
    expect(cyclesOf(g([['a', 'b'], ['b', 'c'], ['c', 'a'], ['c', 'd']]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(cyclesOf(g([['reports', 'animals'], ['reports', 'users']]))).toEqual([]);
  });

  it('server/common imports nothing from server/modules', () => {
    const offending = tsFiles(join(SERVER, 'common')).flatMap((file) =>
      importsOf(file)
        .filter((target) => moduleOf(target) !== undefined)
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
    expect(offending).toEqual([]);
  });
});
