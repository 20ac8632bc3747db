import { describe, expect, it } from '@jest/globals';
import {
  activeFilterCount,
  clearFilters,
  pageCount,
  pagingSummary,
  parseListParams,
  searchWithCenter,
  serializeListParams,
  toAnimalQuery,
  toggleSort,
  withFilters,
  type ListConfig,
} from './list-params-logic';

const LOCATION: ListConfig = { sorts: ['animal_id', 'zone'], withCenter: true };
const DIRECTORY: ListConfig = { sorts: ['animal_id', 'location', 'zone'], withCenter: false };
const parse = (query: string, config = LOCATION) => parseListParams(new URLSearchParams(query), config);

describe('parseListParams', () => {
  it('applies the operations §9 defaults and salem as the centre', () => {
    expect(parse('')).toEqual({
      search: '', zone: '', status: '', adoption: '', behavior: '',
      page: 1, limit: 25, sort: 'animal_id', dir: 'asc', animal: null, center: 'salem', report: null,
    });
  });

  it('keeps an earlier report on the location report only, and writes it back (issue 18)', () => {
    expect(parse('report=r-1').report).toBe('r-1');
    expect(parse('report=r-1', DIRECTORY).report).toBeNull();
    expect(serializeListParams(parse('report=r-1&page=2')).toString()).toBe('center=salem&report=r-1&page=2');
  });

  it('lowercases the centre and has none on the directory', () => {
    expect(parse('center=Methuen').center).toBe('methuen');
    expect(parse('center=boston', DIRECTORY).center).toBeNull();
  });

  it('reads filters, treating all and blanks as no filter', () => {
    const p = parse('search=%20luna%20&zone=B&status=all&adoption=ALL&behavior=2A');
    expect([p.search, p.zone, p.status, p.adoption, p.behavior]).toEqual(['luna', 'B', '', '', '2A']);
  });

  it('falls back on bad paging values and caps limit at 100', () => {
    expect(parse('page=0&limit=abc')).toMatchObject({ page: 1, limit: 25 });
    expect(parse('page=-2&limit=500')).toMatchObject({ page: 1, limit: 25 });
    expect(parse('page=3&limit=100')).toMatchObject({ page: 3, limit: 100 });
    expect(parse('page=2.5').page).toBe(1);
  });

  it('never keeps a sort the screen does not offer', () => {
    expect(parse('sort=zone&dir=DESC')).toMatchObject({ sort: 'zone', dir: 'desc' });
    expect(parse('sort=location').sort).toBe('animal_id');
    expect(parse('sort=location', DIRECTORY).sort).toBe('location');
    expect(parse('dir=sideways').dir).toBe('asc');
  });

  it('reads the open animal', () => {
    expect(parse('animal=A123').animal).toBe('A123');
    expect(parse('animal=').animal).toBeNull();
  });
});

describe('searchWithCenter (the location route loader)', () => {
  it('adds the default centre, lowercases and trims a given one, keeps the other parameters', () => {
    expect(searchWithCenter('')).toBe('?center=salem');
    expect(searchWithCenter('?zone=B&page=2')).toBe('?zone=B&page=2&center=salem');
    expect(searchWithCenter('?center=Boston&zone=B')).toBe('?center=boston&zone=B');
    expect(searchWithCenter('?center=%20salem%20')).toBe('?center=salem');
    expect(searchWithCenter('?center=')).toBe('?center=salem');
  });

  it('leaves a URL that names its centre alone, as parseListParams reads it', () => {
    expect(searchWithCenter('?center=salem')).toBeNull();
    expect(searchWithCenter('?zone=B&center=boston')).toBeNull();
    for (const search of ['', '?center=Boston', '?center=%20x']) {
      expect(parse(searchWithCenter(search)!.slice(1)).center).toBe(parse(search.slice(1)).center);
    }
  });
});

describe('serializeListParams', () => {
  it('omits defaults but always writes the centre', () => {
    expect(serializeListParams(parse('')).toString()).toBe('center=salem');
    expect(serializeListParams(parse('', DIRECTORY)).toString()).toBe('');
  });

  it('round-trips every non-default value', () => {
    const query = 'center=salem&search=luna&zone=B&status=AVAILABLE&adoption=L2&behavior=1A&page=3&limit=50&sort=zone&dir=desc&animal=A1';
    expect(serializeListParams(parse(query)).toString()).toBe(query);
  });

  it('drops filters set to all', () => {
    expect(serializeListParams(parse('status=all&zone=A', DIRECTORY)).toString()).toBe('zone=A');
  });
});

describe('changes', () => {
  it('resets the page when a filter changes', () => {
    const next = withFilters(parse('page=4&zone=A'), { status: 'UNAVAIL' });
    expect(next).toMatchObject({ page: 1, zone: 'A', status: 'UNAVAIL' });
  });

  it('clears every filter but keeps sort and the open animal', () => {
    const next = clearFilters(parse('search=x&zone=A&status=UNAVAIL&adoption=L1&behavior=3B&page=2&sort=zone&animal=A1'));
    expect(next).toMatchObject({ search: '', zone: '', status: '', adoption: '', behavior: '', page: 1, sort: 'zone', animal: 'A1' });
  });

  it('toggles the current sort column and sorts a new one ascending', () => {
    const start = parse('page=3');
    const desc = toggleSort(start, 'animal_id');
    expect(desc).toMatchObject({ sort: 'animal_id', dir: 'desc', page: 1 });
    expect(toggleSort(desc, 'animal_id').dir).toBe('asc');
    expect(toggleSort(desc, 'zone')).toMatchObject({ sort: 'zone', dir: 'asc' });
  });

  it('counts active filters', () => {
    expect(activeFilterCount(parse(''))).toBe(0);
    expect(activeFilterCount(parse('search=a&zone=B&behavior=all'))).toBe(2);
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('writes the summary of operations §2', () => {
    expect(pagingSummary(1, 25, 120)).toBe('Showing 1 to 25 of 120 animals');
    expect(pagingSummary(5, 25, 120)).toBe('Showing 101 to 120 of 120 animals');
    expect(pagingSummary(1, 25, 0)).toBe('Showing 0 of 0 animals');
  });
});

describe('toAnimalQuery', () => {
  it('sends only given filters, with the centre when there is one', () => {
    expect(toAnimalQuery(parse('zone=B&status=all'))).toEqual({ center: 'salem', zone: 'B', page: 1, limit: 25, sort: 'animal_id', dir: 'asc' });
    expect(toAnimalQuery(parse('search=max', DIRECTORY), { page: 3, limit: 100 })).toEqual({ search: 'max', page: 3, limit: 100, sort: 'animal_id', dir: 'asc' });
  });
});
