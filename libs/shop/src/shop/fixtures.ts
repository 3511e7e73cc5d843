// Fixture data of the shop slice's stories and tests (never exported from the lib's index).
import type { ShopCardData, ShopHeaderData, StoreData, TreeNode } from './lib/types';

export const shopFixture: ShopHeaderData = {
  id: 1,
  name: '湘西保靖黄金茶农民专业合作社',
  shortName: '保靖黄金茶',
  avatar: '/upload/shop/1.svg',
  score: '4.8',
  fansNum: 1288,
  goodsNum: 36,
  followed: false,
};

export const storesFixture: StoreData[] = [
  { id: 1, name: '保靖黄金茶旗舰体验店', address: '湖南人民路 10 号', telephone: '0731-80832000', openTime: '每天 09:00-21:00' },
  { id: 2, name: '保靖黄金茶社区自提点', address: '湖南建设街 11 号', telephone: '0731-80832001', openTime: '周一至周六 08:30-19:30' },
];

export const treeFixture: TreeNode[] = [
  {
    id: 1,
    name: '茶叶冲饮',
    level: 1,
    children: [
      { id: 11, name: '绿茶', level: 2, children: [{ id: 111, name: '黄金茶', level: 3 }, { id: 112, name: '毛尖', level: 3 }] },
      { id: 12, name: '红茶', level: 2, children: [{ id: 121, name: '利川红', level: 3 }] },
    ],
  },
  { id: 2, name: '腊味干货', level: 1, children: [{ id: 21, name: '腊肉', level: 2, children: [{ id: 211, name: '土家烟熏腊肉', level: 3 }] }] },
];

export const shopsFixture: ShopCardData[] = [
  { id: 1, name: '湘西保靖黄金茶农民专业合作社', shortName: '保靖黄金茶', avatar: '/upload/shop/1.svg', address: '湖南湘西州保靖县', goodsNum: 36, fansNum: 1288, storeNum: 2, score: '4.8' },
  { id: 2, name: '湘西土家腊味农民专业合作社', shortName: '土家腊味', avatar: '/upload/shop/2.svg', address: '湖南湘西州龙山县', goodsNum: 24, fansNum: 532, storeNum: 0, score: '4.6' },
  { id: 3, name: '赣南寻乌脐橙种植专业合作社', shortName: '寻乌脐橙', avatar: '/upload/shop/3.svg', address: '江西赣州市寻乌县', goodsNum: 18, fansNum: 2310, storeNum: 2, score: '4.9' },
];
