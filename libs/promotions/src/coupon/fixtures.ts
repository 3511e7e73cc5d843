import type { CentreCouponData } from './types';

const base = 1_764_000_000;
export const centreCouponFixture: CentreCouponData = {
  couponTypeId: 1,
  siteId: 0,
  siteName: '平台',
  name: '平台满 199 减 30',
  type: 'reward',
  money: 3000,
  discount: '0.0',
  atLeast: 19900,
  count: 2000,
  leadCount: 512,
  maxFetch: 2,
  validityType: 0,
  fixedTerm: 0,
  startTime: base - 5 * 86_400,
  endTime: base + 30 * 86_400,
  state: 'CLAIMABLE',
  claimedNum: 0,
};
export const centreCouponsFixture: CentreCouponData[] = [
  centreCouponFixture,
  { ...centreCouponFixture, couponTypeId: 2, name: '平台 9 折券', type: 'discount', money: 0, discount: '9.0', atLeast: 5000, validityType: 1, fixedTerm: 3, state: 'CLAIMED', claimedNum: 1, maxFetch: 1 },
  { ...centreCouponFixture, couponTypeId: 3, name: '限量 50 元大额券', money: 5000, atLeast: 30000, count: 100, leadCount: 100, state: 'SOLDOUT' },
  { ...centreCouponFixture, couponTypeId: 4, name: '国庆特惠券（已结束）', money: 2000, atLeast: 0, state: 'EXPIRED' },
  { ...centreCouponFixture, couponTypeId: 5, siteId: 3, siteName: '湘西土家族苗族自治州古丈县高山有机茶叶专业合作社旗舰店', name: '古丈毛尖明前新茶店铺专享满减优惠券（限本店铺商品使用）', money: 500, atLeast: 4900 },
];
