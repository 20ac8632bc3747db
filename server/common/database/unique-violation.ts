import { QueryFailedError } from 'typeorm';

/** A PostgreSQL unique violation (SQLSTATE 23505): a race that a unique index settled. */
export const isUniqueViolation = (e: unknown): boolean =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';
