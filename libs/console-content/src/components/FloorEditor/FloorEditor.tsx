import { m } from '@mall/i18n';
import { useState } from 'react';
import { Card, Checkbox, Input, Stack } from '@mall/ui';
import { FLOOR_GOODS_MAX, floorSaveRequest } from '@mall/rest-contract';
import { FormActions, goodsOfIds, GoodsPicker, ImageField, type ConsoleFloorFieldsFragment, type PickerGoods } from '@mall/console-kit';
import * as styles from './FloorEditor.css';

export interface ImageLink {
  url: string;
  link: string;
}

/** What a save sends: style 1 carries its two pictures, style 3 its row pictures and categories. */
export interface FloorDraft {
  id: number;
  title: string;
  isShow: boolean;
  sort: number;
  skuIds: number[];
  leftImage?: ImageLink;
  bottomImage?: ImageLink;
  images?: ImageLink[];
  categoryIds?: number[];
  brandIds?: number[];
}

export interface FloorEditorProps {
  floor: ConsoleFloorFieldsFragment;
  /** Categories a style-3 floor may link to, each with its indented name. */
  categories: readonly { value: string; label: string }[];
  /** What is known of each chosen sku (the floor holds only ids), and the route's goods search. */
  known: Readonly<Record<number, PickerGoods>>;
  search: (keyword: string) => Promise<readonly PickerGoods[]>;
  /** Remembers a picked sku's name. */
  onPicked: (item: PickerGoods) => void;
  busy?: boolean;
  /** mall-api's refusal of the last save. */
  error?: string;
  onSave: (draft: FloorDraft) => void;
  onCancel: () => void;
  /** Sends a picture (stories pass a fake); default the console's content upload. */
  upload?: (file: File) => Promise<string>;
}

const ROW_IMAGES = 3;

/**
 * One home floor's form: its title, order and shown switch, goods chosen by hand (search, add,
 * remove; the home shows them in this order), and the parts of its style: style 1 a left and a bottom
 * picture with links, style 3 up to three pictures with links and the categories it links to (its
 * brands stay as they are). Checked with the contract's floorSaveRequest before saving, each refused
 * field's message beside it; mall-api's own refusal (an off-shelf goods…) above the buttons.
 */
export function FloorEditor({ floor, categories, known, search, onPicked, busy = false, error, onSave, onCancel, upload }: FloorEditorProps) {
  const [title, setTitle] = useState(floor.title);
  const [sort, setSort] = useState(String(floor.sort));
  const [isShow, setIsShow] = useState(floor.isShow);
  const [skuIds, setSkuIds] = useState<number[]>(floor.skuIds);
  const [left, setLeft] = useState<ImageLink>(floor.leftImage);
  const [bottom, setBottom] = useState<ImageLink>(floor.bottomImage);
  const [images, setImages] = useState<ImageLink[]>(Array.from({ length: ROW_IMAGES }, (_, i) => floor.images[i] ?? { url: '', link: '' }));
  const [categoryIds, setCategoryIds] = useState<number[]>(floor.categoryIds);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const style1 = floor.style === 1;
  const max = style1 ? FLOOR_GOODS_MAX[1] : FLOOR_GOODS_MAX[3];

  const draft = (): FloorDraft => ({
    id: floor.id,
    title,
    isShow,
    sort: Number(sort || 0),
    skuIds,
    ...(style1 ? { leftImage: left, bottomImage: bottom } : { images: images.filter((i) => i.url), categoryIds, brandIds: floor.brandIds }),
  });
  const save = () => {
    const d = draft();
    const parsed = floorSaveRequest.safeParse({
      id: d.id,
      title: d.title,
      is_show: d.isShow,
      sort,
      sku_ids: d.skuIds,
      left_img: d.leftImage,
      bottom_img: d.bottomImage,
      images: d.images,
      category_ids: d.categoryIds,
      brand_ids: d.brandIds,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.slice(0, 2).join('.')] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSave(d);
  };
  const errorOf = (...keys: string[]) => keys.map((k) => errors[k]).find(Boolean);

  const picture = (key: string, label: string, hint: string, value: ImageLink, set: (v: ImageLink) => void) => (
    <Stack space="xs" key={key}>
      <ImageField label={label} hint={hint} area="content" upload={upload} value={value.url} error={errorOf(`${key}.url`, key)} onChange={(url) => set({ ...value, url })} />
      <Input label={`${label} · ${m['console.display.common.link']()}`} hint={m['console.display.common.linkHint']()} value={value.link} maxLength={255} error={errorOf(`${key}.link`)} onChange={(e) => set({ ...value, link: e.target.value })} />
    </Stack>
  );

  return (
    <Card title={m['console.display.floor.edit']({ title: floor.title })}>
      <Stack space="sm">
        <p>{style1 ? m['console.display.floor.styles.1']() : m['console.display.floor.styles.3']()}</p>
        <Input label={m['console.display.floor.name']()} value={title} maxLength={64} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <Input label={m['console.display.common.sort']()} inputMode="numeric" value={sort} maxLength={4} error={errors.sort} onChange={(e) => setSort(e.target.value)} />
        <Checkbox label={m['console.display.floor.show']()} checked={isShow} onChange={(e) => setIsShow(e.target.checked)} />
        {style1 ? (
          <>
            {picture('left_img', m['console.display.floor.leftImage'](), m['console.display.floor.leftHint'](), left, setLeft)}
            {picture('bottom_img', m['console.display.floor.bottomImage'](), m['console.display.floor.bottomHint'](), bottom, setBottom)}
          </>
        ) : (
          <>
            {images.map((image, i) =>
              picture(`images.${i}`, m['console.display.floor.image']({ n: i + 1 }), m['console.display.floor.imageHint'](), image, (v) => setImages((list) => list.map((x, j) => (j === i ? v : x)))),
            )}
            <fieldset>
              <legend>{m['console.display.floor.categories']()}</legend>
              <div className={styles.categories}>
                {categories.map((c) => (
                  <Checkbox
                    key={c.value}
                    label={c.label.trim()}
                    checked={categoryIds.includes(Number(c.value))}
                    onChange={(e) => setCategoryIds((ids) => (e.target.checked ? [...ids, Number(c.value)] : ids.filter((id) => id !== Number(c.value))))}
                  />
                ))}
              </div>
              {errorOf('category_ids') && <p role="alert">{errorOf('category_ids')}</p>}
            </fieldset>
          </>
        )}
        <fieldset>
          <legend>{m['console.display.floor.goods']()}</legend>
          <p>{m['console.display.floor.goodsHint']({ max })}</p>
          <GoodsPicker
            chosen={goodsOfIds(skuIds, known)}
            max={max}
            search={search}
            onChange={(chosen, picked) => {
              if (picked) onPicked(picked);
              setSkuIds(chosen.map((g) => g.skuId));
            }}
          />
          {errors.sku_ids && <p role="alert">{errors.sku_ids}</p>}
        </fieldset>
        <FormActions saveLabel={m['console.display.common.save']()} cancelLabel={m['console.display.common.cancel']()} busy={busy} error={error} onSave={save} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
