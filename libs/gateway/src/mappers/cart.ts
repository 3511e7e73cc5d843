// Cart domain: mall-api's snake_case cart lines → schema/cart.graphql's CartItem, and the cart total.
import type { CartItem as RestCartItem } from '@mall/rest-contract';
import type { CartItem } from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';

export const toCartItem = (c: RestCartItem): CartItem => ({
  cartId: c.cart_id,
  skuId: c.sku_id,
  goodsId: c.goods_id ?? 0,
  skuName: c.sku_name,
  skuImage: c.sku_image,
  discountPrice: exactYuanToFen(c.discount_price),
  num: c.num,
  stock: c.stock,
  tagType: c.tag_type,
  tagLevel: c.tag_level,
  siteName: c.site_name,
  siteId: c.site_id,
  invalid: c.is_invalid,
  invalidReason: c.invalid_reason,
});

/** Integer fen over the lines that can be bought (invalid lines — off the shelf or sold out — are left out). */
export const cartTotal = (items: readonly RestCartItem[]) =>
  items.filter((i) => !i.is_invalid).reduce((sum, item) => sum + exactYuanToFen(item.discount_price) * item.num, 0);
