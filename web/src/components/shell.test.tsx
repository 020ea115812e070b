import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureSession } from '../lib/session';
import { disableContextMenu } from '../lib/context-menu';
import { AD_CLICK_KEY, CHANNEL_KEY } from '../lib/shell';
import { FeedbackProvider, useFeedback } from './Feedback';
import { ProgressBar } from './ProgressBar';
import { RouteEffects } from './RouteEffects';
import { SessionGate } from './SessionGate';

/** Moves the faked clock (the tests that time the bar and the toast). */
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.__analyticsQueue;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A router whose /next route loads (or fails) when the test says so. */
function routerWithSlowRoute() {
  let settle!: { resolve(): void; reject(error: Error): void };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteEffects />
            <ProgressBar />
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <p>오류</p>, // inside the shell, as in routes.tsx
            children: [
              { index: true, element: <p>홈</p> },
              { path: 'login', element: <p>로그인</p> },
              {
                path: 'next',
                loader: () =>
                  new Promise<null>((resolve, reject) => {
                    settle = { resolve: () => resolve(null), reject };
                  }),
                element: <p>다음 화면</p>,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return { router, settle: () => settle };
}

const bar = () => screen.queryByRole<HTMLElement>('progressbar', { name: '페이지 이동 중' });

describe('top progress bar during route changes (spec section 1)', () => {
  it('is #117ffa, 3 px, without a spinner, and stops 200 ms after the route completes', async () => {
    vi.useFakeTimers();
    const { router, settle } = routerWithSlowRoute();
    const { container } = render(<RouterProvider router={router} />);
    expect(bar()).toBeNull();

    await act(async () => void router.navigate('/next'));
    expect(bar()).not.toBeNull();
    expect(bar()!.style.background).toMatch(/#117ffa|rgb\(17, 127, 250\)/i);
    expect(bar()!.style.height).toBe('3px');
    expect(container.querySelector('.spinner, [class*=spinner]')).toBeNull();

    await act(async () => settle().resolve());
    expect(screen.getByText('다음 화면')).toBeTruthy();
    await advance(199);
    expect(bar()!.style.width).not.toBe('100%');
    await advance(1);
    expect(bar()!.style.width).toBe('100%');
    await advance(200);
    expect(bar()).toBeNull();
  });

  it('also stops 200 ms after a route fails', async () => {
    vi.useFakeTimers();
    const { router, settle } = routerWithSlowRoute();
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate('/next'));
    await act(async () => settle().reject(new Error('chunk failed')));
    expect(screen.getByText('오류')).toBeTruthy();
    await advance(199);
    expect(bar()!.style.width).not.toBe('100%');
    await advance(1 + 200);
    expect(bar()).toBeNull();
  });
});

describe('route-change records (spec sections 1 and 2)', () => {
  // A channel in the URL starts visit tracking (lib/channel-visits.ts): its requests are answered here.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null}')),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('keeps prev/current path, queues analytics, stores the ad click id and the channel without @', async () => {
    const { router } = routerWithSlowRoute();
    router.navigate('/?gclid=ad-123&channelId=@nutri@coach');
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate('/login'));

    expect(sessionStorage.getItem('prevPath')).toBe('/?gclid=ad-123&channelId=@nutri@coach');
    expect(sessionStorage.getItem('currentPath')).toBe('/login');
    expect(window.__analyticsQueue?.map(([, entry]) => (entry as { path: string }).path)).toEqual(['/', '/login']);
    expect(JSON.parse(localStorage.getItem(AD_CLICK_KEY)!)).toMatchObject({ param: 'gclid', value: 'ad-123' });
    expect(sessionStorage.getItem(CHANNEL_KEY)).toBe('nutricoach');
  });

  it('only logs when the ad click id cannot be stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const router = createMemoryRouter([{ path: '/', element: <RouteEffects /> }], { initialEntries: ['/?fbclid=f-1'] });
    render(<RouterProvider router={router} />);
    expect(setItem).toHaveBeenCalledWith(AD_CLICK_KEY, expect.any(String));
    expect(warn).toHaveBeenCalledOnce();
    setItem.mockRestore(); // restoreAllMocks does not undo a spy on happy-dom's storage for later tests
  });
});

describe('context menu (spec section 1)', () => {
  it('is disabled on the document', () => {
    disableContextMenu(document);
    render(<p>상품 사진</p>);
    // fireEvent answers false when the event's default (the browser's menu) was prevented.
    expect(fireEvent.contextMenu(screen.getByText('상품 사진'))).toBe(false);
  });
});

describe('success toast (spec section 9: 2000 ms)', () => {
  function SaveButton() {
    const { toast } = useFeedback();
    return (
      <button type="button" onClick={() => toast('저장했습니다.')}>
        저장
      </button>
    );
  }
  it('shows for 2000 ms', async () => {
    vi.useFakeTimers();
    // Testing Library ends every user-event action by waiting for a setTimeout(0), and moves fake
    // clocks on for it only when it finds Jest's (testing-library/react-testing-library#1197):
    // without this, user.click never returns under Vitest's fake timers.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <FeedbackProvider>
        <SaveButton />
      </FeedbackProvider>,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('status').textContent).toBe('저장했습니다.');
    await advance(1999);
    expect(screen.queryByRole('status')).not.toBeNull();
    await advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('guest session (spec sections 1 and 8)', () => {
  it('shows the app at once, without waiting for a session', async () => {
    const retry = vi.fn(() => Promise.resolve());
    const { container } = render(<SessionGate retry={retry}>쇼핑몰</SessionGate>);
    expect(container.textContent).toBe('쇼핑몰');
    expect(retry).not.toHaveBeenCalled();
    expect(localStorage.getItem('shop.tokens')).toBeNull();
  });

  it('when the guest cannot be created shows the spec message with 확인, which tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [
      new Response(JSON.stringify({ errors: [{ message: 'boom' }] }), { status: 500, headers: { 'content-type': 'application/json' } }),
      new Response(JSON.stringify({ data: { createGuest: { tokenDto: { accessToken: 'a', refreshToken: 'r' } } } }), { headers: { 'content-type': 'application/json' } }),
    ];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    try {
      const user = userEvent.setup();
      const { container } = render(<SessionGate retry={ensureSession}>쇼핑몰</SessionGate>);
      await ensureSession().catch(() => undefined);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain('일시적인 오류로 실패하였습니다. 다시 시도해주세요.');
      expect(container.textContent).toContain('쇼핑몰'); // the page stays behind the message

      const confirm = within(dialog).getByRole('button');
      expect(confirm.textContent).toBe('확인');
      await user.click(confirm);
      await waitFor(() => expect(localStorage.getItem('shop.tokens')).not.toBeNull());
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(JSON.parse(localStorage.getItem('shop.tokens')!)).toEqual({ accessToken: 'a', refreshToken: 'r' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a refused guest creation shows the server message (429: how long to wait), not the generic text', async () => {
    const refusal = '비회원 계정 생성 요청이 너무 많습니다. 10분 후에 다시 시도해주세요.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: [{ message: refusal, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } }] }), {
            status: 429,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    try {
      render(<SessionGate retry={ensureSession}>쇼핑몰</SessionGate>);
      await ensureSession().catch(() => undefined);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(refusal);
      expect(dialog.textContent).not.toContain('일시적인 오류');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
