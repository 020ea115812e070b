import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { accountLinks } from '../../components/Layout';
import { matchRoutes } from 'react-router';
import { routes as appRoutes } from '../../routes';
import {
  PartnerChannelSettingsPageDocument,
  PartnerEditChannelProfileDocument,
  PartnerUploadPhotoDocument,
  PartnerChangeCooperateStatusDocument,
  PartnerChannelCouponsDocument,
  PartnerCreateChannelCouponDocument,
  PartnerCooperateAlertsDocument,
  PartnerCooperateEventsDocument,
  PartnerCreateCooperateEventDocument,
  PartnerDashboardDocument,
  PartnerHomeDocument,
  PartnerOpenChannelDocument,
  PartnerProductSearchDocument,
  type PartnerCooperateEventFragment,
  type PartnerHomeQuery,
} from '../../gql/graphql';
import { signedInRoutes, typed } from '../orders/screen-testing';
import { Cooperate } from './Cooperate';
import { Coupons } from './Coupons';
import { ChannelSettings } from './ChannelSettings';
import { Dashboard } from './Dashboard';
import { PartnerHome } from './PartnerHome';

afterEach(cleanup);

const CHANNEL = typed('Channel', { id: '3', handle: 'vita_unni', name: '비타언니 채널', greetings: null });

function home(role: 'guest' | 'member' | 'influencer' | 'admin', channel: typeof CHANNEL | null): MockLink.MockedResponse {
  const data: PartnerHomeQuery = { me: typed('User', { id: '9', role, nickname: '비타언니', channel }) };
  return { request: { query: PartnerHomeDocument }, result: { data }, maxUsageCount: 5 };
}

/** The partner centre at `url` with the pages under test, answered by `mocks`. */
function show(url: string, mocks: MockLink.MockedResponse[]) {
  render(
    signedInRoutes(
      [
        {
          path: '/partner',
          element: <PartnerHome />,
          children: [
            { index: true, element: <Dashboard /> },
            { path: 'cooperate', element: <Cooperate /> },
            { path: 'coupons', element: <Coupons /> },
            { path: 'settings', element: <ChannelSettings /> },
          ],
        },
      ],
      url,
      mocks,
    ),
  );
}

describe('파트너 센터: who sees what', () => {
  it('a member sees 채널 열기, and the server’s refusal under the handle field', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: PartnerOpenChannelDocument, variables: { input: { handle: 'vita_unni', name: '비타언니 채널' } } },
      result: {
        errors: [
          new GraphQLError('이미 사용 중이거나 다른 채널이 쓰던 채널 핸들입니다.', {
            extensions: { code: 'CONFLICT', fields: [{ field: 'handle', message: '이미 사용 중인 채널 핸들입니다.' }] },
          }),
        ],
      },
    };
    show('/partner', [home('member', null), refused]);
    await userEvent.type(await screen.findByRole('textbox', { name: '채널 핸들' }), 'vita_unni');
    await userEvent.type(screen.getByRole('textbox', { name: '채널 이름' }), '비타언니 채널');
    await userEvent.click(screen.getByRole('button', { name: '채널 열기' }));
    const handle = await screen.findByRole('textbox', { name: '채널 핸들', description: /이미 사용 중인 채널 핸들입니다\./ });
    expect(handle.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: '채널 이름' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('a member who opened a channel is asked to log in again (the role comes with the next token)', async () => {
    let sent: unknown = null;
    const opened: MockLink.MockedResponse = {
      request: { query: PartnerOpenChannelDocument, variables: () => true },
      result: (variables: { input: unknown }) => {
        sent = variables.input;
        return { data: { becomeInfluencer: CHANNEL } };
      },
    } as MockLink.MockedResponse;
    show('/partner', [home('member', null), opened, home('member', CHANNEL)]);
    await userEvent.type(await screen.findByRole('textbox', { name: '채널 핸들' }), ' vita_unni ');
    await userEvent.type(screen.getByRole('textbox', { name: '채널 이름' }), '비타언니 채널');
    await userEvent.click(screen.getByRole('button', { name: '채널 열기' }));
    expect(await screen.findByText('비타언니 채널 채널을 열었습니다.')).toBeTruthy();
    // The session's renewal is refused right after (no stored session here): then the link to log in again.
    expect((await screen.findByRole('link', { name: '다시 로그인' })).getAttribute('href')).toBe('/login');
    expect(sent).toEqual({ handle: 'vita_unni', name: '비타언니 채널' });
  });

  it('an influencer without a channel is told to ask the shop', async () => {
    show('/partner', [home('influencer', null)]);
    expect(await screen.findByText('아직 연결된 채널이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '채널 열기' })).toBeNull();
  });

  it('a guest is sent to log in', async () => {
    show('/partner', [home('guest', null)]);
    expect(await screen.findByText('로그인한 회원만 채널을 열 수 있습니다.')).toBeTruthy();
  });

  it("leads each role's menu with its own area", () => {
    expect(accountLinks('admin')[0]).toEqual(['/admin', '관리자']);
    expect(accountLinks('influencer')[0]).toEqual(['/partner', '파트너 센터']);
    expect(accountLinks('member').some(([to]) => to === '/admin' || to === '/partner')).toBe(false);
  });
});

describe('대시보드', () => {
  const day = (d: string, visits: number, orders: number, revenue: number) => typed('ChannelDayFigures', { day: d, visits, firstInflows: Math.floor(visits / 2), signups: 1, orders, revenue });
  const dashboard: MockLink.MockedResponse = {
    request: { query: PartnerDashboardDocument },
    result: {
      data: {
        channelStats: typed('ChannelStats', {
          from: '2026-08-01',
          to: '2026-10-29',
          totals: typed('ChannelTotals', { visits: 1234, firstInflows: 567, pageViews: 4000, signups: 89, orders: 42, revenue: 1234500 }),
          days: [day('2026-10-27', 10, 1, 19900), day('2026-10-28', 30, 2, 39800), day('2026-10-29', 0, 0, 0)],
        }),
        channelTopProducts: [typed('ChannelTopProduct', { productId: '4', quantity: 12, revenue: 238800, product: typed('Product', { id: '4', name: '오메가3 1000', imageUrl: '/p.png' }) })],
        channelOrders: typed('ChannelOrderPage', {
          total: 2,
          items: [
            typed('ChannelOrder', { orderId: '71', reason: 'cooperate', reasonLabel: '공동구매', orderedAt: '2026-10-28T01:30:00.000Z', revenue: 19900, status: 'paid' }),
            typed('ChannelOrder', { orderId: '70', reason: 'link', reasonLabel: '채널 링크', orderedAt: '2026-10-27T15:10:00.000Z', revenue: 25000, status: 'delivery_complete' }),
          ],
        }),
        orderStatuses: [typed('OrderStatusInfo', { status: 'paid', label: '결제 완료' }), typed('OrderStatusInfo', { status: 'delivery_complete', label: '배송 완료' })],
      },
    },
  };

  it("shows the channel's links, the 90-day totals from channelStats, top products and why each order is the channel's", async () => {
    show('/partner', [home('influencer', CHANNEL), dashboard]);
    expect(await screen.findByRole('heading', { name: '비타언니 채널' })).toBeTruthy();
    const inflow = screen.getByRole<HTMLInputElement>('textbox', { name: '채널 링크' });
    expect(inflow.readOnly).toBe(true);
    expect(inflow.value).toBe(`${window.location.origin}/?channelId=vita_unni`);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '채널 페이지 주소' }).value).toBe(`${window.location.origin}/@vita_unni`);

    const totals = await screen.findByTestId('channel-totals');
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('방문')).toBe('1,234회');
    expect(figure('첫 유입')).toBe('567명');
    expect(figure('가입')).toBe('89명');
    expect(figure('주문')).toBe('42건');
    expect(figure('매출')).toBe('1,234,500원');
    expect(screen.getByRole('heading', { name: '최근 90일 (2026.08.01 ~ 2026.10.29)' })).toBeTruthy();

    expect(screen.getByText('12개 · 238,800원')).toBeTruthy();
    const orders = screen.getByRole('table', { name: '최근 채널 주문' });
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('공동구매')).toBeTruthy();
    expect(within(rows[0]!).getByText('2026.10.28 10:30')).toBeTruthy();
    expect(within(rows[0]!).getByText('결제 완료')).toBeTruthy();
    expect(within(rows[1]!).getByText('채널 링크')).toBeTruthy();
    expect(within(rows[1]!).getByText('2026.10.28 00:10')).toBeTruthy();
  });
});

const PRODUCT = typed('Product', { id: '4', name: '오메가3 1000', salePrice: 25000, imageUrl: '/p.png', status: 'on_sale', options: [] });

const cooperateEvent = (over: Partial<PartnerCooperateEventFragment>): PartnerCooperateEventFragment =>
  typed('CooperateEvent', {
    id: '1',
    productId: '4',
    title: '오메가3 공동구매',
    description: null,
    groupPrice: 19900,
    startsAt: '2026-12-01T01:00:00.000Z',
    endsAt: '2026-12-07T14:59:00.000Z',
    status: 'draft' as const,
    statusLabel: '작성 중',
    maxParticipants: 50,
    participantCount: 0,
    clickCount: 0,
    actions: ['scheduled', 'cancelled'] as PartnerCooperateEventFragment['actions'],
    editable: true,
    product: PRODUCT,
    ...over,
  }) as PartnerCooperateEventFragment;

const eventList = (items: PartnerCooperateEventFragment[]): MockLink.MockedResponse => ({
  request: { query: PartnerCooperateEventsDocument, variables: {} },
  result: { data: { myCooperateEvents: typed('CooperateEventPage', { total: items.length, items }) } },
  maxUsageCount: 5,
});

describe('공동구매', () => {
  const draft = cooperateEvent({});
  const open = cooperateEvent({ id: '2', title: '비타민D 공동구매', status: 'open', statusLabel: '진행 중', participantCount: 7, actions: ['closed', 'cancelled'], editable: false });
  const alerts: MockLink.MockedResponse = {
    request: { query: PartnerCooperateAlertsDocument, variables: { eventId: '2' } },
    result: { data: { cooperateAlertMembers: typed('CooperateAlertMemberPage', { total: 23 }) } },
    maxUsageCount: 5,
  };

  it("shows exactly the server's actions as buttons, and moves the event with changeCooperateStatus", async () => {
    let moved: unknown = null;
    const change: MockLink.MockedResponse = {
      request: { query: PartnerChangeCooperateStatusDocument, variables: { id: '1', status: 'scheduled' } },
      result: () => {
        moved = 'scheduled';
        return { data: { changeCooperateStatus: cooperateEvent({ status: 'scheduled', statusLabel: '오픈 예정', actions: ['draft', 'open', 'cancelled'], editable: true }) } };
      },
    };
    show('/partner/cooperate', [home('influencer', CHANNEL), eventList([draft, open]), alerts, change]);
    const first = within(await screen.findByTestId('cooperate-1'));
    const second = within(screen.getByTestId('cooperate-2'));
    const names = (card: typeof first) => card.getAllByRole('button').map((b) => b.textContent);
    // A draft may still be edited; its moves are the server's two.
    expect(names(first)).toEqual(['수정', '오픈 예약하기', '공동구매 취소']);
    // An open event is not edited any more; the server lets it close or be cancelled.
    expect(names(second)).toEqual(['마감하기', '공동구매 취소']);
    expect(await second.findByText('23명')).toBeTruthy();
    expect(first.queryByTestId('alert-count')).toBeNull();

    await userEvent.click(first.getByRole('button', { name: '오픈 예약하기' }));
    expect(await screen.findByText('오픈 예정으로 바꿨습니다.')).toBeTruthy();
    expect(moved).toBe('scheduled');
  });

  it('asks before cancelling, in the design-system dialog', async () => {
    let cancelled = 0;
    const cancel: MockLink.MockedResponse = {
      request: { query: PartnerChangeCooperateStatusDocument, variables: { id: '1', status: 'cancelled' } },
      result: () => {
        cancelled += 1;
        return { data: { changeCooperateStatus: cooperateEvent({ status: 'cancelled', statusLabel: '취소', actions: [], editable: false }) } };
      },
    };
    show('/partner/cooperate', [home('influencer', CHANNEL), eventList([draft]), cancel]);
    const card = within(await screen.findByTestId('cooperate-1'));
    await userEvent.click(card.getByRole('button', { name: '공동구매 취소' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/'오메가3 공동구매' 공동구매를 취소할까요\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(cancelled).toBe(0);
    await userEvent.click(card.getByRole('button', { name: '공동구매 취소' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await screen.findByText('취소로 바꿨습니다.');
    expect(cancelled).toBe(1);
  });

  it("creates an event with the form's values (a searched product, Korean times) and shows a refusal at its field", async () => {
    const sent: unknown[] = [];
    const search: MockLink.MockedResponse = {
      request: { query: PartnerProductSearchDocument, variables: { query: '오메가' } },
      result: { data: { searchProducts: typed('ProductPage', { total: 1, items: [PRODUCT] }) } },
    };
    const refusedThenCreated = (attempt: number): MockLink.MockedResponse =>
      ({
        request: { query: PartnerCreateCooperateEventDocument, variables: () => true },
        result: (variables: { input: unknown }) => {
          sent.push(variables.input);
          return attempt === 0
            ? {
                errors: [
                  new GraphQLError('공동구매가는 판매가(25,000원)보다 낮아야 합니다.', {
                    extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'groupPrice', message: '공동구매가는 판매가(25,000원)보다 낮아야 합니다.' }] },
                  }),
                ],
              }
            : { data: { createCooperateEvent: cooperateEvent({}) } };
        },
      }) as MockLink.MockedResponse;
    show('/partner/cooperate', [home('influencer', CHANNEL), eventList([]), search, refusedThenCreated(0), refusedThenCreated(1), eventList([draft])]);

    await userEvent.click(await screen.findByRole('button', { name: '공동구매 만들기' }));
    const form = within(screen.getByRole('form', { name: '새 공동구매' }));
    await userEvent.type(form.getByRole('searchbox', { name: '상품' }), '오메가');
    await userEvent.click(form.getByRole('button', { name: '검색' }));
    await userEvent.click(await form.findByRole('button', { name: '오메가3 1000 선택' }));
    expect(form.getByText('25,000원')).toBeTruthy();
    await userEvent.type(form.getByRole('textbox', { name: '제목' }), '오메가3 공동구매');
    await userEvent.type(form.getByRole('textbox', { name: '공동구매가 (원)' }), '25000');
    await userEvent.type(form.getByRole('textbox', { name: '시작일' }), '20261201');
    await userEvent.type(form.getByRole('textbox', { name: '시작 시각' }), '1000');
    await userEvent.type(form.getByRole('textbox', { name: '종료일' }), '20261207');
    await userEvent.type(form.getByRole('textbox', { name: '종료 시각' }), '2359');
    await userEvent.type(form.getByRole('textbox', { name: '최대 참여 인원' }), '50');
    await userEvent.click(form.getByRole('button', { name: '작성 중으로 저장' }));

    expect(await form.findByRole('textbox', { name: '공동구매가 (원)', description: /판매가\(25,000원\)보다 낮아야 합니다/ })).toBeTruthy();
    const price = form.getByRole('textbox', { name: '공동구매가 (원)' });
    await userEvent.clear(price);
    await userEvent.type(price, '19900');
    await userEvent.click(form.getByRole('button', { name: '작성 중으로 저장' }));
    await screen.findByText('공동구매를 만들었습니다. 준비되면 오픈 예약을 해주세요.');
    await waitFor(() => expect(screen.queryByRole('form', { name: '새 공동구매' })).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      productId: '4',
      title: '오메가3 공동구매',
      description: null,
      groupPrice: 19900,
      startsAt: '2026-12-01T01:00:00.000Z',
      endsAt: '2026-12-07T14:59:00.000Z',
      maxParticipants: 50,
    });
    expect(sent[0]).toMatchObject({ groupPrice: 25000 });
  });
});

describe('쿠폰', () => {
  const live = (items: ReturnType<typeof typed>[]): MockLink.MockedResponse => ({
    request: { query: PartnerChannelCouponsDocument, variables: { channelId: '3' } },
    result: { data: { channelCoupons: items } },
    maxUsageCount: 5,
  });
  const coupon = typed('CouponMaster', {
    id: '61',
    name: '비타언니 팔로워 쿠폰',
    benefit: '10% 할인 (최대 5,000원)',
    condition: '30,000원 이상 구매 시 사용 가능',
    startsAt: '2026-12-01T01:00:00.000Z',
    endsAt: '2026-12-31T14:59:00.000Z',
    issueLimit: 500,
    issuedCount: 12,
  });

  it('is a tab of the partner centre at /partner/coupons, listing the channel’s live coupons as the server words them', async () => {
    expect(matchRoutes(appRoutes, '/partner/coupons')?.at(-1)?.route.path).toBe('coupons');
    show('/partner/coupons', [home('influencer', CHANNEL), live([coupon])]);
    expect((await screen.findByRole('tab', { name: '쿠폰' })).getAttribute('aria-selected')).toBe('true');
    const card = within(await screen.findByTestId('coupon-61'));
    expect(card.getByText('비타언니 팔로워 쿠폰')).toBeTruthy();
    expect(card.getByText('10% 할인 (최대 5,000원)')).toBeTruthy();
    expect(card.getByText('30,000원 이상 구매 시 사용 가능')).toBeTruthy();
    expect(card.getByText('2026.12.01 10:00 ~ 2026.12.31 23:59')).toBeTruthy();
    expect(card.getByText('12장 / 500장')).toBeTruthy();
  });

  it("creates a coupon with the form's values (Korean times), shows the server's refusal at its field, then the code to share", async () => {
    const sent: unknown[] = [];
    const refusal = '채널 쿠폰은 30%까지 할인할 수 있습니다.';
    const create: MockLink.MockedResponse = {
      request: { query: PartnerCreateChannelCouponDocument, variables: () => true },
      result: (variables: { input: unknown }) => {
        sent.push(variables.input);
        return sent.length === 1
          ? { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'amount', message: refusal }] } })] }
          : { data: { createChannelCoupon: typed('ChannelCoupon', { id: '61', name: '비타언니 팔로워 쿠폰', code: 'VITA10' }) } };
      },
      maxUsageCount: 2,
    } as MockLink.MockedResponse;
    show('/partner/coupons', [home('influencer', CHANNEL), live([]), create]);
    await userEvent.click(await screen.findByRole('button', { name: '쿠폰 만들기' }));
    const form = within(screen.getByRole('form', { name: '새 쿠폰' }));
    await userEvent.type(form.getByRole('textbox', { name: '쿠폰 이름' }), '비타언니 팔로워 쿠폰');
    await userEvent.type(form.getByRole('textbox', { name: '쿠폰 코드' }), 'vita10');
    expect(form.getByRole<HTMLInputElement>('radio', { name: '정률 (%)' }).checked).toBe(true);
    await userEvent.type(form.getByRole('textbox', { name: '할인율 (%)' }), '40');
    await userEvent.type(form.getByRole('textbox', { name: '최대 할인 금액 (원)' }), '5,000');
    await userEvent.type(form.getByRole('textbox', { name: '최소 주문 금액 (원)' }), '30000');
    await userEvent.type(form.getByRole('textbox', { name: '시작일' }), '20261201');
    await userEvent.type(form.getByRole('textbox', { name: '시작 시각' }), '1000');
    await userEvent.type(form.getByRole('textbox', { name: '종료일' }), '20261231');
    await userEvent.type(form.getByRole('textbox', { name: '종료 시각' }), '2359');
    await userEvent.type(form.getByRole('textbox', { name: '발급 수량 (장)' }), '500');
    await userEvent.click(form.getByRole('button', { name: '쿠폰 만들기' }));

    const amount = await form.findByRole('textbox', { name: '할인율 (%)', description: /채널 쿠폰은 30%까지 할인할 수 있습니다\./ });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(form.getByRole('button', { name: '쿠폰 만들기' }));

    const share = await screen.findByRole('region', { name: '공유할 쿠폰 코드' });
    expect(within(share).getByTestId('coupon-code').textContent).toBe('VITA10');
    expect(await screen.findByText('쿠폰을 만들었습니다.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '새 쿠폰' })).toBeNull();
    expect(sent[1]).toEqual({
      name: '비타언니 팔로워 쿠폰',
      code: 'vita10',
      kind: 'percent',
      amount: 10,
      maxDiscount: 5000,
      minOrderAmount: 30000,
      startsAt: '2026-12-01T01:00:00.000Z',
      endsAt: '2026-12-31T14:59:00.000Z',
      issueLimit: 500,
    });
    expect(sent[0]).toMatchObject({ amount: 40 });
  });

  it('an empty form is sent with its empty fields as null, and the server’s refusal shows at every field in one round', async () => {
    const sent: Record<string, unknown>[] = [];
    const refusals = [
      ['name', '쿠폰 이름을 입력해주세요.'],
      ['code', '쿠폰 코드를 입력해주세요.'],
      ['amount', '할인을 입력해주세요.'],
      ['startsAt', '시작 날짜와 시각을 입력해주세요.'],
      ['issueLimit', '발급 수량을 입력해주세요.'],
    ] as const;
    const refused = {
      request: { query: PartnerCreateChannelCouponDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent.push(variables.input);
        const fields = refusals.map(([field, message]) => ({ field: `input.${field}`, message }));
        return { errors: [new GraphQLError(fields[0]!.message, { extensions: { code: 'BAD_USER_INPUT', fields } })] };
      },
    } as MockLink.MockedResponse;
    show('/partner/coupons', [home('influencer', CHANNEL), live([]), refused]);
    await userEvent.click(await screen.findByRole('button', { name: '쿠폰 만들기' }));
    const form = within(screen.getByRole('form', { name: '새 쿠폰' }));
    await userEvent.click(form.getByRole('button', { name: '쿠폰 만들기' }));
    for (const [name, message] of [
      ['쿠폰 이름', '쿠폰 이름을 입력해주세요.'],
      ['쿠폰 코드', '쿠폰 코드를 입력해주세요.'],
      ['할인율 (%)', '할인을 입력해주세요.'],
      ['발급 수량 (장)', '발급 수량을 입력해주세요.'],
    ]) {
      const field = await form.findByRole('textbox', { name, description: (text) => text.includes(message) });
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(form.getByText('시작 날짜와 시각을 입력해주세요.')).toBeTruthy();
    expect(sent).toEqual([{ name: '', code: '', kind: 'percent', amount: null, maxDiscount: null, minOrderAmount: null, startsAt: null, endsAt: null, issueLimit: null }]);
  });

  it('a fixed coupon sends no maximum discount', async () => {
    let sent: Record<string, unknown> | null = null;
    const create: MockLink.MockedResponse = {
      request: { query: PartnerCreateChannelCouponDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent = variables.input;
        return { data: { createChannelCoupon: typed('ChannelCoupon', { id: '62', name: '3천원 쿠폰', code: 'VITA3000' }) } };
      },
    } as MockLink.MockedResponse;
    show('/partner/coupons', [home('influencer', CHANNEL), live([]), create]);
    await userEvent.click(await screen.findByRole('button', { name: '쿠폰 만들기' }));
    const form = within(screen.getByRole('form', { name: '새 쿠폰' }));
    await userEvent.type(form.getByRole('textbox', { name: '쿠폰 이름' }), '3천원 쿠폰');
    await userEvent.type(form.getByRole('textbox', { name: '쿠폰 코드' }), 'VITA3000');
    await userEvent.click(form.getByRole('radio', { name: '정액 (원)' }));
    expect(form.queryByRole('textbox', { name: '최대 할인 금액 (원)' })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: '할인 금액 (원)' }), '3000');
    await userEvent.type(form.getByRole('textbox', { name: '시작일' }), '20261201');
    await userEvent.type(form.getByRole('textbox', { name: '시작 시각' }), '0000');
    await userEvent.type(form.getByRole('textbox', { name: '종료일' }), '20261210');
    await userEvent.type(form.getByRole('textbox', { name: '종료 시각' }), '0000');
    await userEvent.type(form.getByRole('textbox', { name: '발급 수량 (장)' }), '100');
    await userEvent.click(form.getByRole('button', { name: '쿠폰 만들기' }));
    expect(within(await screen.findByRole('region', { name: '공유할 쿠폰 코드' })).getByText('VITA3000')).toBeTruthy();
    expect(sent).toMatchObject({ kind: 'fixed', amount: 3000, maxDiscount: null, minOrderAmount: null, issueLimit: 100 });
  });
});

describe('채널 설정', () => {
  it('the profile photo is uploaded as the influencer’s own file and saved with the profile (no address to type)', async () => {
    const settings = typed('Channel', { id: '3', handle: 'vita_unni', name: '비타언니 채널', intro: null, greetings: null, menus: [], profileImageUrl: null });
    const uploaded = '/uploads/private/user/5/2026-11/00000000-1111-4111-8111-111111111111.png?expires=1&signature=x';
    let uploadedWith: unknown = null;
    let savedWith: unknown = null;
    show('/partner/settings', [
      home('influencer', CHANNEL),
      { request: { query: PartnerChannelSettingsPageDocument }, result: { data: { myChannel: settings } }, maxUsageCount: 3 },
      {
        request: { query: PartnerUploadPhotoDocument, variables: () => true },
        result: (variables: { input: unknown }) => ((uploadedWith = variables.input), { data: { uploadFile: typed('StoredFile', { id: '80', url: uploaded }) } }),
      } as MockLink.MockedResponse,
      {
        request: { query: PartnerEditChannelProfileDocument, variables: () => true },
        result: (variables: { input: unknown }) => ((savedWith = variables.input), { data: { editChannelProfile: { ...settings, profileImageUrl: uploaded } } }),
      } as MockLink.MockedResponse,
    ]);
    const picker = await screen.findByLabelText<HTMLInputElement>('프로필 사진');
    // It opens once the account is known (the file is the account's own).
    await waitFor(() => expect(picker.disabled).toBe(false));
    await userEvent.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: '프로필 사진 미리보기' });
    expect(preview.getAttribute('src')).toBe(uploaded);
    expect(uploadedWith).toMatchObject({ ownerType: 'user', ownerId: '5', fileName: 'me.png' });
    await userEvent.click(screen.getByRole('button', { name: '프로필 저장' }));
    await waitFor(() => expect(savedWith).toMatchObject({ profileImageUrl: uploaded }));
  });
});
