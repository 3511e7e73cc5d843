// The micro page's validation and sanitising in the gateway, with an XSS corpus: nothing executable
// survives, and a bad component never takes the others with it.
import { describe, expect, it, vi } from 'vitest';
import { toDiyPage } from './zone';

const page = (components: unknown[]) => toDiyPage({ id: 1, title: '年货节', components, goods: [] }, () => undefined);
const read = (components: unknown[]) => JSON.parse(page(components).componentsJson) as { type: string; html?: string }[];
const htmlOf = (html: string) => read([{ type: 'richText', html }])[0]?.html ?? '';

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href="jav&#x09;ascript:alert(1)">点我</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">点我</a>',
  '<a href=" javascript:alert(1)">点我</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
  '<a href="vbscript:msgbox(1)">点我</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover=alert(2)>文字</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<style>@import "https://evil.example/x.css";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
];

describe('micro page rich text (XSS corpus)', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const html = htmlOf(`<p>安全内容</p>${payload}`);
    expect(html).toContain('<p>安全内容</p>');
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<meta|<base|<link|<form|<input/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/style=/i);
  });
  it('keeps ordinary formatting and safe links', () => {
    expect(htmlOf('<h3>活动说明</h3><p><strong>每一单</strong>都是帮扶，详见<a href="/cms/help">帮助中心</a></p>')).toBe(
      '<h3>活动说明</h3><p><strong>每一单</strong>都是帮扶，详见<a href="/cms/help">帮助中心</a></p>',
    );
  });
});

describe('micro page components', () => {
  it('skips unknown and malformed components, keeps the rest in order, and logs what it skipped', () => {
    const log = vi.fn();
    const out = toDiyPage(
      {
        id: 2,
        title: '红色老区',
        components: [
          { type: 'title', text: '人气年货' },
          { type: 'liveStream', roomId: 1 },
          { type: 'banner', images: [] },
          { type: 'banner', images: [{ image: '/upload/diy/1.svg', link: 'javascript:alert(1)' }] },
          null,
          'text',
          { type: 'blank', size: 'huge' },
          { type: 'goodsList', source: 'pick', skuIds: [1, 2] },
          { type: 'notice', text: '全场包邮' },
        ],
        goods: [],
      },
      log,
    );
    expect((JSON.parse(out.componentsJson) as { type: string }[]).map((c) => c.type)).toEqual(['title', 'goodsList', 'notice']);
    expect(log).toHaveBeenCalledTimes(1);
    expect((log.mock.calls[0][1] as { index: number; type: string }[]).map((s) => [s.index, s.type])).toEqual([
      [1, 'liveStream'],
      [2, 'banner'],
      [3, 'banner'],
      [4, 'object'],
      [5, 'string'],
      [6, 'blank'],
    ]);
  });
  it('refuses protocol-relative and script links in every link field', () => {
    expect(
      read([
        { type: 'title', text: 'a', link: '//evil.example' },
        { type: 'notice', text: 'b', link: 'javascript:alert(1)' },
        { type: 'imageAds', columns: 2, images: [{ image: 'javascript:alert(1)' }] },
        { type: 'link', kind: 'zone', target: 'javascript:alert(1)', title: 'x' },
        { type: 'notice', text: 'c', link: 'https://www.gov.cn' },
      ]),
    ).toEqual([{ type: 'notice', text: 'c', link: 'https://www.gov.cn' }]);
  });
});
