// The matching rules of goods search as SQL: which goods a term may match (candidates, from indexes)
// and whether it does (the check on the goods row). Candidates are a superset of the matches; the
// check is the rule itself:
//  - every term of the query must match (several words narrow);
//  - a term matches when search_text (name|keywords|initials of both, NFKC lower-cased) contains it;
//  - a term of 3+ latin letters also matches the full pinyin (search_pinyin);
//  - a term mixing letters and Chinese (`qy果`) also matches when its pinyin form is in the pinyin
//    or initials and its Chinese is in the name or keywords.
// search_text's postings (goods_keyword_gram, migrations 0003/0019/0038/0039) serve every term
// length: 1 to 3 characters are one key each, 4+ an intersection of up to MAX_GRAMS trigrams.
// The latin postings (goods_latin_gram, migration 0040) hold the runs of letters and digits of
// search_text and search_pinyin from each pinyin initial: a latin term starting with one is exactly a
// range of them. Other latin terms use the full pinyin's pg_trgm GIN index (3+ letters).
import { sql, type SQL } from 'drizzle-orm';
import { mixedForms, termKind } from './text';

/** The longest gram stored as a posting: a term up to this long is one key. */
const GRAM_MAX = 3;
/** Trigrams looked up for a long term; the check confirms the rest. */
const MAX_GRAMS = 6;
/** Letters from which a latin term is looked up in the full pinyin (pg_trgm needs a trigram). */
export const PINYIN_MIN = 3;

/** The longest latin key (goods_latin_gram.gram): a latin term up to this long is a range of keys. */
const LATIN_KEY_MAX = 10;
/**
 * The letters a latin key starts at (migration 0040): pinyin initials that never end a syllable, so
 * there is about one key per syllable. Every occurrence of a term starting with one is a key's start.
 */
const LATIN_KEY_FIRST = /^[bcdfhjklmpqrstwxyz]/;

/**
 * A latin term the latin postings answer exactly (text or full pinyin, rank included): 3 to
 * LATIN_KEY_MAX letters and digits from a LATIN_KEY_FIRST letter.
 */
export function isLatinKeyTerm(term: string): boolean {
  return termKind(term) === 'latin' && term.length >= PINYIN_MIN && term.length <= LATIN_KEY_MAX && LATIN_KEY_FIRST.test(term);
}

/**
 * A mixed term (`qy果`) the postings answer exactly: it is one goods_keyword_gram key (so are its
 * Chinese runs), and its initials and full pinyin are latin key terms.
 */
export function isMixedKeyTerm(term: string): boolean {
  if (termKind(term) !== 'mixed' || [...term].length > GRAM_MAX) return false;
  const m = mixedForms(term);
  return isLatinKeyTerm(m.initials) && isLatinKeyTerm(m.full);
}

/** The latin postings (alias `g`) whose key starts with `term`: the keys sort by code point, none holds `{`. */
export const latinKeyRange = (term: string): SQL => sql`g.gram >= ${term} and g.gram < ${`${term}{`}`;

/** On-shelf goods whose search_text or search_pinyin holds a latin key term. */
const latinPostings = (term: string): SQL => sql`select g.goods_id from goods_latin_gram g where ${latinKeyRange(term)}`;

/** The distinct trigrams to look up for a term longer than GRAM_MAX: first, last and evenly between. */
export function termGrams(term: string): string[] {
  const chars = [...term];
  const all = [...new Set(chars.slice(0, 1 - GRAM_MAX).map((_, i) => chars.slice(i, i + GRAM_MAX).join('')))];
  if (all.length <= MAX_GRAMS) return all;
  const picked = new Set<string>();
  for (let k = 0; k < MAX_GRAMS; k++) picked.add(all[Math.round((k * (all.length - 1)) / (MAX_GRAMS - 1))]);
  return [...picked];
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** On-shelf goods whose search_text may contain `text` (exact up to GRAM_MAX characters: each is a posting). */
export function postings(text: string): SQL {
  const grams = [...text].length <= GRAM_MAX ? [text] : termGrams(text);
  if (grams.length === 1) return sql`select goods_id from goods_keyword_gram where gram = ${grams[0]}`;
  return sql`select goods_id from goods_keyword_gram where gram in (${list(grams)}) group by goods_id having count(*) = ${grams.length}`;
}

/**
 * A term its postings answer exactly, rank included: 1 to GRAM_MAX characters matched as text (not as
 * pinyin or mixed). A one-term search of it can be listed, counted and faceted from the postings alone.
 */
export function isPostingTerm(term: string): boolean {
  const kind = termKind(term);
  return [...term].length <= GRAM_MAX && (kind === 'text' || (kind === 'latin' && term.length < PINYIN_MIN));
}

const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A latin term of PINYIN_MIN+ letters: it may also match the full pinyin (pg_trgm). */
const isPinyinTerm = (term: string) => termKind(term) === 'latin' && term.length >= PINYIN_MIN;

/** Goods ids whose search_text may hold the term (for a mixed term: its longest Chinese run). */
function textCandidates(term: string): SQL {
  if (termKind(term) !== 'mixed') return postings(term);
  const m = mixedForms(term);
  // The term itself, or its initials or full pinyin, is in every match: when both forms have latin
  // keys, those few goods, not every goods with the Chinese run (果 is in a tenth of them).
  if (isLatinKeyTerm(m.initials) && isLatinKeyTerm(m.full)) {
    return sql`${postings(term)} union ${latinPostings(m.initials)} union ${latinPostings(m.full)}`;
  }
  // Otherwise every branch of the rule needs its longest Chinese run in search_text.
  return postings(m.han.reduce((a, b) => ([...b].length > [...a].length ? b : a)));
}

/** The grams of search_text a term needs: itself up to GRAM_MAX characters, else a spread of its trigrams. */
const gramsOf = (term: string) => ([...term].length <= GRAM_MAX ? [term] : termGrams(term));

/**
 * Goods rows `g` whose search_text holds every one of the grams: one GIN lookup (goods_search_grams_idx,
 * migration 0041) that intersects the grams' entries from the rarest. For terms of up to GRAM_MAX
 * characters this is the text rule itself (a term holds no space or bar, the only grams left out).
 */
const holdsGrams = (grams: string[]): SQL => sql`goods_search_gram_array(g.search_text) @> array[${list([...new Set(grams)])}]::text[]`;

/**
 * Goods rows `g` that may match every term, as a condition the planner answers from indexes alone:
 * the text terms' grams in one GIN lookup, mixed terms' candidates intersected into one id list,
 * and for each pinyin term its latin keys, or its trigram index or its grams. Written as a condition
 * rather than an id list so a pinyin term is a BitmapOr of two indexes, each goods row read once.
 */
export function candidateFilter(terms: string[]): SQL {
  const text = terms.filter((t) => !isPinyinTerm(t) && termKind(t) !== 'mixed');
  const mixed = terms.filter((t) => termKind(t) === 'mixed');
  const parts: SQL[] = [];
  if (text.length > 0) parts.push(holdsGrams(text.flatMap(gramsOf)));
  if (mixed.length > 0) {
    const ids = sql.join(
      mixed.map((t) => sql`(${textCandidates(t)})`),
      sql` intersect `,
    );
    parts.push(sql`g.goods_id = any(array(${ids}))`);
  }
  for (const term of terms.filter(isPinyinTerm)) {
    if (isLatinKeyTerm(term)) parts.push(sql`g.goods_id = any(array(${latinPostings(term)}))`);
    else parts.push(sql`(g.search_pinyin like ${likeAny(term)} or ${holdsGrams(gramsOf(term))})`);
  }
  return sql.join(parts, sql` and `);
}

const contains = (column: SQL, text: string) => sql`strpos(${column}, ${text}) > 0`;

/** The rule for one term on a goods row `g`, over the given parts (all of search_text, or the name's). */
function termRule(term: string, text: SQL, pinyin: SQL, initials: SQL): SQL {
  const kind = termKind(term);
  if (kind === 'text' || (kind === 'latin' && term.length < PINYIN_MIN)) return contains(text, term);
  if (kind === 'latin') return sql`(${contains(text, term)} or ${contains(pinyin, term)})`;
  const m = mixedForms(term);
  const han = sql.join(
    m.han.map((h) => contains(text, h)),
    sql` and `,
  );
  return sql`(${contains(text, term)} or ((${contains(initials, m.initials)} or ${contains(pinyin, m.full)}) and ${han}))`;
}

/** Every term matches goods row `g`. */
export function matchesAll(terms: string[]): SQL {
  return sql.join(
    terms.map((t) => termRule(t, sql`g.search_text`, sql`g.search_pinyin`, sql`g.search_text`)),
    sql` and `,
  );
}

/** The term occurs in the part of `column` before its first bar (the name's part): its first occurrence is there. */
const inFirstPart = (column: SQL, text: string) => sql`strpos(${column}, ${text}) between 1 and strpos(${column}, '|')`;

/** One term within the name: its text or initials, or (3+ letters) its full pinyin; mixed as in matchesAll. */
function nameRule(term: string): SQL {
  const kind = termKind(term);
  const text = sql`g.search_text`;
  const pinyin = sql`g.search_pinyin`;
  if (kind === 'text' || (kind === 'latin' && term.length < PINYIN_MIN)) return inFirstPart(text, term);
  if (kind === 'latin') return sql`(${inFirstPart(text, term)} or ${inFirstPart(pinyin, term)})`;
  const m = mixedForms(term);
  const han = sql.join(
    m.han.map((h) => inFirstPart(text, h)),
    sql` and `,
  );
  return sql`(${inFirstPart(text, term)} or ((${inFirstPart(text, m.initials)} or ${inFirstPart(pinyin, m.full)}) and ${han}))`;
}

/**
 * Relevance for the default order: 0 the name is the query, 1 the name starts with its first term,
 * 2 every term is in the name (its text, initials or pinyin), 3 otherwise (a keyword matched).
 * search_text starts with the name and a tab, and the name's part ends at the first bar (text.ts).
 */
export function relevance(terms: string[]): SQL {
  const phrase = `${terms.join(' ')}\t`;
  const inName = sql.join(terms.map(nameRule), sql` and `);
  return sql`case when left(g.search_text, ${[...phrase].length}) = ${phrase} then 0 when left(g.search_text, ${[...terms[0]].length}) = ${terms[0]} then 1
    when ${inName} then 2 else 3 end`;
}
