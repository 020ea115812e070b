import { describe, expect, it } from 'vitest';
import { isServerRendered, jsonForHtml } from './ssr';

describe('server rendering', () => {
  it('renders the public catalog pages on the server and leaves account pages to the browser', () => {
    for (const path of ['/', '/products/12', '/categories/3', '/brands/7', '/search', '/content', '/content/4']) expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/mypage', '/mypage/nutrition', '/login', '/compare', '/products/0', '/products/abc', '/admin', '/products/1/x']) expect(isServerRendered(path), path).toBe(false);
  });

  it('writes JSON that cannot close its script element or start a comment', () => {
    const state = { title: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b', ls: '\u2028' };
    const text = jsonForHtml(state);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(state);
  });
});
