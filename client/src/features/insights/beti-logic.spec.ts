import { describe, expect, it } from '@jest/globals';
import {
  alertCount,
  formatPercent,
  sparklinePoints,
  sumSeries,
  toggleIn,
  trendLabel,
  visibleInsights,
  weightedSeries,
  zoneRows,
  zonesToTsv,
} from './beti-logic';
import { SAMPLE_ALERTS, SAMPLE_INSIGHTS, SAMPLE_POPULATION, SAMPLE_TRENDS, SAMPLE_ZONES, SEVERITIES, SPECIES } from './beti-sample';

const all = { species: SPECIES, severities: SEVERITIES };

describe('BETI sample figures (operations §2, operations §9)', () => {
  it('add up: zones sum to 247 and the last trend points match the KPI cards', () => {
    expect(zoneRows(SAMPLE_ZONES, SPECIES).total).toBe(SAMPLE_POPULATION);
    expect(sumSeries(SAMPLE_TRENDS.population, SPECIES).at(-1)).toBe(SAMPLE_POPULATION);
    expect(sumSeries(SAMPLE_TRENDS.alerts, SPECIES).at(-1)).toBe(alertCount(SAMPLE_ALERTS, all));
    expect(alertCount(SAMPLE_ALERTS, all)).toBe(12);
    for (const s of SPECIES) {
      expect(zoneRows(SAMPLE_ZONES, [s]).total).toBe(SAMPLE_TRENDS.population[s].at(-1));
    }
    for (const series of Object.values(SAMPLE_TRENDS)) {
      expect(series.CAT).toHaveLength(7);
      expect(series.DOG).toHaveLength(7);
    }
  });
});

describe('BETI filters', () => {
  it('toggles a value and keeps the canonical order', () => {
    expect(toggleIn(['CAT', 'DOG'], 'CAT', SPECIES)).toEqual(['DOG']);
    expect(toggleIn(['DOG'], 'CAT', SPECIES)).toEqual(['CAT', 'DOG']);
    expect(toggleIn(['L4'], 'L1', SEVERITIES)).toEqual(['L1', 'L4']);
  });

  it('counts alerts for the selected species and severities', () => {
    expect(alertCount(SAMPLE_ALERTS, { species: ['CAT'], severities: SEVERITIES })).toBe(5);
    expect(alertCount(SAMPLE_ALERTS, { species: SPECIES, severities: ['L4'] })).toBe(2);
    expect(alertCount(SAMPLE_ALERTS, { species: [], severities: SEVERITIES })).toBe(0);
  });

  it('shows an insight when one of its species and its severity are selected', () => {
    expect(visibleInsights(SAMPLE_INSIGHTS, all)).toHaveLength(4);
    expect(visibleInsights(SAMPLE_INSIGHTS, { species: ['CAT'], severities: SEVERITIES }).map((i) => i.id)).toEqual(['cat-length-of-stay', 'stray-hold-intake']);
    expect(visibleInsights(SAMPLE_INSIGHTS, { species: SPECIES, severities: ['L4'] }).map((i) => i.id)).toEqual(['dog-bite-history']);
    expect(visibleInsights(SAMPLE_INSIGHTS, { species: SPECIES, severities: [] })).toEqual([]);
  });
});

describe('Zones Overview', () => {
  it('gives count, percent of the shown total and the cat/dog split', () => {
    const { rows } = zoneRows(SAMPLE_ZONES, SPECIES);
    expect(rows[0]).toEqual({ zone: 'A - Cat Adoption', count: 64, percent: '25.9%', split: '64 cats / 0 dogs' });
    const cats = zoneRows(SAMPLE_ZONES, ['CAT']);
    expect(cats.total).toBe(117);
    expect(cats.rows[0]).toMatchObject({ count: 64, percent: '54.7%', split: '64 cats' });
  });

  it('never divides by zero', () => {
    expect(formatPercent(0, 0)).toBe('0.0%');
    expect(zoneRows(SAMPLE_ZONES, []).rows.every((r) => r.percent === '0.0%' && r.count === 0)).toBe(true);
  });

  it('copies a header row then one tab-separated row per zone', () => {
    const tsv = zonesToTsv(zoneRows(SAMPLE_ZONES, SPECIES).rows);
    const lines = tsv.split('\n');
    expect(lines).toHaveLength(SAMPLE_ZONES.length + 1);
    expect(lines[0]).toBe('Zone\tCount\tPercent\tCat/Dog split');
    expect(lines[1]).toBe('A - Cat Adoption\t64\t25.9%\t64 cats / 0 dogs');
    expect(lines.every((l) => l.split('\t').length === 4)).toBe(true);
    expect(zonesToTsv([{ zone: 'X\tY\nZ', count: 1, percent: '1%', split: '1 cat' }]).split('\n')[1]).toBe('X Y Z\t1\t1%\t1 cat');
  });
});

describe('trends', () => {
  it('sums and weights species series', () => {
    expect(sumSeries({ CAT: [1, 2], DOG: [3, 4] }, ['CAT', 'DOG'])).toEqual([4, 6]);
    expect(sumSeries({ CAT: [1, 2], DOG: [3, 4] }, [])).toEqual([]);
    expect(weightedSeries({ CAT: [10, 10], DOG: [20, 30] }, { CAT: [1, 3], DOG: [1, 1] }, ['CAT', 'DOG'])).toEqual([15, 15]);
    expect(weightedSeries({ CAT: [10], DOG: [20] }, { CAT: [0], DOG: [0] }, ['CAT', 'DOG'])).toEqual([0]);
    expect(weightedSeries(SAMPLE_TRENDS.lengthOfStay, SAMPLE_TRENDS.population, ['CAT'])).toEqual(SAMPLE_TRENDS.lengthOfStay.CAT);
  });

  it('draws sparkline points inside the box, flat series through the middle', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, 0)).toBe('0,20 50,10 100,0');
    expect(sparklinePoints([3, 3], 100, 20, 2)).toBe('2,10 98,10');
    expect(sparklinePoints([7], 100, 20)).toBe('50,10');
    expect(sparklinePoints([], 100, 20)).toBe('');
  });

  it('describes a trend in words', () => {
    expect(trendLabel('Behavior alerts', [8, 10, 12])).toBe('Behavior alerts, last 3 days: 8, 10, 12. Latest 12, up 4 over 3 days.');
    expect(trendLabel('Average stay', [16.4, 14.2], ' days')).toBe('Average stay, last 2 days: 16.4, 14.2. Latest 14.2 days, down 2.2 days over 2 days.');
    expect(trendLabel('Population', [5, 5])).toContain('no change');
    expect(trendLabel('Population', [])).toBe('Population: no data');
  });
});
