import { m } from '@mall/i18n';
import { useState } from 'react';
import { Card, Input, Select, Stack, Textarea } from '@mall/ui';
import { SUPPORT_GOODS_MAX, supportSaveRequest } from '@mall/rest-contract';
import { FormActions, goodsOfIds, GoodsPicker, type PickerGoods } from '@mall/console-kit';
import { useDraft } from '../../lib/formErrors';

export interface SupportDraft {
  supportId?: number;
  supportName: string;
  supportLogo: string;
  introduction: string;
  categoryId: number;
  sort: number;
  goodsIds: number[];
}

export interface SupportUnitFormProps {
  initial: SupportDraft;
  categories: readonly { categoryId: number; pid: number; level: number; categoryName: string }[];
  /** The unit's goods, named (the draft holds only their ids). */
  goods: readonly PickerGoods[];
  /** The goods search (the route's). */
  search: (keyword: string) => Promise<readonly PickerGoods[]>;
  busy?: boolean;
  error?: string;
  onSave: (draft: SupportDraft) => void;
  onCancel: () => void;
}

/**
 * A support unit (帮扶单位): name, logo, introduction, category (the second level of the support
 * category tree) and the goods it supports, chosen with GoodsPicker. Checked with the contract's
 * supportSaveRequest before saving.
 */
export function SupportUnitForm({ initial, categories, goods, search, busy = false, error, onSave, onCancel }: SupportUnitFormProps) {
  const { d, set, errors, save } = useDraft(initial, supportSaveRequest, (v) => ({ support_id: v.supportId, support_name: v.supportName, support_logo: v.supportLogo, introduction: v.introduction, category_id: v.categoryId, sort: v.sort, goods_ids: v.goodsIds }), onSave);
  const [chosen, setChosen] = useState(() => goodsOfIds(initial.goodsIds, Object.fromEntries(goods.map((g) => [g.goodsId, g]))));
  return (
    <Card title={d.supportId ? m['console.sites.support.form.edit']() : m['console.sites.support.form.create']()}>
      <Stack space="sm">
        <Input label={m['console.sites.support.form.name']()} value={d.supportName} maxLength={128} error={errors.support_name} onChange={(e) => set({ supportName: e.target.value })} />
        <Select
          label={m['console.sites.support.form.category']()}
          value={d.categoryId ? String(d.categoryId) : ''}
          options={categories.filter((c) => c.level > 1).map((c) => ({ value: String(c.categoryId), label: c.categoryName }))}
          error={errors.category_id}
          onChange={(e) => set({ categoryId: Number(e.target.value) })}
        />
        <Input label={m['console.sites.support.form.logo']()} value={d.supportLogo} maxLength={255} error={errors.support_logo} onChange={(e) => set({ supportLogo: e.target.value })} />
        <Textarea label={m['console.sites.support.form.intro']()} rows={4} maxLength={1000} value={d.introduction} error={errors.introduction} onChange={(e) => set({ introduction: e.target.value })} />
        <Input label={m['console.sites.support.form.sort']()} inputMode="numeric" value={String(d.sort)} maxLength={4} error={errors.sort} onChange={(e) => set({ sort: e.target.value.trim() === '' ? 0 : Number(e.target.value) })} />
        <h3>{m['console.sites.support.form.goods']()}</h3>
        <GoodsPicker
          by="goods"
          chosen={chosen}
          max={SUPPORT_GOODS_MAX}
          search={search}
          onChange={(next) => {
            setChosen(next);
            set({ goodsIds: next.map((g) => g.goodsId) });
          }}
        />
        {errors.goods_ids && <p role="alert">{errors.goods_ids}</p>}
        <FormActions saveLabel={m['console.sites.support.form.save']()} cancelLabel={m['console.sites.support.form.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
