import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE_DEPTH, ErrorCode, type Category } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';

const t = testAppPerFile();

const depth = (list: Category[]): number => (list.length === 0 ? 0 : 1 + Math.max(...list.map((c) => depth(c.child_list))));

describe('goodscategory/tree', () => {
  it('nests three levels by default', async () => {
    const tree = await callOk(t.app, '/api/goodscategory/tree', { level: 3, template: 2 });
    expect(tree.length).toBeGreaterThanOrEqual(8);
    expect(depth(tree)).toBe(CATEGORY_TREE_DEPTH);
    expect(tree.every((c) => c.level === 1 && c.child_list.length > 0 && c.child_list.every((c2) => c2.level === 2 && c2.child_list.length > 0))).toBe(true);
    const fruit = tree.find((c) => c.category_name === '生鲜水果')!;
    expect(fruit.child_list.find((c) => c.category_name === '热带水果')!.child_list.map((c) => c.category_name)).toContain('芒果');
  });
  it('level limits the depth', async () => {
    expect(depth(await callOk(t.app, '/api/goodscategory/tree', { level: 1 }))).toBe(1);
    expect(depth(await callOk(t.app, '/api/goodscategory/tree', { level: '2' }))).toBe(2);
  });
  it('refuses an unknown template', async () => {
    expect((await post(t.app, '/api/goodscategory/tree', { template: 3 })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('floors', () => {
  it('has style 1 and style 3 floors with goods, prices in yuan and brands', async () => {
    const floors = await callOk(t.app, '/api/pc/floors');
    const style1 = floors.filter((f) => f.style === 1);
    const style3 = floors.filter((f) => f.style === 3);
    expect(style1.length).toBeGreaterThanOrEqual(2);
    expect(style3.length).toBeGreaterThanOrEqual(2);
    for (const f of floors) {
      expect(f.goods_list.length).toBeGreaterThan(0);
      for (const g of f.goods_list) {
        expect(g.price).toMatch(/^\d+\.\d{2}$/);
        expect(Number(g.discount_price)).toBeLessThanOrEqual(Number(g.price));
        expect(g.sku_name.startsWith(g.goods_name)).toBe(true);
      }
    }
    for (const f of style3) {
      if (f.style !== 3) continue;
      expect(f.category_list.length).toBeGreaterThan(0);
      expect(f.images.length).toBeGreaterThan(0);
      expect(f.brand_list.length).toBeGreaterThan(0);
    }
  });
});

describe('search words', () => {
  it('hot words and a default word', async () => {
    expect((await callOk(t.app, '/api/pc/hotSearchWords')).words.length).toBeGreaterThanOrEqual(6);
    expect((await callOk(t.app, '/api/pc/defaultSearchWords')).words).not.toBe('');
  });
});
