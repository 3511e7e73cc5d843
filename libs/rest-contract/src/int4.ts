// Numbers bounded to what their database column holds. Every id and count column is
// a PostgreSQL int4: a request number above 2147483647 must be refused with a message, not reach SQL.
import { z } from 'zod';

export const INT4_MAX = 2_147_483_647;

/** A whole number that fits an int4 column, from a number or a numeric string, at least `min`. */
export const int4 = (label: string, min = 0) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: `${label}不能小于 ${min}` })
    .max(INT4_MAX, { error: `${label}过大` });

/** An id (≥ 1) that fits an int4 column: paging.ts's positiveId under the name this module's callers look for. */
export { positiveId as idSchema } from './paging';
