import type { GoodsPromotionData } from './GoodsPromotionBox';

export const goodsPromotionFixture: GoodsPromotionData = {
  goodsId: 101,
  now: 1_764_000_000,
  manjian: ['满99减10'],
  seckill: { seckillId: 11, skuId: 1001, seckillPrice: 3990, endTime: 1_764_004_834, stock: 12 },
  groupbuy: { groupbuyId: 3, skuId: 1001, groupbuyPrice: 5440, minNum: 3, endTime: 1_765_000_000 },
  topic: { topicId: 1, topicName: '湘味年货节', skuId: 1001, topicPrice: 6120, endTime: 1_765_000_000 },
  combos: [{ comboId: 2, name: '湘西土家腊味·家庭组合套餐（腊肉 500g + 腊肠 500g + 茶油 1L）', comboPrice: 15810, originalPrice: 18600, saving: 2790 }],
};
export const noPromotionFixture: GoodsPromotionData = { goodsId: 102, now: 1_764_000_000, manjian: [], seckill: null, groupbuy: null, topic: null, combos: [] };
