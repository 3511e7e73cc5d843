import type { TopicData, TopicGoodsData } from './types';

const base = 1_764_000_000;
export const topicNowFixture = base;
export const topicFixture: TopicData = {
  topicId: 41,
  name: '湘味年货节',
  banner: '',
  remark: '精选湖南腊味、茶油与山货，专题价限时供应，产地直发。',
  startTime: base - 3 * 86_400,
  endTime: base + 25 * 86_400,
  goodsCount: 6,
};
export const topicLongNameFixture: TopicData = {
  ...topicFixture,
  topicId: 42,
  name: '湖南湘西土家族苗族自治州消费帮扶·春节年货大集专题活动（腊味、茶油、山货、干货全品类）',
  remark: '精选湖南腊味、茶油与山货，专题价限时供应，产地直发。'.repeat(4),
};
export const topicGoodsFixture: TopicGoodsData = {
  id: 401,
  topicId: 41,
  goodsId: 501,
  skuId: 5001,
  goodsName: '湘西腊肉 500g 农家柴火烟熏',
  skuImage: '/upload/goods/1.svg',
  price: 6800,
  topicPrice: 6120,
  stock: 80,
};
export const topicGoodsSoldOutFixture: TopicGoodsData = { ...topicGoodsFixture, id: 402, stock: 0 };
export const topicGoodsLongNameFixture: TopicGoodsData = {
  ...topicGoodsFixture,
  id: 403,
  goodsName: '湖南安化黑茶千两茶 2018 年陈料手工踩制 1000g 礼盒装 送礼佳品 产地直发 正宗白沙溪',
};
