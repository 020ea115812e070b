import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter, matchRoutes, useLocation } from 'react-router';
import { FeedbackProvider } from '../../components/Feedback';
import { createCache } from '../../lib/apollo';
import { routes as appRoutes } from '../../routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChannelBannerDocument,
  ChannelPageAddCombinationDocument,
  ChannelPageCategoriesDocument,
  ChannelPageClickCooperateDocument,
  ChannelPageClockDocument,
  ChannelPageCombinationsDocument,
  ChannelPageCooperateDocument,
  ChannelPageFollowDocument,
  ChannelPageFollowedDocument,
  ChannelPageJoinCooperateDocument,
  ChannelPageNoticesDocument,
  ChannelPageProfileDocument,
  MeDocument,
  type ChannelPageCooperateEventFragment,
} from '../../gql/graphql';
import { directItemOf } from '../cart/checkout-path';
import { signedInRoutes, typed } from '../orders/screen-testing';
import { ChannelBanner } from './ChannelBanner';
import { ChannelAt, ChannelByPath } from './ChannelPage';
import { CHANNEL_TEXT } from './channel-text';
import { timeLeft } from './countdown';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const NOT_FOUND = '페이지를 찾을 수 없습니다.';
/** The server's clock in these tests; events end relative to it, whatever the machine's clock says. */
const SERVER_NOW = '2026-06-01T00:00:00.000Z';

function CheckoutAddress() {
  const location = useLocation();
  return <p data-testid="checkout">{`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/channel/:handle', element: <ChannelByPath /> },
  { path: '/:handle', element: <ChannelAt notFound={<p className="error">{NOT_FOUND}</p>} /> },
  { path: '/purchase', element: <CheckoutAddress /> },
  { path: '/login', element: <p>로그인 화면</p> },
];

const channel = (menus: string[]) =>
  typed('Channel', {
    id: '3',
    handle: 'nutricoach',
    name: '영양코치',
    greetings: '안녕하세요! 영양코치입니다.',
    intro: '약사가 고른 영양제',
    profileImageUrl: null,
    menus,
    videos: [],
  });

/** The channel's profile, and that the member does not follow it yet. */
const profile = (menus: string[], handle = 'nutricoach'): MockLink.MockedResponse[] => [
  { request: { query: ChannelPageProfileDocument, variables: { handle } }, result: { data: { channel: channel(menus), channelMemberCount: 1234 } }, maxUsageCount: 5 },
  { request: { query: ChannelPageFollowedDocument }, result: { data: { myFollowedChannels: [] } }, maxUsageCount: 5 },
];
const noCategories: MockLink.MockedResponse = { request: { query: ChannelPageCategoriesDocument, variables: { channel: '3' } }, result: { data: { channelCategories: [] } } };

const product = typed('Product', {
  id: '7',
  name: '오메가3 1000',
  salePrice: 30_000,
  imageUrl: '/p.png',
  status: 'on_sale',
  options: [] as { id: string; name: string; extraPrice: number; stock: number }[],
});

const event = (over: Partial<ChannelPageCooperateEventFragment>): ChannelPageCooperateEventFragment =>
  typed('CooperateEvent', {
    id: '41',
    title: '6월 오메가3 공동구매',
    description: null,
    groupPrice: 21_900,
    startsAt: '2026-05-30T00:00:00.000Z',
    // 2 days and 3 hours after the server's now.
    endsAt: '2026-06-03T03:00:00.000Z',
    status: 'open' as const,
    statusLabel: '진행 중',
    participantCount: 12,
    maxParticipants: 50,
    product,
    ...over,
  }) as ChannelPageCooperateEventFragment;

const page = (items: ChannelPageCooperateEventFragment[]) => typed('CooperateEventPage', { items, total: items.length });

function cooperateMocks(open: ChannelPageCooperateEventFragment[], scheduled: ChannelPageCooperateEventFragment[] = []): MockLink.MockedResponse[] {
  return [
    { request: { query: ChannelPageCooperateDocument, variables: { channelId: '3' } }, result: { data: { open: page(open), scheduled: page(scheduled) } }, maxUsageCount: 5 },
    { request: { query: ChannelPageClockDocument }, result: { data: { serverTime: typed('ServerTime', { now: SERVER_NOW }) } }, maxUsageCount: 5 },
  ];
}

describe('the channel page', () => {
  it('shows the profile and a tab for each visible menu only, in the server order', async () => {
    render(signedInRoutes(routes, '/@nutricoach', [...profile(['cooperate', 'faq', 'products']), noCategories, ...cooperateMocks([])]));
    await screen.findByRole('heading', { name: '영양코치' });
    screen.getByText('약사가 고른 영양제');
    screen.getByText('안녕하세요! 영양코치입니다.');
    expect(screen.getByTestId('member-count').textContent).toBe('회원 1,234명');
    // No photo: the initial.
    screen.getByText('영');
    const tabs = within(screen.getByRole('tablist', { name: CHANNEL_TEXT.menus }))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['추천 상품', '공동구매', 'FAQ']);
  });

  it('opens the same channel at /channel/<handle>, with or without @', async () => {
    render(signedInRoutes(routes, '/channel/@nutricoach?tab=cooperate', [...profile(['products', 'cooperate']), ...cooperateMocks([])]));
    await screen.findByRole('heading', { name: '영양코치' });
    expect(screen.getByRole('tab', { name: '공동구매' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText(CHANNEL_TEXT.noCooperate);
  });

  it('keeps any other single segment not found', async () => {
    render(signedInRoutes(routes, '/nutricoach', []));
    await screen.findByText(NOT_FOUND);
  });
});

/** `routes` at `url` for a guest (the lazily made guest account of the shop), answered by `mocks`. */
function asGuest(url: string, mocks: MockLink.MockedResponse[], extra = routes) {
  const guest = typed('User', { id: '9', loginId: null, nickname: '손님', role: 'guest' as const, provider: 'guest', gender: null, birthday: null, phone: null, email: null });
  return (
    <MockedProvider cache={createCache()} mocks={[{ request: { query: MeDocument }, result: { data: { me: guest } }, maxUsageCount: 20 }, ...mocks]}>
      <FeedbackProvider>
        <RouterProvider router={createMemoryRouter(extra, { initialEntries: [url] })} />
      </FeedbackProvider>
    </MockedProvider>
  );
}

describe('알림 받기', () => {
  it('a member follows the channel (followChannel) and sees the new member count', async () => {
    let follows = 0;
    let followed = false;
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ChannelPageProfileDocument, variables: { handle: 'nutricoach' } },
        result: () => ({ data: { channel: channel(['notice']), channelMemberCount: followed ? 1235 : 1234 } }),
        maxUsageCount: 5,
      } as MockLink.MockedResponse,
      {
        request: { query: ChannelPageFollowedDocument },
        result: () => ({ data: { myFollowedChannels: followed ? [typed('Channel', { id: '3' })] : [] } }),
        maxUsageCount: 5,
      } as MockLink.MockedResponse,
      {
        request: { query: ChannelPageFollowDocument, variables: { channelId: '3' } },
        result: () => {
          follows += 1;
          followed = true;
          return { data: { followChannel: typed('Channel', { id: '3' }) } };
        },
      },
      { request: { query: ChannelPageNoticesDocument, variables: { channelId: '3' } }, result: { data: { channelNotices: typed('ChannelNoticePage', { items: [], total: 0 }) } }, maxUsageCount: 5 },
    ];
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach', mocks));
    await user.click(await screen.findByRole('button', { name: CHANNEL_TEXT.follow }));
    await screen.findByText('영양코치의 새 소식을 알려드릴게요.');
    await screen.findByRole('button', { name: CHANNEL_TEXT.unfollow });
    await waitFor(() => expect(screen.getByTestId('member-count').textContent).toBe('회원 1,235명'));
    expect(follows).toBe(1);
  });

  it('a guest is sent to log in', async () => {
    const user = userEvent.setup();
    const notices: MockLink.MockedResponse = {
      request: { query: ChannelPageNoticesDocument, variables: { channelId: '3' } },
      result: { data: { channelNotices: typed('ChannelNoticePage', { items: [], total: 0 }) } },
    };
    render(asGuest('/@nutricoach', [profile(['notice'])[0]!, notices]));
    await user.click(await screen.findByRole('button', { name: CHANNEL_TEXT.follow }));
    await screen.findByText('로그인 화면');
  });
});

describe('the home banner', () => {
  it('a visitor who came by ?channelId=@handle is offered the channel page', async () => {
    const banner: MockLink.MockedResponse = {
      request: { query: ChannelBannerDocument, variables: { handle: 'nutricoach' } },
      result: { data: { channel: typed('Channel', { id: '3', handle: 'nutricoach', name: '영양코치', profileImageUrl: null }) } },
    };
    render(asGuest('/?channelId=@nutricoach', [banner], [{ path: '/', element: <ChannelBanner /> }]));
    const shown = await screen.findByTestId('channel-banner');
    within(shown).getByText('영양코치가 추천하는 영양제를 만나보세요.');
    expect(within(shown).getByRole('link', { name: CHANNEL_TEXT.bannerGo }).getAttribute('href')).toBe('/@nutricoach');
  });
});

describe('공동구매', () => {
  it('shows the group price beside the sale price, the countdown to the end on the server clock, and the participants', async () => {
    render(signedInRoutes(routes, '/@nutricoach?tab=cooperate', [...profile(['cooperate']), ...cooperateMocks([event({})])]));
    const card = await screen.findByTestId('cooperate-event');
    expect(within(card).getByTestId('group-price').textContent).toBe('21,900원');
    within(card).getByText('30,000원');
    // 2 days 3 hours left at the server's time (a second may pass while the test runs).
    await waitFor(() => expect(within(card).getByTestId('countdown').textContent).toMatch(/^2일 (03:00:00|02:59:5\d)$/));
    within(card).getByText(CHANNEL_TEXT.untilEnd);
    within(card).getByText('12명 / 50명');
  });

  it('참여하기 calls joinCooperate and shows the new count; a refusal shows the server message', async () => {
    let joins = 0;
    const join: MockLink.MockedResponse = {
      request: { query: ChannelPageJoinCooperateDocument, variables: { eventId: '41' } },
      result: () => {
        joins += 1;
        return joins === 1
          ? { data: { joinCooperate: typed('CooperateEvent', { id: '41', participantCount: 13, maxParticipants: 50 }) } }
          : { errors: [new GraphQLError('참여 인원이 다 찼습니다.', { extensions: { code: 'COOPERATE_FULL' } })] };
      },
      maxUsageCount: 2,
    };
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=cooperate', [...profile(['cooperate']), ...cooperateMocks([event({})]), join]));
    const card = await screen.findByTestId('cooperate-event');
    await user.click(within(card).getByRole('button', { name: CHANNEL_TEXT.join }));
    await within(card).findByText('13명 / 50명');
    expect(joins).toBe(1);
    await screen.findByText(CHANNEL_TEXT.joined);

    await user.click(within(card).getByRole('button', { name: CHANNEL_TEXT.join }));
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText('참여 인원이 다 찼습니다.');
    expect(joins).toBe(2);
  });

  it('공동구매가로 구매 counts a click and opens 바로 구매 through the event', async () => {
    let clicks = 0;
    const click: MockLink.MockedResponse = {
      request: { query: ChannelPageClickCooperateDocument, variables: { eventId: '41' } },
      result: () => {
        clicks += 1;
        return { data: { clickCooperate: 8 } };
      },
    };
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=cooperate', [...profile(['cooperate']), ...cooperateMocks([event({})]), click]));
    await user.click(await screen.findByRole('button', { name: CHANNEL_TEXT.buyAtGroupPrice }));
    const address = new URL((await screen.findByTestId('checkout')).textContent!, 'http://shop.test');
    expect(address.pathname).toBe('/purchase');
    expect(address.searchParams.get('cooperate')).toBe('41');
    expect(directItemOf(address.searchParams)).toEqual({ productId: '7', optionId: null, quantity: 1, cooperate: '41' });
    await waitFor(() => expect(clicks).toBe(1));
  });

  it('an event that opens later offers 오픈 알림 받기 (not 참여하기), with its opening time', async () => {
    const later = event({
      id: '42',
      status: 'scheduled',
      statusLabel: '오픈 예정',
      startsAt: '2026-06-10T01:00:00.000Z',
      endsAt: '2026-06-20T01:00:00.000Z',
      participantCount: 0,
      maxParticipants: null,
    });
    render(signedInRoutes(routes, '/@nutricoach?tab=cooperate', [...profile(['cooperate']), ...cooperateMocks([], [later])]));
    const card = await screen.findByTestId('cooperate-event');
    within(card).getByRole('button', { name: CHANNEL_TEXT.askAlert });
    expect(within(card).queryByRole('button', { name: CHANNEL_TEXT.join })).toBeNull();
    within(card).getByText('6월 10일 (수) 10:00 오픈');
    within(card).getByText('0명');
  });
});

describe('조합', () => {
  it("shows the server's combination price and 장바구니 담기 adds the combination", async () => {
    let added = 0;
    const categories: MockLink.MockedResponse = {
      request: { query: ChannelPageCategoriesDocument, variables: { channel: '3' } },
      result: {
        data: {
          channelCategories: [
            typed('ChannelCategory', { id: '5', name: '눈 건강', productCount: 3, combinationCount: 0 }),
            typed('ChannelCategory', { id: '6', name: '피로 회복', productCount: 2, combinationCount: 1 }),
          ],
        },
      },
      maxUsageCount: 5,
    };
    const combinations: MockLink.MockedResponse = {
      request: { query: ChannelPageCombinationsDocument, variables: { categoryId: '6' } },
      result: {
        data: {
          categoryCombinations: [
            typed('Combination', {
              id: '9',
              name: '피로 회복 세트',
              discountRate: 10,
              lines: [
                typed('CombinationLine', { lineNo: 1, quantity: 1, product: typed('Product', { id: '7', name: '오메가3 1000', imageUrl: '/p.png' }) }),
                typed('CombinationLine', { lineNo: 2, quantity: 2, product: typed('Product', { id: '8', name: '비타민B', imageUrl: '/b.png' }) }),
              ],
              price: typed('CombinationPrice', { purchasable: true, listPrice: 50_000, price: 45_000, discount: 5000 }),
            }),
          ],
        },
      },
      maxUsageCount: 5,
    };
    const add: MockLink.MockedResponse = {
      request: { query: ChannelPageAddCombinationDocument, variables: { combinationId: '9' } },
      result: () => {
        added += 1;
        return { data: { addCombinationToCart: typed('Cart', { lines: [], sellers: [], selectedTotal: 0, deliveryTotal: 0, region: 'normal', postcode: null }) } };
      },
    };
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=combinations', [...profile(['products', 'combinations']), categories, combinations, add]));
    const card = await screen.findByTestId('combination');
    expect(within(card).getByTestId('combination-price').textContent).toBe('45,000원');
    within(card).getByText('50,000원');
    within(card).getByText('비타민B × 2');
    within(card).getByText('10% 할인');
    await user.click(within(card).getByRole('button', { name: CHANNEL_TEXT.addCombination }));
    await screen.findByText('피로 회복 세트를 장바구니에 담았어요.');
    expect(added).toBe(1);
  });
});

describe('countdown', () => {
  it('counts whole seconds up to the end, and nothing after it', () => {
    const end = '2026-06-01T00:00:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    expect(timeLeft(end, at('2026-05-29T21:00:00.000Z'))).toBe('2일 03:00:00');
    expect(timeLeft(end, at('2026-05-31T23:59:59.500Z'))).toBe('00:00:01');
    expect(timeLeft(end, at('2026-06-01T00:00:00.000Z'))).toBeNull();
  });
});

describe('the route table', () => {
  const leaf = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route.path;
  it('sends /@handle and /channel/<handle> to the channel, and leaves the other screens and the not-found page as they were', () => {
    expect(leaf('/@nutricoach')).toBe(':handle');
    expect(leaf('/channel/nutricoach')).toBe('channel/:handle');
    expect(leaf('/cart')).toBe('cart');
    expect(leaf('/products/7')).toBe('products/:id');
    expect(leaf('/no/such/page')).toBe('*');
  });
});
