import * as catalogueFixtures from '@mall/catalogue/fixtures';
import { cartItemsFixture } from '@mall/cart/fixtures';
import type { Layout, Session } from '@mall/page-kit';

/** Both parts of the layout's data in one object: tests answer the Layout and the Session query with it. */
export type Shell = Layout & Session;

/** Realistic Chinese fixture data for the storefront's stories and tests. */
const { placeholderImage } = catalogueFixtures;

export const topBannerFixture = {
  id: 1,
  enabled: true,
  background: '#c81623',
  advs: [
    {
      id: 11,
      title: '年货节 消费帮扶 全场满99减20',
      image: placeholderImage('年货节 · 消费帮扶 · 满99减20', 0, 1200, 80),
      url: '/promotion/special',
      background: '#c81623',
    },
  ],
};

export const categoriesFixture: Shell['categoryTree'] = [
  ['粮油米面', ['大米', '食用油', '面粉', '杂粮']],
  ['茶叶冲饮', ['绿茶', '红茶', '黑茶', '普洱']],
  ['新鲜水果', ['柑橘', '苹果', '猕猴桃', '芒果']],
  ['滋补干货', ['枸杞', '红枣', '菌菇', '干笋']],
  ['调味品', ['花椒', '辣椒', '酱油', '醋']],
].map(([name, subs], i) => ({
  id: i + 1,
  name: name as string,
  level: 1,
  image: '',
  children: (subs as string[]).map((sub, j) => ({
    id: (i + 1) * 10 + j,
    name: sub,
    level: 2,
    image: '',
    children: [
      { id: (i + 1) * 100 + j * 2, name: `精选${sub}`, level: 3, image: '' },
      { id: (i + 1) * 100 + j * 2 + 1, name: `${sub}礼盒`, level: 3, image: '' },
    ],
  })),
}));

export const helpClassesFixture: Shell['helpClasses'] = [
  ['新手指南', ['注册新用户', '购物流程', '会员等级']],
  ['支付方式', ['余额支付', '线下转账', '消费券支付']],
  ['配送服务', ['配送范围', '配送时效', '运费说明']],
  ['售后服务', ['退换货政策', '退款说明', '投诉建议']],
  ['关于我们', ['平台介绍', '联系我们', '商家入驻']],
  ['第六分类', ['不应显示', '不应显示', '不应显示']],
].map(([name, entries], i) => ({
  id: i + 1,
  name: name as string,
  entries: [...(entries as string[]), '第四条不应显示'].map((title, j) => ({ id: (i + 1) * 10 + j, title })),
}));

export const shellFixture: Shell = {
  site: {
    siteId: 1,
    title: '消费帮扶商城',
    desc: '汇聚全国脱贫地区特色农副产品',
    keywords: '消费帮扶,832,特产',
    logo: placeholderImage('消费帮扶商城', 0, 240, 60),
    webStatus: true,
    webPhone: '400-800-8320',
    webQrcode: placeholderImage('二维码', 0, 120, 120),
    defaultImages: {
      goods: '',
      head: '',
      shop: '',
      city: '',
      supply: '',
      store: '',
      category: '',
      brand: '',
    },
    copyright: {
      icp: '京ICP备20251121号-1',
      address: '北京市西城区示例路1号',
      businessLicense: '',
      report: 'https://www.12377.cn',
      marketSupervisionUrl: '',
      copyrightTitle: '消费帮扶商城',
      copyrightLink: '/',
      copyrightDesc: '© 2025 消费帮扶商城 版权所有',
      govRecord: '京公网安备11010202000001号',
      govUrl: 'https://beian.mps.gov.cn',
    },
    servicer: { open: true, type: 'self', hotline: '400-600-8832', thirdUrl: '' },
  },
  navList: [
    { id: 1, title: '首页', url: '/', isBlank: false },
    { id: 2, title: '领券中心', url: '/coupon', isBlank: false },
    { id: 3, title: '秒杀专区', url: '/promotion/seckill', isBlank: false },
    { id: 4, title: '店铺街', url: '/street', isBlank: false },
    { id: 5, title: '832平台', url: 'https://www.fupin832.com', isBlank: true },
  ],
  categoryTree: categoriesFixture,
  helpClasses: helpClassesFixture,
  friendlyLinks: [
    { id: 1, title: '中国政府网', pic: '', url: 'https://www.gov.cn', isBlank: true },
    { id: 2, title: '国家乡村振兴局', pic: '', url: 'https://nrra.gov.cn', isBlank: true },
    { id: 3, title: '农业农村部', pic: '', url: 'https://www.moa.gov.cn', isBlank: true },
  ],
  hotSearchWords: ['黄金茶', '五常大米', '赣南脐橙', '枸杞', '猕猴桃'],
  defaultSearchWord: '湘西黄金茶',
  adv: topBannerFixture,
  member: null,
  cart: {
    count: cartItemsFixture.length,
    total: 118040,
    items: cartItemsFixture.map((i) => ({ ...i, tagType: i.tagType ?? 0, tagLevel: i.tagLevel ?? 0 })),
  },
  myVoucherCounts: { pending: 0 },
};

export const memberFixture = { id: 7, username: 'demo', nickname: '湘西茶农小王', headimg: '' };
