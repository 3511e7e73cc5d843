import { m } from '@mall/i18n';
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Cascader, Checkbox, Inline, Input, Select, Stack, Textarea, type CascaderOption } from '@mall/ui';
import { checkDraft, type DraftErrors, type GoodsDraft } from '../../lib/draft';
import { fieldNames } from '../../i18n';
import { ImageGallery } from '../ImageGallery/ImageGallery';
import { SkuTable } from '../SkuTable/SkuTable';
import * as css from './GoodsEditor.css';
import { AlertText } from '@mall/page-kit';

export interface GoodsEditorOptions {
  categories: readonly { categoryId: number; categoryName: string; pid: number; level: number }[];
  brands: readonly { brandId: number; brandName: string }[];
  shopCategories: readonly { id: number; name: string }[];
}

export interface GoodsEditorProps {
  /** The goods as it starts (empty for a new one; while an edit waits, the asked-for values). */
  initial: GoodsDraft;
  options: GoodsEditorOptions;
  onSubmit: (draft: GoodsDraft) => void;
  /** Sends a picture to the console's upload and resolves to its path. */
  onUpload: (file: File) => Promise<string>;
  /** Sales of each existing spec (the spec table shows them). */
  sold?: Readonly<Record<number, number>>;
  /** Fields waiting for the platform's review (a notice above the form). */
  pendingFields?: readonly string[];
  /** The platform's reason when it refused the last change. */
  refusedReason?: string;
  /** While the save runs. */
  busy?: boolean;
  /** mall-api's message when it refused the save. */
  error?: string;
}

/** The level 1–3 category tree as the cascader's nested options. */
function categoryTree(categories: GoodsEditorOptions['categories']): CascaderOption[] {
  const byParent = new Map<number, GoodsEditorOptions['categories'][number][]>();
  for (const c of categories) byParent.set(c.pid, [...(byParent.get(c.pid) ?? []), c]);
  const build = (pid: number, level: number): CascaderOption[] =>
    (byParent.get(pid) ?? []).filter((c) => c.level === level).map((c) => ({ id: String(c.categoryId), label: c.categoryName, ...(level < 3 ? { children: build(c.categoryId, level + 1) } : { isLeaf: true }) }));
  return build(0, 1);
}

/**
 * The goods editor of the shop console (发布商品 / 编辑商品): name, selling point, search words,
 * 3-level category, brand, shop category, recommend way, the poverty-alleviation tags the shop claims
 * (the platform confirms them), the picture gallery, the description (HTML, cleaned by mall-api) and
 * the spec table. It checks what must be there before sending; what waits for the platform's review
 * (new goods, name, prices, tags) is said above the form.
 */
export function GoodsEditor({ initial, options, onSubmit, onUpload, sold, pendingFields = [], refusedReason, busy = false, error }: GoodsEditorProps) {
  const [draft, setDraft] = useState<GoodsDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const tree = useMemo(() => categoryTree(options.categories), [options.categories]);
  const set = (change: Partial<GoodsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack space="md">
        <p className={css.note}>{m['console.shopGoods.form.reviewNote']()}</p>
        {pendingFields.length > 0 && <p className={css.note}>{m['console.shopGoods.form.pendingNote']({ fields: fieldNames(pendingFields) })}</p>}
        {refusedReason && <p className={css.warn}>{m['console.shopGoods.form.refusedNote']({ reason: refusedReason })}</p>}
        <fieldset className={css.section}>
          <legend className={css.legend}>{m['console.shopGoods.form.basics']()}</legend>
          <div className={css.grid}>
            <Input label={m['console.shopGoods.form.name']()} value={draft.goodsName} maxLength={60} error={errors.goodsName} onChange={(e) => set({ goodsName: e.target.value })} />
            <Input label={m['console.shopGoods.form.introduction']()} value={draft.introduction} maxLength={120} onChange={(e) => set({ introduction: e.target.value })} />
            <Input label={m['console.shopGoods.form.keywords']()} hint={m['console.shopGoods.form.keywordsHint']()} value={draft.keywords} maxLength={60} onChange={(e) => set({ keywords: e.target.value })} />
            <Select
              label={m['console.shopGoods.form.brand']()}
              placeholder={m['console.shopGoods.form.noBrand']()}
              options={options.brands.map((b) => ({ value: String(b.brandId), label: b.brandName }))}
              value={draft.brandId}
              onChange={(e) => set({ brandId: e.target.value })}
            />
            <Select
              label={m['console.shopGoods.form.shopCategory']()}
              placeholder={m['console.shopGoods.form.noShopCategory']()}
              options={options.shopCategories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={draft.shopCategoryId}
              onChange={(e) => set({ shopCategoryId: e.target.value })}
            />
            <Select
              label={m['console.shopGoods.form.recommend']()}
              placeholder={false}
              options={[
                { value: '0', label: m['console.shopGoods.form.recommendNone']() },
                { value: '1', label: m['console.shopGoods.form.recommendNew']() },
                { value: '2', label: m['console.shopGoods.form.recommendPremium']() },
                { value: '3', label: m['console.shopGoods.form.recommendHot']() },
              ]}
              value={String(draft.recommendWay)}
              onChange={(e) => set({ recommendWay: Number(e.target.value) })}
            />
          </div>
          <Cascader label={m['console.shopGoods.form.category']()} options={tree} levels={3} levelLabels={m['console.shopGoods.form.categoryLevels']().split(',')} value={draft.categoryPath} error={errors.category} onChange={(value) => set({ categoryPath: value })} />
        </fieldset>
        <fieldset className={css.section}>
          <legend className={css.legend}>{m['console.shopGoods.form.tags']()}</legend>
          <Inline space="md">
            <Checkbox label={m['console.shopGoods.form.tag832']()} checked={draft.tagType === 1} onChange={(e) => set({ tagType: e.target.checked ? 1 : 0 })} />
            <Select
              label={m['console.shopGoods.form.tagLevel']()}
              placeholder={false}
              options={[
                { value: '0', label: m['console.shopGoods.form.tagNone']() },
                { value: '2', label: m['console.shopGoods.form.tagProvince']() },
                { value: '3', label: m['console.shopGoods.form.tagCity']() },
                { value: '4', label: m['console.shopGoods.form.tagCounty']() },
              ]}
              value={String(draft.tagLevel)}
              onChange={(e) => set({ tagLevel: Number(e.target.value) })}
            />
          </Inline>
        </fieldset>
        <fieldset className={css.section}>
          <legend className={css.legend}>{m['console.shopGoods.form.images']()}</legend>
          <ImageGallery images={draft.images} onChange={(images) => set({ images })} onUpload={onUpload} disabled={busy} error={errors.images} />
        </fieldset>
        <fieldset className={css.section}>
          <legend className={css.legend}>{m['console.shopGoods.form.skus']()}</legend>
          <SkuTable skus={draft.skus} images={draft.images} sold={sold} disabled={busy} error={errors.skus} onChange={(skus) => set({ skus })} />
        </fieldset>
        <Textarea label={m['console.shopGoods.form.content']()} hint={m['console.shopGoods.form.contentHint']()} rows={8} value={draft.content} onValueChange={(content) => set({ content })} />
        {draft.goodsId === null && <Checkbox label={m['console.shopGoods.form.onShelf']()} checked={draft.onShelf} onChange={(e) => set({ onShelf: e.target.checked })} />}
        <AlertText message={error} className={css.error} />
        <Inline space="sm">
          <Button type="submit" disabled={busy}>
            {draft.goodsId === null ? m['console.shopGoods.action.submit']() : m['console.shopGoods.action.save']()}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
