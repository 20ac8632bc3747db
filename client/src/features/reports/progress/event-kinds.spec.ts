import { describe, expect, it } from '@jest/globals';
import { EVENT_NAMES, SSE_EVENT_TYPES } from './event-kinds';

describe('report event names (issue 17: the client list follows the schema enum)', () => {
  it('each dotted name is its enum value by the server rule (capitals, dots as underscores)', () => {
    // The keys are the schema's ReportEventKind values (checked by the typecheck); the server builds that enum
    // from its dotted list with this rule (report-events.ts eventKindName), so the names here are the server's.
    for (const [kind, name] of Object.entries(EVENT_NAMES)) expect(name.toUpperCase().replaceAll('.', '_')).toBe(kind);
    expect(SSE_EVENT_TYPES).toHaveLength(12);
    expect(new Set(SSE_EVENT_TYPES).size).toBe(SSE_EVENT_TYPES.length);
  });
});
