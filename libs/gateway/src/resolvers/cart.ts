// Resolvers of schema/cart.graphql and the Cart type: the cart's writes answer the whole cart, read
// again without the per-request cache right after the write. The total is integer-fen arithmetic over
// the lines that can be bought (invalid lines — off the shelf or sold out — are left out).
import { CART_BATCH_MAX, CART_NUM_MAX, type CartItem as RestCartItem } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import { gatewayError, GatewayErrorCode, isTokenError, Messages } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import type { CartParent } from '../mappers';
import { fenToYuan, yuanToFen } from '../money';
import { badInput } from '../validation';
import { toCartItem } from './mapping';

const ID_MAX = 2_147_483_647;

/** Throws TOKEN_ERROR without a session (no REST call); a token mall-api refuses clears the cookie. */
export async function asLoggedIn<T>(ctx: GatewayContext, run: () => Promise<T>): Promise<T> {
  if (!ctx.token) throw gatewayError(GatewayErrorCode.TOKEN_ERROR, Messages.tokenError);
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) ctx.clearToken();
    throw error;
  }
}

/** A positive Int id argument. */
export function positiveId(field: string, label: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > ID_MAX) badInput(`${label}必须是正整数`, field);
  return value;
}

function quantity(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > CART_NUM_MAX) badInput(`数量必须是 1 到 ${CART_NUM_MAX} 之间的整数`, 'num');
  return value;
}

/** Reads a member's cart lines for the current request (cached unless fresh lines came with the parent). */
async function lines(parent: CartParent, ctx: GatewayContext): Promise<RestCartItem[]> {
  if (parent.visitor) return [];
  if (parent.items) return parent.items;
  if (!ctx.token) return [];
  try {
    return await ctx.rest.call('/api/cart/goodslists', {});
  } catch (error) {
    if (isTokenError(error)) {
      ctx.clearToken();
      return [];
    }
    throw error;
  }
}

/** The whole cart right after a write: one uncached read. */
async function freshCart(ctx: GatewayContext): Promise<CartParent> {
  return { visitor: false, items: await ctx.rest.call('/api/cart/goodslists', {}, { cache: false }) };
}

export const cartTotalFen = (items: readonly RestCartItem[]) =>
  items.filter((i) => !i.is_invalid).reduce((sum, item) => sum + yuanToFen(item.discount_price) * item.num, 0);

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
      if (!ctx.token) return 0;
      try {
        return await ctx.rest.call('/api/cart/count', {});
      } catch (error) {
        if (isTokenError(error)) {
          ctx.clearToken();
          return 0;
        }
        throw error;
      }
    },
    items: async (parent, _a, ctx) => (await lines(parent, ctx)).map(toCartItem),
    total: async (parent, _a, ctx) => fenToYuan(cartTotalFen(await lines(parent, ctx))),
  },
};
