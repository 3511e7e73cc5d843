// The shop goods pages' messages chosen at run time (a goods field awaiting review). The messages
// themselves are in ../messages/*.json under `console.shopGoods.` (and `console.shopSelf.` for the
// shop's own pages); a field the table lacks shows its key, as before.
import { m, messageFor, type Message } from '@mall/i18n';

const FIELD_TEXT: Record<'goods_name' | 'skus' | 'tags', Message> = {
  goods_name: m['console.shopGoods.field.goods_name'],
  skus: m['console.shopGoods.field.skus'],
  tags: m['console.shopGoods.field.tags'],
};

/** The names of the goods fields a review is waiting on (名称、价格与规格…). */
export const fieldNames = (fields: readonly string[]): string =>
  fields.map((f) => messageFor<string>(FIELD_TEXT, f, `console.shopGoods.field.${f}`)).join('、');
