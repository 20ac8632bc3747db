/**
 * The URL state of the two animal lists (operations.md §2 Location report and Animals directory, operations §9 paging
 * defaults): parsing with defaults, serialising with defaults left out, sort toggling and the paging text.
 */

export const DEFAULT_CENTER = 'salem';
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 25;
/** The server's cap on `limit` (AnimalQuery). */
export const MAX_LIMIT = 100;
export const DEFAULT_SORT = 'animal_id';

/**
 * operations §2: the location report's URL always names its centre, lowercased. The search string that does, or
 * null when `search` already does.
 */
export function searchWithCenter(search: string): string | null {
  const query = new URLSearchParams(search);
  const raw = query.get('center');
  const center = raw?.trim().toLowerCase() || DEFAULT_CENTER;
  if (raw === center) return null;
  query.set('center', center);
  return `?${query.toString()}`;
}

export type SortDir = 'asc' | 'desc';

export const FILTER_KEYS = ['search', 'zone', 'status', 'adoption', 'behavior'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

export const NO_FILTERS: Filters = { search: '', zone: '', status: '', adoption: '', behavior: '' };

export interface ListParams extends Filters {
  page: number;
  limit: number;
  sort: string;
  dir: SortDir;
  /** The animal whose detail drawer is open. */
  animal: string | null;
  /** Location report only: the centre, lowercased. */
  center: string | null;
  /** Location report only: an earlier committed report to show instead of the latest (issue 18). */
  report: string | null;
}

export interface ListConfig {
  /** Sort keys the screen offers; all are in the server's whitelist, anything else falls back to the default. */
  sorts: readonly string[];
  /** Whether the screen has a `center` parameter (always written into the URL). */
  withCenter: boolean;
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/** `all` (any case) and blanks mean "no filter". */
function filterValue(value: string | null): string {
  const v = (value ?? '').trim();
  return v.toLowerCase() === 'all' ? '' : v;
}

export function parseListParams(search: URLSearchParams, config: ListConfig): ListParams {
  const sort = search.get('sort') ?? DEFAULT_SORT;
  const dir = search.get('dir')?.toLowerCase();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, filterValue(search.get(key))])) as Filters;
  return {
    ...filters,
    page: positiveInt(search.get('page'), DEFAULT_PAGE),
    limit: positiveInt(search.get('limit'), DEFAULT_LIMIT, MAX_LIMIT),
    // An unknown sort is a 400 from the server: never send one.
    sort: config.sorts.includes(sort) ? sort : DEFAULT_SORT,
    dir: dir === 'desc' ? 'desc' : 'asc',
    animal: search.get('animal')?.trim() || null,
    center: config.withCenter ? (search.get('center')?.trim().toLowerCase() || DEFAULT_CENTER) : null,
    report: config.withCenter ? search.get('report')?.trim() || null : null,
  };
}

/** The query string: defaults and empty filters are left out; the centre is always written. */
export function serializeListParams(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.center !== null) out.set('center', params.center);
  if (params.report) out.set('report', params.report);
  for (const key of FILTER_KEYS) if (params[key] !== '') out.set(key, params[key]);
  if (params.page !== DEFAULT_PAGE) out.set('page', String(params.page));
  if (params.limit !== DEFAULT_LIMIT) out.set('limit', String(params.limit));
  if (params.sort !== DEFAULT_SORT) out.set('sort', params.sort);
  if (params.dir !== 'asc') out.set('dir', params.dir);
  if (params.animal) out.set('animal', params.animal);
  return out;
}

/** New filter values; any change of filter goes back to page 1. */
export function withFilters(params: ListParams, patch: Partial<Filters>): ListParams {
  return { ...params, ...patch, page: DEFAULT_PAGE };
}

export function clearFilters(params: ListParams): ListParams {
  return withFilters(params, NO_FILTERS);
}

/** The current column toggles its direction; another column sorts ascending. Either way back to page 1. */
export function toggleSort(params: ListParams, key: string): ListParams {
  const dir: SortDir = params.sort === key && params.dir === 'asc' ? 'desc' : 'asc';
  return { ...params, sort: key, dir, page: DEFAULT_PAGE };
}

export function activeFilterCount(filters: Filters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== '').length;
}

export function pickFilters(params: Filters): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key]])) as Filters;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** "Showing 26 to 50 of 120 animals". */
export function pagingSummary(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 animals';
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from} to ${to} of ${total} animals`;
}

/** The AnimalQuery variables: empty filters are not sent. */
export function toAnimalQuery(params: ListParams, overrides: { page?: number; limit?: number } = {}) {
  const query: Record<string, string | number> = {};
  if (params.center) query.center = params.center;
  for (const key of FILTER_KEYS) if (params[key] !== '') query[key] = params[key];
  return { ...query, page: overrides.page ?? params.page, limit: overrides.limit ?? params.limit, sort: params.sort, dir: params.dir };
}
