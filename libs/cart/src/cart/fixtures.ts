import { cartQuantity, cartTotal } from '../cartTotal';
import { cartItemsFixture } from '../fixtures';
import type { CartPageCart, CartPageLine } from './types';

/** Shops (siteId, siteName) of the cart fixtures. */
const shops = [
  [21, '湘西保靖黄金茶农民专业合作社'],
  [22, '五常稻花香大米助农旗舰店'],
  [23, '赣南脐橙消费帮扶馆'],
] as const;

/** [fixture row of ../fixtures, shop index, stock] */
const rows: [number, number, number][] = [
  [0, 0, 12],
  [3, 0, 3], // 宁夏中宁枸杞: num 3 = stock 3, at the limit
  [1, 1, 50],
  [6, 1, 8],
  [2, 2, 200],
  [5, 2, 30],
];

function line(index: number, shop: number, stock: number, extra: Partial<CartPageLine> = {}): CartPageLine {
  const item = cartItemsFixture[index]!;
  const [siteId, siteName] = shops[shop]!;
  return {
    cartId: item.cartId,
    skuId: item.skuId,
    skuName: item.skuName,
    skuImage: item.skuImage,
    discountPrice: item.discountPrice,
    num: item.num,
    stock,
    tagType: item.tagType ?? 0,
    tagLevel: item.tagLevel ?? 0,
    siteId,
    siteName,
    invalid: false,
    invalidReason: '',
    promotion: null,
    ...extra,
  };
}

/** Six valid lines in three shops; 宁夏中宁枸杞 (cartId 503) is at its stock limit. */
export const cartLinesFixture: CartPageLine[] = rows.map(([index, shop, stock]) => line(index, shop, stock));

/** The lines of the first shop only. */
export const oneShopLinesFixture: CartPageLine[] = cartLinesFixture.filter((l) => l.siteId === shops[0][0]);

/** Two lines that cannot be bought: one off the shelf, one sold out. */
export const invalidLinesFixture: CartPageLine[] = [
  line(4, 1, 10, { cartId: 520, invalid: true, invalidReason: '商品已下架' }),
  line(7, 2, 0, { cartId: 521, invalid: true, invalidReason: '商品已售罄' }),
];

const longName =
  '湖南省湘西土家族苗族自治州保靖县葫芦镇黄金村国家地理标志产品有机黄金茶明前特级手工炒制绿茶礼盒装250g×2罐（赠手提袋）';

/** Lines with long Chinese goods and shop names (names wrap to 2 lines, then an ellipsis). */
export const longNameLinesFixture: CartPageLine[] = [
  line(0, 0, 12, {
    skuName: longName,
    siteName: '湘西土家族苗族自治州保靖县黄金村扶贫产业发展农民专业合作社官方旗舰店',
  }),
  line(7, 0, 99, { skuName: `${longName}（第二件半价，每人限购五件，售完即止）` }),
];

/** The cart the queries answer for these lines (count of all lines, total of the valid ones). */
export function cartOf(items: CartPageLine[]): CartPageCart {
  return { count: cartQuantity(items), total: cartTotal(items), items };
}
