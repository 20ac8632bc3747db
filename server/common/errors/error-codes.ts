import { registerEnumType } from '@nestjs/graphql';

/**
 * The one error table. Services throw `new AppError(ErrorCode.X, message)`; the global filter turns it into a
 * GraphQL error (`extensions.code` = the key) or a REST answer (`status`, body `{ statusCode, code, message }`,
 * where `code` is the spec's lower-case token such as `duplicate_upload`).
 */
export enum ErrorCode {
  BAD_REQUEST = 'BAD_REQUEST',
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  DUPLICATE_UPLOAD = 'DUPLICATE_UPLOAD',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  PARSE_INVALID_FORMAT = 'PARSE_INVALID_FORMAT',
  NDJSON_INVALID = 'NDJSON_INVALID',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  AI_RATE_LIMITED = 'AI_RATE_LIMITED',
  QUEUE_UNAVAILABLE = 'QUEUE_UNAVAILABLE',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL = 'INTERNAL',
}
registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'The error table: extensions.code of GraphQL errors, errorCode of failed reports.' });

export interface ErrorSpec {
  status: number;
  /** Token in the REST body's `code`. */
  rest: string;
}

export const ERROR_TABLE = {
  [ErrorCode.BAD_REQUEST]: { status: 400, rest: 'bad_request' },
  [ErrorCode.VALIDATION_FAILED]: { status: 400, rest: 'validation_failed' },
  [ErrorCode.UNAUTHENTICATED]: { status: 401, rest: 'unauthenticated' },
  [ErrorCode.FORBIDDEN]: { status: 403, rest: 'forbidden' },
  [ErrorCode.NOT_FOUND]: { status: 404, rest: 'not_found' },
  [ErrorCode.CONFLICT]: { status: 409, rest: 'conflict' },
  [ErrorCode.DUPLICATE_UPLOAD]: { status: 409, rest: 'duplicate_upload' },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { status: 413, rest: 'payload_too_large' },
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: { status: 415, rest: 'unsupported_media_type' },
  [ErrorCode.PARSE_INVALID_FORMAT]: { status: 422, rest: 'parse_invalid_format' },
  [ErrorCode.NDJSON_INVALID]: { status: 422, rest: 'ndjson_invalid' },
  [ErrorCode.TOO_MANY_REQUESTS]: { status: 429, rest: 'too_many_requests' },
  [ErrorCode.AI_RATE_LIMITED]: { status: 503, rest: 'ai_rate_limited' },
  [ErrorCode.QUEUE_UNAVAILABLE]: { status: 503, rest: 'queue_unavailable' },
  [ErrorCode.SERVICE_UNAVAILABLE]: { status: 503, rest: 'service_unavailable' },
  [ErrorCode.INTERNAL]: { status: 500, rest: 'internal_error' },
} as const satisfies Record<ErrorCode, ErrorSpec>;

/** Error codes for HTTP statuses raised outside our services (Nest, body parsers, unknown routes). */
export const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorCode.PARSE_INVALID_FORMAT,
  429: ErrorCode.TOO_MANY_REQUESTS,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields for the REST body and GraphQL extensions (e.g. `tempId`, `retryAt`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_TABLE[this.code].status;
  }
}
