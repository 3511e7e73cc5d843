import { describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_MAX } from '@mall/rest-contract/constants';
import { normalizeKeyword, searchPath } from './search';

describe('search keyword', () => {
  it('is trimmed', () => {
    expect(normalizeKeyword('  黄金茶 \t')).toBe('黄金茶');
  });
  it('is cut to 50 characters', () => {
    const long = '茶'.repeat(80);
    expect(SEARCH_KEYWORD_MAX).toBe(50);
    expect(normalizeKeyword(long)).toBe('茶'.repeat(50));
    expect(Array.from(normalizeKeyword('𠀀'.repeat(60)))).toHaveLength(50);
  });
  it('goes to /list for goods and /street for shops', () => {
    expect(searchPath('goods', ' 五常 大米 ')).toBe('/list?keyword=%E4%BA%94%E5%B8%B8+%E5%A4%A7%E7%B1%B3');
    expect(searchPath('shop', '保靖')).toBe('/street?keyword=%E4%BF%9D%E9%9D%96');
    expect(searchPath('goods', '   ')).toBe('/list');
  });
});
