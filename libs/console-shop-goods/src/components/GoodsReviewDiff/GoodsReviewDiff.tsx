import { m } from '@mall/i18n';
import { Stack } from '@mall/ui';
import type { GoodsReviewFieldsFragment, ShopGoodsChangesFieldsFragment } from '@mall/console-kit';
import * as css from './GoodsReviewDiff.css';
import { fenToYuan } from '@mall/rest-contract/money';

export interface GoodsReviewDiffProps {
  /** One goods review: what the shop asked for (`changes`) beside how the goods sells now (`before`). */
  review: Pick<GoodsReviewFieldsFragment, 'kind' | 'changes' | 'before' | 'categoryPath' | 'images'>;
}

const TAG_LEVELS: Record<number, string> = { 0: '无', 2: '省级', 3: '市级', 4: '县级' };

function tagsOf(c: ShopGoodsChangesFieldsFragment | null | undefined): string | null {
  if (!c || (c.tagType == null && c.tagLevel == null)) return null;
  return `${c.tagType === 1 ? '832 平台产品' : '非 832'}，扶贫认证：${TAG_LEVELS[c.tagLevel ?? 0] ?? c.tagLevel}`;
}

function skusOf(c: ShopGoodsChangesFieldsFragment | null | undefined): string | null {
  if (!c?.skus) return null;
  return c.skus.map((s) => `${m['console.shopGoods.review.skuLine']({ spec: s.specName, price: fenToYuan(s.price), discount: fenToYuan(s.discountPrice), stock: s.stock })}${s.skuId == null ? m['console.shopGoods.review.newSku']() : ''}`).join('\n');
}

/**
 * The reviewer's side-by-side view of a goods review (商品审核): each field the shop asked to change
 * (name, 832 / poverty tags, specs and prices) before and after; a new goods shows what it would sell
 * as, with its category path and pictures. Changed values are marked.
 */
export function GoodsReviewDiff({ review }: GoodsReviewDiffProps) {
  const rows = [
    { label: m['console.shopGoods.form.name'](), before: review.before?.goodsName ?? null, after: review.changes?.goodsName ?? null },
    { label: m['console.shopGoods.form.tags'](), before: tagsOf(review.before), after: tagsOf(review.changes) },
    { label: m['console.shopGoods.form.skus'](), before: skusOf(review.before), after: skusOf(review.changes) },
  ].filter((r) => r.after !== null);
  const none = m['console.shopGoods.review.none']();
  return (
    <Stack space="sm">
      <table className={css.table}>
        <caption>{review.kind === 'create' ? m['console.shopGoods.review.kindCreate']() : m['console.shopGoods.review.kindEdit']()}</caption>
        <thead>
          <tr>
            <th className={css.head} scope="col">
              {m['console.shopGoods.review.field']()}
            </th>
            {review.kind === 'edit' && (
              <th className={css.head} scope="col">
                {m['console.shopGoods.review.before']()}
              </th>
            )}
            <th className={css.head} scope="col">
              {m['console.shopGoods.review.after']()}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th className={css.cell} scope="row">
                {r.label}
              </th>
              {review.kind === 'edit' && <td className={css.cell}>{r.before ?? none}</td>}
              <td className={review.kind === 'edit' && r.before !== r.after ? `${css.cell} ${css.changed}` : css.cell}>{r.after ?? none}</td>
            </tr>
          ))}
          <tr>
            <th className={css.cell} scope="row">
              {m['console.shopGoods.form.category']()}
            </th>
            {review.kind === 'edit' && <td className={css.cell}>{review.categoryPath.join(' / ') || none}</td>}
            <td className={css.cell}>{review.categoryPath.join(' / ') || none}</td>
          </tr>
        </tbody>
      </table>
      <div className={css.pictures} aria-label={m['console.shopGoods.form.images']()} role="group">
        {review.images.map((src, i) => (
          <img key={src} className={css.picture} src={src} alt={`${m['console.shopGoods.form.images']()} ${i + 1}`} />
        ))}
      </div>
    </Stack>
  );
}
