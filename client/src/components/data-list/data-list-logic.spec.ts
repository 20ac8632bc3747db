import { describe, expect, it } from '@jest/globals';
import { ariaSort, selectionState, toggleAll, toggleOne } from './data-list-logic';

const keys = ['a', 'b'];

describe('selection', () => {
  it('reads none, some or all of the list selected', () => {
    expect(selectionState(new Set(), keys)).toBe(false);
    expect(selectionState(new Set(['a', 'x']), keys)).toBe('indeterminate');
    expect(selectionState(new Set(['a', 'b']), keys)).toBe(true);
  });

  it('selects every row of the list, or clears them when all were selected; other rows stay', () => {
    expect([...toggleAll(new Set(['a', 'x']), keys)].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(new Set(['a', 'b', 'x']), keys)]).toEqual(['x']);
    expect([...toggleAll(new Set(['x']), [])]).toEqual(['x']);
  });

  it('toggles one row', () => {
    expect([...toggleOne(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});

describe('ariaSort', () => {
  it('marks the sorted column with its direction, the others none', () => {
    expect(ariaSort({ key: 'zone', dir: 'desc' }, 'zone')).toBe('descending');
    expect(ariaSort({ key: 'zone', dir: 'asc' }, 'zone')).toBe('ascending');
    expect(ariaSort({ key: 'zone', dir: 'asc' }, 'animal_id')).toBe('none');
  });
});
