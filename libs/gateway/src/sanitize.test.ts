// The allow-list sanitiser (libs/rest-contract html.ts) the gateway applies to every rich-text field.
import { isSafeUrl, sanitizeHtml } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT type="x">a</SCRIPT >b', 'b'],
    ['<p onclick="x()" class="c">t</p>', '<p>t</p>'],
    ['<img src="/a.svg" onerror=alert(1) alt="图">', '<img src="/a.svg" alt="图">'],
    ['<img src="javascript:alert(1)">', '<img>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#115;cript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" &#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example/?a=1&b=2" target="_blank">x</a>', '<a href="https://ok.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="/cms/help" target="_self">x</a>', '<a href="/cms/help">x</a>'],
    ['<iframe src="https://evil"></iframe>after', 'after'],
    ['<style>p{}</style><p style="color:red">s</p>', '<p>s</p>'],
    ['<svg><script>1</script></svg>x', 'x'],
    ['<!-- <script>1</script> -->c', 'c'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
    ['stray </div> close', 'stray  close'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['&lt;script&gt; stays text', '&lt;script&gt; stays text'],
    ['<td colspan="2" rowspan="x">c</td>', '<td colspan="2">c</td>'],
    ['<p title="x" id="y">t</p>', '<p>t</p>'],
    ['<div><marquee>m</marquee></div>', '<div>m</div>'],
    ['<img src="/a.svg" alt=\'"><script>1</script>\'>', '<img src="/a.svg" alt="&quot;&gt;&lt;script&gt;1&lt;/script&gt;">'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const html = '<h3>标题</h3><p>正文<a href="/x" target="_blank">链接</a></p><table><tr><td>1</td></tr></table><img src="/u.svg">';
    const once = sanitizeHtml(html);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('allows http(s), mailto, tel and relative URLs only', () => {
    expect(['https://a.cn', 'http://a.cn', '/x', 'x.html', '#top', '?q=1', 'mailto:a@b.cn', 'tel:400', '//cdn.cn/x.png'].every(isSafeUrl)).toBe(true);
    expect(['javascript:x', 'vbscript:x', 'data:x', 'file:///etc/passwd', 'java\nscript:x'].some(isSafeUrl)).toBe(false);
  });
});
