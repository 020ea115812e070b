import type { PayMethod } from '../../gql/graphql';

/** The payment methods offered at checkout, in the order Korean shoppers expect them. */
export const PAY_METHODS: [PayMethod, string][] = [
  ['kakaopay', '카카오페이'],
  ['naverpay', '네이버페이'],
  ['card', '신용카드'],
  ['vbank', '무통장입금(가상계좌)'],
  ['tosspay', '토스페이'],
];

export const RESULT_PATHS = {
  success: '/purchase/success',
  mobileSuccess: '/purchase/Mobile/success',
  fail: '/purchase/fail',
};

/** A phone: a narrow screen or a mobile browser. */
export function isPhone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  return win.matchMedia?.('(max-width: 767.98px)').matches || /Mobi|Android|iPhone|iPad/i.test(win.navigator.userAgent);
}

/**
 * Where the gateway sends the buyer back (m_redirect_url): the success page, under /Mobile/ on
 * phones (spec: a mobile payment's success is recognised by a path containing Mobile). The page
 * reads imp_success itself, so a cancelled or failed payment lands there too and says so.
 */
export function paymentRedirectUrl(origin: string, phone: boolean): string {
  return `${origin}${phone ? RESULT_PATHS.mobileSuccess : RESULT_PATHS.success}`;
}

/** Session storage: the checkout the last payment started from, for 다시 결제하기. */
const RETRY_KEY = 'checkout.retryPath';

export function rememberCheckout(path: string): void {
  try {
    sessionStorage.setItem(RETRY_KEY, path);
  } catch {
    // Private mode without storage: 다시 결제하기 opens the cart's selection instead.
  }
}

export function checkoutToRetry(fallback: string): string {
  try {
    const path = sessionStorage.getItem(RETRY_KEY);
    return path && path.startsWith('/purchase') ? path : fallback;
  } catch {
    return fallback;
  }
}

/**
 * One Idempotency-Key per checkout attempt: the same order form sent again (a double tap, a retry
 * after a lost answer) carries the same key, so the server creates one order; a changed form is a
 * new attempt with a new key (the server refuses one key for two different requests).
 */
export function attemptKeys(newKey: () => string = () => `checkout-${crypto.randomUUID()}`): (request: string) => string {
  let last: { request: string; key: string } | null = null;
  return (request) => {
    if (last?.request !== request) last = { request, key: newKey() };
    return last.key;
  };
}
