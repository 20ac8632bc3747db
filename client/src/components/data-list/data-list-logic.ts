/** Row selection by key (the alerts' bulk actions) and the sort state of a header: the lists' pure rules. */

/** The header checkbox of a list: all, some or none of its rows selected. */
export function selectionState(selected: ReadonlySet<string>, keys: readonly string[]): boolean | 'indeterminate' {
  const count = keys.filter((key) => selected.has(key)).length;
  if (count === 0) return false;
  return count === keys.length ? true : 'indeterminate';
}

/** Selects every row of a list, or clears them when all were selected already; other lists' rows stay. */
export function toggleAll(selected: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = keys.length > 0 && keys.every((key) => selected.has(key));
  for (const key of keys) {
    if (all) next.delete(key);
    else next.add(key);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(key)) next.add(key);
  return next;
}

export type SortDirection = 'ascending' | 'descending' | 'none';

/** The `aria-sort` of a sortable column's header. */
export function ariaSort(sort: { key: string; dir: 'asc' | 'desc' }, key: string): SortDirection {
  if (sort.key !== key) return 'none';
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}
