import { m, type Message } from '@mall/i18n';

export type GoodsTagKind = '832' | 'province' | 'city' | 'county';

/** Tag fields as the API sends them; numbers sometimes arrive as strings. */
export type TagValue = number | string | null | undefined;

/** SPEC §1: tag_level 2, 3, 4 mean province-, city- and county-level poverty-certified. */
const LEVEL_KINDS: Record<number, GoodsTagKind> = { 2: 'province', 3: 'city', 4: 'county' };

/** The words of each badge, called where the badge is shown. */
export const GOODS_TAG_LABEL: Record<GoodsTagKind, Message> = {
  '832': m['goods.tag832'],
  province: m['goods.tagProvince'],
  city: m['goods.tagCity'],
  county: m['goods.tagCounty'],
};

function toInt(value: TagValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** The badges a goods item carries: the 832 badge (tag_type 1) and/or one certification level. */
export function goodsTags(tagType: TagValue, tagLevel: TagValue): GoodsTagKind[] {
  const tags: GoodsTagKind[] = [];
  if (toInt(tagType) === 1) tags.push('832');
  const level = toInt(tagLevel);
  if (level !== null && level in LEVEL_KINDS) tags.push(LEVEL_KINDS[level]);
  return tags;
}
