import { describe, expect, it } from '@jest/globals';
import { csvCell, csvFileName, exportPageCount, exportProgressText, toCsv } from './csv-logic';

describe('csvCell', () => {
  it('leaves plain values alone and empties nulls', () => {
    expect(csvCell('Luna')).toBe('Luna');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('Chihuahua, Short Coat/Mix')).toBe('"Chihuahua, Short Coat/Mix"');
    expect(csvCell('Sir "Pounce"')).toBe('"Sir ""Pounce"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(' x')).toBe('" x"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('writes a header row and CRLF rows', () => {
    const columns = [
      { header: 'Animal ID', value: (row: { id: string; w: number | null }) => row.id },
      { header: 'Weight', value: (row: { id: string; w: number | null }) => row.w },
    ];
    expect(toCsv(columns, [{ id: 'A1', w: 4.5 }, { id: 'A2', w: null }])).toBe('Animal ID,Weight\r\nA1,4.5\r\nA2,\r\n');
    expect(toCsv(columns, [])).toBe('Animal ID,Weight\r\n');
  });
});

describe('csvFileName', () => {
  it('names the centre and the local date', () => {
    expect(csvFileName('salem', new Date(2026, 10, 26, 23, 30))).toBe('salem-location-2026-11-26.csv');
    expect(csvFileName('Cape Cod', new Date(2026, 0, 5))).toBe('cape-cod-location-2026-01-05.csv');
  });
});

describe('export paging', () => {
  it('counts requests of 100', () => {
    expect(exportPageCount(0, 100)).toBe(0);
    expect(exportPageCount(100, 100)).toBe(1);
    expect(exportPageCount(101, 100)).toBe(2);
  });

  it('writes progress without overshooting', () => {
    expect(exportProgressText(200, 1234)).toBe('Exporting 200 of 1,234 animals…');
    expect(exportProgressText(300, 250)).toBe('Exporting 250 of 250 animals…');
  });
});
