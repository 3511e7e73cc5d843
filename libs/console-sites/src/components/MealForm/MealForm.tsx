import { m } from '@mall/i18n';
import { Card, Checkbox, Inline, Input, Stack } from '@mall/ui';
import { mealSaveRequest } from '@mall/rest-contract';
import { FormActions, GoodsPicker, type PickerGoods } from '@mall/console-kit';
import { useDraft } from '../../lib/formErrors';
import { fenToYuan } from '@mall/rest-contract/money';

export interface MealItemLine {
  skuId: number;
  num: number;
  skuName: string;
  /** Fen, the sku's price. */
  price: number;
}

export interface MealDraft {
  packageId?: number;
  title: string;
  people: number;
  image: string;
  description: string;
  packagePrice: string;
  items: MealItemLine[];
  isShow: boolean;
  sort: number;
}

export interface MealFormProps {
  initial: MealDraft;
  /** The goods search (the route's). */
  search: (keyword: string) => Promise<readonly PickerGoods[]>;
  busy?: boolean;
  error?: string;
  onSave: (draft: MealDraft) => void;
  onCancel: () => void;
}

/**
 * A meal package (/promotion/mealplan): name, people, picture, description, its goods with quantities
 * (chosen with GoodsPicker), the package price beside the goods' total (mall-api refuses a price not
 * below it, and an on-sale package holding goods off the shelf), on sale or not. Checked with the
 * contract's mealSaveRequest first.
 */
export function MealForm({ initial, search, busy = false, error, onSave, onCancel }: MealFormProps) {
  const { d, set, errors, save } = useDraft(initial, mealSaveRequest, (v) => ({ package_id: v.packageId, title: v.title, people: v.people, image: v.image, description: v.description, package_price: v.packagePrice, items: v.items.map((i) => ({ sku_id: i.skuId, num: i.num })), is_show: v.isShow, sort: v.sort }), onSave);
  const total = d.items.reduce((sum, i) => sum + i.price * i.num, 0);
  return (
    <Card title={d.packageId ? m['console.sites.meals.form.edit']() : m['console.sites.meals.form.create']()}>
      <Stack space="sm">
        <Input label={m['console.sites.meals.form.title']()} value={d.title} maxLength={64} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Inline space="md">
          <Input label={m['console.sites.meals.form.people']()} inputMode="numeric" value={String(d.people)} error={errors.people} onChange={(e) => set({ people: Number(e.target.value) || 0 })} />
          <Input label={m['console.sites.meals.form.price']()} inputMode="decimal" value={d.packagePrice} error={errors.package_price} hint={m['console.sites.meals.form.original']({ sum: fenToYuan(total) })} onChange={(e) => set({ packagePrice: e.target.value.trim() })} />
          <Input label={m['console.sites.meals.form.sort']()} inputMode="numeric" value={String(d.sort)} error={errors.sort} onChange={(e) => set({ sort: Number(e.target.value) || 0 })} />
        </Inline>
        <Input label={m['console.sites.meals.form.image']()} value={d.image} maxLength={255} error={errors.image} onChange={(e) => set({ image: e.target.value })} />
        <Input label={m['console.sites.meals.form.description']()} value={d.description} maxLength={255} error={errors.description} onChange={(e) => set({ description: e.target.value })} />
        <h3>{m['console.sites.meals.form.goods']()}</h3>
        <GoodsPicker
          chosen={d.items.map((i): PickerGoods => ({ skuId: i.skuId, goodsId: 0, name: i.skuName, price: i.price }))}
          max={20}
          search={search}
          extra={(g, idx) => (
            <Input
              size="sm"
              label={m['console.sites.meals.form.num']({ name: g.name })}
              inputMode="numeric"
              value={String(d.items[idx].num)}
              onChange={(e) => set({ items: d.items.map((x, j) => (j === idx ? { ...x, num: Number(e.target.value) || 0 } : x)) })}
            />
          )}
          onChange={(chosen, picked) =>
            set({ items: picked ? [...d.items, { skuId: picked.skuId, num: 1, skuName: picked.name, price: picked.price ?? 0 }] : d.items.filter((i) => chosen.some((g) => g.skuId === i.skuId)) })
          }
        />
        {errors.items && <p role="alert">{errors.items}</p>}
        <Checkbox label={m['console.sites.meals.form.show']()} checked={d.isShow} onChange={(e) => set({ isShow: e.target.checked })} />
        <FormActions saveLabel={m['console.sites.meals.form.save']()} cancelLabel={m['console.sites.meals.form.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
