import { describe, expect, it } from 'vitest';
import { manAgeText } from './age';

describe('만 나이 from the server’s years', () => {
  it('is whole years, never rounded up; under a year it is months', () => {
    expect(manAgeText(63.99)).toBe('만 63세');
    expect(manAgeText(64)).toBe('만 64세');
    expect(manAgeText(5.3)).toBe('만 5세');
    expect(manAgeText(1)).toBe('만 1세');
    expect(manAgeText(0.75)).toBe('9개월');
    expect(manAgeText(0)).toBe('0개월');
  });
});
