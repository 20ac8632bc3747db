import { describe, expect, it } from '@jest/globals';
import { isProcessing } from './pending-reports';

describe('pending reports (operations §2, operations §4)', () => {
  it('a report is processing while any pending one has not failed and was sent to the parser', () => {
    expect(isProcessing([])).toBe(false);
    expect(isProcessing([{ state: 'failed', status: 'failed' }])).toBe(false);
    expect(isProcessing([{ state: 'parsing', status: 'failed' }])).toBe(false);
    expect(isProcessing([{ state: 'failed', status: 'failed' }, { state: 'rate_limited', status: 'rate_limited' }])).toBe(true);
    expect(isProcessing([{ state: 'uploaded', status: 'queued' }])).toBe(true);
    // Issue 16: an upload nobody asked to parse is not processing (no Processing... for it).
    expect(isProcessing([{ state: 'uploaded', status: 'queued', awaitingParse: true }])).toBe(false);
  });
});
