import type { CmsEntryData } from './components/NoticeBoard/NoticeBoard';

const day = 86_400;
const base = 1_763_683_200; // 2025-11-21 08:00 China time

export const noticesFixture: CmsEntryData[] = [
  '关于开展2025年“消费帮扶 助农增收”专项行动的通知',
  '平台春节期间物流安排公告',
  '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g 新品上架',
  '关于规范832平台商品价格的公告',
  '年货节活动规则说明',
  '系统升级维护通知',
].map((title, i) => ({ id: 11 + i, title, createTime: base - i * day * 3 }));

export const articlesFixture: CmsEntryData[] = [
  '乡村振兴：一杯黄金茶带富一个村',
  '赣南脐橙的丰收季',
  '从田间到餐桌：五常大米的故事',
  '宁夏枸杞产业带动千户增收',
  '消费帮扶典型案例汇编',
  '如何辨别正宗普洱茶',
].map((title, i) => ({ id: 31 + i, title, createTime: base - i * day * 5 }));

export const helpClassesFixture = [
  {
    id: 1,
    name: '购物指南',
    entries: [
      { id: 101, title: '如何注册成为会员' },
      { id: 102, title: '如何下单' },
      { id: 103, title: '832产品购买说明' },
    ],
  },
  {
    id: 2,
    name: '配送说明',
    entries: [
      { id: 201, title: '配送方式' },
      { id: 202, title: '偏远地区配送时效' },
    ],
  },
  { id: 3, name: '售后服务', entries: [{ id: 301, title: '如何申请退款退货' }] },
];
