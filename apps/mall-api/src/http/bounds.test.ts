// Every number a REST call accepts fits the int4 column it ends in.
import { describe, expect, it } from 'vitest';
import { consoleEndpoints, endpoints, int4, idSchema, INT4_MAX } from '@mall/rest-contract';
import { unboundedNumbers } from '../test/schema-bounds';

describe('request numbers are bounded to int4', () => {
  it('no endpoint accepts a number beyond int4', () => {
    const offenders = Object.entries({ ...endpoints, ...consoleEndpoints }).flatMap(([path, e]) =>
      unboundedNumbers(e.request)
        // A console list's from/to are unix seconds compared with a timestamp column, not stored in int4.
        .filter((field) => !(path.startsWith('/admin/api/') && (field === 'from' || field === 'to')))
        .map((field) => `${path} ${field}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the walker sees an unbounded number (so the check above can fail)', async () => {
    const { z } = await import('zod');
    expect(unboundedNumbers(z.object({ a: z.number().int(), b: z.array(z.object({ c: z.coerce.number() })).optional(), d: int4('d') }))).toEqual(['a', 'b[].c']);
  });

  it('int4 and idSchema refuse 2147483648 with a Chinese message', () => {
    expect(int4('数量').safeParse(INT4_MAX).success).toBe(true);
    const r = idSchema('站点').safeParse(INT4_MAX + 1);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('站点过大');
  });
});
