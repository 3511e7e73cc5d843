// The goods list and goods search: results equal a reference implementation of the matching rules
// (written here in TypeScript, over every goods row) for single and several terms, pinyin and
// initials; pagination is stable; filters, sorts and facet counts hold; bad input is refused; and
// the gram postings follow goods writes in the same transaction.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode, PRICE_BANDS, SEARCH_KEYWORD_MAX } from '@mall/rest-contract';
import { keywordTerms } from '@mall/rest-contract/keyword';
import { goods, goodsSku } from '../../db/schema';
import { callOk, post, testAppPerFile } from '../../test/harness';
import { foldGramFacets, gramGoodsCounts, rebuildGramFacets } from './facets';
import { JOIN_RATIO } from './goods';
import { PINYIN_MIN, termGrams } from './match';
import { mixedForms, searchFields, termKind } from './text';

const t = testAppPerFile();

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Doc {
  text: string;
  pinyin: string;
}

/** The matching rule of one term (README: what search matches), over a goods' search columns. */
function termMatches(term: string, doc: Doc): boolean {
  const kind = termKind(term);
  if (kind === 'text' || (kind === 'latin' && term.length < PINYIN_MIN)) return doc.text.includes(term);
  if (kind === 'latin') return doc.text.includes(term) || doc.pinyin.includes(term);
  const m = mixedForms(term);
  return doc.text.includes(term) || ((doc.text.includes(m.initials) || doc.pinyin.includes(m.full)) && m.han.every((h) => doc.text.includes(h)));
}

/** search_text is `name⇥initials|keywords⇥initials`; the name's own part ends at the bar. */
function rank(terms: string[], doc: Doc): number {
  const [nameAndInitials] = doc.text.split('|');
  const name = nameAndInitials.split('\t')[0];
  if (name === terms.join(' ')) return 0;
  if (name.startsWith(terms[0])) return 1;
  const nameDoc = { text: nameAndInitials, pinyin: doc.pinyin.split('|')[0] };
  return terms.every((term) => termMatches(term, nameDoc)) ? 2 : 3;
}

/** The reference answer: every on-shelf goods checked in TypeScript, in relevance order (then sales, id). */
async function reference(keyword: string): Promise<number[]> {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return [];
  const all = await rows<{ goods_id: number; goods_name: string; keywords: string; sale_num: number; sku_id: number }>(
    sql`select g.goods_id, g.goods_name, g.keywords, g.sale_num, s.sku_id from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default where g.is_on_shelf`,
  );
  return all
    .map((g) => {
      const f = searchFields(g.goods_name, g.keywords);
      const doc = { text: f.searchText, pinyin: f.searchPinyin };
      return { ...g, doc, rank: terms.every((term) => termMatches(term, doc)) ? rank(terms, doc) : -1 };
    })
    .filter((g) => g.rank >= 0)
    .sort((a, b) => a.rank - b.rank || b.sale_num - a.sale_num || a.goods_id - b.goods_id)
    .map((g) => g.sku_id);
}

async function allPages(body: Record<string, unknown>, pageSize: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = await callOk(t.app, '/api/goodssku/page', { ...body, page, page_size: pageSize });
    ids.push(...data.list.map((g) => g.sku_id));
    if (page >= data.page_count) {
      expect(ids).toHaveLength(data.count);
      return ids;
    }
  }
}

describe('keyword search equals the reference rules, in relevance order', () => {
  const keywords = [
    '橙', '茶', '脐橙', '大米', '枸杞', '黄金茶', '五常大', '普洱茶', '五常大米', '五常有机', '产地直发', '赣南脐橙 产地', '湘西土家腊肉',
    '不存在的词', '米 ', '赣南 脐橙', '奇异果', '土豆', 'qiyiguo', 'qyg', 'mht', 'mihoutao', 'qy果', 'qi异果', 'kg', 'QYG', '奇异果 四川',
    // Latin keys (a prefix of a key, across syllables, digits), latin terms they do not serve (from
    // another letter, longer than a key, several words), and mixed terms of up to 3 characters or more.
    'chan', 'zhifa', 'huang', 'hao', 'yiguo', 'tao', 'jxpyh', 'lizi', 'kuerle', 'gannan', 'nongjia', 'ao', 'xinjiangkuerle', 'qiyiguo sichuan',
    'mh桃', 'mht桃', 'x梨', 'qiyi果',
  ];
  it.each(keywords)('%s', async (keyword) => {
    const expected = await reference(keyword);
    const data = await callOk(t.app, '/api/goodssku/page', { keyword, page_size: 100 });
    expect(data.count).toBe(expected.length);
    expect(data.list.map((g) => g.sku_id)).toEqual(expected.slice(0, 100));
  });

  it('finds goods for 1-, 2-, 3- and 4-character keywords, pinyin, initials and synonyms', async () => {
    for (const k of ['橙', '脐橙', '黄金茶', '五常有机', '稻花香大米', 'qiyiguo', 'qyg', 'mht', '奇异果', '马铃薯', '洋芋', 'qy果']) expect((await reference(k)).length, k).toBeGreaterThan(0);
  });

  it('a category or brand narrows one term, several words, pinyin and mixed terms to the reference goods that meet it', async () => {
    const meta = new Map(
      (await rows<{ sku_id: number; category_id: number; brand_id: number | null }>(
        sql`select s.sku_id, g.category_id, g.brand_id from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default`,
      )).map((r) => [r.sku_id, r]),
    );
    for (const keyword of ['米', '茶', '脐橙', 'qy果', '赣南 脐橙', 'qiyiguo', 'mh桃']) {
      const expected = await reference(keyword);
      // The last goods' category: its goods may lie only at the lower ranks.
      const { category_id } = meta.get(expected[expected.length - 1])!;
      const brand = expected.map((id) => meta.get(id)!.brand_id).find((b) => b !== null)!;
      for (const [filter, meets] of [
        [{ category_id, level: 3 }, (id: number) => meta.get(id)!.category_id === category_id],
        [{ brand_id: brand }, (id: number) => meta.get(id)!.brand_id === brand],
      ] as const) {
        const narrowed = expected.filter(meets);
        const data = await callOk(t.app, '/api/goodssku/page', { keyword, page_size: 100, ...filter });
        expect(data.count, `${keyword} ${JSON.stringify(filter)}`).toBe(narrowed.length);
        expect(data.list.map((g) => g.sku_id)).toEqual(narrowed.slice(0, 100));
      }
    }
  });

  it('pages through the same set in a stable order, whatever the page size', async () => {
    const expected = await reference('茶');
    expect(expected.length).toBeGreaterThan(10);
    expect(await allPages({ keyword: '茶' }, 7)).toEqual(expected);
    expect(await allPages({ keyword: '茶', sort: 'price_desc' }, 5)).toEqual(await allPages({ keyword: '茶', sort: 'price_desc' }, 100));
  });

  it('a page past the end is empty but still counts', async () => {
    const data = await callOk(t.app, '/api/goodssku/page', { keyword: '脐橙', page: 999, page_size: 10 });
    expect(data.list).toEqual([]);
    expect(data.count).toBe((await reference('脐橙')).length);
  });

  it('long terms use a spread of their trigrams and are still exact', async () => {
    expect(termGrams('五常大米')).toEqual(['五常大', '常大米']);
    expect(termGrams('稻花香')).toEqual(['稻花香']);
    expect(termGrams('一二三四五六七八九十').length).toBeLessThanOrEqual(6);
    const kw = '黑龙江五常稻花香大米';
    expect((await callOk(t.app, '/api/goodssku/page', { keyword: kw, page_size: 100 })).list.map((g) => g.sku_id)).toEqual(await reference(kw));
  });

  it('keywords are trimmed, lower-cased and full-width folded', async () => {
    const a = await callOk(t.app, '/api/goodssku/page', { keyword: '  脐橙  ' });
    const b = await callOk(t.app, '/api/goodssku/page', { keyword: '脐橙' });
    expect(a).toEqual(b);
    const wide = await callOk(t.app, '/api/goodssku/page', { keyword: 'ＱＹＧ', page_size: 100 });
    expect(wide.count).toBe((await reference('qyg')).length);
  });
});

describe('the gram index follows goods writes', () => {
  it('insert, rename and delete', async () => {
    const db = t.database.db;
    const find = async (k: string) => (await callOk(t.app, '/api/goodssku/page', { keyword: k })).list.map((g) => g.goods_id);
    const [g] = await db
      .insert(goods)
      .values({ goodsName: '测试ABC桂花糕', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: ['/upload/x.svg'] })
      .returning({ id: goods.goodsId });
    await db.insert(goodsSku).values({ goodsId: g.id, specName: '盒装', skuImage: '/upload/x.svg', price: 1000, discountPrice: 900, isDefault: true });
    expect(await find('abc')).toEqual([g.id]);
    expect(await find('桂花糕')).toEqual([g.id]);
    expect(await find('糕')).toContain(g.id);
    await db.update(goods).set({ goodsName: '测试XYZ绿豆饼' }).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('桂花')).toEqual([]);
    expect(await find('绿豆饼')).toEqual([g.id]);
    // Off the shelf leaves the index; back on returns.
    await db.update(goods).set({ isOnShelf: false }).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('绿豆饼')).toEqual([]);
    expect(await find('xyz')).toEqual([]);
    await db.update(goods).set({ isOnShelf: true }).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('xyz')).toEqual([g.id]);
    // Other column updates leave the grams alone.
    await db.update(goods).set({ saleNum: 5 }).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('xyz')).toEqual([g.id]);
    await db.delete(goods).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('绿豆饼')).toEqual([]);
    expect(await rows(sql`select 1 from goods_keyword_gram where goods_id = ${g.id}`)).toEqual([]);
  });

  it('the latin keys follow a write of the search columns, a rename, the shelf, sales and a delete', async () => {
    const db = t.database.db;
    const find = async (k: string, body: Record<string, unknown> = {}) =>
      (await callOk(t.app, '/api/goodssku/page', { keyword: k, page_size: 100, ...body })).list.map((x) => x.goods_id);
    const named = (name: string) => ({ goodsName: name, keywords: '', ...searchFields(name, '') });
    const [g] = await db
      .insert(goods)
      .values({ ...named('测试XQ桂花糕'), siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: ['/upload/x.svg'] })
      .returning({ id: goods.goodsId });
    await db.insert(goodsSku).values({ goodsId: g.id, specName: '盒装', skuImage: '/upload/x.svg', price: 1000, discountPrice: 900, isDefault: true });
    expect(await find('ceshixqgui')).toEqual([g.id]);
    expect(await find('xqguihuagao')).toEqual([g.id]); // longer than a key: the checked path
    expect(await find('huagao')).toContain(g.id);
    await db.update(goods).set(named('测试XQ绿豆饼')).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('ceshixqgui')).toEqual([]);
    expect(await find('ceshixqlv')).toEqual([g.id]);
    await db.update(goods).set({ isOnShelf: false }).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('ceshixqlv')).toEqual([]);
    await db.update(goods).set({ isOnShelf: true }).where(sql`${goods.goodsId} = ${g.id}`);
    await db.update(goods).set({ saleNum: 9_999_999 }).where(sql`${goods.goodsId} = ${g.id}`);
    expect((await find('doubing', { sort: 'sales' }))[0]).toBe(g.id);
    await db.delete(goodsSku).where(sql`${goodsSku.goodsId} = ${g.id}`);
    await db.delete(goods).where(sql`${goods.goodsId} = ${g.id}`);
    expect(await find('ceshixqlv')).toEqual([]);
    expect(await rows(sql`select 1 from goods_latin_gram where goods_id = ${g.id}`)).toEqual([]);
  });

  it('a rolled-back write leaves no grams behind', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(goods).values({ goodsName: '回滚测试米糕', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: [] });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rows(sql`select 1 from goods_keyword_gram where gram = '滚测'`)).toEqual([]);
  });
});

describe('searches of 1- to 3-character words are answered from the postings, which follow every listed column', () => {
  /** Counts per facet of on-shelf goods whose search_text holds every term of the keyword, read from goods rows. */
  async function facetsFromGoods(keyword: string, where = sql`true`) {
    const holdsAll = sql.join(
      keywordTerms(keyword).map((term) => sql`strpos(search_text, ${term}) > 0`),
      sql` and `,
    );
    const matched = await rows<{ category_id: number; category_id_2: number; brand_id: number | null; tag_type: number; tag_level: number; default_price: number }>(
      sql`select category_id, category_id_2, brand_id, tag_type, tag_level, default_price from goods where is_on_shelf and ${holdsAll} and ${where}`,
    );
    const tally = (pick: (g: (typeof matched)[number]) => number | null) => {
      const counts = new Map<number, number>();
      for (const g of matched) {
        const v = pick(g);
        if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      return counts;
    };
    return { count: matched.length, leaves: tally((g) => g.category_id), level2: tally((g) => g.category_id_2), brands: tally((g) => g.brand_id), tag832: matched.filter((g) => g.tag_type === 1).length, prices: matched.map((g) => g.default_price) };
  }

  async function expectFacetsAsGoods(term: string, body: Record<string, unknown> = {}, where = sql`true`) {
    const data = await callOk(t.app, '/api/goodssku/page', { keyword: term, facets: 1, page_size: 20, ...body });
    const expected = await facetsFromGoods(term, where);
    expect(data.count, term).toBe(expected.count);
    expect(data.facets!.tag_832).toBe(expected.tag832);
    // The facet lists the chosen level-1 category's children, or leaves without a choice; none under a leaf.
    const categories = body.level === 1 ? expected.level2 : expected.leaves;
    if (body.level === 3) expect(data.facets!.categories).toEqual([]);
    else expect(data.facets!.categories.length > 0).toBe(expected.count > 0);
    for (const c of data.facets!.categories) expect(c.count, `category ${c.category_id}`).toBe(categories.get(c.category_id));
    for (const b of data.facets!.brands) expect(b.count, `brand ${b.brand_id}`).toBe(expected.brands.get(b.brand_id));
    for (const band of data.facets!.price_bands) {
      const min = Math.round(Number(band.min_price) * 100);
      const max = band.max_price === null ? Infinity : Math.round(Number(band.max_price) * 100);
      expect(band.count, `band ${band.min_price}`).toBe(expected.prices.filter((p) => p >= min && p <= max).length);
    }
    return data;
  }

  it('count and facet counts equal the goods rows, with and without filters', async () => {
    for (const term of ['米', '茶', '脐橙', '黄金茶', 'qy', '赣南 脐橙', '五常 大米', '奇异果 四川']) await expectFacetsAsGoods(term);
    const [tea] = await rows<{ c1: number; brand_id: number }>(sql`select category_id_1 as c1, brand_id from goods where is_on_shelf and strpos(search_text, '茶') > 0 and brand_id is not null limit 1`);
    await expectFacetsAsGoods('茶', { category_id: tea.c1, level: 1 }, sql`category_id_1 = ${tea.c1}`);
    await expectFacetsAsGoods('茶', { brand_id: tea.brand_id }, sql`brand_id = ${tea.brand_id}`);
    await expectFacetsAsGoods('茶', { min_price: '50', max_price: '199.99' }, sql`default_price between 5000 and 19999`);
    // Tags, a leaf category, one band, a range that is not whole bands (read from the postings), two filters.
    const [rice] = await rows<{ c: number; brand_id: number }>(sql`select category_id as c, brand_id from goods where is_on_shelf and strpos(search_text, '米') > 0 and brand_id is not null limit 1`);
    await expectFacetsAsGoods('米', { tag_type: 1 }, sql`tag_type = 1`);
    await expectFacetsAsGoods('米', { tag_level: 4 }, sql`tag_level = 4`);
    await expectFacetsAsGoods('米', { category_id: rice.c, level: 3 }, sql`category_id = ${rice.c}`);
    await expectFacetsAsGoods('米', { min_price: '500' }, sql`default_price >= 50000`);
    await expectFacetsAsGoods('米', { max_price: '49.99' }, sql`default_price <= 4999`);
    await expectFacetsAsGoods('米', { min_price: '20', max_price: '120' }, sql`default_price between 2000 and 12000`);
    await expectFacetsAsGoods('米', { brand_id: rice.brand_id, tag_type: 1 }, sql`brand_id = ${rice.brand_id} and tag_type = 1`);
    // Several words with a filter: joined first, then filtered.
    const [orange] = await rows<{ c: number }>(sql`select category_id as c from goods where is_on_shelf and strpos(search_text, '赣南') > 0 and strpos(search_text, '脐橙') > 0 limit 1`);
    await expectFacetsAsGoods('赣南 脐橙', { category_id: orange.c, level: 3 }, sql`category_id = ${orange.c}`);
    await expectFacetsAsGoods('五常 大米', { tag_type: 1 }, sql`tag_type = 1`);
  });

  it('several words rank a goods named exactly so first, then names starting with the first word', async () => {
    const db = t.database.db;
    const [g] = await db
      .insert(goods)
      .values({ goodsName: '赣南 脐橙', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: ['/upload/x.svg'], saleNum: 0 })
      .returning({ id: goods.goodsId });
    const [sku] = await db.insert(goodsSku).values({ goodsId: g.id, specName: '5斤', skuImage: '/upload/x.svg', price: 1000, discountPrice: 900, isDefault: true }).returning({ id: goodsSku.skuId });
    for (const keyword of ['赣南 脐橙', '脐橙 赣南']) {
      const data = await callOk(t.app, '/api/goodssku/page', { keyword, page_size: 100 });
      expect(data.list.map((x) => x.sku_id), keyword).toEqual(await reference(keyword));
    }
    expect((await callOk(t.app, '/api/goodssku/page', { keyword: '赣南 脐橙', page_size: 1 })).list[0].sku_id).toBe(sku.id);
    await db.delete(goodsSku).where(sql`${goodsSku.goodsId} = ${g.id}`);
    await db.delete(goods).where(sql`${goods.goodsId} = ${g.id}`);
  });

  it('a sale, a new price, a move and a tag reach the postings in the same write', async () => {
    const db = t.database.db;
    const [g] = await rows<{ goods_id: number; sale_num: number }>(sql`select goods_id, sale_num from goods where is_on_shelf and strpos(search_text, '米') > 0 order by sale_num limit 1`);
    const top = async (body: Record<string, unknown>) => (await callOk(t.app, '/api/goodssku/page', { keyword: '米', page_size: 1, ...body })).list[0].goods_id;
    await db.update(goods).set({ saleNum: 9_999_999 }).where(sql`${goods.goodsId} = ${g.goods_id}`);
    expect(await top({ sort: 'sales' })).toBe(g.goods_id);
    expect(await reference('米')).toEqual((await callOk(t.app, '/api/goodssku/page', { keyword: '米', page_size: 100 })).list.map((x) => x.sku_id));
    await db.update(goodsSku).set({ discountPrice: 88_888_800 }).where(sql`${goodsSku.goodsId} = ${g.goods_id} and ${goodsSku.isDefault}`);
    expect(await top({ sort: 'price_desc' })).toBe(g.goods_id);
    await db.update(goods).set({ tagType: 1, tagLevel: 4, brandId: 2 }).where(sql`${goods.goodsId} = ${g.goods_id}`);
    const tagged = await callOk(t.app, '/api/goodssku/page', { keyword: '米', tag_type: 1, tag_level: 4, brand_id: 2, page_size: 100 });
    expect(tagged.list.map((x) => x.goods_id)).toContain(g.goods_id);
    await expectFacetsAsGoods('米');
    await db.update(goods).set({ saleNum: g.sale_num }).where(sql`${goods.goodsId} = ${g.goods_id}`);
    expect(await top({ sort: 'sales' })).not.toBe(g.goods_id);
  });
});

describe('several words: joined postings or the grams\' GIN index, the same answer', () => {
  it('terms of like frequency and a term far commoner than the other both equal the reference, with and without a shop filter', async () => {
    const db = t.database.db;
    const balanced = ['赣南', '脐橙'];
    const skewed = ['米', '五常'];
    const spread = async (terms: string[]) => {
      const counts = await gramGoodsCounts(db, terms);
      return counts.reduce((a, b) => a + b, 0) / Math.min(...counts);
    };
    // One pair is answered by joining postings, the other from the GIN index.
    expect(await spread(balanced)).toBeLessThan(JOIN_RATIO);
    expect(await spread(skewed)).toBeGreaterThanOrEqual(JOIN_RATIO);
    for (const terms of [balanced, skewed]) {
      const keyword = terms.join(' ');
      const expected = await reference(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      expect((await callOk(t.app, '/api/goodssku/page', { keyword, page_size: 100 })).list.map((g) => g.sku_id), keyword).toEqual(expected.slice(0, 100));
      // A shop filter reads goods rows: the same goods of that shop, in the same order.
      const [{ site_id }] = await rows<{ site_id: number }>(sql`select g.site_id from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
        where s.sku_id = ${expected[0]}`);
      const ofShop = new Set((await rows<{ sku_id: number }>(sql`select s.sku_id from goods_sku s join goods g on g.goods_id = s.goods_id where g.site_id = ${site_id}`)).map((r) => r.sku_id));
      const shop = await callOk(t.app, '/api/goodssku/page', { keyword, site_id, page_size: 100 });
      expect(shop.list.map((g) => g.sku_id), `${keyword} in shop ${site_id}`).toEqual(expected.filter((id) => ofShop.has(id)).slice(0, 100));
    }
  });
});

describe('several words from postings: each relevance, filter and facet', () => {
  it('two and three terms of like frequency rank the phrase, the first term first, every term in the name, a keyword; a filter and the facets follow', async () => {
    const db = t.database.db;
    // [name, keywords, category, sales]: the words occur nowhere else, so these goods are every match.
    const made: [string, string, number, number][] = [
      ['鲲鹏 麒麟', '', 3, 1],
      ['鲲鹏麒麟礼盒', '霹雳', 4, 2],
      ['特产麒麟鲲鹏', '霹雳', 3, 3],
      ['特产麒麟鲲鹏霹雳', '', 4, 9],
      ['特产鲲鹏', '麒麟', 3, 50],
      ['特产麒麟', '鲲鹏 霹雳', 4, 40],
      ['精选鲲鹏', '霹雳', 3, 70],
      ['精选麒麟', '霹雳', 4, 60],
    ];
    const ids = (
      await db
        .insert(goods)
        .values(
          made.map(([name, keywords, categoryId, saleNum]) => ({
            goodsName: name, keywords, ...searchFields(name, keywords), siteId: 1, categoryId, categoryId1: 1, categoryId2: 2, saleNum, goodsImage: ['/upload/x.svg'],
          })),
        )
        .returning({ id: goods.goodsId })
    ).map((r) => r.id);
    try {
      await db.insert(goodsSku).values(ids.map((id) => ({ goodsId: id, specName: '盒', skuImage: '/upload/x.svg', price: 1000, discountPrice: 900, isDefault: true })));
      const skuOf = new Map((await rows<{ goods_id: number; sku_id: number }>(sql`select goods_id, sku_id from goods_sku where goods_id = any(${`{${ids.join(',')}}`}::int[])`)).map((r) => [r.goods_id, r.sku_id]));
      const sku = (...at: number[]) => at.map((i) => skuOf.get(ids[i]));
      const counts = await gramGoodsCounts(db, ['鲲鹏', '麒麟', '霹雳']);
      expect(counts.reduce((a, b) => a + b, 0)).toBeLessThan(JOIN_RATIO * Math.min(...counts));
      const page = (body: Record<string, unknown>) => callOk(t.app, '/api/goodssku/page', { page_size: 100, facets: 1, ...body });
      // 0 the phrase; 1 the name starts with the first term; 2 both in the name; 3 one only in the keywords, by sales.
      const two = await page({ keyword: '鲲鹏 麒麟' });
      expect(two.list.map((g) => g.sku_id)).toEqual(sku(0, 1, 3, 2, 4, 5));
      expect(two.list.map((g) => g.sku_id)).toEqual(await reference('鲲鹏 麒麟'));
      expect([two.count, two.facets!.categories.map((c) => [c.category_id, c.count]).sort()]).toEqual([6, [[3, 3], [4, 3]]]);
      expect(two.facets!.price_bands.map((b) => b.count)).toEqual([6, 0, 0, 0, 0]);
      const inCategory = await page({ keyword: '鲲鹏 麒麟', category_id: 4, level: 3 });
      expect([inCategory.count, inCategory.list.map((g) => g.sku_id)]).toEqual([3, sku(1, 3, 5)]);
      const three = await page({ keyword: '麒麟 鲲鹏 霹雳' });
      expect(three.list.map((g) => g.sku_id)).toEqual(sku(3, 5, 2, 1));
      expect(three.list.map((g) => g.sku_id)).toEqual(await reference('麒麟 鲲鹏 霹雳'));
      expect(three.count).toBe(4);
      const bySales = await page({ keyword: '鲲鹏 麒麟', sort: 'sales' });
      expect(bySales.list.map((g) => g.sku_id)).toEqual(sku(4, 5, 3, 2, 1, 0));
    } finally {
      await db.delete(goodsSku).where(sql`${goodsSku.goodsId} = any(${`{${ids.join(',')}}`}::int[])`);
      await db.delete(goods).where(sql`${goods.goodsId} = any(${`{${ids.join(',')}}`}::int[])`);
    }
  });
});

describe('facet counts per gram (goods_gram_facet) follow goods writes, folded or not', () => {
  const sums = async () => ({
    facets: await rows<{ gram: string; facet: string; value: number; n: number }>(
      sql`select gram, facet::text as facet, value, sum(goods)::int as n from goods_gram_facet group by 1, 2, 3 having sum(goods) <> 0 order by 1, 2, 3`,
    ),
    cube: await rows(
      sql`select gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank, sum(goods)::int as n from goods_gram_cube
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(goods) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
    ),
  });

  it('the price band of each PRICE_BANDS boundary is its index', async () => {
    for (const [i, band] of PRICE_BANDS.entries()) {
      for (const yuan of [band.min, band.max ?? '99999']) {
        const [{ b }] = await rows<{ b: number }>(sql`select goods_price_band(${Math.round(Number(yuan) * 100)}::int)::int as b`);
        expect(b, `${yuan} yuan`).toBe(i);
      }
    }
  });

  it('insert, reprice, move and delete; then folded; then rebuilt from the postings', async () => {
    const db = t.database.db;
    const facets = async (keyword: string) => (await callOk(t.app, '/api/goodssku/page', { keyword, facets: 1, page_size: 1 })).facets!;
    const made = await db
      .insert(goods)
      .values([1, 2, 3].map((i) => ({ ...searchFields(`折叠测试米${i}`, ''), goodsName: `折叠测试米${i}`, keywords: '', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, brandId: 2, goodsImage: [] })))
      .returning({ id: goods.goodsId });
    const ids = made.map((m) => m.id);
    await db.insert(goodsSku).values(ids.map((id) => ({ goodsId: id, specName: '袋', skuImage: '/upload/x.svg', price: 1000, discountPrice: 900, isDefault: true })));
    expect((await facets('折叠')).price_bands[0].count).toBe(3);
    // A new price moves one goods to another band; a move and a delete leave the category and brand.
    await db.update(goodsSku).set({ discountPrice: 60_000 }).where(sql`${goodsSku.goodsId} = ${ids[0]}`);
    await db.update(goods).set({ categoryId: 4, brandId: null }).where(sql`${goods.goodsId} = ${ids[1]}`);
    await db.delete(goodsSku).where(sql`${goodsSku.goodsId} = ${ids[2]}`);
    await db.delete(goods).where(sql`${goods.goodsId} = ${ids[2]}`);
    const written = await facets('折叠');
    expect(written.price_bands.map((b) => b.count)).toEqual([1, 0, 0, 0, 1]);
    expect(written.brands).toEqual([expect.objectContaining({ brand_id: 2, count: 1 })]);
    expect(written.categories.map((c) => [c.category_id, c.count]).sort()).toEqual([[3, 1], [4, 1]]);
    // Under a filter the counts come from goods_gram_cube, its appended rows not folded yet.
    const narrowed = async () =>
      Promise.all([{ brand_id: 2 }, { category_id: 4, level: 3 }, { min_price: '500' }].map(async (filter) => {
        const data = await callOk(t.app, '/api/goodssku/page', { keyword: '折叠', facets: 1, page_size: 1, ...filter });
        return [data.count, data.facets!.price_bands.map((b) => b.count)];
      }));
    const narrowedWritten = await narrowed();
    expect(narrowedWritten).toEqual([[1, [0, 0, 0, 0, 1]], [1, [1, 0, 0, 0, 0]], [1, [0, 0, 0, 0, 1]]]);
    const before = await sums();
    const unfolded = async () =>
      (await rows<{ n: number }>(sql`select ((select count(*) from goods_gram_facet where not folded) + (select count(*) from goods_gram_cube where not folded))::int as n`))[0].n;
    expect(await unfolded()).toBeGreaterThan(0);
    expect(await foldGramFacets(db)).toBeGreaterThan(0);
    expect(await unfolded()).toBe(0);
    expect(await sums()).toEqual(before);
    expect(await facets('折叠')).toEqual(written);
    expect(await narrowed()).toEqual(narrowedWritten);
    // A gram holds one row per value once folded, and a rebuild from the postings writes the same.
    expect(await rows(sql`select 1 from goods_gram_facet group by gram, facet, value having count(*) > 1`)).toEqual([]);
    expect(await rows(sql`select 1 from goods_gram_cube group by gram, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, band, rank having count(*) > 1`)).toEqual([]);
    await rebuildGramFacets(db);
    expect(await sums()).toEqual(before);
    await db.delete(goodsSku).where(sql`${goodsSku.goodsId} in (${ids[0]}, ${ids[1]})`);
    await db.delete(goods).where(sql`${goods.goodsId} in (${ids[0]}, ${ids[1]})`);
    expect((await facets('折叠')).price_bands.map((b) => b.count)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('a category\'s total follows goods writes (goods_category_count, kept by triggers)', () => {
  /** The list's count for a category at each level and for all goods, beside a plain count(*). */
  async function totals(c: { c1: number; c2: number; c3: number }) {
    const listed = async (body: Record<string, unknown>) => (await callOk(t.app, '/api/goodssku/page', { ...body, page_size: 1 })).count;
    const counted = async (where: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from goods where is_on_shelf and ${where}`))[0].n;
    return {
      listed: [await listed({}), await listed({ category_id: c.c1, level: 1 }), await listed({ category_id: c.c2, level: 2 }), await listed({ category_id: c.c3, level: 3 })],
      counted: [
        await counted(sql`true`),
        await counted(sql`category_id_1 = ${c.c1}`),
        await counted(sql`category_id_2 = ${c.c2}`),
        await counted(sql`category_id = ${c.c3}`),
      ],
    };
  }

  it('insert, move, off and on the shelf, sales, delete, and a rolled-back insert', async () => {
    const db = t.database.db;
    const here = { c1: 1, c2: 2, c3: 3 };
    const [there] = await rows<{ c1: number; c2: number; c3: number }>(
      sql`select category_id_1 as c1, category_id_2 as c2, category_id as c3 from goods where category_id_1 <> 1 limit 1`,
    );
    const before = await totals(here);
    expect(before.listed).toEqual(before.counted);
    const made = await db
      .insert(goods)
      .values([1, 2, 3].map((i) => ({ goodsName: `计数测试${i}`, siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: [] })))
      .returning({ id: goods.goodsId });
    const ids = made.map((m) => m.id);
    const inserted = await totals(here);
    expect(inserted.listed).toEqual(inserted.counted);
    expect(inserted.listed).toEqual(before.listed.map((n) => n + 3));

    // One goods moves to another category: one less here, one more there.
    const thereBefore = await totals(there);
    await db.update(goods).set({ categoryId: there.c3, categoryId1: there.c1, categoryId2: there.c2 }).where(sql`${goods.goodsId} = ${ids[0]}`);
    const moved = await totals(here);
    expect(moved.listed).toEqual(moved.counted);
    expect(moved.listed.slice(1)).toEqual(inserted.listed.slice(1).map((n) => n - 1));
    const thereAfter = await totals(there);
    expect(thereAfter.listed).toEqual(thereAfter.counted);
    expect(thereAfter.listed.slice(1)).toEqual(thereBefore.listed.slice(1).map((n) => n + 1));

    // Off the shelf leaves every total; a sales update changes none.
    await db.update(goods).set({ isOnShelf: false }).where(sql`${goods.goodsId} = ${ids[1]}`);
    await db.update(goods).set({ saleNum: sql`${goods.saleNum} + 7` }).where(sql`${goods.goodsId} in (${ids[1]}, ${ids[2]})`);
    const off = await totals(here);
    expect(off.listed).toEqual(off.counted);
    expect(off.listed[0]).toBe(inserted.listed[0] - 1);

    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(goods).values({ goodsName: '计数回滚', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: [] });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await db.delete(goods).where(sql`${goods.goodsId} in (${ids[0]}, ${ids[1]}, ${ids[2]})`);
    const after = await totals(here);
    expect(after.listed).toEqual(after.counted);
    expect(after.listed).toEqual(before.listed);
    expect((await totals(there)).listed.slice(1)).toEqual(thereBefore.listed.slice(1));
  });
});

describe('filters and sorts', () => {
  it('category by level, brand, tags, search type and price range', async () => {
    const l1 = await callOk(t.app, '/api/goodssku/page', { category_id: 1, level: 1, page_size: 100 });
    expect(l1.count).toBeGreaterThan(0);
    const inferred = await callOk(t.app, '/api/goodssku/page', { category_id: 1, page_size: 100 });
    expect(inferred.count).toBe(l1.count);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from goods where is_on_shelf and category_id_1 = 1`);
    expect(l1.count).toBe(n);
    const tagged = await callOk(t.app, '/api/goodssku/page', { tag_type: 1, tag_level: 4, page_size: 100 });
    expect(tagged.list.every((g) => g.tag_type === 1 && g.tag_level === 4)).toBe(true);
    const recommended = await callOk(t.app, '/api/goodssku/page', { search_type: 3, page_size: 100 });
    expect(recommended.list.every((g) => g.recommend_way === 3)).toBe(true);
    const brand = await callOk(t.app, '/api/goodssku/page', { brand_id: 2, page_size: 100 });
    const [{ b }] = await rows<{ b: number }>(sql`select count(*)::int as b from goods where is_on_shelf and brand_id = 2`);
    expect(brand.count).toBe(b);
    const priced = await callOk(t.app, '/api/goodssku/page', { min_price: '50', max_price: 100.5, page_size: 100 });
    expect(priced.count).toBeGreaterThan(0);
    expect(priced.list.every((g) => Number(g.discount_price) >= 50 && Number(g.discount_price) <= 100.5)).toBe(true);
    const [tea] = await rows<{ c1: number }>(sql`select category_id_1 as c1 from goods where is_on_shelf and tag_type = 1 and goods_name like '%茶%' limit 1`);
    const both = await callOk(t.app, '/api/goodssku/page', { keyword: '茶', category_id: tea.c1, level: 1, tag_type: 1, page_size: 100 });
    expect(both.count).toBeGreaterThan(0);
    expect(both.list.every((g) => g.tag_type === 1)).toBe(true);
  });

  it('sorts by sales, price and newest, with stable ties', async () => {
    const sales = (await callOk(t.app, '/api/goodssku/page', { sort: 'sales', page_size: 100 })).list.map((g) => g.sale_num);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const asc = (await callOk(t.app, '/api/goodssku/page', { sort: 'price_asc', page_size: 100 })).list.map((g) => Number(g.discount_price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await callOk(t.app, '/api/goodssku/page', { sort: 'price_desc', keyword: '米', page_size: 100 })).list.map((g) => Number(g.discount_price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = await callOk(t.app, '/api/goodssku/page', { sort: 'newest', page_size: 3 });
    expect(newest.list[0].goods_id).toBeGreaterThan(newest.list[2].goods_id);
  });

  it('goods.default_price follows the default sku (trigger), so price sorts and filters see a new price at once', async () => {
    const db = t.database.db;
    const mismatched = await rows(sql`select 1 from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
      where g.default_price <> s.discount_price`);
    expect(mismatched).toEqual([]);
    const [g] = await db
      .insert(goods)
      .values({ goodsName: '默认价测试腊肉', siteId: 1, categoryId: 3, categoryId1: 1, categoryId2: 2, goodsImage: ['/upload/x.svg'] })
      .returning({ id: goods.goodsId });
    const [cheap] = await db
      .insert(goodsSku)
      .values({ goodsId: g.id, specName: '小份', skuImage: '/upload/x.svg', price: 2, discountPrice: 1, isDefault: true })
      .returning({ id: goodsSku.skuId });
    const [dear] = await db
      .insert(goodsSku)
      .values({ goodsId: g.id, specName: '大份', skuImage: '/upload/x.svg', price: 99_999_999, discountPrice: 99_999_998, isDefault: false })
      .returning({ id: goodsSku.skuId });
    const first = async (sort: string) => (await callOk(t.app, '/api/goodssku/page', { category_id: 3, level: 3, sort, page_size: 1 })).list[0];
    expect((await first('price_asc')).goods_id).toBe(g.id);
    // The other sku becomes the default: the goods moves to the other end of the price order.
    await db.transaction(async (tx) => {
      await tx.update(goodsSku).set({ isDefault: false }).where(sql`${goodsSku.skuId} = ${cheap.id}`);
      await tx.update(goodsSku).set({ isDefault: true }).where(sql`${goodsSku.skuId} = ${dear.id}`);
    });
    expect((await first('price_desc')).goods_id).toBe(g.id);
    expect((await first('price_asc')).goods_id).not.toBe(g.id);
    const priced = await callOk(t.app, '/api/goodssku/page', { min_price: '999999.98', page_size: 5 });
    expect(priced.list.map((x) => x.sku_id)).toEqual([dear.id]);
    await db.delete(goods).where(sql`${goods.goodsId} = ${g.id}`);
  });

  it('never lists off-shelf goods', async () => {
    const off = await rows<{ goods_id: number }>(sql`select goods_id from goods where not is_on_shelf`);
    expect(off.length).toBeGreaterThan(0);
    const all = await allPages({}, 100);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from goods where is_on_shelf`);
    expect(all).toHaveLength(n);
  });
});

describe('bad input', () => {
  const bad = async (body: Record<string, unknown>, field: string) => {
    const { res, json } = await post(t.app, '/api/goodssku/page', body);
    expect(res.statusCode).toBe(200);
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(json.message).toContain(field);
    expect(json.message).toMatch(/^参数错误：/);
    return json.message;
  };
  it('page 0, page_size 1000, unknown sort, long keyword, wrong types, min above max', async () => {
    expect(await bad({ page: 0 }, 'page')).toContain('页码必须大于等于 1');
    expect(await bad({ page_size: 1000 }, 'page_size')).toContain('每页数量不能超过 100');
    expect(await bad({ sort: 'random' }, 'sort')).toContain('排序方式');
    expect(await bad({ keyword: '茶'.repeat(SEARCH_KEYWORD_MAX + 1) }, 'keyword')).toContain('不能超过 50 个字');
    await bad({ category_id: 'abc' }, 'category_id');
    await bad({ page: 1.5 }, 'page');
    await bad({ keyword: 123 }, 'keyword');
    await bad({ min_price: -1 }, 'min_price');
    await bad({ min_price: 10, max_price: 5 }, 'min_price');
    await bad({ tag_level: 7 }, 'tag_level');
    await bad({ level: 4, category_id: 1 }, 'level');
  });
  it('a 50-character keyword is fine', async () => {
    const { json } = await post(t.app, '/api/goodssku/page', { keyword: '茶'.repeat(SEARCH_KEYWORD_MAX) });
    expect(json.code).toBe(0);
  });
  it('control characters are refused with a clear message, never sent to the database', async () => {
    const { json } = await post(t.app, '/api/goodssku/page', { keyword: '脐\u0000橙' });
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(json.message).toMatch(/[\u4e00-\u9fa5]/);
  });
  it('LIKE wildcards are plain characters', async () => {
    expect((await callOk(t.app, '/api/goodssku/page', { keyword: '%' })).count).toBe(0);
    expect((await callOk(t.app, '/api/goodssku/page', { keyword: '_' })).count).toBe(0);
  });
});
