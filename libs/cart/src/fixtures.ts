import type { CartDropdownItem } from './components/CartDropdown/CartDropdown';

/**
 * A labelled square picture as a data: URI (stories and tests have no mall-api to serve /upload/
 * paths): goods pictures by default; `fill` and `ink` are the background's and the label's
 * saturation and lightness.
 */
export function image(label: string, hue: number, { size = 120, fontSize = 20, fill = '60%,88%', ink = '50%,35%' } = {}): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" ` +
    `fill="hsl(${hue},${fill})"/><text x="50%" y="50%" font-size="${fontSize}" text-anchor="middle" ` +
    `dominant-baseline="middle" fill="hsl(${hue},${ink})">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const rows: [string, number, number, number, number][] = [
  ['湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g', 26800, 1, 1, 4],
  ['五常稻花香大米 5kg 真空包装', 7990, 2, 1, 2],
  ['赣南脐橙 新鲜当季水果 10斤装', 4980, 1, 0, 3],
  ['宁夏中宁枸杞 特级 500g', 5900, 3, 0, 2],
  ['陕西洛川红富士苹果 12枚礼盒', 6800, 1, 1, 3],
  ['贵州修文猕猴桃 贵长 3斤', 3990, 2, 0, 4],
  ['新疆若羌灰枣 一级 1kg', 4500, 1, 1, 0],
  ['四川汉源花椒 大红袍 250g', 3200, 4, 0, 4],
];

/** Eight cart lines (more than the 5 that fit before the list scrolls). */
export const cartItemsFixture: CartDropdownItem[] = rows.map(([skuName, discountPrice, num, tagType, tagLevel], i) => ({
  cartId: 500 + i,
  skuId: 1001 + i,
  skuName,
  skuImage: image(skuName.slice(0, 2), (i * 47) % 360),
  discountPrice,
  num,
  tagType,
  tagLevel,
}));
