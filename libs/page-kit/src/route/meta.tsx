// What search engines read of a page: meta description, canonical link and
// JSON-LD. Here, beside routing.tsx, because every domain lib's loaders build it from their request
// and data, and the app's Root renders it once from the route matches (as it does the title):
// one place, so a page never carries two descriptions. ui stays free of routing and requests.
import { useMatches } from 'react-router-dom';
import { isLanguage, LANGUAGE_PARAM, useLanguage } from '@mall/i18n';

/** What a page's loader returns as `meta` for search engines (beside `documentTitle`). */
export interface PageMetaData {
  /** Plain text, already trimmed (see `plainTextExcerpt`). */
  description?: string;
  /** Absolute URL of the page's one address (see `canonicalUrl`). */
  canonical?: string;
  /** Structured data (schema.org), written as `<script type="application/ld+json">`. */
  jsonLd?: object;
  /** The picture a shared link shows (Open Graph og:image): a goods' or an article's first picture. */
  image?: string;
  /** The site's home: it also carries the site's Organization and WebSite (with its search) JSON-LD. */
  siteHome?: boolean;
}

/** What every page says of the site (the layout's site info): its name, logo and keywords. */
export interface SiteMetaData {
  name: string;
  logo?: string;
  /** Comma-separated (SPEC §3 site info `keywords`), written as `<meta name="keywords">`. */
  keywords?: string;
}

/**
 * The site's Organization and WebSite, the WebSite with its search (/list?keyword=) as a
 * SearchAction, so a search engine can offer the site's own search box.
 */
export function siteJsonLd(site: SiteMetaData, origin: string): object {
  const logo = site.logo ? new URL(site.logo, `${origin}/`).href : undefined;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: site.name,
        url: `${origin}/`,
        ...(logo ? { logo } : {}),
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: site.name,
        url: `${origin}/`,
        inLanguage: 'zh-CN',
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/list?keyword={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** Meta descriptions longer than this are cut by search engines (Baidu shows about 120 characters). */
export const META_DESCRIPTION_MAX = 120;

/**
 * The public origin of canonical links and the sitemap: `PUBLIC_ORIGIN` when the server sets it (a
 * site behind a proxy or CDN), else the origin the request came to (the host the shopper used).
 * In the browser there is no `process`: the page's own origin is the public one.
 */
export function publicOrigin(request: Request | string): string {
  const configured = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.PUBLIC_ORIGIN;
  if (configured && configured.trim()) return configured.trim().replace(/\/+$/, '');
  return new URL(typeof request === 'string' ? request : request.url).origin;
}

/**
 * The canonical URL of a request: public origin + path, and only the query parameters named in
 * `keep` (in that order, empty ones dropped), so tracking or sort variants of one page share one address.
 * A language other than the default named by the address (`lang=en-us`) stays: that language's page
 * is an address of its own (see `languageAlternates`).
 */
export function canonicalUrl(request: Request | string, keep: readonly string[] = []): string {
  const url = new URL(typeof request === 'string' ? request : request.url);
  const query = new URLSearchParams();
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') query.set(name, value);
  }
  const language = url.searchParams.get(LANGUAGE_PARAM)?.toLowerCase();
  if (isLanguage(language) && language !== 'zh-cn') query.set(LANGUAGE_PARAM, language);
  const search = query.toString();
  return `${publicOrigin(url.href)}${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The page in each language, from its canonical URL, for `<link rel="alternate" hreflang>`: Chinese
 * (the address without `lang`, also the x-default) and English (`lang=en-us`).
 */
export function languageAlternates(canonical: string): { hrefLang: string; href: string }[] {
  const chinese = new URL(canonical);
  chinese.searchParams.delete(LANGUAGE_PARAM);
  const english = new URL(chinese);
  english.searchParams.set(LANGUAGE_PARAM, 'en-us');
  return [
    { hrefLang: 'zh-CN', href: chinese.href },
    { hrefLang: 'en', href: english.href },
    { hrefLang: 'x-default', href: chinese.href },
  ];
}

const OG_LOCALE = { 'zh-cn': 'zh_CN', 'en-us': 'en_US' } as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of an HTML fragment (a goods introduction) for a meta description: tags, scripts and
 * styles dropped, common entities decoded, whitespace collapsed, cut at `max` characters (by code
 * point, so a Chinese character or emoji is never split) with an ellipsis.
 */
export function plainTextExcerpt(html: string | null | undefined, max = META_DESCRIPTION_MAX): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes (so `</script>` or `<!--` in a
 * goods name stays text), and U+2028/2029 escaped for old parsers. Still valid JSON, same value.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders nothing visible (so it has no story): React 19 hoists the `<meta name="description">` and
 * `<link rel="canonical">` into <head>; the JSON-LD `<script>` stays where it is rendered (React does
 * not hoist inline scripts), which search engines read anywhere in the document.
 */
export function PageMeta({
  description,
  canonical,
  jsonLd,
  image,
  siteHome,
  site,
  title,
}: PageMetaData & { site?: SiteMetaData; title?: string }) {
  const origin = canonical ? new URL(canonical).origin : undefined;
  const language = useLanguage();
  return (
    <>
      {description ? <meta name="description" content={description} /> : null}
      {site?.keywords ? <meta name="keywords" content={site.keywords} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {canonical
        ? languageAlternates(canonical).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))
        : null}
      {/* Open Graph: what a shared link shows (WeChat, Weibo and others read it). */}
      {description || canonical ? (
        <>
          {title ? <meta property="og:title" content={title} /> : null}
          {description ? <meta property="og:description" content={description} /> : null}
          {canonical ? <meta property="og:url" content={canonical} /> : null}
          <meta
            property="og:type"
            content={
              jsonLd && (jsonLd as { '@type'?: unknown })['@type'] === 'Product' ? 'product' : 'website'
            }
          />
          {site?.name ? <meta property="og:site_name" content={site.name} /> : null}
          {image && origin ? <meta property="og:image" content={new URL(image, `${origin}/`).href} /> : null}
          <meta property="og:locale" content={OG_LOCALE[language]} />
        </>
      ) : null}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      ) : null}
      {siteHome && site && origin ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(siteJsonLd(site, origin)) }}
        />
      ) : null}
    </>
  );
}

function isPageMeta(value: unknown): value is PageMetaData {
  return typeof value === 'object' && value !== null;
}

/** The deepest route match's loader `meta` (a page's own), or undefined when no page set one. */
export function metaOfMatches(
  matches: readonly { loaderData?: unknown; data?: unknown }[],
): PageMetaData | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = (matches[i].loaderData ?? matches[i].data) as { meta?: unknown } | null | undefined;
    if (data && typeof data === 'object' && isPageMeta(data.meta)) return data.meta;
  }
  return undefined;
}

/**
 * The page's meta from its loader's `meta`, or the site's default description on pages that set
 * none. Rendered once, by the app's Root: so the default never doubles a page's own description.
 */
export function RouteMeta({
  defaultDescription,
  site,
  title,
}: {
  defaultDescription: string;
  site?: SiteMetaData;
  title?: string;
}) {
  const meta = metaOfMatches(useMatches());
  return (
    <PageMeta {...meta} description={meta?.description || defaultDescription} site={site} title={title} />
  );
}
