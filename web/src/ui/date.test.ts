import { describe, expect, it } from 'vitest';
import { dateProblem, dateProblemText, formatDateInput, isCompleteDate } from './date';

describe('Korean date field', () => {
  it('shapes digits as YYYY-MM-DD while typing', () => {
    expect(formatDateInput('1991')).toBe('1991');
    expect(formatDateInput('19910')).toBe('1991-0');
    expect(formatDateInput('1991070')).toBe('1991-07-0');
    expect(formatDateInput('19910707')).toBe('1991-07-07');
    expect(formatDateInput('1991-07-07')).toBe('1991-07-07');
    expect(formatDateInput('1991.07.07.')).toBe('1991-07-07');
    expect(formatDateInput('199107079')).toBe('1991-07-07');
    expect(formatDateInput('')).toBe('');
  });

  it('accepts only real calendar dates', () => {
    expect(isCompleteDate('2024-02-29')).toBe(true);
    expect(isCompleteDate('2023-02-29')).toBe(false);
    expect(isCompleteDate('2024-13-01')).toBe(false);
    expect(isCompleteDate('2024-1-01')).toBe(false);
  });

  it('names what is wrong, in Korean, against the limits', () => {
    expect(dateProblem('')).toBeNull();
    expect(dateProblem('2024-0')).toBe('incomplete');
    expect(dateProblem('2024-02-30')).toBe('invalid');
    expect(dateProblem('2024-03-15', '2024-04-01')).toBe('tooEarly');
    expect(dateProblem('2024-03-15', undefined, '2024-03-14')).toBe('tooLate');
    expect(dateProblem('2024-03-14', '2024-03-14', '2024-03-14')).toBeNull();
    expect(dateProblemText('tooLate', undefined, '2024-03-14')).toBe('2024-03-14 이전 날짜를 입력해주세요.');
  });
});
