import type { ReportEventKind } from '../../../gql/graphql';

/**
 * The dotted name of each report event (operations §4: the names of the server-sent events and of REST's `type`), by
 * its GraphQL enum value. The enum comes from codegen, so `satisfies` fails the typecheck when the server adds,
 * removes or renames an event until this table follows; event-kinds.spec.ts checks each name against its key by the
 * server's rule (report-events.ts eventKindName: parse.start is PARSE_START).
 */
export const EVENT_NAMES = {
  SNAPSHOT: 'snapshot',
  PARSE_START: 'parse.start',
  CHUNK_DETECTED: 'chunk.detected',
  CHUNK_LLM_START: 'chunk.llm.start',
  CHUNK_LLM_OK: 'chunk.llm.ok',
  CHUNK_LLM_RATE_LIMITED: 'chunk.llm.rate_limited',
  CHUNK_FALLBACK_START: 'chunk.fallback.start',
  CHUNK_FALLBACK_OK: 'chunk.fallback.ok',
  COMMIT_START: 'commit.start',
  COMMIT_DONE: 'commit.done',
  DONE: 'done',
  ERROR: 'error',
} as const satisfies Record<ReportEventKind, string>;

/** A report event's dotted name. */
export type EventName = (typeof EVENT_NAMES)[ReportEventKind];

/** Every event name, for listening to the server-sent events one by one. */
export const SSE_EVENT_TYPES = Object.values(EVENT_NAMES);
