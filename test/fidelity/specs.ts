import { hashSeed, Prng } from '../../server/modules/reports/sample/prng.js';
import type { DataOptions, ColumnKey, Producer } from './model.js';
import { COLUMN_KEYS } from './model.js';
import type { ColumnStyle, OpSplit, Style } from './layout.js';
import type { HtmlStyle } from './producers/chromium.js';

/** The files of the fidelity corpus and of the hold-out set: data options and a producer's style each. */

export type FileSpec = { name: string; data: DataOptions; follows_note?: boolean } & (
  | { producer: 'pdfkit' | 'pdf-lib'; style: Style }
  | { producer: 'chromium'; style: HtmlStyle }
);

const ALL_SITES = [{ site: 'Boston' }, { site: 'Cape Cod' }, { site: 'Foster' }, { site: 'Methuen' }, { site: 'Salem' }];

/** Relative column widths, close to the sample report's. */
const WIDTHS: Record<ColumnKey, number> = {
  animal_id: 46, name: 62, species: 42, breed: 104, sex: 62, age: 40, weight: 38, kennel: 36,
  status_code: 54, sub_status_code: 50, adoption_level: 52, behavior_severity_code: 38, intake_date: 48, days_in_care: 30,
};

const TWO_LINE_TITLES: Partial<Record<ColumnKey, string[]>> = {
  animal_id: ['Animal', 'ID'],
  adoption_level: ['Adoption', 'Level'],
  intake_date: ['Intake', 'Date'],
  sub_status_code: ['Sub-', 'Status'],
};

interface ColumnOptions {
  widths?: Partial<Record<ColumnKey, number>>;
  /** Weight and Days right-aligned. */
  numbersRight?: boolean;
  /** Status, Sub-Status, Adoption Level and Behavior centred under their titles. */
  codesCentred?: boolean;
  twoLineTitles?: boolean;
  /** Largest shift of a title off its cells, in points (the shifts are drawn from `seed`). */
  titleShift?: number;
  split?: Partial<Record<ColumnKey, OpSplit>>;
  seed?: string;
}

export function columns(o: ColumnOptions = {}): ColumnStyle[] {
  const r = new Prng(hashSeed(o.seed ?? 'columns', 'title-shift'));
  return COLUMN_KEYS.map((key) => {
    const align =
      o.numbersRight && (key === 'weight' || key === 'days_in_care')
        ? 'right'
        : o.codesCentred && (key === 'status_code' || key === 'sub_status_code' || key === 'adoption_level' || key === 'behavior_severity_code')
          ? 'center'
          : 'left';
    const shift = o.titleShift ? Math.round((r.next() * 2 - 1) * o.titleShift * 10) / 10 : 0;
    return {
      key,
      width: o.widths?.[key] ?? WIDTHS[key],
      align,
      ...(o.twoLineTitles && TWO_LINE_TITLES[key] ? { title: TWO_LINE_TITLES[key] } : {}),
      ...(shift ? { titleShift: shift } : {}),
      ...(o.split?.[key] ? { split: o.split[key] } : {}),
    } as ColumnStyle;
  });
}

const base: Style = {
  page: 'LETTER', landscape: true, margin: 28, font: 'Helvetica', size: 7, leading: 1.2, rowPad: 3,
  valign: 'top', titleValign: 'bottom', columns: columns(),
};
const html: HtmlStyle = {
  page: 'LETTER', landscape: true, margin: 24, fontFamily: "'Liberation Sans', sans-serif", size: 7, valign: 'middle', columns: columns(),
};

/** Portrait pages: narrower codes and dates, more room for names and breeds. */
const PORTRAIT: Partial<Record<ColumnKey, number>> = {
  name: 54, species: 36, breed: 90, sex: 48, age: 36, kennel: 34, status_code: 56, sub_status_code: 54, adoption_level: 38, behavior_severity_code: 36, days_in_care: 26,
};

export const MAIN: FileSpec[] = [
  // pdfkit
  { name: 'pk-letter-plain', producer: 'pdfkit', data: { seed: 'fid-1', sections: ALL_SITES, animals: 80 }, style: base },
  {
    name: 'pk-courier-middle',
    producer: 'pdfkit',
    data: { seed: 'fid-2', sections: ALL_SITES, animals: 120, longBreeds: 0.3 },
    style: {
      ...base, font: 'Courier', size: 6.5, valign: 'middle', siteContinued: true,
      columns: columns({ twoLineTitles: true, split: { name: 'word', breed: 'word' }, widths: { breed: 120, status_code: 46, intake_date: 44 } }),
    },
  },
  {
    name: 'pk-times-a4-portrait',
    producer: 'pdfkit',
    data: { seed: 'fid-3', sections: ALL_SITES, animals: 150, ages: 'words', longNames: 0.05 },
    style: { ...base, page: 'A4', landscape: false, margin: 24, font: 'Times', size: 6.5, valign: 'bottom', columns: columns({ widths: PORTRAIT }) },
  },
  {
    name: 'pk-salem-split',
    producer: 'pdfkit',
    data: {
      seed: 'fid-4',
      sections: [{ site: 'Salem', zones: ['A', 'B'] }, { site: 'Boston' }, { site: 'Salem', zones: ['C', 'D', 'E'] }, { site: 'Methuen' }],
      animals: 200,
      zoneCounts: { 'Salem/A': 70 },
      longNames: 0.04,
    },
    style: { ...base, size: 7.5, siteContinued: true },
  },
  {
    name: 'pk-big-100-plus-pages',
    producer: 'pdfkit',
    data: { seed: 'fid-5', sections: ALL_SITES, animals: 3000, longBreeds: 0.05, ages: 'mixed', oddIds: 0.01, notes: 2 },
    style: { ...base, rules: true, siteContinued: true },
  },
  {
    name: 'pk-shuffled-rows-a4',
    producer: 'pdfkit',
    data: { seed: 'fid-6', sections: ALL_SITES, animals: 150 },
    style: { ...base, page: 'A4', order: 'rows', columns: columns({ numbersRight: true, codesCentred: true, titleShift: 4, seed: 'fid-6' }) },
  },
  {
    name: 'pk-site-per-page',
    producer: 'pdfkit',
    data: {
      seed: 'fid-7',
      sections: [{ site: 'Boston', zones: ['DA'] }, { site: 'Foster', zones: ['FC'] }, { site: 'Methuen', zones: ['B'] }, { site: 'Salem' }],
      animals: 60,
      zoneCounts: { 'Boston/DA': 1, 'Foster/FC': 1, 'Methuen/B': 2 },
    },
    style: { ...base, landscape: false, size: 6, breakBeforeSite: true, columns: columns({ widths: PORTRAIT }) },
  },
  {
    name: 'pk-notes-garbled',
    producer: 'pdfkit',
    data: { seed: 'fid-8', sections: ALL_SITES, animals: 100, notes: 3, garbled: 2, totalsOff: true },
    style: { ...base, font: 'Courier', size: 6.5, columns: columns({ widths: { breed: 120, status_code: 46, intake_date: 44 } }) },
  },
  {
    name: 'pk-odd-ids-blanks',
    producer: 'pdfkit',
    data: { seed: 'fid-9', sections: ALL_SITES, animals: 130, oddIds: 0.15, blanks: 0.12 },
    style: { ...base, size: 6.5, valign: 'middle', columns: columns({ split: { kennel: 'letter', status_code: 'letter', name: 'word' } }) },
  },
  {
    name: 'pk-zone-3-pages',
    producer: 'pdfkit',
    data: { seed: 'fid-10', sections: [{ site: 'Methuen' }, { site: 'Salem' }], animals: 160, zoneCounts: { 'Salem/B': 75 } },
    style: { ...base, font: 'Times', size: 8, siteContinued: true, order: 'columns' },
  },
  // Chromium
  { name: 'cr-letter-middle', producer: 'chromium', data: { seed: 'fid-11', sections: ALL_SITES, animals: 120, longBreeds: 0.2 }, style: html },
  {
    name: 'cr-a4-dejavu-zebra',
    producer: 'chromium',
    data: { seed: 'fid-12', sections: ALL_SITES, animals: 160, longNames: 0.05 },
    style: { ...html, page: 'A4', fontFamily: "'DejaVu Sans', sans-serif", zebra: true, columns: columns({ twoLineTitles: true }) },
  },
  {
    name: 'cr-serif-portrait',
    producer: 'chromium',
    data: { seed: 'fid-13', sections: ALL_SITES, animals: 140, ages: 'words' },
    style: { ...html, landscape: false, fontFamily: "'Liberation Serif', serif", valign: 'top', siteContinued: true, columns: columns({ widths: PORTRAIT }) },
  },
  {
    name: 'cr-top-grid',
    producer: 'chromium',
    data: { seed: 'fid-14', sections: ALL_SITES, animals: 150 },
    style: { ...html, size: 6.5, grid: true, valign: 'top', columns: columns({ numbersRight: true, codesCentred: true, titleShift: 4, seed: 'fid-14' }) },
  },
  {
    name: 'cr-bottom-long-names',
    producer: 'chromium',
    data: { seed: 'fid-15', sections: ALL_SITES, animals: 130, longNames: 0.1, longBreeds: 0.3 },
    style: { ...html, size: 7.5, fontFamily: "'Liberation Sans Narrow', sans-serif", valign: 'bottom' },
  },
  {
    name: 'cr-salem-twice',
    producer: 'chromium',
    data: {
      seed: 'fid-16',
      sections: [{ site: 'Salem', zones: ['A', 'B', 'C'] }, { site: 'Boston' }, { site: 'Salem', zones: ['D', 'E'] }, { site: 'Foster' }],
      animals: 180,
      totalsOff: true,
    },
    style: { ...html, siteContinued: true, columns: columns({ codesCentred: true }) },
  },
  {
    name: 'cr-zone-3-pages',
    producer: 'chromium',
    data: { seed: 'fid-17', sections: [{ site: 'Cape Cod' }, { site: 'Salem' }], animals: 150, zoneCounts: { 'Salem/A': 90 }, longBreeds: 0.1 },
    style: { ...html, size: 8, columns: columns({ numbersRight: true, twoLineTitles: true }) },
  },
  {
    name: 'cr-mono-notes',
    producer: 'chromium',
    data: { seed: 'fid-18', sections: ALL_SITES, animals: 120, notes: 3, garbled: 2, oddIds: 0.1, ages: 'mixed' },
    style: { ...html, page: 'A4', size: 6.5, fontFamily: "'Liberation Mono', monospace", columns: columns({ widths: { breed: 120, weight: 44 } }) },
  },
  // pdf-lib
  {
    name: 'pl-letters',
    producer: 'pdf-lib',
    data: { seed: 'fid-19', sections: ALL_SITES, animals: 120, longBreeds: 0.1 },
    style: { ...base, columns: columns({ split: { animal_id: 'letter', breed: 'letter', status_code: 'letter' } }) },
  },
  {
    name: 'pl-words-times-a4',
    producer: 'pdf-lib',
    data: { seed: 'fid-20', sections: ALL_SITES, animals: 150, longNames: 0.04 },
    style: { ...base, page: 'A4', font: 'Times', split: 'word', valign: 'middle', columns: columns({ twoLineTitles: true }) },
  },
  {
    name: 'pl-shuffled-courier',
    producer: 'pdf-lib',
    data: { seed: 'fid-21', sections: ALL_SITES, animals: 130, longBreeds: 0.25 },
    style: { ...base, font: 'Courier', size: 6.5, order: 'shuffled', columns: columns({ widths: { breed: 120, status_code: 46, intake_date: 44 } }) },
  },
  {
    name: 'pl-columns-a4-portrait',
    producer: 'pdf-lib',
    data: { seed: 'fid-22', sections: ALL_SITES, animals: 140 },
    style: {
      ...base, page: 'A4', landscape: false, margin: 22, size: 6.5, order: 'columns', valign: 'middle',
      columns: columns({ widths: PORTRAIT, numbersRight: true, codesCentred: true, titleShift: 3, seed: 'fid-22' }),
    },
  },
  {
    name: 'pl-one-animal',
    producer: 'pdf-lib',
    data: { seed: 'fid-23', sections: [{ site: 'Salem', zones: ['A'] }], animals: 1 },
    style: { ...base, size: 8 },
  },
  {
    name: 'pl-salem-between',
    producer: 'pdf-lib',
    data: {
      seed: 'fid-24',
      sections: [{ site: 'Methuen' }, { site: 'Salem', zones: ['A', 'B'] }, { site: 'Cape Cod' }, { site: 'Salem', zones: ['C', 'D', 'E'] }, { site: 'Foster' }],
      animals: 170,
      zoneCounts: { 'Salem/C': 60 },
      totalsOff: true,
    },
    style: { ...base, font: 'Times', size: 7.5, valign: 'bottom', siteContinued: true },
  },
  {
    name: 'pl-blanks-portrait',
    producer: 'pdf-lib',
    data: { seed: 'fid-25', sections: ALL_SITES, animals: 130, blanks: 0.2, oddIds: 0.2, ages: 'words' },
    style: { ...base, landscape: false, margin: 24, size: 6.5, columns: columns({ widths: PORTRAIT, split: { weight: 'letter', days_in_care: 'letter' } }) },
  },
];

/** Run once by the reader's author, after the reader is written: other seeds, fonts and combinations. */
export const HOLDOUT: FileSpec[] = [
  {
    name: 'hold-pk-times8-columns',
    producer: 'pdfkit',
    data: { seed: 'hold-1', sections: ALL_SITES, animals: 220, totalsOff: true, longBreeds: 0.15 },
    style: { ...base, font: 'Times', size: 8.5, valign: 'middle', order: 'columns', columns: columns({ twoLineTitles: true, numbersRight: true, widths: { breed: 96, sub_status_code: 58 } }) },
  },
  {
    name: 'hold-cr-narrow-a4-portrait',
    producer: 'chromium',
    data: { seed: 'hold-2', sections: ALL_SITES, animals: 140, notes: 2, garbled: 1, ages: 'words' },
    style: { ...html, page: 'A4', landscape: false, size: 6.5, fontFamily: "'Liberation Sans Narrow', sans-serif", valign: 'bottom', siteContinued: true, columns: columns({ widths: PORTRAIT }) },
  },
  {
    name: 'hold-pl-courier-letters',
    producer: 'pdf-lib',
    data: { seed: 'hold-3', sections: ALL_SITES, animals: 110, longNames: 0.06 },
    style: {
      ...base, page: 'A4', font: 'Courier', size: 6, split: 'letter', valign: 'middle',
      columns: columns({ widths: { breed: 120, status_code: 46, intake_date: 44 }, codesCentred: true }),
    },
  },
  {
    name: 'hold-pk-courier-long',
    producer: 'pdfkit',
    data: { seed: 'hold-4', sections: ALL_SITES, animals: 1400, oddIds: 0.03, notes: 1, blanks: 0.04 },
    style: { ...base, font: 'Courier', size: 6.5, order: 'rows', siteContinued: true, columns: columns({ widths: { breed: 120, status_code: 46, intake_date: 44 } }) },
  },
  {
    name: 'hold-cr-serif-salem-twice',
    producer: 'chromium',
    data: {
      seed: 'hold-5',
      sections: [{ site: 'Salem', zones: ['A'] }, { site: 'Boston' }, { site: 'Salem', zones: ['B', 'C', 'D', 'E'] }],
      animals: 160,
      totalsOff: true,
      longBreeds: 0.2,
    },
    style: { ...html, fontFamily: "'DejaVu Serif', serif", valign: 'top', columns: columns({ titleShift: 3, seed: 'hold-5', twoLineTitles: true }) },
  },
  {
    name: 'hold-pl-times-portrait-words',
    producer: 'pdf-lib',
    data: { seed: 'hold-6', sections: ALL_SITES, animals: 150, oddIds: 0.1, ages: 'mixed' },
    style: { ...base, landscape: false, font: 'Times', size: 7, split: 'word', valign: 'bottom', columns: columns({ widths: PORTRAIT }) },
  },
  {
    name: 'hold-cr-mono-site-pages',
    producer: 'chromium',
    data: {
      seed: 'hold-7',
      sections: [{ site: 'Cape Cod', zones: ['GA'] }, { site: 'Salem' }, { site: 'Foster', zones: ['FM'] }],
      animals: 70,
      zoneCounts: { 'Cape Cod/GA': 1, 'Foster/FM': 1 },
    },
    style: { ...html, page: 'A4', size: 6.5, fontFamily: "'DejaVu Sans Mono', monospace", breakBeforeSite: true, columns: columns({ widths: { breed: 120, weight: 44 } }) },
  },
];

export const PRODUCERS: readonly Producer[] = ['pdfkit', 'chromium', 'pdf-lib'];
