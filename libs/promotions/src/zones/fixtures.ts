// Story and test data of the zones slice (not exported from the lib's index).
import type { GoodsCardData } from '@mall/catalogue';
import type { ZoneViewData } from './components/ZoneView/ZoneView';
import type { MealPackageData } from './components/MealPackageCard/MealPackageCard';

export const zoneGoodsFixture: GoodsCardData[] = [
  { skuId: 101, skuName: '井冈山蜜柚 2个装 清甜多汁', skuImage: '/upload/goods/1_1.svg', price: 4990, discountPrice: 3990, tagType: 1, tagLevel: 4 },
  { skuId: 102, skuName: '赣南脐橙 5斤装 产地直发', skuImage: '/upload/goods/2_1.svg', price: 5900, discountPrice: 4580, tagType: 1, tagLevel: 3, recommendWay: 3 },
  { skuId: 103, skuName: '湘西保靖黄金茶 明前特级 100克', skuImage: '/upload/goods/3_1.svg', price: 16800, discountPrice: 16800, tagType: 0, tagLevel: 2 },
  { skuId: 104, skuName: '湘西土家腊肉 烟熏五花 1000克 农家柴火慢熏六个月 年货礼盒装', skuImage: '/upload/goods/4_1.svg', price: 12800, discountPrice: 9900, tagType: 1, tagLevel: 0 },
  { skuId: 105, skuName: '延安洛川苹果 红富士 10斤装', skuImage: '/upload/goods/5_1.svg', price: 7900, discountPrice: 6900, tagType: 0, tagLevel: 0 },
];

export const redAreaFixture: ZoneViewData = {
  code: 'redarea',
  title: '红色专区',
  subtitle: '革命老区特产 助力老区振兴',
  banner: '/upload/zone/redarea_banner.svg',
  introduction: '红色专区汇集江西、湖南、陕西、河南、福建、贵州等革命老区的特色农产品。每一次购买，都是对老区群众增收致富的一份支持。',
  notice: '',
  tabKind: 'REGION',
  tabs: [
    { name: '江西', count: 18 },
    { name: '湖南', count: 12 },
    { name: '陕西', count: 9 },
    { name: '河南', count: 6 },
  ],
};

export const freshFixture: ZoneViewData = {
  code: 'fresh',
  title: '生鲜馆',
  subtitle: '产地直采 新鲜到家',
  banner: '/upload/zone/fresh_banner.svg',
  introduction: '生鲜馆直连脱贫地区的果园、牧场与渔塘，冷链直达。',
  notice: '生鲜商品下单后 48 小时内从产地发出，全程冷链配送；偏远地区暂不配送冷冻商品。',
  tabKind: 'CATEGORY',
  tabs: [
    { name: '生鲜水果', count: 24 },
    { name: '肉禽蛋品', count: 10 },
    { name: '水产海鲜', count: 8 },
  ],
};

export const mealPackageFixture: MealPackageData = {
  id: 2,
  title: '三口之家营养套餐',
  people: 3,
  image: '/upload/meal/2.svg',
  description: '米面粮油、肉禽蛋与水果搭配，荤素均衡。',
  packagePrice: 13900,
  originalPrice: 16370,
  items: [
    { num: 2, goods: zoneGoodsFixture[1] },
    { num: 1, goods: zoneGoodsFixture[0] },
    { num: 1, goods: zoneGoodsFixture[3] },
  ],
};
