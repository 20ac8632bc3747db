import { runOrder } from '../../scripts/run-order.mjs';

/**
 * The order in which the loader runs a page's chunks before its entry (scripts/run-order.mjs, client/src/load-code.js;
 * issue 19): each chunk after the chunks it imports, as the browser would run them, and nothing that would start the
 * app early.
 */
describe('runOrder', () => {
  const graph = (edges: Record<string, string[]>) => (chunk: string) => edges[chunk] ?? [];

  it('puts each chunk after the chunks it imports, once, in the order the entry imports them', () => {
    const importsOf = graph({ entry: ['app', 'vendor'], app: ['ui', 'vendor'], ui: ['vendor', 'runtime'], vendor: ['runtime'] });
    expect(runOrder(importsOf, importsOf('entry'), 'entry')).toEqual(['runtime', 'vendor', 'ui', 'app']);
  });

  it('leaves out the entry and every chunk that imports it, directly or through another chunk', () => {
    const importsOf = graph({ entry: ['shared', 'cyclic'], shared: ['runtime'], cyclic: ['entry'], page: ['viaCyclic', 'lib'], viaCyclic: ['cyclic'], lib: ['shared'] });
    expect(runOrder(importsOf, importsOf('entry'), 'entry')).toEqual(['runtime', 'shared']);
    expect(runOrder(importsOf, ['page'], 'entry')).toEqual(['runtime', 'shared', 'lib']);
  });

  it('skips the chunks already ordered (a page adds its own to the entry list)', () => {
    const importsOf = graph({ entry: ['vendor'], vendor: ['runtime'], page: ['vendor', 'charts'], charts: ['runtime'] });
    const entryRun = runOrder(importsOf, importsOf('entry'), 'entry');
    expect(entryRun).toEqual(['runtime', 'vendor']);
    expect(runOrder(importsOf, ['page'], 'entry', entryRun)).toEqual(['charts', 'page']);
  });

  it('orders a cycle among chunks where it is met, each chunk once', () => {
    const importsOf = graph({ entry: ['a'], a: ['b'], b: ['a', 'c'], c: [] });
    expect(runOrder(importsOf, importsOf('entry'), 'entry')).toEqual(['c', 'b', 'a']);
  });
});
