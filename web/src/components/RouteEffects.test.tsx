import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteEffects } from './RouteEffects';

let idle: (() => void)[] = [];
const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{"data":{"recordUsage":true}}'));

beforeEach(() => {
  idle = [];
  sessionStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>이동</button>;
}

const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).variables.input);
/** The browser is idle: the work it was given runs (the test holds requestIdleCallback's callbacks). */
const settle = () => idle.splice(0).forEach((work) => work());

describe('activity log on route changes', () => {
  it('sends one entry per route change under StrictMode, only after the page settled', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/products/7']}>
          <RouteEffects />
          <Go to="/search?query=%ED%99%8D%EC%82%BC" />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    settle();
    expect(sent()).toEqual([{ action: 'product', actionType: 'view', actionId: '7', query: null, href: '/products/7', referral: null }]);
    await user.click(screen.getByRole('button', { name: '이동' }));
    settle();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual({ action: 'search', actionType: 'search', actionId: null, query: '홍삼', href: '/search?query=%ED%99%8D%EC%82%BC', referral: '/products/7' });
    expect(fetchMock.mock.calls.every(([url, init]) => url === '/graphql' && (init as RequestInit).keepalive === false)).toBe(true);
  });

  it('sends nothing for paths outside the categories', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <RouteEffects />
      </MemoryRouter>,
    );
    settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('gift links of the first shop’s format', () => {
  it('?giftId= on any page goes on to the receiver’s page, replacing the link in the history', () => {
    function Where() {
      const location = useLocation();
      return <output>{`${location.pathname} ${location.key}`}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/purchase?giftId=AB12CD34']}>
        <RouteEffects />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent?.split(' ')[0]).toBe('/gift/AB12CD34');
    settle();
    // The link itself was never a page of its own: nothing logged for /purchase?giftId=.
    expect(sent().map((entry: { href: string }) => entry.href)).not.toContain('/purchase?giftId=AB12CD34');
  });
});
