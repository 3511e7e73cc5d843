import type { PickerGoods } from './pickerGoods';

/** Goods for the picker's stories and test. */
export const PICKER_GOODS: PickerGoods[] = [
  { skuId: 101, goodsId: 11, name: '湘西土家腊肉 500g', shopName: '保靖县特产店', price: 8800, stock: 120, isOnShelf: true },
  { skuId: 102, goodsId: 12, name: '保靖黄金茶 250g 礼盒', shopName: '保靖县特产店', price: 12800, stock: 35, isOnShelf: true },
  { skuId: 103, goodsId: 12, name: '保靖黄金茶 500g 礼盒', shopName: '保靖县特产店', price: 23600, stock: 0, isOnShelf: true },
];

export const LONG_PICKER_GOODS: PickerGoods = {
  skuId: 104,
  goodsId: 14,
  name: '湘西土家族苗族自治州花垣县十八洞村精品猕猴桃礼盒装（特级大果，产地直发，冷链配送）5斤装',
  shopName: '湘西土家族苗族自治州花垣县十八洞村农产品专业合作社直营店',
  price: 16800,
  stock: 8,
  isOnShelf: true,
};

export const OFF_SHELF_GOODS: PickerGoods = { skuId: 105, goodsId: 15, name: '井冈山蜜柚 2个装', shopName: '井冈山农场', price: 3990, isOnShelf: false };

/** Finds the fixture goods whose name or shop holds the keyword (all of them for an empty one). */
export const searchPickerFixture = async (keyword: string): Promise<PickerGoods[]> =>
  PICKER_GOODS.filter((g) => !keyword || g.name.includes(keyword) || (g.shopName ?? '').includes(keyword));
