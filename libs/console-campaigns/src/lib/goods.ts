import type { CampaignGoodsFieldsFragment } from '@mall/console-kit';

type GoodsFields = Pick<
  CampaignGoodsFieldsFragment,
  'goodsId' | 'skuId' | 'goodsName' | 'skuImage' | 'siteId' | 'siteName' | 'price'
>;

/** The goods of a saved activity row, as the forms hold chosen goods (spec and stock unknown there). */
export const goodsOfRow = (r: GoodsFields): CampaignGoodsFieldsFragment => ({
  goodsId: r.goodsId,
  skuId: r.skuId,
  goodsName: r.goodsName,
  skuImage: r.skuImage,
  siteId: r.siteId,
  siteName: r.siteName,
  price: r.price,
  specName: null,
  stock: null,
});
