import { AppError, ErrorCode } from '../../../common/errors/error-codes.js';
import { isTransient, returned } from './pipeline.service.js';

describe('outages and driver answers', () => {
  it('takes connection failures of PostgreSQL and Redis for outages, and a bad file or a bug for neither', () => {
    expect(isTransient(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransient({ message: 'terminating connection due to administrator command', code: '57P01' })).toBe(true);
    expect(isTransient({ message: 'x', driverError: { code: '08006' } })).toBe(true);
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransient(new Error('Connection is closed.'))).toBe(true);
    expect(isTransient(new AppError(ErrorCode.QUEUE_UNAVAILABLE, 'queue down'))).toBe(true);
    expect(isTransient(new AppError(ErrorCode.PARSE_INVALID_FORMAT, 'bad file'))).toBe(false);
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isTransient({ message: 'duplicate key value violates unique constraint', code: '23505' })).toBe(false);
  });

  it('reads the rows of UPDATE … RETURNING from either driver', () => {
    expect(returned([[{ id: 'a' }], 1])).toEqual([{ id: 'a' }]);
    expect(returned([[], 0])).toEqual([]);
    expect(returned([{ id: 'a' }])).toEqual([{ id: 'a' }]);
    expect(returned([])).toEqual([]);
  });
});
