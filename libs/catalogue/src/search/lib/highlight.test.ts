import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';
import { suggestionPath } from './paths';

describe('highlightParts', () => {
  it.each([
    ['陕西周至猕猴桃', '猕猴', [['陕西周至', false], ['猕猴', true], ['桃', false]]],
    ['赣南脐橙 5KG装', '赣南 kg', [['赣南', true], ['脐橙 5', false], ['KG', true], ['装', false]]],
    ['奇异果', 'qyg', [['奇异果', false]]],
    ['奇异果', '', [['奇异果', false]]],
    ['橙橙', '橙', [['橙橙', true]]],
  ] as const)('%s / %s', (text, typed, expected) => {
    expect(highlightParts(text, typed).map((p) => [p.text, p.match])).toEqual(expected);
  });
});

describe('suggestionPath', () => {
  it('keywords to /list, a category keeps the keyword, shops to their page, history by the box kind', () => {
    expect(suggestionPath({ type: 'keyword', text: '奇异果', goodsCount: 3 }, 'goods')).toBe('/list?keyword=%E5%A5%87%E5%BC%82%E6%9E%9C');
    expect(suggestionPath({ type: 'category', text: '脐橙', goodsCount: 3, categoryId: 1, categoryName: '水果', level: 1 }, 'goods')).toBe(
      '/list?keyword=%E8%84%90%E6%A9%99&category_id=1&level=1',
    );
    expect(suggestionPath({ type: 'shop', text: '湘西农家', shopId: 4 }, 'shop')).toBe('/shop-4');
    expect(suggestionPath({ type: 'history', text: '湘西' }, 'shop')).toBe('/street?keyword=%E6%B9%98%E8%A5%BF');
    expect(suggestionPath({ type: 'hot', text: '腊肉' }, 'shop')).toBe('/list?keyword=%E8%85%8A%E8%82%89');
  });
});
