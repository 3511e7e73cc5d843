// The shop scope: seeded shop staff sign in without TOTP and hold their role's shop actions only;
// assertShopOwns answers "不存在" for another shop's ids and for missing ids alike, and refuses
// platform accounts.
import { describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode, PLATFORM_ACTIONS, ROLE_DEFINITIONS } from '@mall/rest-contract';
import { goods } from '../../db/schema';
import { testAppPerFile } from '../../test/harness';
import { ConsoleRefusal, type ConsoleActor } from './register';
import { assertShopOwns } from './shop-scope';
import { signIn, signInShop } from './test-support';

const t = testAppPerFile();

const actorOf = (shopId: number | null): ConsoleActor => ({
  accountId: 1,
  username: 'x',
  realName: '',
  role: shopId === null ? 'operator' : 'shop_owner',
  shopId,
  actions: new Set(),
  sessionId: 1,
  totpEnabled: false,
  sessionExpires: new Date(),
});

const refusalOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ConsoleRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('shop staff accounts', () => {
  it.each([
    ['owner', 'shop_owner'],
    ['clerk', 'shop_clerk'],
    ['verifier', 'shop_verifier'],
  ] as const)('shop1%s signs in with the password alone and holds its role’s shop actions', async (suffix, role) => {
    const me = await (await signInShop(t.app, 1, suffix)).call<{ role: string; shop_id: number; actions: string[] }>('/admin/api/auth/me');
    expect(me.data).toMatchObject({ role, shop_id: 1 });
    expect([...me.data.actions].sort()).toEqual([...ROLE_DEFINITIONS[role].actions].sort());
    // A shop role holds no platform action but export.run.
    expect(me.data.actions.filter((a) => (PLATFORM_ACTIONS as readonly string[]).includes(a) && a !== 'export.run')).toEqual([]);
  });

  it('a verifier cannot touch goods; a platform operator holds no shop action', async () => {
    const verifier = await (await signInShop(t.app, 3, 'verifier')).call<{ actions: string[] }>('/admin/api/auth/me');
    expect(verifier.data.actions).toContain('verify.run');
    expect(verifier.data.actions).not.toContain('goods.write');
    const operator = await (await signIn(t.app, 'operator')).call<{ actions: string[] }>('/admin/api/auth/me');
    expect(operator.data.actions).not.toContain('goods.write');
    expect(operator.data.actions).toContain('review.goods');
  });
});

describe('assertShopOwns', () => {
  it('passes the shop’s own ids and answers 不存在 for another shop’s or a missing id', async () => {
    const [own] = await t.database.db.select({ id: goods.goodsId }).from(goods).where(eq(goods.siteId, 1)).limit(1);
    const [other] = await t.database.db.select({ id: goods.goodsId }).from(goods).where(ne(goods.siteId, 1)).limit(1);
    await t.database.db.transaction(async (tx) => {
      expect(await assertShopOwns(tx, actorOf(1), 'goods.update', 'goods', [own!.id, own!.id])).toBe(1);
      const foreign = await refusalOf(() => assertShopOwns(tx, actorOf(1), 'goods.update', 'goods', [own!.id, other!.id]));
      expect(foreign).toMatchObject({ message: '商品不存在', code: ErrorCode.NOT_FOUND, entry: { targetType: 'goods', targetId: other!.id, after: { reason: 'other_shop' } } });
      const missing = await refusalOf(() => assertShopOwns(tx, actorOf(1), 'orders.ship', 'order', [999_999_999]));
      expect(missing).toMatchObject({ message: '订单不存在', entry: { after: { reason: 'missing' } } });
      const platform = await refusalOf(() => assertShopOwns(tx, actorOf(null), 'goods.update', 'goods', [own!.id]));
      expect(platform.code).toBe(ConsoleErrorCode.FORBIDDEN);
    });
  });
});
