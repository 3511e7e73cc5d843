// The ranking call of SPEC §7: /api/pc/ranking_list. Money is a yuan string with 2 decimals.
import { z } from 'zod';
import { RANKING_BOARD_SIZE, RANKING_MAX_SIZE } from './constants';

export const RANKING_TYPES = ['area', 'company', 'voucher', 'shop', 'order_real_time'] as const;
export type RankingType = (typeof RANKING_TYPES)[number];
export const RANKING_PERIODS = ['month', 'year', 'all'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

const int4 = z.coerce.number({ message: '参数必须是整数' }).int('参数必须是整数').min(0, '参数不能为负数').max(2147483647, '参数超出范围');

export const rankingListRequest = z.object({
  type: z.enum(RANKING_TYPES, { message: '排行类型必须是 area、company、voucher、shop 或 order_real_time' }),
  /** area: the province (level 2) whose cities are ranked; 0 = the whole country. */
  area_id: int4.default(0),
  /** area: 1 provinces, 2 cities of area_id; above 2 is treated as 2 (SPEC §4). */
  level: int4.default(1),
  /** company / voucher: the unit type (0 = every type). */
  org_type: int4.default(0),
  period: z.enum(RANKING_PERIODS, { message: '统计周期必须是 month、year 或 all' }).default('all'),
  limit: z.coerce.number().int('条数必须是整数').min(1, '条数至少为 1').max(RANKING_MAX_SIZE, `条数最多为 ${RANKING_MAX_SIZE}`).default(RANKING_BOARD_SIZE),
});
export type RankingListRequest = z.infer<typeof rankingListRequest>;

export const rankingEntry = z.object({
  /** 1-based place; ties keep a stable order (smaller id first). */
  rank: z.number().int(),
  /** Region id, site_id, org_id, or (order_real_time) the order's id. */
  id: z.number().int(),
  name: z.string(),
  money: z.string(),
  order_num: z.number().int(),
  site_id: z.number().int(),
  org_name: z.string(),
  /** order_real_time: the masked buyer (张**) and mobile (138****8000), the first goods line. */
  username: z.string(),
  mobile: z.string(),
  sku_name: z.string(),
  create_time: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntry>;

export const rankingAddress = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });
export const rankingUnitType = z.object({ type: z.number().int(), name: z.string() });

export const rankingList = z.object({
  type: z.enum(RANKING_TYPES),
  period: z.enum(RANKING_PERIODS),
  /** area: the level and province actually applied. */
  level: z.number().int(),
  area_id: z.number().int(),
  list: z.array(rankingEntry),
  /** Paid orders (or top-ups) behind the figures, and their net money (yuan) over every key. */
  number: z.number().int(),
  total: z.string(),
  /** area: provinces (level 1), and the cities of area_id (level 2) when drilled down. */
  address_list: z.array(rankingAddress),
  /** company / voucher: the unit types to filter by. */
  org_type_list: z.array(rankingUnitType),
});
export type RankingList = z.infer<typeof rankingList>;
