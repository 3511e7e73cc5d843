// Resolvers of schema/cart.graphql and the Cart type: the cart's writes answer the whole cart, read
// again without the per-request cache right after the write. The total is integer-fen arithmetic over
// the lines that can be bought (invalid lines — off the shelf or sold out — are left out).
import { CART_BATCH_MAX, CART_NUM_MAX, type CartItem as RestCartItem } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { cartTotal, toCartItem } from '../mappers/cart';
import type { CartParent } from '../parents';
import { badInput } from '../validation';
import { asLoggedIn, memberOr, positiveId } from './support';

// Other domains' resolvers took these from here first; they live in ./support now.
export { asLoggedIn, positiveId } from './support';

function quantity(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > CART_NUM_MAX) badInput(`数量必须是 1 到 ${CART_NUM_MAX} 之间的整数`, 'num');
  return value;
}

/** Reads a member's cart lines for the current request (cached unless fresh lines came with the parent). */
async function lines(parent: CartParent, ctx: GatewayContext): Promise<RestCartItem[]> {
  if (parent.visitor) return [];
  if (parent.items) return parent.items;
  return memberOr(ctx, [], () => ctx.rest.call('/api/cart/goodslists', {}));
}

/** The whole cart right after a write: one uncached read. */
async function freshCart(ctx: GatewayContext): Promise<CartParent> {
  return { visitor: false, items: await ctx.rest.call('/api/cart/goodslists', {}, { cache: false }) };
}

export const cartResolvers: Resolvers = {
  Mutation: {
    addToCart: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = { sku_id: positiveId('skuId', '商品编号', args.skuId), num: quantity(args.num) };
        await ctx.rest.call('/api/cart/add', body, { cache: false });
        return freshCart(ctx);
      }),
    updateCartItem: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = { cart_id: positiveId('cartId', '购物车编号', args.cartId), num: quantity(args.num) };
        await ctx.rest.call('/api/cart/edit', body, { cache: false });
        return freshCart(ctx);
      }),
    deleteCartItems: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        if (args.cartIds.length === 0) badInput('请选择要删除的购物车商品', 'cartIds');
        if (args.cartIds.length > CART_BATCH_MAX) badInput(`一次最多删除 ${CART_BATCH_MAX} 个购物车商品`, 'cartIds');
        const ids = [...new Set(args.cartIds.map((id) => positiveId('cartIds', '购物车编号', id)))];
        await ctx.rest.call('/api/cart/delete', { cart_ids: ids }, { cache: false });
        return freshCart(ctx);
      }),
  },
  Cart: {
    count: async (parent, _a, ctx) => {
      if (parent.visitor) return 0;
      if (parent.items) return parent.items.reduce((sum, i) => sum + i.num, 0);
      return memberOr(ctx, 0, () => ctx.rest.call('/api/cart/count', {}));
    },
    items: async (parent, _a, ctx) => (await lines(parent, ctx)).map(toCartItem),
    total: async (parent, _a, ctx) => cartTotal(await lines(parent, ctx)),
  },
};
