// The goods editor's state: a draft made from a goods (or empty for a new one), checked in the
// browser for what must be there before sending (mall-api checks everything again), and turned into
// the save mutation's input. Prices are edited and sent as yuan strings, as typed; the goods' prices (fen)
// start the fields as that text.
import type { ShopGoodsInput, ShopGoodsQuery } from '@mall/console-kit';
import { fenToYuan } from '@mall/rest-contract/money';

type Goods = ShopGoodsQuery['shopGoods'];

export interface SkuDraft {
  /** The existing sku, or null for one added in this edit. */
  skuId: number | null;
  specName: string;
  price: string;
  discountPrice: string;
  stock: string;
  /** The stock as loaded: a stock change is sent as the difference from it. */
  seenStock: number | null;
  skuImage: string;
  isDefault: boolean;
}

export interface GoodsDraft {
  goodsId: number | null;
  goodsName: string;
  introduction: string;
  content: string;
  keywords: string;
  /** Level 1, 2, 3 category ids as strings (the cascader's value). */
  categoryPath: string[];
  brandId: string;
  shopCategoryId: string;
  images: string[];
  recommendWay: number;
  tagType: number;
  tagLevel: number;
  onShelf: boolean;
  skus: SkuDraft[];
}

export const emptySku = (isDefault = false): SkuDraft => ({ skuId: null, specName: '', price: '', discountPrice: '', stock: '0', seenStock: null, skuImage: '', isDefault });

export const emptyDraft = (): GoodsDraft => ({
  goodsId: null,
  goodsName: '',
  introduction: '',
  content: '',
  keywords: '',
  categoryPath: [],
  brandId: '',
  shopCategoryId: '',
  images: [],
  recommendWay: 0,
  tagType: 0,
  tagLevel: 0,
  onShelf: true,
  skus: [emptySku(true)],
});

/**
 * The draft of a goods: what it sells as now, or, while an edit waits for review, what the merchant
 * asked for (so a second edit starts from the first, not from the selling values).
 */
export function draftOf(g: Goods): GoodsDraft {
  const pending = g.pendingChanges;
  const skus = pending?.skus
    ? pending.skus.map((s) => {
        const current = g.skus.find((c) => c.skuId === s.skuId);
        return { skuId: s.skuId ?? null, specName: s.specName, price: fenToYuan(s.price), discountPrice: fenToYuan(s.discountPrice), stock: String(current?.stock ?? s.stock), seenStock: current ? current.stock : null, skuImage: s.skuImage, isDefault: s.isDefault };
      })
    : g.skus.map((s) => ({ skuId: s.skuId, specName: s.specName, price: fenToYuan(s.price), discountPrice: fenToYuan(s.discountPrice), stock: String(s.stock), seenStock: s.stock, skuImage: s.skuImage, isDefault: s.isDefault }));
  return {
    goodsId: g.goodsId,
    goodsName: pending?.goodsName ?? g.goodsName,
    introduction: g.introduction,
    content: g.content,
    keywords: g.keywords,
    categoryPath: g.categoryPath.map((c) => String(c.categoryId)),
    brandId: g.brandId ? String(g.brandId) : '',
    shopCategoryId: g.shopCategoryId ? String(g.shopCategoryId) : '',
    images: g.images,
    recommendWay: g.recommendWay,
    tagType: pending?.tagType ?? g.tagType,
    tagLevel: pending?.tagLevel ?? g.tagLevel,
    onShelf: g.isOnShelf,
    skus,
  };
}

export type DraftErrors = Partial<Record<'goodsName' | 'category' | 'images' | 'skus', string>>;

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

/** What is missing or malformed, in the editor's words; empty when the draft may be sent. */
export function checkDraft(d: GoodsDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (d.goodsName.trim().length < 2) errors.goodsName = '请填写商品名称（至少 2 个字）';
  if (d.categoryPath.length < 3) errors.category = '请选择到第三级商品分类';
  if (d.images.length === 0) errors.images = '请至少上传一张商品图片';
  const bad = d.skus.find((s) => !s.specName.trim() || !YUAN.test(s.price.trim()) || !YUAN.test(s.discountPrice.trim()) || !/^\d+$/.test(s.stock.trim()));
  if (d.skus.length === 0) errors.skus = '请至少添加一个规格';
  else if (bad) errors.skus = `规格「${bad.specName || '未命名'}」的名称、价格或库存不正确（价格最多两位小数，库存为整数）`;
  else if (d.skus.some((s) => Number(s.discountPrice) > Number(s.price))) errors.skus = '折扣价不能高于价格';
  return errors;
}

/** The save mutation's input (existing skus' stock is left out: it moves by setShopSkuStock). */
export function inputOf(d: GoodsDraft): ShopGoodsInput {
  return {
    ...(d.goodsId ? { goodsId: d.goodsId } : { onShelf: d.onShelf }),
    goodsName: d.goodsName.trim(),
    introduction: d.introduction.trim(),
    content: d.content,
    keywords: d.keywords.trim(),
    categoryId: Number(d.categoryPath[d.categoryPath.length - 1]),
    brandId: d.brandId ? Number(d.brandId) : null,
    shopCategoryId: d.shopCategoryId ? Number(d.shopCategoryId) : null,
    images: d.images,
    recommendWay: d.recommendWay,
    tagType: d.tagType,
    tagLevel: d.tagLevel,
    skus: d.skus.map((s) => ({
      ...(s.skuId ? { skuId: s.skuId } : { stock: Number(s.stock) }),
      specName: s.specName.trim(),
      price: s.price.trim(),
      discountPrice: s.discountPrice.trim(),
      ...(s.skuImage ? { skuImage: s.skuImage } : {}),
      isDefault: s.isDefault,
    })),
  };
}

/** Existing skus whose stock the merchant changed: one stock call each, from the stock they saw. */
export const stockChanges = (d: GoodsDraft) =>
  d.skus.flatMap((s) => (s.skuId && s.seenStock !== null && String(s.seenStock) !== s.stock.trim() ? [{ skuId: s.skuId, seenStock: s.seenStock, stock: Number(s.stock) }] : []));
