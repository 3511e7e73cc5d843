import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@mall/i18n';
import { canonicalUrl, jsonLdText, languageAlternates, metaOfMatches, PageMeta, plainTextExcerpt, publicOrigin } from './meta';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('jsonLdText', () => {
  it('keeps a goods name with </script> as text inside the script element', () => {
    const name = '秭归脐橙</script><script>alert(1)</script><!--';
    const text = jsonLdText({ '@type': 'Product', name });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<script');
    expect(text).not.toContain('<!--');
    // Still JSON with the very same value.
    expect(JSON.parse(text)).toEqual({ '@type': 'Product', name });
  });

  it('escapes & and the JavaScript line separators', () => {
    const text = jsonLdText({ name: 'a&b\u2028c\u2029' });
    expect(text).toBe('{"name":"a\\u0026b\\u2028c\\u2029"}');
    expect(JSON.parse(text)).toEqual({ name: 'a&b\u2028c\u2029' });
  });
});

describe('PageMeta', () => {
  it('renders description, canonical and an escaped JSON-LD script', () => {
    const html = renderToStaticMarkup(
      createElement(PageMeta, {
        description: '五常大米 "稻花香" <新米>',
        canonical: 'https://mall.example.cn/sku-1',
        jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'x</script><script>alert(1)</script>' },
      }),
    );
    expect(html).toContain('<meta name="description" content="五常大米 &quot;稻花香&quot; &lt;新米&gt;"/>');
    expect(html).toContain('<link rel="canonical" href="https://mall.example.cn/sku-1"/>');
    expect(html).toContain('<script type="application/ld+json">');
    // One script element: the injected one stayed text.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>', html.indexOf('<script')) + 1, html.indexOf('</script>'));
    expect(JSON.parse(json).name).toBe('x</script><script>alert(1)</script>');
  });

  it('renders nothing for empty meta', () => {
    expect(renderToStaticMarkup(createElement(PageMeta, {}))).toBe('');
  });

  it('writes the site keywords and the Open Graph tags of a shared link', () => {
    const html = renderToStaticMarkup(
      createElement(PageMeta, {
        description: '甘肃定西马铃薯',
        canonical: 'https://mall.example.cn/sku-7',
        image: '/upload/goods/7_1.svg',
        jsonLd: { '@type': 'Product', name: '马铃薯' },
        title: '甘肃定西马铃薯 - 消费帮扶特产商城',
        site: { name: '消费帮扶特产商城', keywords: '消费帮扶,832平台' },
      }),
    );
    expect(html).toContain('<meta name="keywords" content="消费帮扶,832平台"/>');
    expect(html).toContain('<meta property="og:title" content="甘肃定西马铃薯 - 消费帮扶特产商城"/>');
    expect(html).toContain('<meta property="og:url" content="https://mall.example.cn/sku-7"/>');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="og:image" content="https://mall.example.cn/upload/goods/7_1.svg"/>');
    expect(html).toContain('<meta property="og:site_name" content="消费帮扶特产商城"/>');
  });

  it('links each language of a page (hreflang zh-CN, en and x-default) and says its own in og:locale', () => {
    const chinese = renderToStaticMarkup(createElement(PageMeta, { description: '马铃薯', canonical: 'https://mall.example.cn/list?keyword=x' }));
    expect(chinese).toContain('<link rel="alternate" hrefLang="zh-CN" href="https://mall.example.cn/list?keyword=x"/>');
    expect(chinese).toContain('<link rel="alternate" hrefLang="en" href="https://mall.example.cn/list?keyword=x&amp;lang=en-us"/>');
    expect(chinese).toContain('<link rel="alternate" hrefLang="x-default" href="https://mall.example.cn/list?keyword=x"/>');
    expect(chinese).toContain('<meta property="og:locale" content="zh_CN"/>');
    const english = renderToStaticMarkup(
      createElement(LanguageProvider, {
        language: 'en-us',
        children: createElement(PageMeta, { description: 'Potatoes', canonical: 'https://mall.example.cn/sku-7?lang=en-us' }),
      }),
    );
    expect(english).toContain('<link rel="alternate" hrefLang="zh-CN" href="https://mall.example.cn/sku-7"/>');
    expect(english).toContain('<link rel="alternate" hrefLang="en" href="https://mall.example.cn/sku-7?lang=en-us"/>');
    expect(english).toContain('<meta property="og:locale" content="en_US"/>');
    // No canonical (a page for one shopper): no alternates either.
    expect(renderToStaticMarkup(createElement(PageMeta, { description: 'x' }))).not.toContain('hrefLang');
    expect(languageAlternates('https://mall.example.cn/?lang=zh-cn').map((a) => a.href)).toEqual([
      'https://mall.example.cn/',
      'https://mall.example.cn/?lang=en-us',
      'https://mall.example.cn/',
    ]);
  });

  it('gives the site home the Organization and the WebSite with its search action', () => {
    const html = renderToStaticMarkup(
      createElement(PageMeta, { canonical: 'https://mall.example.cn/', siteHome: true, site: { name: '消费帮扶特产商城', logo: '/upload/site/logo.svg' } }),
    );
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const graph = scripts.flatMap((s) => s['@graph'] ?? []);
    expect(graph.find((n) => n['@type'] === 'Organization')).toMatchObject({ name: '消费帮扶特产商城', logo: 'https://mall.example.cn/upload/site/logo.svg' });
    expect(graph.find((n) => n['@type'] === 'WebSite').potentialAction.target.urlTemplate).toBe('https://mall.example.cn/list?keyword={search_term_string}');
    expect(renderToStaticMarkup(createElement(PageMeta, { canonical: 'https://mall.example.cn/list', site: { name: 'x' } }))).not.toContain('WebSite');
  });
});

describe('plainTextExcerpt', () => {
  it('drops tags, scripts and styles, decodes entities and collapses whitespace', () => {
    const html = '<p>产自&nbsp;<b>黑龙江</b>五常</p>\n<style>p{color:red}</style><script>alert(1)</script><p>&lt;新米&gt; &amp; &#x4E2D;&#22269;</p>';
    expect(plainTextExcerpt(html)).toBe('产自 黑龙江 五常 <新米> & 中国');
  });

  it('cuts long text at the limit by characters, with an ellipsis', () => {
    const text = '橙'.repeat(200);
    const out = plainTextExcerpt(text, 120);
    expect(Array.from(out)).toHaveLength(120);
    expect(out.endsWith('…')).toBe(true);
    // An emoji (two UTF-16 units) is never split.
    const emoji = plainTextExcerpt('🍊'.repeat(10), 5);
    expect(emoji).toBe('🍊🍊🍊🍊…');
  });

  it('is empty for no introduction', () => {
    expect(plainTextExcerpt(null)).toBe('');
    expect(plainTextExcerpt('<p> </p>')).toBe('');
  });
});

describe('canonicalUrl and publicOrigin', () => {
  it('uses the request origin by default and keeps only the named query parameters', () => {
    const request = new Request('http://127.0.0.1:3000/list?sort=price_asc&keyword=%E5%A4%A7%E7%B1%B3&page=2&utm_source=x&category_id=');
    expect(canonicalUrl(request, ['keyword', 'category_id', 'page'])).toBe('http://127.0.0.1:3000/list?keyword=%E5%A4%A7%E7%B1%B3&page=2');
    expect(canonicalUrl(request)).toBe('http://127.0.0.1:3000/list');
  });

  it("keeps the address's language when it is not the default one (the English page is an address of its own)", () => {
    expect(canonicalUrl('http://127.0.0.1:3000/list?keyword=x&lang=EN-US&utm=1', ['keyword'])).toBe('http://127.0.0.1:3000/list?keyword=x&lang=en-us');
    expect(canonicalUrl('http://127.0.0.1:3000/sku-1?lang=zh-cn')).toBe('http://127.0.0.1:3000/sku-1');
    expect(canonicalUrl('http://127.0.0.1:3000/sku-1?lang=fr')).toBe('http://127.0.0.1:3000/sku-1');
  });

  it('prefers PUBLIC_ORIGIN (without a trailing slash) when the server sets it', () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://mall.example.cn/');
    expect(publicOrigin('http://10.0.0.5:3000/sku-1')).toBe('https://mall.example.cn');
    expect(canonicalUrl('http://10.0.0.5:3000/sku-1?x=1')).toBe('https://mall.example.cn/sku-1');
  });
});

describe('metaOfMatches', () => {
  it('takes the deepest match that has meta', () => {
    const meta = { description: 'page' };
    expect(metaOfMatches([{ loaderData: { member: null } }, { loaderData: { meta } }, { loaderData: null }])).toBe(meta);
    expect(metaOfMatches([{ loaderData: { documentTitle: 'x' } }, { data: undefined }])).toBeUndefined();
  });
});
