import { describe, expect, it } from '@jest/globals';
import { canCancelAll, canDelete, cancelledMessage, moreLabel, paramValue, recentSlice, reportLabel, withParam } from './reports-list-logic';

describe('reports list logic (operations §2 Reports overview, operations §8, operations §9)', () => {
  it('shows the first 10 and counts the rest', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(recentSlice(twelve)).toEqual({ shown: twelve.slice(0, 10), more: 2 });
    expect(recentSlice([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(moreLabel(2)).toBe('... and 2 more');
  });

  it('names a row by title, else file name', () => {
    expect(reportLabel({ title: 'All Pets', sourceFilename: 'a.pdf' })).toBe('All Pets');
    expect(reportLabel({ title: '  ', sourceFilename: 'a.pdf' })).toBe('a.pdf');
    expect(reportLabel({ title: null, sourceFilename: 'a.pdf' })).toBe('a.pdf');
  });

  it('lets only ADMIN and SUPER_ADMIN delete reports with an id, and cancel all', () => {
    expect(canDelete('SUPER_ADMIN', { id: 'x' })).toBe(true);
    expect(canDelete('ADMIN', { id: 'x' })).toBe(true);
    expect(canDelete('SUPERVISOR', { id: 'x' })).toBe(false);
    expect(canDelete('ADMIN', { id: '' })).toBe(false);
    expect(canDelete(undefined, { id: 'x' })).toBe(false);
    expect(canCancelAll('ADMIN')).toBe(true);
    expect(canCancelAll('OFFICER')).toBe(false);
  });

  it('reads and writes query parameters without touching the others', () => {
    const params = new URLSearchParams('highlight=abc&report=tmp_1');
    expect(paramValue(params, 'highlight')).toBe('abc');
    expect(paramValue(new URLSearchParams('highlight=%20'), 'highlight')).toBeNull();
    expect(withParam(params, 'highlight', null).toString()).toBe('report=tmp_1');
    expect(withParam(params, 'report', 'tmp_2').toString()).toBe('highlight=abc&report=tmp_2');
    expect(params.toString()).toBe('highlight=abc&report=tmp_1');
  });

  it('words the Cancel all result', () => {
    expect(cancelledMessage({ cancelled: 3, message: '' })).toBe('Cancelled 3 pending reports. System reset to idle.');
    expect(cancelledMessage({ cancelled: 1, message: 'From server' })).toBe('From server');
  });
});
