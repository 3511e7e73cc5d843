// The header's suggestions as the shopper types (not a SPEC §7 call: the storefront's own addition).
import { z } from 'zod';
import { searchKeyword } from './catalogue';
import { endpoint } from './endpoint';
import { SUGGEST_MAX, suggestList } from './search';

export const suggestRequest = z.object({
  keyword: searchKeyword,
  /** goods (goods names, keywords, categories) or shop (shop names): the header box's two tabs. */
  kind: z.enum(['goods', 'shop'], { error: '搜索类型只能是 goods 或 shop' }).default('goods'),
  size: z.coerce
    .number({ error: '条数必须是数字' })
    .int({ error: '条数必须是整数' })
    .min(1, { error: `条数只能是 1 到 ${SUGGEST_MAX}` })
    .max(SUGGEST_MAX, { error: `条数只能是 1 到 ${SUGGEST_MAX}` })
    .default(SUGGEST_MAX),
});
export const searchEndpoints = {
  '/api/goodssku/suggest': endpoint({ request: suggestRequest, response: suggestList, auth: 'none', summary: '搜索联想' }),
};
