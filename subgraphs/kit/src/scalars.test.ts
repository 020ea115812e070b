import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LocalDateScalar, isLocalDate } from './scalars.js';
import { koreanDate } from './time.js';

describe('LocalDate input: a date that exists, or an error before any SQL', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true], // leap day
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-13-45', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-1-5', false],
    ['2026-11-23T00:00:00Z', false],
    ['', false],
  ])('%j -> %s', (value, valid) => {
    expect(isLocalDate(value)).toBe(valid);
    if (valid) expect(LocalDateScalar.parseValue(value)).toBe(value);
    else expect(() => LocalDateScalar.parseValue(value)).toThrow('날짜는 YYYY-MM-DD 형식의 실제 날짜여야 합니다.');
  });

  it('refuses literals the same way', () => {
    expect(LocalDateScalar.parseLiteral({ kind: Kind.STRING, value: '2026-11-23' })).toBe('2026-11-23');
    expect(() => LocalDateScalar.parseLiteral({ kind: Kind.STRING, value: '2026-02-31' })).toThrow();
    expect(() => LocalDateScalar.parseLiteral({ kind: Kind.INT, value: '20261123' })).toThrow();
  });
});

describe('LocalDate output is the Korean date, around midnight KST', () => {
  // 2026-11-23T00:30+09:00 is still 2026-11-22 in UTC.
  const justAfterMidnightKst = new Date('2026-11-22T15:30:00Z');

  it('an instant becomes its date in Korea, not in UTC', () => {
    expect(koreanDate(justAfterMidnightKst)).toBe('2026-11-23');
    expect(LocalDateScalar.serialize(justAfterMidnightKst)).toBe('2026-11-23');
    expect(LocalDateScalar.serialize(new Date('2026-11-22T14:59:59.999Z'))).toBe('2026-11-22'); // 23:59:59 KST
    expect(LocalDateScalar.serialize(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23'); // 00:00 KST
  });

  it('a stored date (a string from a `date` column) is sent as it is', () => {
    expect(LocalDateScalar.serialize('2026-11-23')).toBe('2026-11-23');
    expect(() => LocalDateScalar.serialize('2026-02-31')).toThrow();
  });
});
