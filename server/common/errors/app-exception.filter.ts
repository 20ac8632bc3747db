import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { AppError, CODE_BY_STATUS, ERROR_TABLE, ErrorCode } from './error-codes.js';

const logger = new Logger('Errors');

/** Normalises anything thrown into an AppError; unknown errors are logged and hidden. */
export function toAppError(exception: unknown): AppError {
  if (exception instanceof AppError) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST);
    if (code === ErrorCode.INTERNAL) logger.error(exception.stack ?? exception.message);
    return new AppError(code, code === ErrorCode.INTERNAL ? 'Internal server error' : message);
  }
  // Fastify's own client errors (malformed JSON, oversize or unsupported bodies) carry a 4xx `statusCode`.
  const e = exception as { statusCode?: unknown; message?: unknown };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new AppError(CODE_BY_STATUS[e.statusCode] ?? ErrorCode.BAD_REQUEST, String(e.message ?? 'Bad request'));
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return new AppError(ErrorCode.INTERNAL, 'Internal server error');
}

/** REST body; the client shows it as "<status>: <body>". */
export function restBody(error: AppError) {
  return {
    statusCode: error.status,
    code: ERROR_TABLE[error.code].rest,
    message: error.message,
    ...error.details,
  };
}

/** The one filter for both doors. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const error = toAppError(exception);
    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(error.message, { extensions: { code: error.code, ...error.details } });
    }
    if (host.getType() === 'http') {
      const reply = host.switchToHttp().getResponse<FastifyReply>();
      if (reply.sent || reply.raw.headersSent) return reply.raw.end();
      if (typeof error.details.retryAfter === 'number') reply.header('Retry-After', String(error.details.retryAfter));
      void reply.status(error.status).send(restBody(error));
      return;
    }
    return error;
  }
}
