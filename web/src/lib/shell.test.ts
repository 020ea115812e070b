import { describe, expect, it, vi } from 'vitest';
import { AD_CLICK_KEY, PROGRESS_BAR, SUCCESS_TOAST_MS, channelIdFromSearch, enqueuePageView, pathCategory, recordNavigation, rememberAdClickId, returnPathAfterLogin } from './shell';
import { ageOn, needsGuardianConsent } from './age';
import { disableContextMenu } from './context-menu';
import { withJosa } from './korean';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('page shell constants (spec sections 1 and 9)', () => {
  it('uses the spec values', () => {
    expect(PROGRESS_BAR).toEqual({ color: '#117ffa', heightPx: 3, showSpinner: false, settleDelayMs: 200 });
    expect(SUCCESS_TOAST_MS).toBe(2000);
  });
});

describe('ad click id', () => {
  it('stores the click id from the query string', () => {
    const storage = memoryStorage();
    expect(rememberAdClickId('?utm_source=x&gclid=abc123', storage)).toBe('abc123');
    expect(JSON.parse(storage.map.get(AD_CLICK_KEY)!)).toMatchObject({ param: 'gclid', value: 'abc123' });
  });
  it('ignores pages without one', () => {
    const storage = memoryStorage();
    expect(rememberAdClickId('?query=비타민', storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
  it('only logs a storage failure', () => {
    const log = { warn: vi.fn() };
    const failing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberAdClickId('?fbclid=f1', failing, log)).not.toThrow();
    expect(log.warn).toHaveBeenCalledOnce();
  });
});

describe('navigation history', () => {
  it('keeps previous and current path', () => {
    const storage = memoryStorage();
    recordNavigation('/', storage);
    recordNavigation('/login', storage);
    recordNavigation('/login', storage); // re-render of the same route changes nothing
    recordNavigation('/signup', storage);
    expect(storage.map.get('prevPath')).toBe('/login');
    expect(storage.map.get('currentPath')).toBe('/signup');
  });

  it.each([
    ['/products/4', '/products/4'],
    ['/cart?line=3', '/cart?line=3'],
    [null, '/'],
    ['/signup', '/'],
    ['/login', '/'],
    ['/find-password', '/'],
    ['/oauth/kakao/callback?code=x', '/'],
    ['//evil.example/path', '/'],
    ['https://evil.example/', '/'],
  ])('a login from %s returns to %s', (previous, expected) => {
    expect(returnPathAfterLogin(previous)).toBe(expected);
  });
});

describe('channel id and analytics', () => {
  it('strips every @ from the channel handle', () => {
    expect(channelIdFromSearch('?channelId=@@nutri@coach')).toBe('nutricoach');
    expect(channelIdFromSearch('?channelId=@')).toBeNull();
    expect(channelIdFromSearch('?other=1')).toBeNull();
  });
  it('queues one page view per route change', () => {
    const win: { __analyticsQueue?: unknown[][] } = {};
    enqueuePageView(win, '/', '홈');
    enqueuePageView(win, '/login', '로그인');
    expect(win.__analyticsQueue).toEqual([
      ['page_view', { path: '/', title: '홈' }],
      ['page_view', { path: '/login', title: '로그인' }],
    ]);
  });
  it.each([
    ['/', 'home'],
    ['/products/12', 'product'],
    ['/product_cooperate/3', 'group_buying'],
    ['/cart', 'cart'],
    ['/purchase', 'order'],
    ['/purchase/success', 'payment_result'],
    ['/pick/best', 'pick'],
    ['/mypage/edit', 'mypage'],
    ['/search?query=x', 'search'],
    ['/login', null],
  ])('categorises %s as %s', (path, category) => {
    expect(pathCategory(path)).toBe(category);
  });
  it('disables the context menu', () => {
    let handler: ((e: { preventDefault(): void }) => void) | undefined;
    disableContextMenu({ addEventListener: ((_type: string, h: never) => (handler = h)) as never });
    const event = { preventDefault: vi.fn() };
    handler!(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe("the guardian consent rule with the server's age (14)", () => {
  it.each([
    ['2012-11-22', '2026-11-22', 14, false],
    ['2012-11-23', '2026-11-22', 13, true],
    ['2020-02-29', '2026-11-22', 6, true],
    ['1990-01-01', '2026-11-22', 36, false],
  ])('born %s, on %s: age %i, consent needed %s', (birthday, today, age, needed) => {
    expect(ageOn(birthday, today)).toBe(age);
    expect(needsGuardianConsent(birthday, 14, today)).toBe(needed);
  });
  it('asks nothing before a birthday is entered, or before the rule is known', () => {
    expect(needsGuardianConsent('', 14)).toBe(false);
    expect(needsGuardianConsent('2020-01-01', null)).toBe(false);
  });
});

describe('Korean particles by final consonant', () => {
  it.each([
    ['비타민', '을/를', '비타민을'],
    ['오메가', '을/를', '오메가를'],
    ['유산균', '이/가', '유산균이'],
    ['데모회원', '으로/로', '데모회원으로'],
    ['하준', '으로/로', '하준으로'],
  ] as const)('%s + %s -> %s', (word, particle, expected) => {
    expect(withJosa(word, particle)).toBe(expected);
  });
});
