import type { Messages } from './zh-cn';
import type { seoZhCN } from './seo.zh-cn';

/** en-us of seo.zh-cn.ts: the public pages' meta descriptions. */
export const seoEnUS: Messages<typeof seoZhCN> = {
  siteDescription:
    'Consumption-assistance specialty mall: regional specialties from farmer cooperatives and assisted enterprises, and 832-platform products. Buy to help rural revitalisation.',
  list: 'Regional specialty goods from farmer cooperatives and assisted enterprises, and 832-platform products, sorted by sales, price or newest.',
  listKeyword: 'Regional specialty goods for “{{keyword}}”: prices, sales and reviews, sorted by sales, price or newest.',
  listCategory: '{{category}}: assisted specialty goods from every region, sorted by sales, price or newest.',
  category: 'All goods categories: browse regional farm products, assisted products and 832-platform products by category.',
  brand: 'Brands: regional specialty brands and their goods.',
  street: 'Shop street: shops of farmer cooperatives and assisted enterprises from every region.',
  streetKeyword: 'Shops for “{{keyword}}”: farmer cooperatives and assisted enterprises from every region.',
  shop: '{{name}}: {{goodsNum}} regional specialties on sale, direct from the origin, consumption assistance.',
  shopList: 'Merchants: farmer cooperatives, assisted enterprises and specialty shops from every region.',
  supportList: 'Support units: organisations taking part in consumption assistance and the specialties they support.',
  support: '{{name}}: a support unit and the regional specialties it supports.',
  regionHall: '{{name}}: a regional specialty hall with goods of local farmer cooperatives and assisted enterprises.',
  regionHalls: 'Regional halls: browse specialty halls and assisted goods by region.',
};
