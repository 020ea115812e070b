import { randomInt } from 'node:crypto';
import { dayjs, koreanDate } from '@shop/kit';

/**
 * Display rules of spec section 9, as data: age shown in days under 180 days, in months under
 * 2 years, otherwise in whole years as the Korean legal age (만 나이: `만 36세`, issue 21); "girl/boy" up to 12, then "female/male"; the random profile
 * picture is drawn from 1-5 under 8 years and from 1-10 otherwise, per gender.
 */
export const AGE_DISPLAY = { daysBelow: 180, monthsBelowYears: 2 } as const;
export const CHILD_LABEL_MAX_AGE = 12;
export const PROFILE_IMAGES = [
  { belowAge: 8, count: 5 },
  { belowAge: Infinity, count: 10 },
] as const;

export interface AgeDisplay {
  value: number;
  unit: 'day' | 'month' | 'year';
  text: string;
}

export function ageDisplay(birthday: string, on: string = koreanDate()): AgeDisplay {
  const born = dayjs(birthday);
  const today = dayjs(on);
  const years = today.diff(born, 'year');
  if (years < AGE_DISPLAY.monthsBelowYears) {
    const days = today.diff(born, 'day');
    if (days < AGE_DISPLAY.daysBelow) return { value: days, unit: 'day', text: `${days}일` };
    const months = today.diff(born, 'month');
    return { value: months, unit: 'month', text: `${months}개월` };
  }
  return { value: years, unit: 'year', text: `만 ${years}세` };
}

export function genderLabel(gender: number, age: number): string {
  const male = gender === 1;
  if (age <= CHILD_LABEL_MAX_AGE) return male ? '남아' : '여아';
  return male ? '남성' : '여성';
}

export function profileImageCount(age: number): number {
  return PROFILE_IMAGES.find((band) => age < band.belowAge)!.count;
}

export function drawProfileImage(age: number, draw: (max: number) => number = randomInt): number {
  return draw(profileImageCount(age)) + 1;
}
