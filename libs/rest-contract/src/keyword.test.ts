// The search keyword of SPEC §5: trimmed, at most 50 characters.
import { describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_MAX } from './constants';
import { normalizeKeyword } from './keyword';

describe('normalizeKeyword', () => {
  it.each([
    ['  赣南脐橙 ', '赣南脐橙'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['   ', ''],
    ['x'.repeat(60), 'x'.repeat(SEARCH_KEYWORD_MAX)],
    // Cut at 50 characters, then trimmed again: the space that ends up last goes too.
    ['橙'.repeat(49) + ' 子', '橙'.repeat(49)],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeKeyword(raw)).toBe(expected);
  });
  it('counts code points, so an emoji is never cut in half', () => {
    const out = normalizeKeyword('🍊'.repeat(60));
    expect(Array.from(out)).toHaveLength(SEARCH_KEYWORD_MAX);
    expect(out).toBe('🍊'.repeat(SEARCH_KEYWORD_MAX));
  });
  it('takes another limit', () => {
    expect(normalizeKeyword('湘西猕猴桃', 2)).toBe('湘西');
  });
});
