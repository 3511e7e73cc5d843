// The rich-text rule: the allow-list kept, everything executable stripped before it is stored.
import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeDiyComponents, sanitizeHtml } from './html';

describe('sanitizeHtml keeps the allow-list', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT type="x">a</SCRIPT >b', 'b'],
    ['<p onclick="x()" class="c">t</p>', '<p>t</p>'],
    ['<img src="/a.svg" onerror=alert(1) alt="图">', '<img src="/a.svg" alt="图" />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#115;cript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" &#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example/?a=1&b=2" target="_blank">x</a>', '<a href="https://ok.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="/cms/help" target="_self">x</a>', '<a href="/cms/help">x</a>'],
    ['<a href="/x" rel="opener">x</a>', '<a href="/x">x</a>'],
    ['<iframe src="https://evil"></iframe>after', 'after'],
    ['<style>p{}</style><p style="color:red">s</p>', '<p>s</p>'],
    ['<svg><script>1</script></svg>x', 'x'],
    ['<!-- <script>1</script> -->c', 'c'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
    ['stray </div> close', 'stray  close'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['&lt;script&gt; stays text', '&lt;script&gt; stays text'],
    ['<td colspan="2" rowspan="x">c</td>', '<td colspan="2">c</td>'],
    ['<img src="/a.png" width="100%" height="expression(1)">', '<img src="/a.png" width="100%" />'],
    ['<ol start="3"><li>三</li></ol>', '<ol start="3"><li>三</li></ol>'],
    ['<p title="x" id="y">t</p>', '<p>t</p>'],
    ['<div><marquee>m</marquee></div>', '<div>m</div>'],
    ['<img src="/a.svg" alt=\'"><script>1</script>\'>', '<img src="/a.svg" alt="&quot;&gt;&lt;script&gt;1&lt;/script&gt;" />'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const html = '<h3>标题</h3><p>正文<a href="/x" target="_blank">链接</a></p><table><tr><td>1</td></tr></table><img src="/u.svg">';
    const once = sanitizeHtml(html);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('keeps ordinary formatting and safe links as written', () => {
    const html = '<h3>活动说明</h3><p><strong>每一单</strong>都是帮扶，详见<a href="/cms/help">帮助中心</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

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
  '<iframe><img src=x onerror=alert(1)></iframe>',
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
  '<scr<script>ipt>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<style>@import "https://evil.example/x.css";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
];

describe('stored XSS payloads are stripped when written', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const html = sanitizeHtml(`<p>安全内容</p>${payload}`);
    expect(html).toContain('<p>安全内容</p>');
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<meta|<base|<link|<form|<input|<textarea|<noscript/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/style=/i);
  });
});

describe('micro-page components as stored', () => {
  it('sanitises the rich text of richText components and leaves the others alone', () => {
    const stored = sanitizeDiyComponents([
      { type: 'richText', html: '<p onclick="x()">说明</p><script>alert(1)</script>' },
      { type: 'notice', text: '<b>全场包邮</b>' },
    ]);
    expect(stored).toEqual([
      { type: 'richText', html: '<p>说明</p>' },
      { type: 'notice', text: '<b>全场包邮</b>' },
    ]);
  });
});

describe('isSafeUrl', () => {
  it.each(['https://a.cn', 'http://a.cn', '/x', 'x.html', '#top', '?q=1', 'mailto:a@b.cn', 'tel:400', '//cdn.cn/x.png'])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });
  it.each(['javascript:x', 'vbscript:x', 'data:x', 'file:///etc/passwd', 'java\nscript:x', ' jav&#x09;ascript:x', '&#106;avascript:x'])('refuses %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});
