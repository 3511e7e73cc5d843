import { z } from 'zod';

/** Largest page a list call answers (ARCHITECTURE §5: lists are paginated, never unbounded). */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

/** Page number from 1, with a Chinese message for each way it can be wrong. */
export const pageNumber = z.coerce
  .number({ error: '页码必须是数字' })
  .int({ error: '页码必须是整数' })
  .min(1, { error: '页码必须大于等于 1' })
  .max(100_000, { error: '页码过大' })
  .default(1);

/** Page size from 1 to `max` (PAGE_SIZE_MAX unless a call allows more), `fallback` when absent. */
export const pageSize = (fallback = PAGE_SIZE_DEFAULT, max = PAGE_SIZE_MAX) =>
  z.coerce
    .number({ error: '每页数量必须是数字' })
    .int({ error: '每页数量必须是整数' })
    .min(1, { error: '每页数量必须大于等于 1' })
    .max(max, { error: `每页数量不能超过 ${max}` })
    .default(fallback);

/** `page` and `page_size` of a list request: spread them into its schema. */
export const pageFields = (fallback = PAGE_SIZE_DEFAULT, max = PAGE_SIZE_MAX) => ({ page: pageNumber, page_size: pageSize(fallback, max) });
/** A list request that asks for nothing but a page. */
export const pageQuery = (fallback = PAGE_SIZE_DEFAULT) => z.object(pageFields(fallback));

export const pageRequest = pageQuery();

/** A positive id (sku_id, goods_id, site_id ...), from a number or a numeric string. */
export const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(1, { error: `${label}必须是正整数` })
    .max(2_147_483_647, { error: `${label}过大` });

/** `{ id }` of one entry (a detail, a delete …); `label` names the id in the messages. */
export const idRequest = (label: string) => z.object({ id: positiveId(label) });

/** `{list, count, page_count}` of one page. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int(), page_count: z.number().int() });
export interface Paged<T> {
  list: T[];
  count: number;
  page_count: number;
}

/** A neighbour entry for previous/next links; null at either end. */
export const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();
/** The detail page of a list entry (help, notices, articles, news): its HTML body and neighbours. */
export const withBody = <S extends z.ZodRawShape>(entry: z.ZodObject<S>) => entry.extend({ content: z.string(), prev: neighbour, next: neighbour });

/** A list of ids as a JSON array, or as "1,2,3" (a GET query). */
export const idList = (label: string, field: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z
      .array(positiveId(label), { error: `${field} 必须是编号数组` })
      .min(1, { error: `请提供${label}` })
      .max(max, { error: `一次最多 ${max} 个${label}` }),
  );
