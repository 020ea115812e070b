import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_SEARCH_LIMIT, addRecentSearch, readRecentSearches, removeRecentSearch } from './recent-searches';

describe('recent searches kept in the browser for visitors without an account', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, each term once, at most the limit', () => {
    addRecentSearch('비타민');
    addRecentSearch(' omega  3 ');
    addRecentSearch('비타민');
    expect(readRecentSearches()).toEqual(['비타민', 'omega 3']);
    for (let i = 0; i < RECENT_SEARCH_LIMIT + 3; i++) addRecentSearch(`검색${i}`);
    expect(readRecentSearches()).toHaveLength(RECENT_SEARCH_LIMIT);
    expect(readRecentSearches()[0]).toBe(`검색${RECENT_SEARCH_LIMIT + 2}`);
  });

  it('removes one term, ignores empty terms and a broken stored value', () => {
    addRecentSearch('루테인');
    addRecentSearch('콜라겐');
    expect(removeRecentSearch('루테인')).toEqual(['콜라겐']);
    expect(addRecentSearch('   ')).toEqual(['콜라겐']);
    localStorage.setItem('shop.recentSearches', '{not json');
    expect(readRecentSearches()).toEqual([]);
  });
});
