import { m } from '@mall/i18n';
import { Button, Checkbox, Img, Input, RadioGroup, Select, Stack, Textarea } from '@mall/ui';
import { DIY_GOODS_MAX } from '@mall/rest-contract';
import { blockName, isKnownBlock, type BlockValue } from '../../lib/blocks';
import { GoodsPicker, goodsOfIds, type PickerGoods } from '@mall/console-kit';
import { categoryOptions, type PickerCategoryItem } from '../../lib/picker';
import * as styles from './BlockSettings.css';

/** The goods search the goods list's picker uses (the route runs it). */
export interface GoodsSearch {
  /** What is known of each chosen sku (a block holds only ids). */
  known: Readonly<Record<number, PickerGoods>>;
  search: (keyword: string) => Promise<readonly PickerGoods[]>;
  /** Remembers a picked sku's name. */
  onPicked: (item: PickerGoods) => void;
}

export interface BlockSettingsProps {
  value: BlockValue;
  onChange: (value: BlockValue) => void;
  /** The storefront schema's complaint about this block, if any. */
  problem?: string;
  categories: readonly PickerCategoryItem[];
  goods: GoodsSearch;
}

type Row = Record<string, unknown>;
const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const replaceAt = <T,>(list: readonly T[], i: number, item: T) => list.map((x, j) => (j === i ? item : x));

function ImageLinks({ value, onChange, max }: { value: BlockValue; onChange: (v: BlockValue) => void; max: number }) {
  const images = rows(value.images);
  const set = (next: Row[]) => onChange({ ...value, images: next });
  return (
    <Stack space="sm">
      {images.map((img, i) => (
        <fieldset key={i} className={styles.group}>
          <legend className={styles.groupHead}>
            {m['console.pages.field.image']()} {i + 1}
          </legend>
          {text(img.image) && <Img src={text(img.image)} alt="" className={styles.thumb} />}
          <Input label={m['console.pages.field.image']()} hint={m['console.pages.field.imageHint']()} value={text(img.image)} maxLength={512} onChange={(e) => set(replaceAt(images, i, { ...img, image: e.target.value }))} />
          <Input label={m['console.pages.field.link']()} hint={m['console.pages.field.linkHint']()} value={text(img.link)} maxLength={512} onChange={(e) => set(replaceAt(images, i, { ...img, link: e.target.value }))} />
          <Input label={m['console.pages.field.caption']()} value={text(img.title)} maxLength={64} onChange={(e) => set(replaceAt(images, i, { ...img, title: e.target.value }))} />
          <Button size="sm" variant="text" disabled={images.length <= 1} onClick={() => set(images.filter((_, j) => j !== i))} aria-label={m['console.pages.field.removeImage']({ index: i + 1 })}>
            {m['console.pages.editor.remove']()}
          </Button>
        </fieldset>
      ))}
      <Button size="sm" variant="secondary" disabled={images.length >= max} onClick={() => set([...images, { image: '', link: '', title: '' }])}>
        {m['console.pages.field.addImage']()}
      </Button>
    </Stack>
  );
}

function GoodsListSettings({ value, onChange, categories, goods }: Omit<BlockSettingsProps, 'problem'>) {
  const rule = (value.rule && typeof value.rule === 'object' ? value.rule : { sort: 'sales', limit: 8 }) as Row;
  const setRule = (patch: Row) => onChange({ ...value, rule: { ...rule, ...patch } });
  const skuIds = Array.isArray(value.skuIds) ? (value.skuIds as number[]) : [];
  return (
    <Stack space="sm">
      <Input label={m['console.pages.field.listTitle']()} value={text(value.title)} maxLength={32} onChange={(e) => onChange({ ...value, title: e.target.value })} />
      <RadioGroup
        label={m['console.pages.field.source']()}
        value={value.source === 'rule' ? 'rule' : 'pick'}
        onChange={(source) => onChange({ ...value, source })}
        direction="row"
        options={[
          { value: 'pick', label: m['console.pages.field.sourcePick']() },
          { value: 'rule', label: m['console.pages.field.sourceRule']() },
        ]}
      />
      {value.source === 'rule' ? (
        <>
          <Select
            label={m['console.pages.field.category']()}
            placeholder={m['console.pages.field.anyCategory']()}
            value={rule.categoryId === undefined ? '' : String(rule.categoryId)}
            options={categoryOptions(categories)}
            onChange={(e) => setRule({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
          />
          <Select
            label={m['console.pages.field.sort']()}
            placeholder={false}
            value={text(rule.sort) || 'sales'}
            options={[
              { value: 'sales', label: m['console.pages.field.sortSales']() },
              { value: 'newest', label: m['console.pages.field.sortNewest']() },
              { value: 'price_asc', label: m['console.pages.field.sortPriceAsc']() },
              { value: 'price_desc', label: m['console.pages.field.sortPriceDesc']() },
            ]}
            onChange={(e) => setRule({ sort: e.target.value })}
          />
          <Input label={m['console.pages.field.limit']()} type="number" min={1} max={DIY_GOODS_MAX} value={String(rule.limit ?? 8)} onChange={(e) => setRule({ limit: Number(e.target.value) })} />
          <Checkbox label={m['console.pages.field.only832']()} checked={rule.tagType === 1} onChange={(e) => setRule({ tagType: e.target.checked ? 1 : undefined })} />
        </>
      ) : (
        <GoodsPicker
          chosen={goodsOfIds(skuIds, goods.known)}
          max={DIY_GOODS_MAX}
          search={goods.search}
          onChange={(next, picked) => {
            if (picked) goods.onPicked(picked);
            onChange({ ...value, skuIds: next.map((g) => g.skuId) });
          }}
        />
      )}
    </Stack>
  );
}

function CouponSettings({ value, onChange }: { value: BlockValue; onChange: (v: BlockValue) => void }) {
  const items = rows(value.items);
  const set = (next: Row[]) => onChange({ ...value, items: next });
  return (
    <Stack space="sm">
      {items.map((c, i) => (
        <fieldset key={i} className={styles.group}>
          <legend className={styles.groupHead}>
            {m['console.pages.field.couponTitle']()} {i + 1}
          </legend>
          <Input label={m['console.pages.field.couponTitle']()} value={text(c.title)} maxLength={32} onChange={(e) => set(replaceAt(items, i, { ...c, title: e.target.value }))} />
          <Input label={m['console.pages.field.couponAmount']()} inputMode="decimal" value={text(c.amount)} maxLength={9} onChange={(e) => set(replaceAt(items, i, { ...c, amount: e.target.value.trim() }))} />
          <Input label={m['console.pages.field.couponCondition']()} value={text(c.condition)} maxLength={32} onChange={(e) => set(replaceAt(items, i, { ...c, condition: e.target.value }))} />
          <Button size="sm" variant="text" disabled={items.length <= 1} onClick={() => set(items.filter((_, j) => j !== i))} aria-label={m['console.pages.field.removeCoupon']({ index: i + 1 })}>
            {m['console.pages.editor.remove']()}
          </Button>
        </fieldset>
      ))}
      <Button size="sm" variant="secondary" disabled={items.length >= 8} onClick={() => set([...items, { title: '', amount: '', condition: '' }])}>
        {m['console.pages.field.addCoupon']()}
      </Button>
      <Input label={m['console.pages.field.couponLink']()} hint={m['console.pages.field.linkHint']()} value={text(value.link)} maxLength={512} onChange={(e) => onChange({ ...value, link: e.target.value })} />
    </Stack>
  );
}

function Fields({ value, onChange, categories, goods }: Omit<BlockSettingsProps, 'problem'>) {
  const linkField = <Input label={m['console.pages.field.link']()} hint={m['console.pages.field.linkHint']()} value={text(value.link)} maxLength={512} onChange={(e) => onChange({ ...value, link: e.target.value })} />;
  switch (value.type) {
    case 'banner':
      return <ImageLinks value={value} onChange={onChange} max={10} />;
    case 'imageAds':
      return (
        <Stack space="sm">
          <Select
            label={m['console.pages.field.columns']()}
            placeholder={false}
            value={String(value.columns ?? 4)}
            options={['1', '2', '3', '4'].map((n) => ({ value: n, label: n }))}
            onChange={(e) => onChange({ ...value, columns: Number(e.target.value) })}
          />
          <ImageLinks value={value} onChange={onChange} max={12} />
        </Stack>
      );
    case 'goodsList':
      return <GoodsListSettings value={value} onChange={onChange} categories={categories} goods={goods} />;
    case 'coupons':
      return <CouponSettings value={value} onChange={onChange} />;
    case 'richText':
      return <Textarea label={m['console.pages.field.html']()} rows={10} value={text(value.html)} onChange={(e) => onChange({ ...value, html: e.target.value })} />;
    case 'notice':
      return (
        <Stack space="sm">
          <Textarea label={m['console.pages.field.text']()} rows={3} maxLength={200} value={text(value.text)} onChange={(e) => onChange({ ...value, text: e.target.value })} />
          {linkField}
        </Stack>
      );
    case 'title':
      return (
        <Stack space="sm">
          <Input label={m['console.pages.field.text']()} maxLength={32} value={text(value.text)} onChange={(e) => onChange({ ...value, text: e.target.value })} />
          <Input label={m['console.pages.field.subtitle']()} maxLength={64} value={text(value.subtitle)} onChange={(e) => onChange({ ...value, subtitle: e.target.value })} />
          {linkField}
        </Stack>
      );
    case 'blank':
      return (
        <RadioGroup
          label={m['console.pages.field.size']()}
          value={text(value.size) || 'md'}
          onChange={(size) => onChange({ ...value, size })}
          direction="row"
          options={[
            { value: 'sm', label: m['console.pages.field.sizeSm']() },
            { value: 'md', label: m['console.pages.field.sizeMd']() },
            { value: 'lg', label: m['console.pages.field.sizeLg']() },
          ]}
        />
      );
    case 'link':
      return (
        <Stack space="sm">
          <RadioGroup
            label={m['console.pages.field.kind']()}
            value={value.kind === 'shop' ? 'shop' : 'zone'}
            onChange={(kind) => onChange({ ...value, kind })}
            direction="row"
            options={[
              { value: 'zone', label: m['console.pages.field.kindZone']() },
              { value: 'shop', label: m['console.pages.field.kindShop']() },
            ]}
          />
          <Input
            label={m['console.pages.field.target']()}
            value={String(value.target ?? '')}
            maxLength={32}
            onChange={(e) => onChange({ ...value, target: value.kind === 'shop' && /^\d+$/.test(e.target.value) ? Number(e.target.value) : e.target.value })}
          />
          <Input label={m['console.pages.field.text']()} maxLength={32} value={text(value.title)} onChange={(e) => onChange({ ...value, title: e.target.value })} />
          <Input label={m['console.pages.field.subtitle']()} maxLength={64} value={text(value.subtitle)} onChange={(e) => onChange({ ...value, subtitle: e.target.value })} />
        </Stack>
      );
    default:
      return null;
  }
}

/**
 * The side panel's form of one block: banner carousel and image navigation (image, link, caption per
 * image), goods list (chosen by hand with GoodsPicker, or a category's best sellers, newest or by
 * price), coupon strip, rich text (HTML the house sanitizer cleans on save), notice, title, blank
 * space and shop or zone entry. Every change goes to `onChange` at once (the preview follows); the
 * storefront schema's `problem` shows at the top. A block of a type the storefront does not know says
 * so and offers nothing to edit. Fetches nothing: `goods.search` is the route's.
 */
export function BlockSettings({ value, onChange, problem, categories, goods }: BlockSettingsProps) {
  return (
    <section className={styles.panel} aria-label={m['console.pages.editor.settings']()}>
      <h3 className={styles.heading}>{blockName(value.type)}</h3>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {isKnownBlock(value.type) ? <Fields value={value} onChange={onChange} categories={categories} goods={goods} /> : <p>{m['console.pages.field.unknown']({ type: value.type })}</p>}
    </section>
  );
}
