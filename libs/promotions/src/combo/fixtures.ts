import type { ComboDetailData } from './types';

const base = 1_764_000_000;
export const comboNowFixture = base;
export const comboFixture: ComboDetailData = {
  comboId: 31,
  name: '湘西农家·尝鲜组合套餐',
  siteId: 3,
  siteName: '湘西农家特产店',
  comboPrice: 11800,
  originalPrice: 13970,
  saving: 2170,
  endTime: base + 20 * 86_400,
  now: base,
  stock: 12,
  goods: [
    { goodsId: 301, skuId: 3001, goodsName: '湘西腊肉', skuName: '湘西腊肉 500g', skuImage: '/upload/goods/1.svg', price: 6800, num: 1, stock: 40 },
    { goodsId: 302, skuId: 3002, goodsName: '古丈毛尖', skuName: '古丈毛尖 250g', skuImage: '/upload/goods/2.svg', price: 4990, num: 1, stock: 12 },
    { goodsId: 303, skuId: 3003, goodsName: '山茶油', skuName: '山茶油 1L', skuImage: '/upload/goods/3.svg', price: 2180, num: 1, stock: 99 },
  ],
};
export const comboSoldOutFixture: ComboDetailData = { ...comboFixture, comboId: 32, stock: 0, goods: comboFixture.goods.map((g, i) => (i === 1 ? { ...g, stock: 0 } : g)) };
export const comboLongNameFixture: ComboDetailData = {
  ...comboFixture,
  comboId: 33,
  name: '湖南湘西土家族苗族自治州农家特产·腊味茶油山货全家福超值组合套餐（春节送礼装）',
  goods: comboFixture.goods.map((g) => ({ ...g, skuName: `${g.skuName} 农家柴火烟熏 产地直发 正宗原产地认证 礼盒装` })),
};
export const comboEmptyFixture: ComboDetailData = { ...comboFixture, comboId: 34, stock: 0, goods: [] };
