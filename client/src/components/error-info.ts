import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export interface ErrorInfo {
  /** The GraphQL `extensions.code` (see server/common/errors/error-codes.ts), or a client-side code. */
  code: string;
  title: string;
  message: string;
}

/** What to tell a person per code; the server's message is shown beneath. Unknown codes get a generic title. */
const TITLES: Record<string, string> = {
  UNAUTHENTICATED: 'Your session has ended',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  BAD_REQUEST: 'The request was not accepted',
  VALIDATION_FAILED: 'Some values are not valid',
  BAD_USER_INPUT: 'Some values are not valid',
  CONFLICT: 'That conflicts with existing data',
  TOO_MANY_REQUESTS: 'Too many requests',
  AI_RATE_LIMITED: 'AI processing is busy',
  QUEUE_UNAVAILABLE: 'The job queue is unavailable',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
  INTERNAL: 'Something went wrong on the server',
  INTERNAL_SERVER_ERROR: 'Something went wrong on the server',
  GRAPHQL_VALIDATION_FAILED: 'The app and server disagree about the data',
  NETWORK: 'Cannot reach the server',
  SERVER_RESPONSE: 'The server answered with an error',
};

/** HTTP statuses to codes, for answers that never reached GraphQL (proxies, a stopped server). */
const CODE_BY_STATUS: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

function info(code: string, message: string): ErrorInfo {
  return { code, title: TITLES[code] ?? 'Something went wrong', message };
}

export function describeError(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return info(typeof code === 'string' ? code : 'INTERNAL', first?.message ?? error.message);
  }
  if (ServerError.is(error)) {
    return info(CODE_BY_STATUS[error.statusCode] ?? 'SERVER_RESPONSE', `HTTP ${error.statusCode}: ${error.message}`);
  }
  if (ServerParseError.is(error)) return info('SERVER_RESPONSE', 'The server sent an answer the app could not read.');
  if (CombinedProtocolErrors.is(error)) return info('SERVER_RESPONSE', error.message);
  // fetch() rejects with a TypeError when the network or the server is down.
  if (error instanceof TypeError) return info('NETWORK', 'Check your connection; the server may be restarting.');
  if (error instanceof Error) return info('UNKNOWN', error.message);
  return info('UNKNOWN', String(error));
}
