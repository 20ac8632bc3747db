import { createHmac } from 'node:crypto';
import { findAnimalIds, readPayload, severityOf, sign, snippetFor, tagsOf, verify } from './alert-email.js';
import { candidatesOf, levelOfBehavior, type RuleAnimal } from './alert-rules.js';

describe('inbound email signature', () => {
  const secret = 'a-secret-of-sixteen-plus';
  const now = 1_900_000_000_000;
  const ts = String(now / 1000);

  it('is HMAC-SHA256 over "<timestamp>.<body>", hex, prefixed sha256=', () => {
    const expected = createHmac('sha256', secret).update(`${ts}.{"a":1}`).digest('hex');
    expect(sign(secret, ts, '{"a":1}')).toBe(`sha256=${expected}`);
    expect(verify(secret, ts, sign(secret, ts, '{"a":1}'), '{"a":1}', now)).toEqual({ ok: true });
  });

  it('refuses a missing, malformed, wrong or stale signature, saying which', () => {
    expect(verify(secret, undefined, 'x', 'b', now)).toMatchObject({ ok: false, reason: expect.stringMatching(/^Missing signature/) });
    expect(verify(secret, '12.5', 'x', 'b', now)).toMatchObject({ ok: false, reason: expect.stringMatching(/Unix time/) });
    expect(verify(secret, ts, sign('other-secret-sixteen', ts, 'b'), 'b', now)).toEqual({ ok: false, reason: 'Wrong signature' });
    expect(verify(secret, ts, 'sha256=short', 'b', now)).toEqual({ ok: false, reason: 'Wrong signature' });
    const old = String(now / 1000 - 301);
    expect(verify(secret, old, sign(secret, old, 'b'), 'b', now)).toMatchObject({ ok: false, reason: expect.stringMatching(/^Stale timestamp/) });
    const edge = String(now / 1000 - 300);
    expect(verify(secret, edge, sign(secret, edge, 'b'), 'b', now)).toEqual({ ok: true });
    const future = String(now / 1000 + 301);
    expect(verify(secret, future, sign(secret, future, 'b'), 'b', now).ok).toBe(false);
  });
});

describe('reading a message', () => {
  it('takes subject and text (or body); says what is wrong otherwise', () => {
    expect(readPayload('{"subject":"s","text":"t","from":" a@b.c "}')).toEqual({ subject: 's', text: 't', from: 'a@b.c', messageId: null });
    expect(readPayload('{"subject":"s","body":"t"}')).toMatchObject({ text: 't' });
    expect(readPayload('nope')).toEqual({ error: 'Malformed payload: the body is not JSON' });
    expect(readPayload('[1]')).toEqual({ error: 'Malformed payload: expected a JSON object with subject and text' });
    expect(readPayload('{"text":"t"}')).toEqual({ error: 'Malformed payload: subject must be a string' });
    expect(readPayload('{"subject":"s","text":5}')).toEqual({ error: 'Malformed payload: text must be a string' });
  });

  it('finds ids of the population only, whole words, any case, first mention first', () => {
    const population = new Set(['A100', 'A1001', 'B-77']);
    expect(findAnimalIds('a1001 and A100, not A10011 or XA100; b-77 again A100', population)).toEqual(['A1001', 'A100', 'B-77']);
    expect(findAnimalIds('nobody here', population)).toEqual([]);
  });

  it('tags by keyword and grades by tag', () => {
    expect(tagsOf('He bit a volunteer after growling')).toEqual(['Bite History', 'Aggression']);
    expect(tagsOf('Guarding his food bowl; scared of the vet exam')).toEqual(['Resource Guarding', 'Fear', 'Handling', 'Medical']);
    expect(tagsOf('A lovely walk')).toEqual([]);
    expect(severityOf(['Fear', 'Bite History'])).toBe('L4');
    expect(severityOf(['Resource Guarding'])).toBe('L3');
    expect(severityOf(['Medical'])).toBe('L2');
    expect(severityOf([])).toBe('L1');
  });

  it('quotes the sentence that names the animal', () => {
    expect(snippetFor('First line. Then A100 hid. Last.', 'a100')).toBe('Then A100 hid.');
    expect(snippetFor('No mention here. At all.', 'A100')).toBe('No mention here.');
    expect(snippetFor(`A100 ${'x'.repeat(300)}`, 'A100')).toHaveLength(160);
  });
});

describe('report rules', () => {
  const animal = (extra: Partial<RuleAnimal>): RuleAnimal => ({
    animalId: 'A1',
    name: 'Rex',
    species: 'DOG',
    zoneCode: 'A',
    zoneLocation: 'Adoption',
    kennel: 'K1',
    statusCode: 'AVAILABLE',
    behaviorSeverityCode: '1A',
    intakeDate: '2026-01-01',
    daysInCare: 3,
    ...extra,
  });
  const settings = { behaviorAlertSeverity: '3A', longStayDays: 30, strayHoldDays: 7 };
  const rules = (a: RuleAnimal) => candidatesOf([a], [], settings, null).map((c) => `${c.rule}:${c.severity}`);

  it('behaviour at or above the threshold, graded 3B L4, 3A L3', () => {
    expect(rules(animal({ behaviorSeverityCode: '2B' }))).toEqual([]);
    expect(rules(animal({ behaviorSeverityCode: '3A' }))).toEqual(['behavior_severity:L3']);
    expect(rules(animal({ behaviorSeverityCode: '3B' }))).toEqual(['behavior_severity:L4']);
    expect(rules(animal({ behaviorSeverityCode: 'SEVERE' }))).toEqual([]);
    expect(['1A', '1B', '2A', '2B', '3A', '3B'].map(levelOfBehavior)).toEqual(['L1', 'L1', 'L2', 'L2', 'L3', 'L4']);
  });

  it('long stay over (not at) the threshold, L3 past twice it; stray hold over its days', () => {
    expect(rules(animal({ daysInCare: 30 }))).toEqual([]);
    expect(rules(animal({ daysInCare: 31 }))).toEqual(['long_stay:L2']);
    expect(rules(animal({ daysInCare: 61 }))).toEqual(['long_stay:L3']);
    expect(rules(animal({ statusCode: 'STRAY_WAIT', daysInCare: 7 }))).toEqual([]);
    expect(rules(animal({ statusCode: 'STRAY_WAIT', daysInCare: 8 }))).toEqual(['stray_hold:L2']);
  });

  it('a zone move of an animal in the report; none for an animal that is not', () => {
    const moves = [
      { animalId: 'A1', fromZone: 'B', toZone: 'A' },
      { animalId: 'GONE', fromZone: 'A', toZone: 'C' },
    ];
    const out = candidatesOf([animal({})], moves, settings, '2026-03-01T07:00:00.000Z');
    expect(out.map((c) => [c.rule, c.snippet, c.fingerprint])).toEqual([['zone_move', 'Moved from zone B to zone A', 'B>A@2026-03-01T07:00:00.000Z']]);
  });
});
