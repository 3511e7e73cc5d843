// Story and test data of the sites pages (not exported from the lib's index).
import type { SiteDraft } from './components/SiteForm/SiteForm';
import type { BannerDraft } from './components/BannerForm/BannerForm';
import type { PickerGoods } from '@mall/console-kit';
import type { ProjectDraft } from './components/ProjectForm/ProjectForm';
import type { SupportDraft } from './components/SupportUnitForm/SupportUnitForm';

export const citiesFixture = [
  { siteId: 1, title: '湘西州分站' },
  { siteId: 2, title: '赣州市分站' },
  { siteId: 4, title: '恩施州分站' },
];

export const countySiteFixture: SiteDraft = {
  siteId: 3,
  title: '保靖县分站',
  logo: '/upload/website/3.svg',
  websiteType: 2,
  siteAreaId: 433125,
  webDomain: 'baojing',
  isBackIndex: 1,
  webQrcode: '/upload/website/3_qrcode.svg',
  sort: 3,
  provinceId: 430000,
  provinceName: '湖南省',
  initial: 'B',
  parentSiteId: 1,
  welcome: '保靖黄金茶，一两黄金一两茶',
  shortname: '保靖馆',
};

export const bannerFixture: BannerDraft = { bannerId: 7, siteId: 3, title: '保靖黄金茶 春茶上新', image: '/upload/website/3.svg', url: '/promotion/special', sort: 1 };

export const supportCategoriesFixture = [
  { categoryId: 1, pid: 0, level: 1, categoryName: '中央单位' },
  { categoryId: 3, pid: 1, level: 2, categoryName: '中央国家机关' },
  { categoryId: 4, pid: 1, level: 2, categoryName: '中央企业' },
];

export const supportFixture: SupportDraft = {
  supportId: 2,
  supportName: '中国农业发展银行帮扶办公室',
  supportLogo: '/upload/support/2.svg',
  introduction: '以金融支持带动产业帮扶，累计帮助赣南脐橙合作社扩大种植与冷链仓储。',
  categoryId: 3,
  sort: 2,
  goodsIds: [11, 12],
};

export const freshZoneFixture = {
  code: 'fresh',
  title: '生鲜馆',
  subtitle: '产地直采 新鲜到家',
  banner: '/upload/zone/fresh_banner.svg',
  introduction: '生鲜馆直连脱贫地区的果园、牧场与渔塘，水果、肉禽蛋、水产和时令蔬菜产地直采，冷链直达。',
  notice: '生鲜商品下单后 48 小时内从产地发出，全程冷链配送。',
};

export const zoneGoodsFixture = [
  { skuId: 101, skuName: '井冈山蜜柚 2个装 清甜多汁', tab: '当季水果', province: '江西' },
  { skuId: 102, skuName: '赣南脐橙 5斤装 产地直发', tab: '柑橘橙柚', province: '' },
];

/** Goods the pickers' search finds in the stories (skus 101–103 of goods 11–13). */
export const pickerGoodsFixture: PickerGoods[] = [
  { skuId: 101, goodsId: 11, name: '井冈山蜜柚 2个装', image: '/upload/goods/1_1.svg', price: 3990, shopName: '井冈农品旗舰店', isOnShelf: true },
  { skuId: 102, goodsId: 12, name: '赣南脐橙 5斤装', image: '/upload/goods/2_1.svg', price: 4580, shopName: '赣南果业合作社', isOnShelf: true },
  { skuId: 103, goodsId: 13, name: '湘西土家腊肉 1000克', image: '/upload/goods/4_1.svg', price: 9900, shopName: '湘西十八洞村土家腊肉农民专业合作社', isOnShelf: true },
];
export const searchGoodsFixture = async (keyword: string): Promise<PickerGoods[]> => pickerGoodsFixture.filter((g) => g.name.includes(keyword));

export const projectFixture: ProjectDraft = {
  projectId: 3,
  title: '十八洞村猕猴桃冷库建设',
  place: '湖南湘西花垣县十八洞村',
  beneficiaries: 320,
  targetAmount: '200000.00',
  raisedAmount: '50000.50',
  status: 1,
  cover: '/upload/project/1_cover.svg',
  summary: '建设 500 吨冷库，让猕猴桃错峰上市。',
  content: '<p>项目建成后可储存猕猴桃 500 吨。</p>',
  skuIds: [101],
  sort: 1,
};

export const newsFixture = { newsId: 5, title: '湘西猕猴桃丰收 消费帮扶助农增收', source: '湘西日报', cover: '/upload/news/1_cover.svg', summary: '十八洞村猕猴桃喜获丰收。', content: '<p>今年十八洞村猕猴桃喜获丰收。</p>' };

export const mealFixture = {
  packageId: 2,
  title: '三口之家年夜饭',
  people: 3,
  image: '/upload/meal/1.svg',
  description: '腊肉、脐橙、黄金茶，一家人的年味。',
  packagePrice: '199.00',
  items: [
    { skuId: 101, num: 1, skuName: '井冈山蜜柚 2个装', price: 3990 },
    { skuId: 104, num: 2, skuName: '湘西土家腊肉 1000克', price: 9900 },
  ],
  isShow: true,
  sort: 1,
};
