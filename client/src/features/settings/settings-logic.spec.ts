import { describe, expect, it } from '@jest/globals';
import { groupByProvider, presenceStatus, providerLabel, summarize } from './settings-logic';

const item = (envVar: string, provider: string, required: boolean, present: boolean) => ({ envVar, provider, required, present });

describe('presenceStatus', () => {
  it('is Present when set, whether required or not', () => {
    expect(presenceStatus({ required: true, neededInProduction: true, present: true })).toBe('present');
    expect(presenceStatus({ required: false, neededInProduction: false, present: true })).toBe('present');
  });

  it('is Missing when the configured mode needs it, Default in use when only production does, else Optional', () => {
    expect(presenceStatus({ required: true, neededInProduction: true, present: false })).toBe('missing');
    // An embedded install: DATABASE_URL unset is the embedded database running, not a missing key (issue 16).
    expect(presenceStatus({ required: false, neededInProduction: true, present: false })).toBe('fallback');
    expect(presenceStatus({ required: false, neededInProduction: false, present: false })).toBe('optional');
  });
});

describe('summarize', () => {
  it('counts keys present, required present and required missing', () => {
    const items = [
      item('DATABASE_URL', 'DATABASE', true, true),
      item('REDIS_URL', 'QUEUE', true, false),
      item('SMTP_URL', 'MAIL', true, false),
      item('ANTHROPIC_API_KEY', 'AI', false, true),
      item('MAIL_FROM', 'MAIL', false, false),
    ];
    expect(summarize(items)).toEqual({ total: 5, present: 2, requiredTotal: 3, requiredPresent: 1, requiredMissing: 2 });
  });

  it('is all zeros for an empty list', () => {
    expect(summarize([])).toEqual({ total: 0, present: 0, requiredTotal: 0, requiredPresent: 0, requiredMissing: 0 });
  });
});

describe('groupByProvider', () => {
  it('keeps the server order of groups and of items within each group', () => {
    const groups = groupByProvider([
      item('ANTHROPIC_API_KEY', 'AI', false, false),
      item('GCS_BUCKET', 'STORAGE', true, false),
      item('ANTHROPIC_MODEL', 'AI', false, false),
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.envVar)])).toEqual([
      ['AI', ['ANTHROPIC_API_KEY', 'ANTHROPIC_MODEL']],
      ['Storage', ['GCS_BUCKET']],
    ]);
  });

  it('labels a provider it does not know with its raw name', () => {
    expect(providerLabel('SECURITY')).toBe('Security');
    expect(providerLabel('BILLING')).toBe('BILLING');
  });
});
