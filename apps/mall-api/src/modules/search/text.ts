// What search matches, as text: the goods' search columns (written with every goods write) and the
// kind of each query term. Pinyin comes from pinyin-pro's dictionary (polyphones by word context).
import { pinyin } from 'pinyin-pro';

/** Bumped when the way search_text / search_pinyin are computed changes: older rows are filled again. */
export const SEARCH_FIELDS_VERSION = 2;

const HAN = /\p{Script=Han}/u;
const LATIN_TERM = /^[a-z0-9]+$/;

/** NFKC (full-width → half-width) and lower case, as the query terms are (keywordTerms). */
export const foldText = (text: string) => text.normalize('NFKC').toLowerCase();

/** Full pinyin and initials of one piece of text, its words kept apart by a space; other characters stay. */
export function pinyinOf(text: string): { full: string; initials: string } {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const full: string[] = [];
  const initials: string[] = [];
  for (const word of words) {
    if (!HAN.test(word)) {
      full.push(word);
      initials.push(word);
      continue;
    }
    const parts = pinyin(word, { type: 'all', toneType: 'none', nonZh: 'consecutive', v: true });
    full.push(parts.map((p) => (p.isZh ? p.pinyin : p.origin)).join(''));
    initials.push(parts.map((p) => (p.isZh ? p.pinyin.slice(0, 1) : p.origin)).join(''));
  }
  return { full: full.join(' '), initials: initials.join(' ') };
}

const noBar = (text: string) => foldText(text).replace(/[|\t]/g, ' ');

/**
 * The goods' search columns for a name and its keywords: search_text is `name⇥initials|keywords⇥initials`
 * (a tab and a bar, which no query term holds, so no term spans two parts and the name's own part is
 * everything before the bar), search_pinyin is `name|keywords` in full pinyin.
 */
export function searchFields(goodsName: string, keywords: string) {
  const name = pinyinOf(noBar(goodsName));
  const words = pinyinOf(noBar(keywords));
  return {
    searchText: `${noBar(goodsName)}\t${name.initials}|${noBar(keywords)}\t${words.initials}`,
    searchPinyin: `${name.full}|${words.full}`,
    searchVersion: SEARCH_FIELDS_VERSION,
  };
}

/** A shop's or a site's pinyin column: full pinyin and initials of each name, space-separated. */
export function namesPinyin(...names: string[]): string {
  return names
    .filter(Boolean)
    .map((n) => {
      const p = pinyinOf(n);
      return `${p.full.replace(/ /g, '')} ${p.initials.replace(/ /g, '')}`;
    })
    .join(' ');
}

export type TermKind = 'text' | 'latin' | 'mixed';

/**
 * How a term matches: `text` (no latin letter: Chinese, digits) by the name or keywords; `latin`
 * (letters and digits only) also by full pinyin or initials; `mixed` (letters with Chinese, `qy果`)
 * also by pinyin with its Chinese turned to pinyin, as long as the Chinese itself is there.
 */
export function termKind(term: string): TermKind {
  if (LATIN_TERM.test(term)) return /[a-z]/.test(term) ? 'latin' : 'text';
  return /[a-z]/.test(term) && HAN.test(term) ? 'mixed' : 'text';
}

/** A mixed term as full pinyin and as initials (`qy果` → `qyguo`, `qyg`), and its Chinese runs. */
export function mixedForms(term: string): { full: string; initials: string; han: string[] } {
  const runs = term.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? [];
  let full = '';
  let initials = '';
  const han: string[] = [];
  for (const run of runs) {
    if (HAN.test(run)) {
      const p = pinyinOf(run);
      full += p.full;
      initials += p.initials;
      han.push(run);
    } else {
      full += run;
      initials += run;
    }
  }
  return { full, initials, han };
}
