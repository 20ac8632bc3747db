import { jest } from '@jest/globals';
import { BadRequestException, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { errorCodes } from 'fastify';
import { restBody, toAppError } from './app-exception.filter.js';
import { AppError, ERROR_TABLE, ErrorCode } from './error-codes.js';

describe('the error table and filter', () => {
  it('maps every code to a status and a lower-case REST token', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ERROR_TABLE[code].status).toBeGreaterThanOrEqual(400);
      expect(ERROR_TABLE[code].rest).toMatch(/^[a-z_]+$/);
    }
  });

  it('keeps AppErrors and their details for the REST body', () => {
    const e = new AppError(ErrorCode.AI_RATE_LIMITED, 'Rate limited', { tempId: 't1', retryAt: 'x' });
    expect(restBody(toAppError(e))).toEqual({
      statusCode: 503,
      code: 'ai_rate_limited',
      message: 'Rate limited',
      tempId: 't1',
      retryAt: 'x',
    });
  });

  it('maps Nest HTTP exceptions by status and joins validation messages', () => {
    expect(toAppError(new NotFoundException('gone'))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'gone' });
    expect(toAppError(new PayloadTooLargeException()).status).toBe(413);
    expect(toAppError(new BadRequestException(['a is bad', 'b is bad'])).message).toBe('a is bad; b is bad');
  });

  it("treats Fastify's body-parsing errors as the client mistakes they are", () => {
    const parseError = new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    expect(toAppError(parseError)).toMatchObject({ code: ErrorCode.BAD_REQUEST, status: 400, message: parseError.message });
    expect(toAppError(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(toAppError(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/csv')).status).toBe(415);
  });

  it('hides unknown errors behind a logged internal error', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const e = toAppError(new TypeError('secret detail at /srv/app.js:12'));
    expect(e).toMatchObject({ code: ErrorCode.INTERNAL, message: 'Internal server error', status: 500 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('secret detail'));
    log.mockRestore();
  });
});
