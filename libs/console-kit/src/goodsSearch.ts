// The console's goods search for the goods picker (/admin/api/picker/skus through the gateway): a
// route hands `searchPickerGoods` to GoodsPicker's `search`.
import { consoleRequest } from './client';
import { ConsolePickerSkusDocument } from './generated/documents';
import type { ConsolePickerSkusQuery } from './generated/graphql';
import type { PickerGoods } from './components/GoodsPicker/pickerGoods';

type PickerSku = ConsolePickerSkusQuery['consolePickerSkus']['list'][number];

/** A picker sku as the picker shows it. */
export const pickerGoodsOfSku = (s: PickerSku): PickerGoods => ({ skuId: s.skuId, goodsId: s.goodsId, name: s.skuName, image: s.skuImage, shopName: s.shopName, price: s.discountPrice, isOnShelf: s.isOnShelf });

export async function searchPickerGoods(keyword: string): Promise<PickerGoods[]> {
  const { consolePickerSkus } = await consoleRequest(ConsolePickerSkusDocument, { keyword: keyword || undefined, pageSize: 10 });
  return consolePickerSkus.list.map(pickerGoodsOfSku);
}
