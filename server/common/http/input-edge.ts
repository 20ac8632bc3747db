import { Lexer, Source, TokenKind } from 'graphql';
import { AppError, ErrorCode } from '../errors/error-codes.js';

/** Deeper than any form or GraphQL variable of the product; a deeper body is a mistake or an attack. */
export const MAX_JSON_DEPTH = 64;

/**
 * Text the database and validators cannot take: PostgreSQL refuses NUL in text (a 500 from deep inside a
 * query), and a lone UTF-16 surrogate is not Unicode at all (it would be stored as U+FFFD or break a parser).
 */
export function badText(s: string): boolean {
  return s.includes('\u0000') || !(s as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * Walks a parsed body, query or params object (keys and values) without recursion, and throws a 400 for the
 * first bad string or a nesting deeper than MAX_JSON_DEPTH. `where` names the part in the message.
 */
export function assertCleanInput(value: unknown, where: string): void {
  const stack: [unknown, string, number][] = [[value, where, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (badText(v)) throw refused(path);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (depth >= MAX_JSON_DEPTH) throw new AppError(ErrorCode.BAD_REQUEST, `Input is nested too deeply: at most ${MAX_JSON_DEPTH} levels`);
      for (const [key, item] of Object.entries(v)) {
        if (badText(key)) throw refused(path);
        stack.push([item, `${path}.${key}`, depth + 1]);
      }
    }
  }
}

/**
 * String literals of a GraphQL document, decoded (`"\u0000"` is a NUL once parsed, though the raw text is
 * clean). A document that does not lex is left to Apollo's own syntax error, which already refuses a lone
 * surrogate escape.
 */
export function assertCleanDocument(query: string): void {
  const lexer = new Lexer(new Source(query));
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if ((token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) && badText(token.value)) throw refused('query');
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
  }
}

function refused(path: string) {
  // The path names the part and field (`body.email`), never the value; client keys are cut short.
  return new AppError(ErrorCode.BAD_REQUEST, `Invalid text in ${path.slice(0, 100)}: NUL bytes and unpaired UTF-16 surrogates are not allowed`);
}
