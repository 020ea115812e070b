import { describe, expect, it } from 'vitest';
import { resultCount } from './format';

describe('resultCount', () => {
  it('prints the count with separators, and "이상" when the server stopped counting at its cap', () => {
    expect(resultCount({ total: 0 })).toBe('0개');
    expect(resultCount({ total: 215, totalCapped: false })).toBe('215개');
    expect(resultCount({ total: 1000, totalCapped: true })).toBe('1,000개 이상');
  });
});
