import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';

/**
 * Far beyond any list's last page, and small enough that (page - 1) × limit stays a valid SQL OFFSET: without
 * it `page=1e20` passes IsInt and overflows PostgreSQL's bigint (a 500).
 */
export const PAGE_MAX = 100_000;

/** A 1-based page number: a whole number from 1 to PAGE_MAX. */
export const IsPage = () =>
  applyDecorators(
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(PAGE_MAX, { message: `page must be at most ${PAGE_MAX}` }),
  );
