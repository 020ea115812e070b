/**
 * Page-shell behaviours of spec section 1, as small functions that take their storage and
 * window so they can be tested without a browser.
 */
export const PROGRESS_BAR = { color: '#117ffa', heightPx: 3, showSpinner: false, settleDelayMs: 200 } as const;
export const SUCCESS_TOAST_MS = 2000;

/** Advertising click ids read from the query string (Google, Meta, Microsoft, Naver). */
export const AD_CLICK_PARAMS = ['gclid', 'fbclid', 'msclkid', 'NaPm'] as const;
export const AD_CLICK_KEY = 'adClickId';

export interface Logger {
  warn(message: string, error?: unknown): void;
}

/** Stores the ad click id from the query string; a storage failure is only logged. */
export function rememberAdClickId(search: string, storage: Pick<Storage, 'setItem'>, log: Logger = console): string | null {
  const params = new URLSearchParams(search);
  for (const name of AD_CLICK_PARAMS) {
    const value = params.get(name);
    if (!value) continue;
    try {
      storage.setItem(AD_CLICK_KEY, JSON.stringify({ param: name, value, at: new Date().toISOString() }));
    } catch (error) {
      log.warn('광고 클릭 식별자를 저장하지 못했습니다.', error);
    }
    return value;
  }
  return null;
}

/** Keeps the previous and current path in session storage (`prevPath`, `currentPath`). */
export function recordNavigation(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  const current = storage.getItem('currentPath');
  if (current === path) return;
  if (current !== null) storage.setItem('prevPath', current);
  storage.setItem('currentPath', path);
}

/**
 * Where a sign-in returns to: the page the visitor was on before the login screen (`prevPath`),
 * when it is one of the shop's own pages and not an account screen; else the home page.
 */
export function returnPathAfterLogin(previous: string | null): string {
  if (!previous || !previous.startsWith('/') || previous.startsWith('//')) return '/';
  if (/^\/(login|signup|find-password|logout|oauth)(\/|\?|$)/.test(previous)) return '/';
  return previous;
}

/** Session-storage key of the influencer channel the visitor arrived through. */
/**
 * A gift's token from `?giftId=` (spec section 2), the link a gift's receiver was sent in the first
 * shop's format: the receiver's page here is /gift/<token>, where the server checks the token.
 */
export function giftIdFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('giftId')?.trim();
  return raw ? raw : null;
}

export const CHANNEL_KEY = 'channelId';

/** Influencer channel handle from `?channelId=`, with every `@` removed (spec section 2). */
export function channelIdFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('channelId');
  const handle = raw?.replaceAll('@', '').trim();
  return handle ? handle : null;
}

/** The analytics queue: one entry per route change, consumed by whatever tag manager is loaded. */
export interface AnalyticsWindow {
  __analyticsQueue?: unknown[][];
}
declare global {
  // Merges the queue into the browser's Window (declaration merging needs an interface).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Window extends AnalyticsWindow {}
}
export function enqueuePageView(win: AnalyticsWindow, path: string, title: string): void {
  (win.__analyticsQueue ??= []).push(['page_view', { path, title }]);
}

/** Activity-log category of a path (spec section 2 table). */
export function pathCategory(path: string): string | null {
  if (path === '/') return 'home';
  if (path.includes('product_cooperate')) return 'group_buying';
  if (path.includes('products')) return 'product';
  if (path.includes('cart')) return 'cart';
  if (path.includes('purchase')) return /success|fail/.test(path) ? 'payment_result' : 'order';
  if (path.includes('pick')) return 'pick';
  if (path.includes('mypage')) return 'mypage';
  if (path.includes('search')) return 'search';
  return null;
}
