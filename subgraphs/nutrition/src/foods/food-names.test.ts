import { describe, expect, it } from 'vitest';
import { foodDisplayName } from './food-names.js';

describe('foodDisplayName', () => {
  it.each([
    ['닭고기_가슴(껍질 제거)_구운것(팬)', '닭고기 가슴(껍질 제거) 구운것(팬)'],
    ['홍어류_홍어_육_생것_인천_평균', '홍어 육 생것 인천'],
    ['장어류_뱀장어_육_구운것_대표_평균', '뱀장어 육 구운것'],
    ['홍합류_돌담치_육_생것_부산_6월', '돌담치 육 생것 부산 6월'],
    ['멥쌀_현미_생것', '멥쌀 현미 생것'],
    ['감_단감+부유_생것', '감 단감+부유 생것'],
    ['메밀 국수_삶은것', '메밀 국수 삶은것'],
    ['달걀부침(달걀후라이)_햄', '달걀부침(달걀후라이) 햄'],
    ['큰느타리버섯(새송이버섯)_구운것(팬)', '큰느타리버섯(새송이버섯) 구운것(팬)'],
    // One segment: already a display name, even when it is a group word or a sampling word.
    ['달걀말이', '달걀말이'],
    ['어류', '어류'],
    ['평균', '평균'],
    // A lone group name stays when nothing more specific follows it.
    ['어류_평균', '어류'],
    // "류" alone is not a group name to drop.
    ['류_생것', '류 생것'],
    // Stray separators and spaces from hand-entered names.
    ['  김치__찌개_ ', '김치 찌개'],
    ['두부_ 부침  두부', '두부 부침 두부'],
  ])('%s -> %s', (name, display) => {
    expect(foodDisplayName(name)).toBe(display);
  });
});
