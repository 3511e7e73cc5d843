import type { GroupbuyData, GroupbuyDetailData } from './types';

const base = 1_764_000_000; // a fixed moment, so stories render the same every time
export const groupbuyNowFixture = base;
export const groupbuyFixture: GroupbuyData = {
  groupbuyId: 21,
  goodsId: 201,
  skuId: 2001,
  goodsName: '赣南脐橙 5kg 当季现摘',
  skuImage: '/upload/goods/2.svg',
  price: 5990,
  groupbuyPrice: 4590,
  minNum: 3,
  stock: 150,
  totalStock: 200,
  soldNum: 50,
  soldPercent: 25,
  startTime: base - 5 * 86_400,
  endTime: base + 2 * 86_400 + 3_723,
};
export const groupbuyFullFixture: GroupbuyData = { ...groupbuyFixture, groupbuyId: 22, stock: 0, soldNum: 200, soldPercent: 100 };
export const groupbuyLongNameFixture: GroupbuyData = {
  ...groupbuyFixture,
  groupbuyId: 23,
  goodsName: '湖南湘西古丈毛尖明前特级绿茶 250g 礼盒装 高山云雾茶 茶农直供 产地直发 正宗原产地认证',
};
export const groupbuyDetailFixture: GroupbuyDetailData = {
  groupbuy: groupbuyFixture,
  siteId: 3,
  siteName: '赣州果园直营店',
  introduction: '果园直发，坏果包赔',
  now: base,
};
