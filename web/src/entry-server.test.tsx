import { describe, expect, it } from 'vitest';
import { isKnownPath } from './entry-server';

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
