// sitemap.xml: the XML of a sitemap index and of its files, written here rather than
// with the `sitemap` package: two fixed shapes with escaped text need no stream machinery.
import { SITEMAP_KINDS, SITEMAP_MAX_URLS, type SitemapKind } from '@mall/rest-contract';

/** A sitemap file's kind: the fixed public routes, or one entity kind listed by mall-api. */
export type SitemapFileKind = 'pages' | SitemapKind;
export const SITEMAP_FILE_KINDS: readonly SitemapFileKind[] = ['pages', ...SITEMAP_KINDS];

/** The public routes without an id (SPEC §2) that search engines may read. */
export const FIXED_PUBLIC_PATHS = [
  '/',
  '/category',
  '/list',
  '/brand',
  '/brandlist',
  '/street',
  '/streetlst',
  '/cms/notice',
  '/cms/article',
  '/cms/help',
  '/shop_list',
  '/shop_street',
  '/support',
  '/support_list',
  '/region',
  '/coupon',
  '/promotion/seckill',
  '/promotion/groupbuy',
  '/promotion/topic',
  '/promotion/redarea',
  '/promotion/redarea/hunan',
  '/promotion/redarea/jiangxi',
  '/promotion/special',
  '/promotion/residencyhelp',
  '/promotion/eastwest',
  '/promotion/optimalfarmers',
  '/promotion/localtube',
  '/promotion/mealplan',
  '/promotion/projectList',
  '/promotion/newsInformation',
  '/ourfresh',
] as const;

/** The page of an entity of each kind (the route table's paths). */
export const ENTITY_PATH: Record<SitemapKind, (id: number) => string> = {
  goods: (id) => `/sku-${id}`,
  shop: (id) => `/shop-${id}`,
  notice: (id) => `/cms/notice-${id}`,
  article: (id) => `/cms/article-${id}`,
  help: (id) => `/cms/help-${id}`,
  region: (id) => `/region-${id}`,
  project: (id) => `/promotion/projectList/detail-${id}`,
  news: (id) => `/promotion/newsInformation/detail-${id}`,
  seckill: (id) => `/promotion/seckill-${id}`,
  groupbuy: (id) => `/promotion/groupbuy-${id}`,
  topic: (id) => `/promotion/topic-${id}`,
};

/** Text for XML content and attributes: the five special characters, and no control characters. */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- characters XML 1.0 forbids are dropped, not escaped
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export interface SitemapUrl {
  loc: string;
  /** Unix seconds; written as a W3C date. */
  lastmod?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const w3cDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A <urlset> file. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => `<url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

/** The <sitemapindex> pointing at every file. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}${body ? '\n' : ''}</sitemapindex>\n`;
}

/** /sitemap-<kind>-<n>.xml (n from 1). */
export const sitemapFileName = (kind: SitemapFileKind, n: number) => `sitemap-${kind}-${n}.xml`;

/** Parses a file name back to its kind and number; null for anything else. */
export function parseSitemapFileName(name: string): { kind: SitemapFileKind; n: number } | null {
  const m = /^sitemap-([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(name);
  if (!m || !(SITEMAP_FILE_KINDS as readonly string[]).includes(m[1])) return null;
  return { kind: m[1] as SitemapFileKind, n: Number(m[2]) };
}

/**
 * The files of the index: one for the fixed routes, and per entity kind as many as its total needs
 * at `maxUrls` each (none for an empty kind).
 */
export function sitemapFiles(totals: Partial<Record<SitemapKind, number>>, maxUrls: number = SITEMAP_MAX_URLS): string[] {
  const files = [sitemapFileName('pages', 1)];
  for (const kind of SITEMAP_KINDS) {
    const count = Math.ceil((totals[kind] ?? 0) / maxUrls);
    for (let n = 1; n <= count; n++) files.push(sitemapFileName(kind, n));
  }
  return files;
}
