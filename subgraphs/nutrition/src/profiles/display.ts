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

/**
 * Family titles a profile may be named by. 님 after them reads wrong ("어머니님", "아들님"): they
 * are addressed as they are. The short ones are titles only as the whole name ("형" ends the given
 * name 지형, "딸" ends nothing but is a title alone); the longer ones also end a name ("하준 엄마",
 * "외할머니", "시어머니").
 */
const TITLES_ALONE = ['형', '딸', '아들', '누나', '언니', '오빠', '손자', '손녀', '조카', '아기', '애기', '막내', '첫째', '둘째', '셋째', '넷째'];
const TITLE_ENDINGS = ['어머니', '아버지', '할머니', '할아버지', '엄마', '아빠', '동생', '남편', '아내', '와이프', '이모', '고모', '삼촌', '장모', '장인', '님'];

/**
 * How the shop addresses a profile in a sentence: a person's name with 님 ("하준님의 영양 점수"), a
 * family title or a name already honoured as it is ("어머니의 영양 점수", "어머님").
 */
export function addressedName(name: string): string {
  const trimmed = name.trim();
  const bare = trimmed.replace(/\s+/g, '');
  if (TITLES_ALONE.includes(bare) || TITLE_ENDINGS.some((ending) => bare.endsWith(ending))) return trimmed;
  return `${trimmed}님`;
}
