import { describe, expect, it } from 'vitest';
import { AD_TITLE_PREFIX, assertAdvertisingCompliance, displayTitleOf, forbiddenExpressionsIn, productIdsLinkedIn } from './ad-compliance.js';

describe('health-food advertising words (식품표시광고법 제8조)', () => {
  it.each([
    ['이거 먹고 위염 치료했어요', ['치료']],
    ['꾸준히 먹으면 완치 가능', ['완치']],
    ['감기 예방에 최고', ['예방']],
    ['관절 특효 영양제', ['특효']],
    ['항암 효과가 있대요', ['항암']],
    ['암 환자에게 좋아요', ['암']],
    ['암세포를 줄여요', ['암']],
    ['당뇨 개선에 도움', ['당뇨 개선']],
    ['혈압 정상화 경험담', ['혈압 정상화']],
    ['복용 전후 사진 공개', ['전후']],
    ['다이어트 비포애프터', ['비포애프터']],
    ['My Before/After', ['before/after']],
    ['효과 보장 제품', ['효과 보장']],
    ['100% 효과 있어요', ['100% 효과']],
  ])('%s -> %j', (text, words) => {
    expect(forbiddenExpressionsIn(text)).toEqual(words);
  });

  it.each(['암기력이 좋아졌어요', '암호 같은 성분표', '식사 전후 언제든 드세요', '운동 전후에 단백질', '하루 한 알, 꾸준히 먹고 있어요'])('no claim in %s', (text) => {
    expect(forbiddenExpressionsIn(text)).toEqual([]);
  });

  it('refuses naming each field with its words, and lets clean text pass', () => {
    expect(() => assertAdvertisingCompliance({ title: '좋은 아침', content: '오늘도 챙겨 먹었어요' })).not.toThrow();
    try {
      assertAdvertisingCompliance({ title: '완치 후기', content: '당뇨 개선과 암 예방' });
      expect.unreachable();
    } catch (error) {
      const { code, fields } = (error as { extensions: { code: string; fields: { field: string; message: string }[] } }).extensions;
      expect(code).toBe('BAD_USER_INPUT');
      expect(fields.map((f) => f.field)).toEqual(['title', 'content']);
      expect(fields[0]!.message).toContain("'완치'");
      expect(fields[1]!.message).toContain("'예방', '암', '당뇨 개선'");
    }
  });
});

describe('product links make an ad', () => {
  it('finds shop product links with or without a host, once each', () => {
    expect(productIdsLinkedIn('https://shop.example.com/products/11 그리고 /products/14?x=1 또 /products/11')).toEqual(['11', '14']);
    expect(productIdsLinkedIn('/productsx/1 https://a.com/product/5')).toEqual([]);
  });

  it(`titles an ad "${AD_TITLE_PREFIX} ..."`, () => {
    expect(displayTitleOf({ title: '추천템', isAd: true })).toBe('[광고] 추천템');
    expect(displayTitleOf({ title: '일상', isAd: false })).toBe('일상');
  });
});
