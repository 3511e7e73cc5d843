// Goods, slots and activities the stories and unit tests use: what the console's queries answer for
// the seeded shops (realistic Chinese names, yuan strings, unix seconds).
import type { CampaignGoodsFieldsFragment } from '@mall/console-kit';

export const GOODS: CampaignGoodsFieldsFragment[] = [
  {
    goodsId: 12,
    skuId: 31,
    goodsName: '湘西土家腊肉',
    skuImage: '',
    siteId: 3,
    siteName: '湘西保靖黄金茶农民专业合作社',
    price: 8800,
    specName: '500g',
    stock: 120,
  },
  {
    goodsId: 13,
    skuId: 33,
    goodsName: '保靖黄金茶',
    skuImage: '',
    siteId: 3,
    siteName: '湘西保靖黄金茶农民专业合作社',
    price: 12800,
    specName: '250g 礼盒',
    stock: 60,
  },
  {
    goodsId: 40,
    skuId: 95,
    goodsName: '定西马铃薯宽粉',
    skuImage: '',
    siteId: 7,
    siteName: '定西马铃薯杂粮专业合作社',
    price: 2990,
    specName: '1kg',
    stock: 300,
  },
];

export const LONG_GOODS: CampaignGoodsFieldsFragment = {
  goodsId: 99,
  skuId: 199,
  goodsName: '湘西土家族苗族自治州十八洞村精品猕猴桃礼盒装产地直发当季鲜果',
  skuImage: '',
  siteId: 9,
  siteName: '花垣县十八洞村猕猴桃种植农民专业合作社联合社',
  price: 16800,
  specName: '12 枚装 单果 90-110g',
  stock: 45,
};

/** A search over GOODS by name or shop, as the console's campaignGoods answers. */
export const searchGoods = async (keyword: string) =>
  GOODS.filter((g) => !keyword || g.goodsName.includes(keyword) || g.siteName.includes(keyword));

export const SLOTS = [
  { slotId: 1, name: '凌晨场', startMinute: 0, endMinute: 480, goodsCount: 4, status: 1 },
  { slotId: 3, name: '10:00 场', startMinute: 600, endMinute: 720, goodsCount: 4, status: 1 },
  { slotId: 5, name: '14:00 场', startMinute: 840, endMinute: 960, goodsCount: 0, status: 1 },
];

/** 2026-11-27 10:00 China time, and days after it. */
export const T0 = Date.UTC(2026, 10, 27, 2) / 1000;
export const days = (n: number) => T0 + n * 86_400;
