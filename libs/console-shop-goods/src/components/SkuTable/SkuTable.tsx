import { m } from '@mall/i18n';
import { Button, Checkbox, Input, Select, visuallyHidden } from '@mall/ui';
import { emptySku, type SkuDraft } from '../../lib/draft';

import * as css from './SkuTable.css';
import { AlertText } from '@mall/page-kit';

export interface SkuTableProps {
  /** The goods' specs: each has a name, price, discount price, stock, picture and the default flag. */
  skus: readonly SkuDraft[];
  onChange: (skus: SkuDraft[]) => void;
  /** The goods' pictures: a spec's picture is chosen among them (empty: the main picture). */
  images: readonly string[];
  /** Sales per existing spec, shown under its stock (a sold spec cannot be removed). */
  sold?: Readonly<Record<number, number>>;
  disabled?: boolean;
  /** The editor's message about the specs (missing fields, a discount above the price). */
  error?: string;
}

/**
 * The specs of a goods as an editable table (规格与库存): name (e.g. 500克装), price, discount
 * price, stock, picture and which one is the default. New specs can be added and removed; existing
 * ones stay (orders and reviews name them: set the stock to 0 instead). One default at a time.
 */
export function SkuTable({ skus, onChange, images, sold = {}, disabled = false, error }: SkuTableProps) {
  const set = (i: number, change: Partial<SkuDraft>) => onChange(skus.map((s, j) => (j === i ? { ...s, ...change } : change.isDefault ? { ...s, isDefault: false } : s)));
  const imageOptions = images.map((src, i) => ({ value: src, label: i === 0 ? `${m['console.shopGoods.form.main']()} ${i + 1}` : `#${i + 1}` }));
  return (
    <div role="group" aria-label={m['console.shopGoods.form.skus']()}>
      <table className={css.table}>
        <caption>{m['console.shopGoods.form.skus']()}</caption>
        <thead>
          <tr>
            {[m['console.shopGoods.form.specName'](), m['console.shopGoods.form.price'](), m['console.shopGoods.form.discountPrice'](), m['console.shopGoods.form.skuStock'](), m['console.shopGoods.form.skuImage'](), m['console.shopGoods.form.isDefault']()].map((h) => (
              <th key={h} className={css.head} scope="col">
                {h}
              </th>
            ))}
            <th className={css.head} scope="col">
              <span className={visuallyHidden}>{m['console.shopGoods.column.actions']()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {skus.map((s, i) => {
            const row = `${i + 1}`;
            return (
              <tr key={s.skuId ?? `new-${i}`}>
                <td className={css.cell}>
                  <Input label={`${m['console.shopGoods.form.specName']()} ${row}`} hideLabel size="sm" value={s.specName} maxLength={32} disabled={disabled} onChange={(e) => set(i, { specName: e.target.value })} />
                </td>
                <td className={css.cell}>
                  <Input label={`${m['console.shopGoods.form.price']()} ${row}`} hideLabel size="sm" inputMode="decimal" value={s.price} disabled={disabled} onChange={(e) => set(i, { price: e.target.value })} />
                </td>
                <td className={css.cell}>
                  <Input label={`${m['console.shopGoods.form.discountPrice']()} ${row}`} hideLabel size="sm" inputMode="decimal" value={s.discountPrice} disabled={disabled} onChange={(e) => set(i, { discountPrice: e.target.value })} />
                </td>
                <td className={css.cell}>
                  <Input label={`${m['console.shopGoods.form.skuStock']()} ${row}`} hideLabel size="sm" inputMode="numeric" value={s.stock} disabled={disabled} onChange={(e) => set(i, { stock: e.target.value })} />
                  {s.skuId !== null && sold[s.skuId] !== undefined && <span className={css.sold}>{`${m['console.shopGoods.column.sales']()} ${sold[s.skuId]}`}</span>}
                </td>
                <td className={css.cell}>
                  <Select label={`${m['console.shopGoods.form.skuImage']()} ${row}`} hideLabel size="sm" placeholder={m['console.shopGoods.form.main']()} options={imageOptions} value={s.skuImage} disabled={disabled} onChange={(e) => set(i, { skuImage: e.target.value })} />
                </td>
                <td className={css.cell}>
                  <Checkbox label={`${m['console.shopGoods.form.isDefault']()} ${row}`} checked={s.isDefault} disabled={disabled} onChange={() => set(i, { isDefault: true })} />
                </td>
                <td className={css.cell}>
                  {s.skuId === null && skus.length > 1 && (
                    <Button size="sm" variant="text" disabled={disabled} onClick={() => onChange(skus.filter((_, j) => j !== i).map((x, j, all) => (all.some((y) => y.isDefault) ? x : { ...x, isDefault: j === 0 })))}>
                      {m['console.shopGoods.action.removeSku']()}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button size="sm" variant="secondary" disabled={disabled || skus.length >= 30} onClick={() => onChange([...skus, emptySku(skus.length === 0)])}>
        {m['console.shopGoods.action.addSku']()}
      </Button>
      <AlertText message={error} className={css.error} />
    </div>
  );
}
