import { AppError } from '../errors/error-codes.js';
import { MAX_JSON_DEPTH, assertCleanDocument, assertCleanInput, badText } from './input-edge.js';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });
const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.message}` : e;
  }
  return null;
};

describe('input at the edge', () => {
  it('tells text PostgreSQL cannot store from ordinary text', () => {
    for (const ok of ['', 'Zoë', '🐾 paired \ud83d\udc3e', '\ufffd', 'tab\tnew\nline']) expect(badText(ok)).toBe(false);
    for (const bad of ['a\u0000b', 'x\ud800', '\udc00y', '\udc00\ud800']) expect(badText(bad)).toBe(true);
  });

  it('names the part and field of a bad string or key, never its value', () => {
    expect(refusal(() => assertCleanInput({ user: { email: 'a\u0000b' } }, 'body'))).toBe(
      '400 Invalid text in body.user.email: NUL bytes and unpaired UTF-16 surrogates are not allowed',
    );
    expect(refusal(() => assertCleanInput({ list: ['ok', { ['k\ud800']: 1 }] }, 'body'))).toMatch(/^400 Invalid text in body\.list\.1:/);
    expect(refusal(() => assertCleanInput({ n: 1, b: true, z: null, s: 'fine' }, 'query'))).toBeNull();
  });

  it(`takes ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(refusal(() => assertCleanInput(nested(MAX_JSON_DEPTH), 'body'))).toBeNull();
    expect(refusal(() => assertCleanInput(nested(MAX_JSON_DEPTH + 1), 'body'))).toMatch(/^400 Input is nested too deeply/);
  });

  it('reads GraphQL string literals decoded, and leaves syntax errors to the GraphQL parser', () => {
    expect(refusal(() => assertCleanDocument('{ a(b: "x\\u0000y") }'))).toMatch(/^400 Invalid text in query/);
    expect(refusal(() => assertCleanDocument('{ a(b: "\\u{0}") }'))).toMatch(/^400/);
    expect(refusal(() => assertCleanDocument('{ a(b: """raw \u0000 in a block string""") }'))).toMatch(/^400/);
    expect(refusal(() => assertCleanDocument('{ a(b: "\\\\u0000 is text", c: "\\ud83d\\udc3e") }'))).toBeNull();
    expect(refusal(() => assertCleanDocument('{ a(b: "x\\ud800y") }'))).toBeNull();
    expect(refusal(() => assertCleanDocument('{ a(b: "unterminated'))).toBeNull();
  });
});
