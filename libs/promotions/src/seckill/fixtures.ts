import type { SeckillGoodsData, SeckillSlotData } from './types';

const base = 1_764_000_000; // a fixed moment, so stories render the same every time
export const seckillNowFixture = base;
export const seckillSlotsFixture: SeckillSlotData[] = [
  { slotId: 1, name: '08:00 场', startTime: base - 3 * 3600, endTime: base - 3600, state: 'ENDED' },
  { slotId: 2, name: '10:00 场', startTime: base - 3600, endTime: base + 3600 + 1234, state: 'RUNNING' },
  { slotId: 3, name: '12:00 场', startTime: base + 3600 + 1234, endTime: base + 3 * 3600, state: 'UPCOMING' },
];
export const seckillGoodsFixture: SeckillGoodsData = {
  seckillId: 11,
  slotId: 2,
  goodsId: 101,
  skuId: 1001,
  goodsName: '湘西腊肉 500g 农家柴火烟熏',
  skuImage: '/upload/goods/1.svg',
  price: 6800,
  seckillPrice: 3990,
  stock: 12,
  totalStock: 50,
  soldPercent: 76,
  limitNum: 1,
};
export const seckillSoldOutFixture: SeckillGoodsData = { ...seckillGoodsFixture, seckillId: 12, stock: 0, soldPercent: 100 };
export const seckillLongNameFixture: SeckillGoodsData = {
  ...seckillGoodsFixture,
  seckillId: 13,
  goodsName: '湖南安化黑茶千两茶 2018 年陈料手工踩制 1000g 礼盒装 送礼佳品 产地直发 正宗白沙溪',
};
