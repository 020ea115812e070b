import { describe, expect, it } from 'vitest';
import { MEAL_TYPES, barWidth, dateLabel, defaultGrams, isDate, kdriGroupLabel, lineChart, pickDate, pickProfile, reminderSlots, scaledGrams, shiftDate } from './nutrition';

describe('spec constants', () => {
  it('has the four meal types of spec section 3', () => {
    expect(MEAL_TYPES.map(([code, label]) => `${code}${label}`)).toEqual(['1아침', '2점심', '3저녁', '4간식·기타']);
  });
});

describe('dates', () => {
  it('checks real calendar dates', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-2-3')).toBe(false);
    expect(isDate(null)).toBe(false);
  });
  it('moves across months, years and leap days', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-11-23', -89)).toBe('2026-08-26');
  });
  it('shows the URL date unless it is missing, malformed or after today', () => {
    expect(pickDate('2026-11-20', '2026-11-23')).toBe('2026-11-20');
    expect(pickDate('2026-11-23', '2026-11-23')).toBe('2026-11-23');
    expect(pickDate('2026-11-24', '2026-11-23')).toBe('2026-11-23');
    expect(pickDate('어제', '2026-11-23')).toBe('2026-11-23');
    expect(pickDate(null, '2026-11-23')).toBe('2026-11-23');
  });
  it('labels a date with its weekday, and today', () => {
    expect(dateLabel('2026-11-23', '2026-11-23')).toBe('11월 23일 (월) · 오늘');
    expect(dateLabel('2026-11-22', '2026-11-23')).toBe('11월 22일 (일)');
  });
});

describe('profile choice', () => {
  const profiles = [
    { id: '7', isPrimary: false },
    { id: '3', isPrimary: true },
  ];
  it('takes the URL profile when it is the account’s, otherwise the primary one', () => {
    expect(pickProfile(profiles, '7')?.id).toBe('7');
    expect(pickProfile(profiles, '99')?.id).toBe('3');
    expect(pickProfile(profiles, null)?.id).toBe('3');
    expect(pickProfile([{ id: '7', isPrimary: false }], null)?.id).toBe('7');
    expect(pickProfile([], '7')).toBeUndefined();
  });
});

describe('amounts', () => {
  it('defaults the grams to quantity x the portion the server gives', () => {
    expect(defaultGrams(1, 60)).toBe(60);
    expect(defaultGrams(1.5, 210)).toBe(315);
    expect(defaultGrams(0, 60)).toBe(0);
    expect(defaultGrams(Number.NaN, 60)).toBe(0);
  });
  it('scales recorded grams with a changed quantity', () => {
    expect(scaledGrams(210, 1, 1)).toBe(210);
    expect(scaledGrams(120, 2, 3)).toBe(180);
    expect(scaledGrams(100, 3, 1)).toBe(33.3);
    expect(scaledGrams(100, 1, 0)).toBe(0);
  });
  it('caps bars at 0..100', () => {
    expect(barWidth(null)).toBe(0);
    expect(barWidth(-3)).toBe(0);
    expect(barWidth(42.5)).toBe(42.5);
    expect(barWidth(140)).toBe(100);
  });
});

describe('supplement reminders', () => {
  it('keeps the times there and fills new slots', () => {
    expect(reminderSlots([], 2)).toEqual(['08:00', '12:00']);
    expect(reminderSlots(['07:30'], 3)).toEqual(['07:30', '12:00', '16:00']);
    expect(reminderSlots(['07:30', '21:00'], 1)).toEqual(['07:30']);
    expect(reminderSlots(['07:30'], 0)).toEqual([]);
  });
});

describe('KDRI group labels', () => {
  it('reads the group codes of the KDRI 2020 table', () => {
    expect(kdriGroupLabel('female_6-8')).toBe('여자 6~8세');
    expect(kdriGroupLabel('male_75+')).toBe('남자 75세 이상');
    expect(kdriGroupLabel('infant_0-5m')).toBe('영아 0~5개월');
    expect(kdriGroupLabel('child_1-2')).toBe('유아 1~2세');
    expect(kdriGroupLabel('pregnancy')).toBe('pregnancy');
  });
});

describe('weight chart', () => {
  it('draws nothing without points', () => {
    expect(lineChart([], '2026-01-01', '2026-03-31', 640, 220)).toEqual({ path: '', dots: [], ticks: [] });
  });
  it('places points by day and value, oldest first, highest at the top', () => {
    const chart = lineChart(
      [
        { date: '2026-01-11', value: 60 },
        { date: '2026-01-01', value: 62 },
      ],
      '2026-01-01',
      '2026-01-11',
      240,
      120,
      20,
    );
    expect(chart.dots.map((d) => [d.x, d.y])).toEqual([
      [20, 20],
      [220, 100],
    ]);
    expect(chart.path).toBe('M20 20 L220 100');
    expect(chart.ticks).toEqual([
      { y: 20, value: 62 },
      { y: 100, value: 60 },
    ]);
  });
  it('puts a flat line in the middle', () => {
    const chart = lineChart([{ date: '2026-01-05', value: 50 }], '2026-01-01', '2026-01-11', 240, 120, 20);
    expect(chart.dots).toEqual([{ x: 100, y: 60, date: '2026-01-05', value: 50 }]);
    expect(chart.ticks).toEqual([{ y: 60, value: 50 }]);
  });
});
