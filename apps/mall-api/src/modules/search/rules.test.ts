// The matching rules as a table: three goods written as any goods write is (search columns computed
// from the name and keywords), and what each query finds among them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SEARCH_KEYWORD_MAX } from '@mall/rest-contract';
import { goods, goodsSku } from '../../db/schema';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { createPostgresSearch } from './index';
import { searchFields } from './text';

const t = testAppPerFile();

const FIXTURES = {
  kiwi: { name: '测验陕西周至猕猴桃 24枚装', keywords: '奇异果' },
  orange: { name: '测验赣南脐橙 5kg装', keywords: '橙子 甜橙' },
  tomato: { name: '测验（礼盒）番茄', keywords: '西红柿' },
  bar: { name: '测验|竖线 腊肉', keywords: '' },
};
type Key = keyof typeof FIXTURES;
const ids = {} as Record<Key, number>;

beforeAll(async () => {
  const db = t.database.db;
  for (const [key, f] of Object.entries(FIXTURES) as [Key, (typeof FIXTURES)[Key]][]) {
    const [g] = await db
      .insert(goods)
      .values({ goodsName: f.name, keywords: f.keywords, ...searchFields(f.name, f.keywords), siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: ['/upload/x.svg'] })
      .returning({ id: goods.goodsId });
    await db.insert(goodsSku).values({ goodsId: g.id, specName: '标准', skuImage: '/upload/x.svg', price: 1000, discountPrice: 900, isDefault: true });
    ids[key] = g.id;
  }
});

async function found(keyword: string): Promise<Key[]> {
  const data = await callOk(t.app, '/api/goodssku/page', { keyword, page_size: 100 });
  const mine = new Map(Object.entries(ids).map(([k, id]) => [id, k as Key]));
  return data.list.flatMap((g) => mine.get(g.goods_id) ?? []).sort();
}

// [rule, query, the fixtures it finds]
const CASES: [string, string, Key[]][] = [
  ['CJK substring of the name', '周至猕猴', ['kiwi']],
  ['CJK, one character', '橙', ['orange']],
  ['CJK, two characters', '番茄', ['tomato']],
  ['CJK, not in any', '榴莲', []],
  ['keyword (synonym) like the name', '奇异果', ['kiwi']],
  ['keyword, two characters', '西红', ['tomato']],
  ['full pinyin of the name', 'mihoutao', ['kiwi']],
  ['full pinyin of a keyword', 'qiyiguo', ['kiwi']],
  ['full pinyin across words of the name', 'shanxizhouzhi', ['kiwi']],
  ['initials of the name', 'mht', ['kiwi']],
  ['initials of a keyword', 'qyg', ['kiwi']],
  ['initials, two letters', 'gn', ['orange']],
  ['pinyin in capitals', 'QiYiGuo', ['kiwi']],
  ['mixed pinyin and Chinese', 'qy果', ['kiwi']],
  ['mixed full pinyin and Chinese', 'qiyi果', ['kiwi']],
  ['mixed, Chinese not there', 'qy桃', []],
  ['several words: every term', '赣南 脐橙', ['orange']],
  ['several words: one missing', '赣南 猕猴桃', []],
  ['several words: name and keyword', '周至 奇异果', ['kiwi']],
  ['several words: pinyin and Chinese', 'gannan 5kg', ['orange']],
  ['latin and digits in the name', '5kg', ['orange']],
  ['punctuation separates terms', '赣南·脐橙', ['orange']],
  ['punctuation around a term', '（番茄）！', ['tomato']],
  ['full-width letters and digits', 'ＭＨＴ', ['kiwi']],
  ['full-width digits in a term', '５ｋｇ', ['orange']],
  ['full-width space separates terms', '赣南　脐橙', ['orange']],
  ['emoji are dropped', '🥝猕猴桃', ['kiwi']],
  ['only emoji finds nothing', '🥝🍊', []],
  ['only punctuation finds nothing', '？！…', []],
  ['a bar in the name is a separator, not a field', '竖线 腊肉', ['bar']],
  ['a bar in the query is punctuation', '竖线|腊肉', ['bar']],
  ['prefix of the name', '测验赣', ['orange']],
];

describe('what search matches', () => {
  it.each(CASES)('%s: %s', async (_rule, query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('the 50-character limit: 50 are searched, 51 refused with a Chinese message', async () => {
    const fifty = `猕猴桃${'桃'.repeat(SEARCH_KEYWORD_MAX - 3)}`;
    expect((await post(t.app, '/api/goodssku/page', { keyword: fifty })).json.code).toBe(0);
    const { json } = await post(t.app, '/api/goodssku/page', { keyword: `${fifty}桃` });
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(json.message).toContain('不能超过 50 个字');
    // Emoji count as one character each, not two UTF-16 units.
    expect((await post(t.app, '/api/goodssku/page', { keyword: '🥝'.repeat(SEARCH_KEYWORD_MAX) })).json.code).toBe(0);
  });

  it('relevance: exact name, then its prefix, then contains, then a keyword match', async () => {
    const db = t.database.db;
    const names = ['测验排序 脐橙', '测验排序', '新测验排序', '测验其他'];
    const made: number[] = [];
    for (const [i, name] of names.entries()) {
      const keywords = i === 3 ? '测验排序' : '';
      const [g] = await db
        .insert(goods)
        .values({ goodsName: name, keywords, ...searchFields(name, keywords), saleNum: 100 - i, siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: [] })
        .returning({ id: goods.goodsId });
      await db.insert(goodsSku).values({ goodsId: g.id, specName: '', skuImage: '', price: 100, discountPrice: 100, isDefault: true });
      made.push(g.id);
    }
    const order = (await callOk(t.app, '/api/goodssku/page', { keyword: '测验排序', page_size: 10 })).list.map((g) => g.goods_id);
    expect(order).toEqual([made[1], made[0], made[2], made[3]]);
    // The other sorts stay: sales puts the best seller first whatever it matched by.
    const bySales = (await callOk(t.app, '/api/goodssku/page', { keyword: '测验排序', sort: 'sales', page_size: 10 })).list.map((g) => g.goods_id);
    expect(bySales).toEqual(made);
  });

  it('a write without the search columns is found by name at once and by pinyin after the fill', async () => {
    const db = t.database.db;
    const [g] = await db.insert(goods).values({ goodsName: '测验补算沙糖桔', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: [] }).returning({ id: goods.goodsId });
    await db.insert(goodsSku).values({ goodsId: g.id, specName: '', skuImage: '', price: 100, discountPrice: 100, isDefault: true });
    const find = async (k: string) => (await callOk(t.app, '/api/goodssku/page', { keyword: k })).list.map((x) => x.goods_id);
    expect(await find('沙糖桔')).toEqual([g.id]);
    expect(await find('shatangju')).toEqual([]);
    await createPostgresSearch(db).refresh();
    expect(await find('shatangju')).toEqual([g.id]);
    // A rename by a writer that forgets the columns: the old pinyin no longer finds it.
    await db.update(goods).set({ goodsName: '测验补算砂糖橘' }).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('shatangju')).toEqual([]);
    expect(await find('砂糖橘')).toEqual([g.id]);
    await createPostgresSearch(db).refresh();
    expect(await find('shatangju')).toEqual([g.id]);
  });
});

describe('shops and branch sites match Chinese or pinyin the same way', () => {
  it('shop street: name, short name, full pinyin, initials; several words narrow', async () => {
    const names = async (keyword: string) => (await callOk(t.app, '/api/shop/page2_0', { keyword, page_size: 50 })).list.map((s) => s.site_name);
    expect(await names('湘西')).toEqual(['湘西保靖黄金茶农民专业合作社', '湘西土家腊味农民专业合作社']);
    expect(await names('tujialawei')).toEqual(['湘西土家腊味农民专业合作社']);
    expect(await names('xxtj')).toEqual(['湘西土家腊味农民专业合作社']);
    expect(await names('湘西 腊味')).toEqual(['湘西土家腊味农民专业合作社']);
    expect(await names('🍊')).toEqual([]);
  });

  it('/change_city: a site by its title in pinyin or initials', async () => {
    const titles = async (keyword: string) => (await callOk(t.app, '/city/api/Website/lists', { keyword })).map((w) => w.title);
    expect(await titles('xiangxi')).toContain('湘西州分站');
    expect(await titles('gzs')).toContain('赣州市分站');
    expect(await titles('赣州')).toContain('赣州市分站');
    expect(await titles('zzzq')).toEqual([]);
  });
});
