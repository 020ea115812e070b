import { describe, expect, it, vi } from 'vitest';
import { referralFor, scheduleUsage, sendUsage, usageEntry, usageRequest } from './usage-log';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null };
}

describe('usage log entry per path category (spec section 2)', () => {
  it.each([
    ['/', '', { action: 'home', actionType: 'view', actionId: null, query: null, href: '/' }],
    ['/products/42', '?tab=review', { action: 'product', actionType: 'view', actionId: '42', query: null, href: '/products/42?tab=review' }],
    ['/product_cooperate/7', '', { action: 'group_buying', actionType: 'view', actionId: null, query: null, href: '/product_cooperate/7' }],
    ['/cart', '', { action: 'cart', actionType: 'view', actionId: null, query: null, href: '/cart' }],
    ['/purchase', '', { action: 'order', actionType: 'view', actionId: null, query: null, href: '/purchase' }],
    ['/purchase/success', '?imp_success=true', { action: 'payment_result', actionType: 'view', actionId: null, query: null, href: '/purchase/success?imp_success=true' }],
    ['/pick/3', '', { action: 'pick', actionType: 'view', actionId: null, query: null, href: '/pick/3' }],
    ['/mypage/inquiry/counsel', '?targetId=9', { action: 'mypage', actionType: 'view', actionId: null, query: null, href: '/mypage/inquiry/counsel?targetId=9' }],
    ['/search', '?query=%EB%B9%84%ED%83%80%EB%AF%BC', { action: 'search', actionType: 'search', actionId: null, query: '비타민', href: '/search?query=%EB%B9%84%ED%83%80%EB%AF%BC' }],
    ['/search', '?keyword=%ED%99%8D%EC%82%BC', { action: 'search', actionType: 'search', actionId: null, query: '홍삼', href: '/search?keyword=%ED%99%8D%EC%82%BC' }],
    ['/search', '', { action: 'search', actionType: 'view', actionId: null, query: null, href: '/search' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(usageEntry(pathname, search, '/before')).toEqual({ ...expected, referral: '/before' });
  });

  it('logs nothing outside the categories', () => {
    for (const path of ['/login', '/signup', '/brands/3', '/content', '/admin']) expect(usageEntry(path, '', null)).toBeNull();
  });

  it('keeps within the server caps: a long query string is dropped, a long term cut', () => {
    const long = usageEntry('/search', `?query=${encodeURIComponent('가'.repeat(150))}`, `/${'a'.repeat(600)}`)!;
    expect(long.href).toBe('/search');
    expect(long.query).toHaveLength(100);
    expect(long.referral).toHaveLength(500);
    expect(usageEntry('/products/<x>', '', null)!.actionId).toBeNull();
  });
});

describe('referral', () => {
  const origin = 'https://shop.example';
  it('is the path shown before in this tab', () => {
    expect(referralFor('/cart', memoryStorage({ currentPath: '/products/1' }), 'https://www.google.com/', origin)).toBe('/products/1');
  });
  it('is the page before that on a reload of the same path', () => {
    expect(referralFor('/cart', memoryStorage({ currentPath: '/cart', prevPath: '/' }), '', origin)).toBe('/');
  });
  it("is the document referrer on the session's first page, a same-site one as its path", () => {
    expect(referralFor('/', memoryStorage(), 'https://www.google.com/', origin)).toBe('https://www.google.com/');
    expect(referralFor('/', memoryStorage(), 'https://shop.example/products/2?x=1', origin)).toBe('/products/2?x=1');
    expect(referralFor('/', memoryStorage(), '', origin)).toBeNull();
  });
});

describe('sending', () => {
  const entry = usageEntry('/products/5', '', null)!;

  it('is a POST with an idempotency key, the token only when one is stored, kept alive only when the page is being left', () => {
    const anonymous = usageRequest(entry, null, 'usage-k1');
    expect(anonymous).toMatchObject({ method: 'POST', keepalive: false, headers: { 'idempotency-key': 'usage-k1' } });
    expect(usageRequest(entry, null, 'usage-k3', { leaving: true }).keepalive).toBe(true);
    expect(anonymous.headers).not.toHaveProperty('authorization');
    expect(JSON.parse(anonymous.body as string)).toMatchObject({ operationName: 'RecordUsage', variables: { input: entry } });
    expect(usageRequest(entry, 'abc', 'usage-k2').headers).toMatchObject({ authorization: 'Bearer abc' });
  });

  it('drops a refused or failed request without retrying or creating a session', async () => {
    const refused = vi.fn(async () => new Response('{}', { status: 401 }));
    await expect(sendUsage(entry, refused as typeof fetch)).resolves.toBeUndefined();
    expect(refused).toHaveBeenCalledOnce();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendUsage(entry, offline as typeof fetch)).resolves.toBeUndefined();
    expect(offline).toHaveBeenCalledOnce();
  });
});

describe('scheduling', () => {
  const entry = usageEntry('/products/5', '', null)!;

  it('sends once when idle, or at once (kept alive) when the page is left first', async () => {
    const calls: boolean[] = [];
    const send = async (_entry: unknown, _fetcher: unknown, leaving: boolean) => void calls.push(leaving);
    scheduleUsage(entry, send);
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(calls).toEqual([true]);

    calls.length = 0;
    scheduleUsage(entry, send);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual([false]);
  });
});
