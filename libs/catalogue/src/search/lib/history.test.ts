import { beforeEach, describe, expect, it } from 'vitest';
import { clearSearchHistory, readSearchHistory, rememberSearch, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './history';

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last ten, newest first, each once, trimmed', () => {
    for (let i = 1; i <= 12; i++) rememberSearch(` 词${i} `);
    rememberSearch('词5');
    const list = readSearchHistory();
    expect(list).toHaveLength(SEARCH_HISTORY_MAX);
    expect(list[0]).toBe('词5');
    expect(list.filter((w) => w === '词5')).toHaveLength(1);
    expect(list).not.toContain('词1');
  });

  it('ignores empty words and unreadable storage; clears', () => {
    rememberSearch('   ');
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['脐橙', 3, null, '脐橙']));
    expect(readSearchHistory()).toEqual(['脐橙']);
    clearSearchHistory();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
