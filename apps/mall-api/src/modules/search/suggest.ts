// Suggestions as the shopper types (/api/goodssku/suggest): goods kind from search_suggest_term
// (product phrases of goods names, merchant keywords, category names), shop kind from shop names.
import { sql, type SQL } from 'drizzle-orm';
import type { Suggestion } from '@mall/rest-contract';
import { keywordTerms } from '@mall/rest-contract/keyword';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';
import { mixedForms, namesPinyin, termKind } from './text';

/** A suggestion's text or pinyin (`full initials`) contains the term, by the goods rules in small. */
function termMatches(term: string, text: SQL, pinyin: SQL): SQL {
  const kind = termKind(term);
  const has = (column: SQL, value: string) => sql`strpos(${column}, ${value}) > 0`;
  if (kind === 'text') return has(text, term);
  if (kind === 'latin') return sql`(${has(text, term)} or ${has(pinyin, term)})`;
  const m = mixedForms(term);
  return sql`(${has(text, term)} or ((${has(pinyin, m.initials)} or ${has(pinyin, m.full)}) and ${sql.join(
    m.han.map((h) => has(text, h)),
    sql` and `,
  )}))`;
}

/**
 * Shops (alias `s`) whose name or short name holds every term of the keyword, in Chinese or pinyin
 * (shop.search_pinyin); null when the keyword has no term (only punctuation or emoji: no shop).
 */
export function shopKeywordMatch(keyword: string): SQL | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  return sql.join(
    terms.map((t) => termMatches(t, sql`lower(s.site_name || ' ' || s.shortname)`, sql`s.search_pinyin`)),
    sql` and `,
  );
}

/** Branch sites (website `w`, website_profile `p`) whose title or province holds every term, in Chinese or pinyin. */
export function siteKeywordMatch(keyword: string): SQL | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  return sql.join(
    terms.map((t) => termMatches(t, sql`lower(w.title || ' ' || coalesce(p.province_name, ''))`, sql`coalesce(p.pinyin, '')`)),
    sql` and `,
  );
}

const none = { goods_count: 0, category_id: null, category_name: null, category_level: null, site_id: null };

export async function suggest(db: Db, keyword: string, kind: 'goods' | 'shop', size: number): Promise<Suggestion[]> {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return [];
  const first = terms[0];
  if (kind === 'shop') {
    const all = shopKeywordMatch(keyword)!;
    const rows = await rowsOf<{ site_id: number; site_name: string }>(
      db.execute(sql`select s.site_id, s.site_name from shop s where s.is_open and ${all}
        order by (left(lower(s.site_name), ${[...first].length}) = ${first}) desc, s.site_id limit ${size}`),
    );
    return rows.map((r) => ({ ...none, kind: 'shop' as const, text: r.site_name, site_id: r.site_id }));
  }
  const all = sql.join(
    terms.map((t) => termMatches(t, sql`t.term`, sql`t.pinyin`)),
    sql` and `,
  );
  const prefix = sql`(left(t.term, ${[...first].length}) = ${first} or left(t.pinyin, ${first.length}) = ${first})`;
  const rows = await rowsOf<{ term: string; source: number; goods_count: number; category_id: number; category_name: string | null; level: number | null }>(
    db.execute(sql`select t.term, t.source, t.goods_count, t.category_id, c.category_name, c.level
      from search_suggest_term t left join goods_category c on c.category_id = t.category_id
      where ${all} order by ${prefix} desc, t.goods_count desc, t.sales desc, t.term limit ${size}`),
  );
  const list: Suggestion[] = rows.map((r) => ({ ...none, kind: 'keyword' as const, text: r.term, goods_count: Number(r.goods_count) }));
  // The best suggestion once more, within the category most of its goods are in (「脐橙 在 水果 分类」).
  const best = rows[0];
  if (best?.category_name) {
    list.splice(1, 0, {
      ...none,
      kind: 'category',
      text: best.term,
      goods_count: Number(best.goods_count),
      category_id: best.category_id,
      category_name: best.category_name,
      category_level: Number(best.level),
    });
  }
  return list.slice(0, size);
}

/**
 * Rebuilds search_suggest_term in one transaction: the product phrase of every on-shelf goods name
 * (its first word), every merchant keyword and every shown category name, each with the on-shelf
 * goods it stands for, their sales and their commonest level-1 category; then each term's pinyin.
 */
export async function refreshSuggestTerms(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_suggest_term'))`);
    await tx.execute(sql`delete from search_suggest_term`);
    await tx.execute(sql`insert into search_suggest_term (term, source, goods_count, sales, category_id)
      select term, min(source), count(distinct goods_id)::int, least(sum(sale_num), 2147483647)::int, mode() within group (order by category_id_1)
      from (
        select left(split_part(split_part(search_text, E'\t', 1), ' ', 1), 64) as term, 1 as source, goods_id, sale_num, category_id_1
          from goods where is_on_shelf
        union all
        select left(k, 64), 2, goods_id, sale_num, category_id_1
          from goods cross join lateral unnest(string_to_array(split_part(split_part(search_text, '|', 2), E'\t', 1), ' ')) as k where is_on_shelf
        union all
        select left(lower(c.category_name), 64), 3, g.goods_id, g.sale_num, g.category_id_1
          from goods_category c join goods g on g.is_on_shelf and c.category_id in (g.category_id, g.category_id_2, g.category_id_1) where c.is_show
      ) t where char_length(term) >= 2 group by term`);
    const terms = await rowsOf<{ term: string }>(tx.execute(sql`select term from search_suggest_term`));
    for (let i = 0; i < terms.length; i += 500) {
      const chunk = terms.slice(i, i + 500);
      const values = sql.join(
        chunk.map((t) => sql`(${t.term}, ${namesPinyin(t.term)})`),
        sql`, `,
      );
      await tx.execute(sql`update search_suggest_term s set pinyin = v.pinyin from (values ${values}) as v(term, pinyin) where s.term = v.term`);
    }
    return terms.length;
  });
}
