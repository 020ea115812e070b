import { describe, expect, it, vi } from 'vitest';
import { isKnownPath, pageStatus } from './entry-server';

describe('isKnownPath (the gateway answers any other address with HTTP 404)', () => {
  it('knows the pages of the route table', () => {
    for (const page of ['/', '/products/12', '/search', '/mypage', '/mypage/nutrition', '/cart', '/admin/orders', '/@nutricoach', '/channel/nutricoach', '/terms']) {
      expect(isKnownPath(page), page).toBe(true);
    }
  });

  it('does not know an address no route names, nor a single segment that is not a channel handle', () => {
    for (const address of ['/nowhere/at-all', '/nowhere', '/products/12/extra/deep', '/wp-admin.php']) {
      expect(isKnownPath(address), address).toBe(false);
    }
  });
});

describe('pageStatus (the HTTP status of an address’s app shell)', () => {
  const notFound = { errors: [{ message: '채널을 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND' } }] };
  const found = { data: { channel: { id: '3' } } };

  it('is 404 for an address that is no page and 200 for a page, without asking anything', async () => {
    const execute = vi.fn(async () => found);
    expect(await pageStatus('/nowhere/at-all', execute)).toBe(404);
    expect(await pageStatus('/products/12', execute)).toBe(200);
    expect(execute).not.toHaveBeenCalled();
  });

  it('asks whether a channel answers to the handle of /@handle and /channel/handle: 404 when none does', async () => {
    const execute = vi.fn(async (request: { variables: Record<string, unknown> }) => (request.variables.handle === 'nutricoach' ? found : notFound));
    expect(await pageStatus('/@nutricoach', execute)).toBe(200);
    expect(await pageStatus('/channel/nutricoach', execute)).toBe(200);
    expect(await pageStatus('/@no-such-channel', execute)).toBe(404);
    expect(await pageStatus('/channel/no-such-channel', execute)).toBe(404);
    expect(execute.mock.calls.map(([request]) => request.variables.handle)).toEqual(['nutricoach', 'nutricoach', 'no-such-channel', 'no-such-channel']);
  });

  it('is 200 when partners could not say (the channel screen shows what went wrong)', async () => {
    expect(await pageStatus('/@nutricoach', async () => Promise.reject(new Error('unreachable')))).toBe(200);
    expect(await pageStatus('/@nutricoach', async () => ({ errors: [{ message: '잠시 후 다시 시도해주세요.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }))).toBe(200);
  });
});
