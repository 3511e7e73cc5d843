import { image } from '../fixtures';
import type { CheckoutCalculation, MemberAddressCard, MemberInvoiceTitleOption } from './lib/types';

/** Realistic Chinese data for the checkout components' stories and tests. */

/** The fixtures' shops by id (the calculation carries each line's shop name). */
export const shopNamesFixture: Record<number, string> = {
  3: '五常市稻花香农业合作社旗舰店',
  5: '汉源花椒产业扶贫店',
  7: '中宁枸杞官方店',
  9: '湘西州保靖县黄金村茶叶专业合作社消费帮扶官方旗舰店',
};

const line = (skuId: number, skuName: string, price: number, num: number, goodsMoney: number, siteId: number, hue: number) => ({
  skuId,
  goodsId: skuId - 1000,
  skuName,
  skuImage: image(skuName.slice(0, 2), hue),
  price,
  num,
  goodsMoney,
  siteId,
  siteName: shopNamesFixture[siteId] ?? `店铺 ${siteId}`,
});

export const LONG_GOODS_NAME =
  '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装 250g×2 罐（扶贫助农 832 平台认证产品 顺丰包邮）';

/** Two shops, express chosen, a 满减 in the first shop and two coupons (one not usable). */
export const calculationFixture: CheckoutCalculation = {
  kind: 'NORMAL',
  goods: [
    line(1001, '五常稻花香大米 5kg 真空包装', 7990, 2, 15980, 3, 40),
    line(1002, '赣南脐橙 新鲜当季水果 10斤装', 4980, 1, 4980, 3, 25),
    line(1003, '宁夏中宁枸杞 特级 500g', 5900, 1, 5900, 7, 0),
  ],
  deliveryType: 'EXPRESS',
  deliveryOptions: [
    { type: 'EXPRESS', name: '快递配送', fee: 1000 },
    { type: 'LOCAL_DELIVERY', name: '同城配送', fee: 1000 },
  ],
  address: { addressId: 11, name: '李秀英', mobile: '13800138000', fullAddress: '湖南省 长沙市 岳麓区 麓山南路 932 号' },
  stores: [],
  goodsMoney: 26860,
  deliveryMoney: 1000,
  promotionMoney: 2000,
  promotions: [{ siteId: 3, text: '丰收节满减：满199减20', discountMoney: 2000 }],
  couponMoney: 0,
  coupons: [
    { couponId: 31, couponName: '新人专享券', discountMoney: 1000, usable: true, reason: '' },
    { couponId: 32, couponName: '助农专区满 300 减 30', discountMoney: 0, usable: false, reason: '满 300.00 元可用' },
  ],
  invoiceMoney: 0,
  invoice: null,
  orderMoney: 25860,
};

/** One shop with pickup stores, pickup chosen, a coupon and a special VAT invoice applied. */
export const pickupCalculationFixture: CheckoutCalculation = {
  ...calculationFixture,
  goods: [line(1004, '四川汉源花椒 大红袍 250g', 3200, 3, 9600, 5, 10)],
  deliveryType: 'PICKUP',
  deliveryOptions: [
    { type: 'EXPRESS', name: '快递配送', fee: 1000 },
    { type: 'LOCAL_DELIVERY', name: '同城配送', fee: 500 },
    { type: 'PICKUP', name: '门店自提', fee: 0 },
  ],
  stores: [
    { storeId: 21, storeName: '汉源特产体验店（城北店）', address: '四川省 雅安市 汉源县 富林镇 建设路 18 号', telephone: '0835-4221888', openTime: '09:00-21:00' },
    { storeId: 22, storeName: '汉源特产直营店（高铁站店）', address: '四川省 雅安市 汉源县 九襄镇 站前大道 2 号', telephone: '0835-4229999', openTime: '08:00-20:00' },
  ],
  goodsMoney: 9600,
  deliveryMoney: 0,
  promotionMoney: 0,
  promotions: [],
  couponMoney: 1000,
  invoiceMoney: 258,
  invoice: { invoiceId: 41, invoiceTitle: '长沙市岳麓区助农电子商务有限公司', invoiceType: 2, rate: '3%' },
  orderMoney: 8858,
};

/** Long Chinese names everywhere: goods, shop promotion, coupon. */
export const longNamesCalculationFixture: CheckoutCalculation = {
  ...calculationFixture,
  goods: [line(1005, LONG_GOODS_NAME, 26800, 1, 26800, 9, 120)],
  promotions: [{ siteId: 9, text: '湘西州消费帮扶月·黄金茶产区直供专场满减活动：满199减20', discountMoney: 2000 }],
  coupons: [
    { couponId: 33, couponName: '湖南省湘西土家族苗族自治州消费帮扶专项优惠券（限黄金茶品类使用）', discountMoney: 1500, usable: true, reason: '' },
  ],
  goodsMoney: 26800,
  orderMoney: 25800,
};


const address = (id: number, name: string, mobile: string, fullAddress: string, isDefault: boolean): MemberAddressCard => ({
  id,
  name,
  mobile,
  telephone: '',
  provinceId: 430000,
  cityId: 430100,
  districtId: 430104,
  address: fullAddress.split(' ').at(-1) ?? '',
  fullAddress,
  isDefault,
  createTime: 1_741_222_800,
});

export const addressesFixture: MemberAddressCard[] = [
  address(12, '张桂兰', '13900001000', '江西省 赣州市 瑞金市 象湖镇 红都大道 66 号', false),
  address(11, '李秀英', '13800138000', '湖南省 长沙市 岳麓区 麓山南路 932 号', true),
  address(
    13,
    '买买提·艾力·阿不都热合曼',
    '13700007777',
    '新疆维吾尔自治区 巴音郭楞蒙古自治州 若羌县 若羌镇 楼兰大道 幸福小区 8 号楼 2 单元 501 室（红枣合作社对面）',
    false,
  ),
];

const invoice = (id: number, title: string, kind: 'NORMAL' | 'SPECIAL', isDefault: boolean): MemberInvoiceTitleOption => ({
  id,
  kind,
  titleType: kind === 'SPECIAL' ? 'COMPANY' : 'PERSONAL',
  title,
  taxNumber: kind === 'SPECIAL' ? '91430104MA4L123456' : '',
  email: '',
  companyAddress: '',
  companyPhone: '',
  bankName: '',
  bankAccount: '',
  isDefault,
  createTime: 1_741_222_800,
});

export const invoiceTitlesFixture: MemberInvoiceTitleOption[] = [
  invoice(40, '李秀英', 'NORMAL', true),
  invoice(41, '长沙市岳麓区助农电子商务有限公司', 'SPECIAL', false),
];

const regions: Record<number, { id: number; name: string; hasChildren: boolean }[]> = {
  0: [
    { id: 430000, name: '湖南省', hasChildren: true },
    { id: 360000, name: '江西省', hasChildren: true },
  ],
  430000: [{ id: 430100, name: '长沙市', hasChildren: true }],
  360000: [{ id: 360700, name: '赣州市', hasChildren: true }],
  430100: [{ id: 430104, name: '岳麓区', hasChildren: false }],
  360700: [{ id: 360781, name: '瑞金市', hasChildren: false }],
};

/** The region cascade, one level at a time (0 = provinces). */
export const loadRegionsFixture = async (pid: number) => regions[pid] ?? [];
