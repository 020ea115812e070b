import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { matchRoutes, useLocation } from 'react-router';
import { routes as appRoutes } from '../../routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChannelBannerDocument,
  ChannelPageAddCombinationDocument,
  ChannelPageCategoriesDocument,
  ChannelPageClickCooperateDocument,
  ChannelPageClockDocument,
  ChannelPageCombinationsDocument,
  ChannelPageClaimCouponDocument,
  ChannelPageCommunityCategoriesDocument,
  ChannelPageCommunityDocument,
  ChannelPageCooperateDocument,
  ChannelPageCouponsDocument,
  ChannelPageCreatePostDocument,
  ChannelPageDeletePostDocument,
  ChannelPageFollowDocument,
  ChannelPageFollowedDocument,
  ChannelPageJoinCooperateDocument,
  ChannelPageLeaveCommentDocument,
  ChannelPageNoticesDocument,
  ChannelPagePostCommentsDocument,
  ChannelPageProfileDocument,
  ChannelPageReplyCommentDocument,
  ChannelPageViewPostDocument,
  type ChannelPageCommentFragment,
  type ChannelPageCommunityQuery,
  type ChannelPageCooperateEventFragment,
} from '../../gql/graphql';
import { directItemOf } from '../cart/checkout-path';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { signedInRoutes } from '../orders/screen-testing';
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
    ownerUserId: '77',
    handle: 'nutricoach',
    name: '영양코치',
    greetings: '안녕하세요! 영양코치입니다.',
    intro: '약사가 고른 영양제',
    profileImageUrl: null,
    menus,
    videos: [],
  });

/** The channel has no coupons to claim now (the block under the header is not shown). */
const noCoupons: MockLink.MockedResponse = { request: { query: ChannelPageCouponsDocument, variables: { channelId: '3' } }, result: { data: { channelCoupons: [] } }, maxUsageCount: 5 };

/** The channel's profile, and that the member does not follow it yet. */
const profile = (menus: string[], handle = 'nutricoach', coupons = noCoupons): MockLink.MockedResponse[] => [
  { request: { query: ChannelPageProfileDocument, variables: { handle } }, result: { data: { channel: channel(menus), channelMemberCount: 1234 } }, maxUsageCount: 5 },
  { request: { query: ChannelPageFollowedDocument }, result: { data: { myFollowedChannels: [] } }, maxUsageCount: 5 },
  coupons,
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

const noNotices: MockLink.MockedResponse = {
  request: { query: ChannelPageNoticesDocument, variables: { channelId: '3' } },
  result: { data: { channelNotices: typed('ChannelNoticePage', { items: [], total: 0 }) } },
  maxUsageCount: 5,
};

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
  const guest = meMock('guest', { id: '9', loginId: null, nickname: '손님', provider: 'guest' });
  renderScreen({ routes: extra, at: url, mocks: [guest, ...mocks], appCache: true });
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
      noCoupons,
    ];
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach', mocks));
    const follow = await screen.findByRole<HTMLButtonElement>('button', { name: CHANNEL_TEXT.follow });
    // It waits for the account and its follows (a tap before sent a signed-in member to the login screen).
    await waitFor(() => expect(follow.disabled).toBe(false));
    await user.click(follow);
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
    asGuest('/@nutricoach', [profile(['notice'])[0]!, noCoupons, notices]);
    const follow = await screen.findByRole<HTMLButtonElement>('button', { name: CHANNEL_TEXT.follow });
    // The button waits until the account is known (a tap on the disabled button does nothing).
    await waitFor(() => expect(follow.disabled).toBe(false));
    await user.click(follow);
    await screen.findByText('로그인 화면');
  });
});

describe('the home banner', () => {
  it('a visitor who came by ?channelId=@handle is offered the channel page', async () => {
    const banner: MockLink.MockedResponse = {
      request: { query: ChannelBannerDocument, variables: { handle: 'nutricoach' } },
      result: { data: { channel: typed('Channel', { id: '3', handle: 'nutricoach', name: '영양코치', profileImageUrl: null }) } },
    };
    asGuest('/?channelId=@nutricoach', [banner], [{ path: '/', element: <ChannelBanner /> }]);
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

describe('쿠폰', () => {
  const coupons: MockLink.MockedResponse = {
    request: { query: ChannelPageCouponsDocument, variables: { channelId: '3' } },
    result: {
      data: {
        channelCoupons: [
          typed('CouponMaster', { id: '61', name: '영양코치 팔로워 쿠폰', benefit: '10% 할인 (최대 5,000원)', condition: '30,000원 이상 구매 시 사용 가능', endsAt: '2026-06-30T14:59:00.000Z' }),
          typed('CouponMaster', { id: '62', name: '첫 주문 3천원', benefit: '3,000원 할인', condition: null, endsAt: '2026-07-31T14:59:00.000Z' }),
        ],
      },
    },
    maxUsageCount: 5,
  };

  it("lists the channel's coupons as the server words them, and 받기 claims the typed code; a refusal shows at the field", async () => {
    const codes: string[] = [];
    const claim: MockLink.MockedResponse = {
      request: { query: ChannelPageClaimCouponDocument, variables: () => true },
      result: (variables: { code: string }) => {
        codes.push(variables.code);
        return codes.length === 1
          ? { errors: [new GraphQLError('쿠폰 코드를 다시 확인해주세요.', { extensions: { code: 'COUPON_CONDITIONS_NOT_MET' } })] }
          : { data: { claimCoupon: typed('UserCoupon', { id: '900', status: 'available', expiresAt: '2026-07-01T14:59:00.000Z' }) } };
      },
      maxUsageCount: 2,
    } as MockLink.MockedResponse;
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=notice', [...profile(['notice'], 'nutricoach', coupons), claim, noNotices]));
    const block = await screen.findByRole('region', { name: CHANNEL_TEXT.coupons });
    const shown = within(block).getAllByTestId('channel-coupon');
    expect(shown).toHaveLength(2);
    within(shown[0]!).getByText('10% 할인 (최대 5,000원)');
    within(shown[0]!).getByText('영양코치 팔로워 쿠폰');
    within(shown[0]!).getByText('30,000원 이상 구매 시 사용 가능');
    within(shown[1]!).getByText('3,000원 할인');

    const field = within(block).getByRole('textbox', { name: CHANNEL_TEXT.claim });
    await user.type(field, 'COACH1O');
    await user.click(within(block).getByRole('button', { name: CHANNEL_TEXT.claimButton }));
    await within(block).findByRole('textbox', { name: CHANNEL_TEXT.claim, description: '쿠폰 코드를 다시 확인해주세요.' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Not a dialog: the refusal is said where the code was typed.
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(field);
    await user.type(field, ' COACH10 ');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(block).getByRole('button', { name: CHANNEL_TEXT.claimButton }));
    await screen.findByText(CHANNEL_TEXT.claimed);
    expect(codes).toEqual(['COACH1O', 'COACH10']);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('a guest who presses 받기 is sent to log in', async () => {
    const user = userEvent.setup();
    asGuest('/@nutricoach?tab=notice', [profile(['notice'])[0]!, coupons, noNotices]);
    const block = await screen.findByRole('region', { name: CHANNEL_TEXT.coupons });
    await user.type(within(block).getByRole('textbox', { name: CHANNEL_TEXT.claim }), 'COACH10');
    await user.click(within(block).getByRole('button', { name: CHANNEL_TEXT.claimButton }));
    await screen.findByText('로그인 화면');
  });

  it('shows no coupon block when the channel has none', async () => {
    render(signedInRoutes(routes, '/@nutricoach?tab=notice', [...profile(['notice']), noNotices]));
    await screen.findByText(CHANNEL_TEXT.noNotices);
    expect(screen.queryByRole('region', { name: CHANNEL_TEXT.coupons })).toBeNull();
  });
});

type PostItem = ChannelPageCommunityQuery['communityPosts']['items'][number];
const post = (over: Partial<PostItem>): PostItem =>
  typed('CommunityPost', {
    id: '31',
    displayTitle: '아침 공복에 먹어도 되나요?',
    content: '오메가3를 아침에 먹고 있어요.',
    images: [],
    viewCount: 10,
    commentCount: 1,
    createdAt: '2026-05-30T01:00:00.000Z',
    byChannelOwner: false,
    authorLabel: null,
    author: typed('User', { id: '8', nickname: '건강맘' }),
    canEdit: false,
    ...over,
  }) as PostItem;

const comment = (over: Partial<ChannelPageCommentFragment> & { replies?: ChannelPageCommentFragment[] }) =>
  typed('CommunityComment', {
    id: '51',
    secret: false,
    content: '저도 궁금해요.',
    createdAt: '2026-05-30T02:00:00.000Z',
    mine: false,
    byChannelOwner: false,
    authorLabel: null,
    author: typed('User', { id: '12', nickname: '비타민러버' }),
    replies: [],
    ...over,
  });

/** The community's posts (answered again after each change: `posts()` is read when asked). */
function communityMocks(posts: () => PostItem[], comments: ReturnType<typeof comment>[] = [comment({})]): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ChannelPageCommunityDocument, variables: { channelId: '3', limit: 20 } },
      result: () => ({ data: { communityPosts: typed('CommunityPostPage', { items: posts(), total: posts().length }) } }),
      maxUsageCount: 10,
    } as MockLink.MockedResponse,
    {
      request: { query: ChannelPagePostCommentsDocument, variables: { postId: '31' } },
      result: { data: { communityComments: typed('CommunityCommentPage', { items: comments, total: comments.length }) } },
      maxUsageCount: 10,
    },
    { request: { query: ChannelPageViewPostDocument, variables: { id: '31' } }, result: { data: { addCommunityView: typed('CommunityPost', { id: '31', viewCount: 11 }) } }, maxUsageCount: 5 },
  ];
}

describe('커뮤니티', () => {
  it('shows the server’s title of an ad post ([광고] ...)', async () => {
    const ad = post({ id: '32', displayTitle: '[광고] 제가 먹는 오메가3', commentCount: 0 });
    render(signedInRoutes(routes, '/@nutricoach?tab=community', [...profile(['community']), ...communityMocks(() => [ad])]));
    await screen.findByText('[광고] 제가 먹는 오메가3');
  });

  it('a member writes a post with a category; a disease-treatment claim is refused at the field the server names', async () => {
    const sent: unknown[] = [];
    let posts = [post({})];
    const categories: MockLink.MockedResponse = {
      request: { query: ChannelPageCommunityCategoriesDocument, variables: { channelId: '3' } },
      result: { data: { communityCategories: [typed('CommunityCategory', { id: '4', name: '복용 후기' }), typed('CommunityCategory', { id: '5', name: '질문' })] } },
      maxUsageCount: 5,
    };
    const refusal = "건강기능식품 광고 규정(식품표시광고법 제8조)상 쓸 수 없는 표현이 있습니다: '치료'. 질병의 예방·치료 효능이나 사용 전후 비교로 보일 수 있는 표현은 빼주세요.";
    const create: MockLink.MockedResponse = {
      request: { query: ChannelPageCreatePostDocument, variables: () => true },
      result: (variables: { input: unknown }) => {
        sent.push(variables.input);
        if (sent.length === 1) return { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'content', message: refusal }] } })] };
        posts = [post({ id: '33', displayTitle: '한 달 먹어본 후기', commentCount: 0 }), ...posts];
        return { data: { createCommunityPost: typed('CommunityPost', { id: '33' }) } };
      },
      maxUsageCount: 2,
    } as MockLink.MockedResponse;
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=community', [...profile(['community']), ...communityMocks(() => posts), categories, create]));
    await user.click(await screen.findByRole('button', { name: CHANNEL_TEXT.write }));
    const form = within(screen.getByRole('form', { name: CHANNEL_TEXT.writeTitle }));
    await user.selectOptions(await form.findByRole('combobox', { name: CHANNEL_TEXT.postCategory }), '복용 후기');
    await user.type(form.getByRole('textbox', { name: CHANNEL_TEXT.postTitle }), '한 달 먹어본 후기');
    const content = form.getByRole('textbox', { name: CHANNEL_TEXT.postContent });
    await user.type(content, '관절염 치료에 좋아요');
    await user.click(form.getByRole('button', { name: CHANNEL_TEXT.publish }));

    await form.findByRole('textbox', { name: CHANNEL_TEXT.postContent, description: new RegExp(`${CHANNEL_TEXT.postContentHint.replace(/[.()·]/g, '\\$&')} .*'치료'`) });
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByRole('textbox', { name: CHANNEL_TEXT.postTitle }).getAttribute('aria-invalid')).toBeNull();

    await user.clear(content);
    await user.type(content, '아침마다 한 알씩 먹고 있어요.');
    await user.click(form.getByRole('button', { name: CHANNEL_TEXT.publish }));
    await screen.findByText(CHANNEL_TEXT.posted);
    await screen.findByText('한 달 먹어본 후기');
    expect(screen.queryByRole('form', { name: CHANNEL_TEXT.writeTitle })).toBeNull();
    expect(sent).toEqual([
      { channelId: '3', title: '한 달 먹어본 후기', content: '관절염 치료에 좋아요', categoryId: '4' },
      { channelId: '3', title: '한 달 먹어본 후기', content: '아침마다 한 알씩 먹고 있어요.', categoryId: '4' },
    ]);
  });

  it('a guest who presses 글쓰기 is sent to log in', async () => {
    const user = userEvent.setup();
    asGuest('/@nutricoach?tab=community', [profile(['community'])[0]!, noCoupons, ...communityMocks(() => [post({})])]);
    await user.click(await screen.findByRole('button', { name: CHANNEL_TEXT.write }));
    await screen.findByText('로그인 화면');
  });

  it('a comment and a reply ticked 비밀 are sent with secret: true', async () => {
    const left: unknown[] = [];
    const replied: unknown[] = [];
    const leave: MockLink.MockedResponse = {
      request: { query: ChannelPageLeaveCommentDocument, variables: () => true },
      result: (variables: { input: unknown }) => {
        left.push(variables.input);
        return { data: { leaveCommunityComment: typed('CommunityComment', { id: '52' }) } };
      },
    } as MockLink.MockedResponse;
    const reply: MockLink.MockedResponse = {
      request: { query: ChannelPageReplyCommentDocument, variables: () => true },
      result: (variables: { input: unknown }) => {
        replied.push(variables.input);
        return { data: { replyCommunityComment: typed('CommunityComment', { id: '53' }) } };
      },
    } as MockLink.MockedResponse;
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=community', [...profile(['community']), ...communityMocks(() => [post({})]), leave, reply]));
    await user.click(await screen.findByText('아침 공복에 먹어도 되나요?'));
    const thread = within(screen.getByTestId('community-post'));
    await thread.findByText('저도 궁금해요.');

    const box = within(thread.getByRole('form', { name: CHANNEL_TEXT.commentField }));
    await user.type(box.getByRole('textbox', { name: CHANNEL_TEXT.commentField }), '저녁에 드셔도 돼요.');
    await user.click(box.getByRole('checkbox', { name: new RegExp(CHANNEL_TEXT.secret) }));
    await user.click(box.getByRole('button', { name: CHANNEL_TEXT.sendComment }));
    await screen.findByText(CHANNEL_TEXT.commented);
    expect(left).toEqual([{ postId: '31', content: '저녁에 드셔도 돼요.', secret: true }]);

    await user.click(thread.getByRole('button', { name: CHANNEL_TEXT.reply }));
    const answer = within(thread.getByRole('form', { name: CHANNEL_TEXT.replyField('비타민러버') }));
    await user.type(answer.getByRole('textbox'), '감사합니다!');
    await user.click(answer.getByRole('checkbox', { name: new RegExp(CHANNEL_TEXT.secretReply) }));
    await user.click(answer.getByRole('button', { name: CHANNEL_TEXT.sendReply }));
    await screen.findByText(CHANNEL_TEXT.replied);
    expect(replied).toEqual([{ commentId: '51', content: '감사합니다!', secret: true }]);
  });

  it("the post's writer deletes it after the design-system question; 취소 sends nothing", async () => {
    let deleted = 0;
    let posts = [post({ canEdit: true, commentCount: 0 })];
    const remove: MockLink.MockedResponse = {
      request: { query: ChannelPageDeletePostDocument, variables: { id: '31' } },
      result: () => {
        deleted += 1;
        posts = [];
        return { data: { deleteCommunityPost: true } };
      },
    };
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=community', [...profile(['community']), ...communityMocks(() => posts), remove]));
    await user.click(await screen.findByText('아침 공복에 먹어도 되나요?'));
    const thread = within(screen.getByTestId('community-post'));
    await user.click(thread.getByRole('button', { name: CHANNEL_TEXT.deletePost }));
    const question = await screen.findByRole('dialog');
    within(question).getByText(CHANNEL_TEXT.confirmDeletePost);
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(deleted).toBe(0);

    await user.click(thread.getByRole('button', { name: CHANNEL_TEXT.deletePost }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await screen.findByText(CHANNEL_TEXT.postDeleted);
    await screen.findByText(CHANNEL_TEXT.noPosts);
    expect(deleted).toBe(1);
  });

  it('offers 삭제 only on comments the member wrote (the channel owner: on all)', async () => {
    const mineToo = [comment({}), comment({ id: '54', mine: true, content: '제 댓글이에요.', author: typed('User', { id: '5', nickname: '구매자' }) })];
    const user = userEvent.setup();
    render(signedInRoutes(routes, '/@nutricoach?tab=community', [...profile(['community']), ...communityMocks(() => [post({ commentCount: 2 })], mineToo)]));
    await user.click(await screen.findByText('아침 공복에 먹어도 되나요?'));
    await screen.findByText('제 댓글이에요.');
    const [theirs, mine] = screen.getAllByTestId('community-comment');
    expect(within(theirs!).queryByRole('button', { name: CHANNEL_TEXT.deleteCommentLabel('비타민러버') })).toBeNull();
    within(mine!).getByRole('button', { name: CHANNEL_TEXT.deleteCommentLabel('구매자') });
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
