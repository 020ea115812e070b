import { describe, expect, it } from 'vitest';
import { displayName, instantSchema, parseInput, z } from './validation.js';

const nickname = displayName('닉네임', { min: 2, max: 20 });
const refuse = (schema: z.ZodType, value: unknown) => {
  try {
    parseInput(schema, value);
  } catch (error) {
    return error as { message: string; extensions: { code: string } };
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
};

describe('displayName', () => {
  it('refuses zero-width and direction-changing characters with a Korean message naming the field', () => {
    for (const value of [
      '데모회원\u200b',
      '관리자\u202e',
      '관\u200c리자',
      '관\u200d리자',
      '관리\u2060자',
      '\ufeff관리자',
      '관리자\u202a',
      '관리자\u2066',
      '관리자\u2069',
      '관리자\u200e',
      '관리\u00ad자',
      '\u3164\u3164',
    ]) {
      const error = refuse(nickname, value);
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe('닉네임에는 보이지 않는 문자나 제어 문자(방향 전환 문자 포함)를 쓸 수 없습니다.');
    }
  });

  it('refuses C0 and C1 control characters, also inside the name', () => {
    for (const value of ['관리\u0000자', '관리\u0007자', '관리\n자', '관리\t자', '관리\u007f자', '관리\u0085자', '관리\u009b자', '관리\u2028자']) {
      expect(refuse(nickname, value).message).toMatch(/^닉네임에는 보이지 않는 문자/);
    }
  });

  it('accepts Hangul, Latin, digits, spaces and emoji; trims and NFC-normalises', () => {
    expect(parseInput(nickname, '  데모 회원 1  ')).toBe('데모 회원 1');
    expect(parseInput(nickname, '비타민😀')).toBe('비타민😀');
    // NFD Hangul (macOS input) becomes NFC: the same nickname compares equal.
    expect(parseInput(nickname, '데모회원'.normalize('NFD'))).toBe('데모회원');
  });

  it('keeps the length rules and names the field in each message', () => {
    expect(refuse(nickname, '가').message).toBe('닉네임은 2자 이상이어야 합니다.');
    expect(refuse(nickname, '가'.repeat(21)).message).toBe('닉네임은 20자 이하여야 합니다.');
    expect(refuse(nickname, undefined).message).toBe('닉네임을 입력해주세요.');
    expect(refuse(displayName('레시피 이름', { max: 100 }), '   ').message).toBe('레시피 이름을 입력해주세요.');
    expect(refuse(displayName('이름', { max: 20 }), '홍\u202e길동').message).toBe('이름에는 보이지 않는 문자나 제어 문자(방향 전환 문자 포함)를 쓸 수 없습니다.');
    // min 0: may be empty (an optional brand name), still no invisible characters.
    expect(parseInput(displayName('브랜드명', { min: 0, max: 60 }), '')).toBe('');
    expect(refuse(displayName('브랜드명', { min: 0, max: 60 }), '\u200b').message).toMatch(/^브랜드명에는/);
  });
});

describe('instantSchema', () => {
  const starts = instantSchema('시작');
  it('takes a Date or an ISO string, and names what is missing or unreadable', () => {
    expect(starts.parse('2026-12-01T01:00:00.000Z').toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(starts.parse(new Date(0)).getTime()).toBe(0);
    expect(starts.safeParse(null).error?.issues[0]?.message).toBe('시작 날짜와 시각을 입력해주세요.');
    expect(starts.safeParse(undefined).error?.issues[0]?.message).toBe('시작 날짜와 시각을 입력해주세요.');
    expect(starts.safeParse('not a time').error?.issues[0]?.message).toBe('시작 시각을 확인해주세요.');
  });
});
