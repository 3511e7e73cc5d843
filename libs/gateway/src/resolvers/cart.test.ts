// Cart mutations against the fake REST: TOKEN_ERROR without a session (no REST call), variable
// validation (no REST call), the whole cart in the answer read fresh after the write, total in fen
// over valid lines only, business refusals passed through.
import { ErrorCode, type CartItem } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { cartLine as line, fail, fakeRest, ok } from '../test/fake-rest';
import { gatewayOver, graphqlOver } from '../test/post-graphql';

const COOKIE = `mall_token=${'c'.repeat(64)}`;


function setup() {
  let cart: CartItem[] = [line({})];
  const rest = fakeRest({
    '/api/cart/goodslists': () => ok('/api/cart/goodslists', cart),
    '/api/cart/add': (body) => {
      if (body.sku_id === 404) return fail(ErrorCode.BUSINESS, '该商品已下架，无法加入购物车');
      cart = [...cart, line({ cart_id: 2, sku_id: Number(body.sku_id), num: Number(body.num), discount_price: '19.99' }), line({ cart_id: 3, sku_id: 9, discount_price: '5.00', is_invalid: true, invalid_reason: '商品已下架' })];
      return ok('/api/cart/add', { cart_id: 2, sku_id: Number(body.sku_id), num: Number(body.num) });
    },
    '/api/cart/edit': (body) => {
      cart = cart.map((c) => (c.cart_id === body.cart_id ? { ...c, num: Number(body.num) } : c));
      return ok('/api/cart/edit', { cart_id: Number(body.cart_id), sku_id: 101, num: Number(body.num) });
    },
    '/api/cart/delete': (body) => {
      const ids = body.cart_ids as number[];
      if (ids.includes(77)) return fail(ErrorCode.NOT_FOUND, '购物车商品不存在');
      cart = cart.filter((c) => !ids.includes(c.cart_id));
      return ok('/api/cart/delete', ids.length);
    },
  });
  const { send } = graphqlOver(rest);
  return { rest, gql: send };
}

const CART = 'count total items { cartId skuId num siteId invalid invalidReason }';

describe('cart mutations', () => {
  it('answer TOKEN_ERROR without a session and call no REST', async () => {
    const { rest, gql } = setup();
    for (const q of [
      `mutation { addToCart(skuId: 1, num: 1) { count } }`,
      `mutation { updateCartItem(cartId: 1, num: 1) { count } }`,
      `mutation { deleteCartItems(cartIds: [1]) { count } }`,
    ]) {
      const { body } = await gql(q);
      expect(body.errors?.[0]?.extensions?.code).toBe('TOKEN_ERROR');
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('validate variables before any REST call', async () => {
    const { rest, gql } = setup();
    for (const q of [
      `mutation { addToCart(skuId: 0, num: 1) { count } }`,
      `mutation { addToCart(skuId: 1, num: 0) { count } }`,
      `mutation { addToCart(skuId: 1, num: 10000) { count } }`,
      `mutation { updateCartItem(cartId: -1, num: 1) { count } }`,
      `mutation { deleteCartItems(cartIds: []) { count } }`,
      `mutation { deleteCartItems(cartIds: [0]) { count } }`,
    ]) {
      const { body } = await gql(q, {}, COOKIE);
      expect(body.errors?.[0]?.extensions?.code, q).toBe('BAD_USER_INPUT');
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('addToCart answers the whole fresh cart; invalid lines are flagged and left out of the total', async () => {
    const { rest, gql } = setup();
    const { body } = await gql(`{ cart { count } }`, {}, COOKIE);
    expect(body.data?.cart.count).toBe(3);
    const { body: added } = await gql(`mutation { addToCart(skuId: 102, num: 2) { ${CART} } }`, {}, COOKIE);
    expect(added.errors).toBeUndefined();
    // 0.10 × 3 + 19.99 × 2 = 40.28; the off-shelf line (5.00 × 3) is not counted.
    expect(added.data?.addToCart).toMatchObject({ count: 8, total: 4028 });
    expect(added.data?.addToCart.items[2]).toEqual({ cartId: 3, skuId: 9, num: 3, siteId: 3, invalid: true, invalidReason: '商品已下架' });
    expect(rest.callsTo('/api/cart/add')[0].body).toMatchObject({ sku_id: 102, num: 2, token: 'c'.repeat(64) });
  });

  it('two writes in one operation each answer the cart after their own write', async () => {
    const { gql } = setup();
    const { body } = await gql(
      `mutation { a: updateCartItem(cartId: 1, num: 5) { count total } b: updateCartItem(cartId: 1, num: 2) { count total } }`,
      {},
      COOKIE,
    );
    expect(body.data).toEqual({ a: { count: 5, total: 50 }, b: { count: 2, total: 20 } });
  });

  it('deleteCartItems passes the ids and NOT_FOUND through as a business error', async () => {
    const { rest, gql } = setup();
    const { body } = await gql(`mutation { deleteCartItems(cartIds: [1, 1]) { ${CART} } }`, {}, COOKIE);
    expect(body.data?.deleteCartItems).toEqual({ count: 0, total: 0, items: [] });
    expect(rest.callsTo('/api/cart/delete')[0].body.cart_ids).toEqual([1]);
    const { body: refused } = await gql(`mutation { deleteCartItems(cartIds: [77]) { count } }`, {}, COOKIE);
    expect(refused.errors?.[0]).toMatchObject({ message: '购物车商品不存在', extensions: { code: 'BUSINESS_ERROR', restCode: ErrorCode.NOT_FOUND } });
  });

  it('passes a refusal through and clears the cookie on TOKEN_ERROR', async () => {
    const { gql } = setup();
    const { body } = await gql(`mutation { addToCart(skuId: 404, num: 1) { count } }`, {}, COOKIE);
    expect(body.errors?.[0]?.message).toBe('该商品已下架，无法加入购物车');
    const expired = fakeRest({ '/api/cart/add': fail(ErrorCode.TOKEN_ERROR, '登录已失效，请重新登录') });
    const { body: json, response } = await gatewayOver(expired).post(`mutation { addToCart(skuId: 1, num: 1) { count } }`, { cookie: COOKIE });
    expect(json.errors?.[0]?.extensions?.code).toBe('TOKEN_ERROR');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('mall_token=;'))).toBe(true);
  });
});
