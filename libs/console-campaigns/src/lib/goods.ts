import type { CampaignGoodsFieldsFragment, PickerGoods } from '@mall/console-kit';

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

/** A campaign goods as the console's GoodsPicker shows it (price and stock), carrying the goods itself. */
export type CampaignPickerGoods = PickerGoods & { goods: CampaignGoodsFieldsFragment };

export const campaignPickerGoods = (g: CampaignGoodsFieldsFragment): CampaignPickerGoods => ({
  skuId: g.skuId,
  goodsId: g.goodsId,
  name: `${g.goodsName} ${g.specName ?? ''}`.trim(),
  image: g.skuImage,
  shopName: g.siteName,
  price: g.price,
  stock: g.stock,
  goods: g,
});

/** A form's campaign goods search, answering as the picker wants. */
export const pickerSearch =
  (search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>) =>
  async (keyword: string): Promise<CampaignPickerGoods[]> =>
    (await search(keyword)).map(campaignPickerGoods);

/** GoodsPicker's props in a form that takes one sku: the chosen goods in, the picked one (or none) out. */
export const oneSkuPicker = (
  goods: CampaignGoodsFieldsFragment | null,
  error: string | undefined,
  search: (keyword: string) => Promise<CampaignGoodsFieldsFragment[]>,
  onPick: (goods: CampaignGoodsFieldsFragment | null) => void,
) => ({
  chosen: goods ? [campaignPickerGoods(goods)] : [],
  max: 1,
  error,
  search: pickerSearch(search),
  onChange: (_: CampaignPickerGoods[], picked?: CampaignPickerGoods) => onPick(picked?.goods ?? null),
});
