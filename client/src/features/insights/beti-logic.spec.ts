import { describe, expect, it } from '@jest/globals';
import {
  buildInsights,
  dayNumber,
  formatPercent,
  sparklinePoints,
  SPECIES,
  toggleIn,
  trendLabel,
  weekAgoPoint,
  weekPoints,
  weekSeries,
  zoneLocations,
  zoneRows,
  zonesToTsv,
} from './beti-logic';
import { lengthOfStay, SETTINGS, stayAnimal, trendPoint } from './beti-test-data';

const dates = (points: { reportDate: string | null }[]) => points.map((p) => p.reportDate?.slice(0, 10));

describe('BETI filters', () => {
  it('toggles a value and keeps the canonical order', () => {
    expect(toggleIn(['CAT', 'DOG'], 'CAT', SPECIES)).toEqual(['DOG']);
    expect(toggleIn(['DOG'], 'CAT', SPECIES)).toEqual(['CAT', 'DOG']);
  });
});

describe('the week of reports', () => {
  const history = [
    trendPoint('2026-11-17', { A: { DOG: 1 } }),
    trendPoint('2026-11-19', { A: { DOG: 2 } }),
    trendPoint('2026-11-22', { A: { DOG: 3 } }, { averageDaysInCare: 14 }),
    trendPoint('2026-11-25', { A: { DOG: 4 } }),
    trendPoint('2026-11-26', { A: { DOG: 5 } }, { reportId: 'early', averageDaysInCare: 15 }),
    trendPoint('2026-11-26', { A: { DOG: 6 } }, { reportId: 'late', averageDaysInCare: 16, behaviorFlagged: 2 }),
  ];

  it('counts whole calendar days, across months and clock changes', () => {
    expect(dayNumber('2026-11-06T07:05:00') - dayNumber('2026-10-30T23:59:00')).toBe(7);
    expect(dayNumber('2026-03-09') - dayNumber('2026-03-07')).toBe(2);
  });

  it('keeps the 7 days up to the latest report, one point per day (its last report)', () => {
    const week = weekPoints(history);
    expect(week.reports).toBe(4);
    expect(dates(week.days)).toEqual(['2026-11-22', '2026-11-25', '2026-11-26']);
    expect(week.days.at(-1)?.reportId).toBe('late');
    expect(weekPoints([])).toEqual({ days: [], reports: 0 });
    // Two reports of one day are one day: not enough for a line.
    expect(weekPoints(history.slice(4)).days).toHaveLength(1);
  });

  it('gives one value per day to each trend, leaving out days without an average stay', () => {
    expect(weekSeries(weekPoints(history).days)).toEqual({ flagged: [0, 0, 2], averageStay: [14, 16], population: [3, 4, 6] });
  });

  it('compares with the report nearest 7 days earlier, 4 to 10 days before the latest', () => {
    expect(weekAgoPoint(history)?.reportDate).toBe('2026-11-19T07:05:00');
    expect(weekAgoPoint([history[0], ...history.slice(3)])?.reportDate).toBe('2026-11-17T07:05:00');
    expect(weekAgoPoint(history.slice(3))).toBeUndefined();
    expect(weekAgoPoint([trendPoint('2026-11-12', {}), history[5]])).toBeUndefined();
  });
});

describe('generated insights', () => {
  const weekAgo = trendPoint('2026-11-19', { A: { DOG: 20 }, B: { DOG: 50 }, C: { CAT: 4 }, D: { CAT: 10 }, F: { CAT: 30 } }, { averageDaysInCare: 14.2, behaviorFlagged: 5 });
  const latest = trendPoint('2026-11-26', { A: { DOG: 20 }, B: { CAT: 6, DOG: 50 }, C: { CAT: 2 }, E: { DOG: 8 }, F: { CAT: 32 } }, { averageDaysInCare: 16.5, behaviorFlagged: 7 });
  const stay = lengthOfStay([stayAnimal('D9', 91, { name: 'Rex' }), stayAnimal('C2', 75), stayAnimal('D4', 61)], { longStayDays: 60, locations: { B: 'Dog Adoption' } });
  const insights = buildInsights({ points: [weekAgo, latest], stay, settings: SETTINGS });
  const byId = (id: string) => insights.find((i) => i.id === id);

  it('says nothing without a report', () => {
    expect(buildInsights({ points: [], stay: lengthOfStay([]), settings: SETTINGS })).toEqual([]);
  });

  it('lists the most pressing first', () => {
    expect(insights.map((i) => i.id)).toEqual(['behavior-flagged', 'long-stay', 'average-stay', 'zone-D', 'zone-B']);
  });

  it('names the animals flagged at the severity setting or above', () => {
    expect(byId('behavior-flagged')).toMatchObject({ title: '7 animals flagged at 3A or above', figure: '7 animals' });
    expect(byId('behavior-flagged')?.facts).toContainEqual({ label: 'Flagged on 11/19/2026', value: '5' });
    const one = buildInsights({ points: [{ ...latest, behaviorFlagged: 1 }], stay: lengthOfStay([]), settings: { ...SETTINGS, behaviorAlertSeverity: '2B' } });
    expect(one.map((i) => i.title)).toEqual(['1 animal flagged at 2B or above']);
    expect(buildInsights({ points: [{ ...latest, behaviorFlagged: 0 }], stay: lengthOfStay([]), settings: SETTINGS })).toEqual([]);
  });

  it('lists the long-stay animals, and says when the list is cut short', () => {
    expect(byId('long-stay')).toMatchObject({ title: '3 animals over 60 days', summary: 'The longest, Rex, has been in care 91 days.' });
    expect(byId('long-stay')?.animals?.map((a) => a.animalId)).toEqual(['D9', 'C2', 'D4']);
    const cut = buildInsights({ points: [latest], stay: lengthOfStay([stayAnimal('D9', 400)], { count: 250 }), settings: SETTINGS }).find((i) => i.id === 'long-stay');
    expect(cut?.title).toBe('250 animals over 30 days');
    expect(cut?.details.join(' ')).toContain('The 1 longest are listed below.');
  });

  it('reports the week’s change of the average stay from one day', () => {
    expect(byId('average-stay')).toMatchObject({ title: 'Average stay up 2.3 days this week', figure: '+2.3 days' });
    const small = buildInsights({ points: [weekAgo, { ...latest, averageDaysInCare: 15.1 }], stay: lengthOfStay([]), settings: SETTINGS });
    expect(small.find((i) => i.id === 'average-stay')).toBeUndefined();
    const down = buildInsights({ points: [weekAgo, { ...latest, averageDaysInCare: 12 }], stay: lengthOfStay([]), settings: SETTINGS });
    expect(down.find((i) => i.id === 'average-stay')?.title).toBe('Average stay down 2.2 days this week');
  });

  it('reports zones that changed by 10% or more and hold a few animals, largest change first', () => {
    // A: no change; C: −50% but 4 animals at most; E: new (no base to compare); F: +6.7%.
    expect(byId('zone-B')).toMatchObject({ title: 'Zone B up 12% since last week', figure: '+12%', zone: 'B - Dog Adoption' });
    expect(byId('zone-B')?.summary).toBe('56 animals in B - Dog Adoption on 11/26/2026, against 50 on 11/19/2026.');
    expect(byId('zone-D')).toMatchObject({ title: 'Zone D down 100% since last week', figure: '−100%', zone: 'D' });
  });

  it('makes no week-on-week insight without a report about a week earlier', () => {
    const alone = buildInsights({ points: [latest], stay: lengthOfStay([]), settings: SETTINGS });
    expect(alone.map((i) => i.id)).toEqual(['behavior-flagged']);
  });
});

describe('Zones Overview', () => {
  const latest = trendPoint('2026-11-26', { A: { CAT: 64 }, B: { CAT: 1, DOG: 71 } });
  const locations = zoneLocations(lengthOfStay([], { locations: { A: 'Cat Adoption', B: 'Dog Adoption' } }));

  it('gives count, percent of the shown total and the split of the selected species', () => {
    const { rows, total } = zoneRows(latest, locations, SPECIES);
    expect(total).toBe(136);
    expect(rows).toEqual([
      { zone: 'A - Cat Adoption', count: 64, percent: '47.1%', split: '64 cats / 0 dogs' },
      { zone: 'B - Dog Adoption', count: 72, percent: '52.9%', split: '1 cat / 71 dogs' },
    ]);
    expect(zoneRows(latest, new Map(), ['DOG']).rows[1]).toMatchObject({ zone: 'B', split: '71 dogs' });
  });

  it('has no rows without a report, and never divides by zero', () => {
    expect(zoneRows(undefined, locations, SPECIES)).toEqual({ rows: [], total: 0 });
    expect(formatPercent(0, 0)).toBe('0.0%');
  });

  it('copies a header row then one tab-separated row per zone', () => {
    const lines = zonesToTsv(zoneRows(latest, locations, SPECIES).rows).split('\n');
    expect(lines).toEqual(['Zone\tCount\tPercent\tCat/Dog split', 'A - Cat Adoption\t64\t47.1%\t64 cats / 0 dogs', 'B - Dog Adoption\t72\t52.9%\t1 cat / 71 dogs']);
    expect(zonesToTsv([{ zone: 'X\tY\nZ', count: 1, percent: '1%', split: '1 cat' }]).split('\n')[1]).toBe('X Y Z\t1\t1%\t1 cat');
  });
});

describe('sparklines', () => {
  it('draws points inside the box, flat series through the middle', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, 0)).toBe('0,20 50,10 100,0');
    expect(sparklinePoints([3, 3], 100, 20, 2)).toBe('2,10 98,10');
    expect(sparklinePoints([7], 100, 20)).toBe('50,10');
    expect(sparklinePoints([], 100, 20)).toBe('');
  });

  it('describes a trend in words', () => {
    expect(trendLabel('Behavior alerts', [8, 10, 12])).toBe('Behavior alerts, 3 days with a report in the last 7: 8, 10, 12. Latest 12, up 4.');
    expect(trendLabel('Average stay', [16.4, 14.2], ' days')).toBe('Average stay, 2 days with a report in the last 7: 16.4, 14.2. Latest 14.2 days, down 2.2 days.');
    expect(trendLabel('Population', [5, 5])).toContain('no change');
    expect(trendLabel('Population', [])).toBe('Population: no data');
  });
});
