// Cart writes (SPEC §5, §7): login required, merge with an existing line, stock and shelf checks,
// another member's lines are NOT_FOUND and a batch delete is all or nothing, invalid lines flagged.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { callOk, expectAnswerCode, login, post, testAppPerFile } from '../../test/harness';
import { CART_MESSAGES } from './service';

let demo: string;
let other: string;
let sku: { sku_id: number; stock: number };

const t = testAppPerFile();
beforeAll(async () => {
  demo = await login(t.app);
  other = await login(t.app, 'member01', 'member1pass');
  // An on-shelf sku with stock that is in nobody's cart.
  const rows = await rowsOf<{ sku_id: number; stock: number }>(sql`
    select s.sku_id, s.stock from goods_sku s join goods g using (goods_id)
    where g.is_on_shelf and s.stock between 20 and 2000 and not exists (select 1 from cart c where c.sku_id = s.sku_id)
    order by s.sku_id limit 1`);
  sku = rows[0];
});

async function rowsOf<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const expectCode = (path: string, body: Record<string, unknown>, code: number, message?: string | RegExp) => expectAnswerCode(t.app, path, body, code, message);

describe('cart writes', () => {
  it('need login', async () => {
    await expectCode('/api/cart/add', { sku_id: 1, num: 1 }, ErrorCode.TOKEN_ERROR);
    await expectCode('/api/cart/edit', { cart_id: 1, num: 1 }, ErrorCode.TOKEN_ERROR);
    await expectCode('/api/cart/delete', { cart_id: 1 }, ErrorCode.TOKEN_ERROR);
    await expectCode('/api/cart/add', { token: 'f'.repeat(64), sku_id: 1, num: 1 }, ErrorCode.TOKEN_ERROR);
  });

  it('refuse bad input with a Chinese message', async () => {
    for (const body of [{}, { sku_id: 0, num: 1 }, { sku_id: 'x', num: 1 }, { sku_id: 1 }, { sku_id: 1, num: 0 }, { sku_id: 1, num: -2 }, { sku_id: 1, num: 1.5 }, { sku_id: 1, num: 10000 }]) {
      await expectCode('/api/cart/add', { token: demo, ...body }, ErrorCode.INVALID_INPUT, /参数错误/);
    }
    for (const body of [{}, { cart_id: 1 }, { cart_id: 1, num: 0 }, { num: 2 }]) {
      await expectCode('/api/cart/edit', { token: demo, ...body }, ErrorCode.INVALID_INPUT, /参数错误/);
    }
    for (const body of [{}, { cart_id: 0 }, { cart_id: 'a,b' }, { cart_ids: [] }, { cart_ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      await expectCode('/api/cart/delete', { token: demo, ...body }, ErrorCode.INVALID_INPUT, /参数错误/);
    }
  });

  it('adds, then merges with the existing line', async () => {
    const first = await callOk(t.app, '/api/cart/add', { token: demo, sku_id: sku.sku_id, num: 2 });
    expect(first.num).toBe(2);
    const second = await callOk(t.app, '/api/cart/add', { token: demo, sku_id: sku.sku_id, num: 3 });
    expect(second).toEqual({ cart_id: first.cart_id, sku_id: sku.sku_id, num: 5 });
    const items = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    expect(items.filter((i) => i.sku_id === sku.sku_id)).toHaveLength(1);
    expect(items.find((i) => i.sku_id === sku.sku_id)).toMatchObject({ num: 5, is_invalid: false, invalid_reason: '' });
  });

  it('refuses beyond stock (counting what is already in the cart) and changes nothing', async () => {
    const before = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    const line = before.find((i) => i.sku_id === sku.sku_id)!;
    const json = await expectCode('/api/cart/add', { token: demo, sku_id: sku.sku_id, num: sku.stock - line.num + 1 }, ErrorCode.BUSINESS, '库存不足');
    expect(json.message).toBe(CART_MESSAGES.stock(sku.stock, line.num));
    const after = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    expect(after.find((i) => i.sku_id === sku.sku_id)!.num).toBe(line.num);
    // Exactly up to stock is fine.
    const full = await callOk(t.app, '/api/cart/add', { token: demo, sku_id: sku.sku_id, num: sku.stock - line.num });
    expect(full.num).toBe(sku.stock);
  });

  it('refuses a missing sku, an off-shelf goods and a sold-out sku', async () => {
    await expectCode('/api/cart/add', { token: demo, sku_id: 2_000_000_000, num: 1 }, ErrorCode.NOT_FOUND, '商品不存在');
    const [off] = await rowsOf<{ sku_id: number }>(sql`select s.sku_id from goods_sku s join goods g using (goods_id) where not g.is_on_shelf order by s.sku_id limit 1`);
    await expectCode('/api/cart/add', { token: demo, sku_id: off.sku_id, num: 1 }, ErrorCode.BUSINESS, '已下架');
    const [out] = await rowsOf<{ sku_id: number }>(sql`select s.sku_id from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock = 0 order by s.sku_id limit 1`);
    await expectCode('/api/cart/add', { token: demo, sku_id: out.sku_id, num: 1 }, ErrorCode.BUSINESS, '售罄');
  });

  it('edits within stock; beyond stock or another member’s line is refused', async () => {
    const items = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    const line = items.find((i) => i.sku_id === sku.sku_id)!;
    expect(await callOk(t.app, '/api/cart/edit', { token: demo, cart_id: line.cart_id, num: 1 })).toMatchObject({ num: 1 });
    await expectCode('/api/cart/edit', { token: demo, cart_id: line.cart_id, num: sku.stock + 1 }, ErrorCode.BUSINESS, `最多可购买 ${sku.stock} 件`);
    await expectCode('/api/cart/edit', { token: other, cart_id: line.cart_id, num: 2 }, ErrorCode.NOT_FOUND, CART_MESSAGES.lineMissing);
    const after = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    expect(after.find((i) => i.sku_id === sku.sku_id)!.num).toBe(1);
  });

  it('flags off-shelf and sold-out lines; editing an off-shelf line is refused', async () => {
    const items = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    const [a, b] = items.filter((i) => i.sku_id !== sku.sku_id);
    await t.database.db.execute(sql`update goods set is_on_shelf = false where goods_id = (select goods_id from goods_sku where sku_id = ${a.sku_id})`);
    await t.database.db.execute(sql`update goods_sku set stock = 0 where sku_id = ${b.sku_id}`);
    const after = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    expect(after.find((i) => i.cart_id === a.cart_id)).toMatchObject({ is_invalid: true, invalid_reason: '商品已下架' });
    expect(after.find((i) => i.cart_id === b.cart_id)).toMatchObject({ is_invalid: true, invalid_reason: '商品已售罄' });
    await expectCode('/api/cart/edit', { token: demo, cart_id: a.cart_id, num: 1 }, ErrorCode.BUSINESS, '已下架');
    await expectCode('/api/cart/edit', { token: demo, cart_id: b.cart_id, num: 1 }, ErrorCode.BUSINESS, '售罄');
  });

  it('deletes one, a list, "1,2"; any foreign or missing id deletes nothing', async () => {
    const items = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    expect(items.length).toBeGreaterThanOrEqual(4);
    const [x, y, z, w] = items.map((i) => i.cart_id);
    const otherLine = await callOk(t.app, '/api/cart/add', { token: other, sku_id: sku.sku_id, num: 1 });
    await expectCode('/api/cart/delete', { token: demo, cart_id: [x, otherLine.cart_id] }, ErrorCode.NOT_FOUND, CART_MESSAGES.lineMissing);
    await expectCode('/api/cart/delete', { token: demo, cart_ids: [x, 2_000_000_000] }, ErrorCode.NOT_FOUND);
    expect((await callOk(t.app, '/api/cart/goodslists', { token: demo })).length).toBe(items.length);
    expect((await callOk(t.app, '/api/cart/goodslists', { token: other })).some((i) => i.cart_id === otherLine.cart_id)).toBe(true);
    expect(await callOk(t.app, '/api/cart/delete', { token: demo, cart_id: x })).toBe(1);
    expect(await callOk(t.app, '/api/cart/delete', { token: demo, cart_id: `${y},${z}` })).toBe(2);
    expect(await callOk(t.app, '/api/cart/delete', { token: demo, cart_ids: [w] })).toBe(1);
    const left = await callOk(t.app, '/api/cart/goodslists', { token: demo });
    expect(left.length).toBe(items.length - 4);
    expect(await callOk(t.app, '/api/cart/count', { token: demo })).toBe(left.reduce((s, i) => s + i.num, 0));
  });

  it('concurrent adds never push a line past stock', async () => {
    const [s] = await rowsOf<{ sku_id: number }>(sql`
      select s.sku_id from goods_sku s join goods g using (goods_id)
      where g.is_on_shelf and s.stock > 0 and not exists (select 1 from cart c where c.sku_id = s.sku_id) order by s.sku_id desc limit 1`);
    await t.database.db.execute(sql`update goods_sku set stock = 5 where sku_id = ${s.sku_id}`);
    const results = await Promise.all(Array.from({ length: 12 }, () => post(t.app, '/api/cart/add', { token: demo, sku_id: s.sku_id, num: 1 })));
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(5);
    const [line] = await rowsOf<{ num: number }>(sql`select num from cart where member_id = 1 and sku_id = ${s.sku_id}`);
    expect(line.num).toBe(5);
  });
});
