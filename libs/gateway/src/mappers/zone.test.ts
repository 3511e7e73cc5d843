// The micro page's validation in the gateway: a bad component never takes the others with it, and no
// link field carries a script.
import { describe, expect, it, vi } from 'vitest';
import { toDiyPage } from './zone';

const page = (components: unknown[]) => toDiyPage({ id: 1, title: '年货节', components, goods: [] }, () => undefined);
const read = (components: unknown[]) => JSON.parse(page(components).componentsJson) as { type: string; html?: string }[];
const htmlOf = (html: string) => read([{ type: 'richText', html }])[0]?.html ?? '';

describe('micro page rich text', () => {
  it('is passed on as stored (mall-api sanitised it when the page was written)', () => {
    const stored = '<h3>活动说明</h3><p><strong>每一单</strong>都是帮扶，详见<a href="/cms/help">帮助中心</a></p>';
    expect(htmlOf(stored)).toBe(stored);
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
