import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MyPointHistoryDocument, MyPointsDocument, type MyPointHistoryQuery, type MyPointsQuery, type PointEntryKind } from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { MyPoints } from './MyPoints';

afterEach(cleanup);

type Entry = MyPointHistoryQuery['pointHistory']['items'][number];

/** Rules unlike the shop's defaults, so the test sees the screen prints the server's numbers. */
const RULES = { purchaseRatePercent: 2, reviewText: 150, reviewPhoto: 500, minBalance: 2000, useUnit: 100, expiryDays: 365 };

function summary(points: Partial<MyPointsQuery['myPoints']> = {}): MyPointsQuery {
  return {
    myPoints: typed('PointSummary', { balance: 12_340, expiringSoon: 1200, nextExpiryAt: '2026-12-01T03:00:00.000Z', ...points }),
    pointRules: typed('PointRulesView', RULES),
  } as MyPointsQuery;
}

const entry = (id: string, kind: PointEntryKind, amount: number, balanceAfter: number, reason: string, over: Partial<Entry> = {}): Entry =>
  typed('PointHistoryItem', {
    id,
    kind,
    amount,
    balanceAfter,
    reason,
    orderId: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    expiresAt: '2027-05-19T01:00:00.000Z',
    ...over,
  }) as Entry;

const historyPage = (items: Entry[], total = items.length) => ({ pointHistory: typed('PointHistoryPage', { total, items }) });

/** The history mock for `kind` from `offset`, recording the variables each request carried. */
function historyMock(kind: PointEntryKind | null, data: ReturnType<typeof historyPage>, asked: object[] = [], offset = 0): MockLink.MockedResponse {
  return {
    request: { query: MyPointHistoryDocument, variables: { kind, offset, limit: 20 } },
    result: (variables: object) => {
      asked.push(variables);
      return { data };
    },
    maxUsageCount: 5,
  } as MockLink.MockedResponse;
}

const summaryMock = (data = summary()): MockLink.MockedResponse => ({ request: { query: MyPointsDocument }, result: { data }, maxUsageCount: 5 });

const app = (url: string, mocks: MockLink.MockedResponse[]) => signedIn('/mypage/point', url, <MyPoints />, mocks);

/** The rows of the history list. */
const rows = () => within(screen.getByTestId('point-history')).getAllByRole('listitem');

describe('mypage point', () => {
  it('shows the balance, what expires within 30 days and when, and the rules line from the server numbers', async () => {
    render(app('/mypage/point', [summaryMock(), historyMock(null, historyPage([]))]));
    const card = await screen.findByRole('region', { name: '보유 적립금' });
    expect(within(card).getByTestId('points-balance').textContent).toBe('12,340원');
    within(card).getByText('30일 내 소멸 예정 1,200원');
    within(card).getByText('가장 먼저 소멸되는 날 2026.12.01');
    expect(within(card).getByTestId('points-rules').textContent).toBe('구매확정 시 결제 금액의 2% 적립 · 리뷰 150원, 사진 리뷰 500원 · 2,000원 이상부터 100원 단위 사용 · 적립 후 365일 뒤 소멸');
    // No entries yet: the empty state.
    await screen.findByText('아직 적립금 내역이 없어요');
  });

  it('says nothing of expiry when nothing is due to expire', async () => {
    render(app('/mypage/point', [summaryMock(summary({ balance: 0, expiringSoon: 0, nextExpiryAt: null })), historyMock(null, historyPage([]))]));
    const card = await screen.findByRole('region', { name: '보유 적립금' });
    expect(within(card).getByTestId('points-balance').textContent).toBe('0원');
    expect(within(card).queryByText(/소멸 예정/)).toBeNull();
    expect(within(card).queryByText(/가장 먼저 소멸되는 날/)).toBeNull();
  });

  it('lists each entry with its date, reason, signed amount, balance after, and the expiry of earned points', async () => {
    const items = [
      entry('6', 'revoke', -200, 3800, '리뷰 삭제', { createdAt: '2026-11-24T01:00:00.000Z' }),
      entry('5', 'return', 500, 4000, '주문 취소', { createdAt: '2026-11-23T01:00:00.000Z', orderId: '41' }),
      entry('4', 'spend', -3000, 3500, '주문 결제', { createdAt: '2026-11-22T01:00:00.000Z', orderId: '41' }),
      entry('3', 'expire', -100, 6500, '유효기간 만료', { createdAt: '2026-11-21T01:00:00.000Z' }),
      entry('2', 'earn', 1000, 6600, '구매확정 적립', { createdAt: '2026-11-20T01:00:00.000Z', expiresAt: '2027-05-19T01:00:00.000Z' }),
    ];
    render(app('/mypage/point', [summaryMock(), historyMock(null, historyPage(items))]));
    await screen.findByTestId('point-history');
    const [revoke, back, spend, expire, earn] = rows();

    within(earn!).getByText('2026.11.20 · 적립');
    within(earn!).getByText('구매확정 적립');
    const plus = within(earn!).getByText('+1,000원');
    expect(plus.className).toContain('points-amount--plus');
    within(earn!).getByText('잔액 6,600원');
    within(earn!).getByText('소멸 예정 2027.05.19');

    const minus = within(spend!).getByText('−3,000원');
    expect(minus.className).not.toContain('points-amount--plus');
    within(spend!).getByText('2026.11.22 · 사용');
    within(spend!).getByText('잔액 3,500원');
    // Only earned points say when they expire.
    for (const row of [revoke, back, spend, expire]) expect(within(row!).queryByText(/소멸 예정/)).toBeNull();

    within(back!).getByText('2026.11.23 · 사용 취소');
    expect(within(back!).getByText('+500원').className).toContain('points-amount--plus');
    within(revoke!).getByText('2026.11.24 · 적립 취소');
    within(revoke!).getByText('−200원');
    within(expire!).getByText('2026.11.21 · 소멸');
    within(expire!).getByText('−100원');
  });

  it('a filter chip asks the history of that kind', async () => {
    const user = userEvent.setup();
    const askedAll: object[] = [];
    const askedEarn: object[] = [];
    const all = historyPage([entry('4', 'spend', -3000, 3500, '주문 결제'), entry('2', 'earn', 1000, 6500, '구매확정 적립')]);
    const earned = historyPage([entry('2', 'earn', 1000, 6500, '구매확정 적립')]);
    render(app('/mypage/point', [summaryMock(), historyMock(null, all, askedAll), historyMock('earn', earned, askedEarn)]));
    await screen.findByTestId('point-history');
    expect(rows()).toHaveLength(2);
    const filters = screen.getByRole('navigation', { name: '적립금 내역 종류' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['전체', '적립', '사용', '소멸']);
    expect(within(filters).getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(filters).getByRole('link', { name: '적립' }));
    await waitFor(() => expect(askedEarn).toEqual([{ kind: 'earn', offset: 0, limit: 20 }]));
    await waitFor(() => expect(rows()).toHaveLength(1));
    within(rows()[0]!).getByText('+1,000원');
    expect(within(filters).getByRole('link', { name: '적립' }).getAttribute('aria-current')).toBe('page');
    expect(askedAll).toEqual([{ kind: null, offset: 0, limit: 20 }]);
  });

  it('says a filtered list is empty in its own words', async () => {
    render(app('/mypage/point?kind=expire', [summaryMock(), historyMock('expire', historyPage([]))]));
    await screen.findByText('소멸 내역이 없어요');
  });

  it('더보기 asks the next page by its offset and shows both pages as one list', async () => {
    const user = userEvent.setup();
    const pageOf = (from: number, count: number) =>
      historyPage(
        Array.from({ length: count }, (_, i) => entry(String(100 + from + i), 'earn', 10 + from + i, 5000, `적립 ${from + i}`)),
        21,
      );
    render(app('/mypage/point', [summaryMock(), historyMock(null, pageOf(0, 20)), historyMock(null, pageOf(20, 1), [], 20)]));
    await screen.findByTestId('point-history');
    await waitFor(() => expect(rows()).toHaveLength(20));
    screen.getByText('21개 중 20개');
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(rows()).toHaveLength(21));
    within(rows()[20]!).getByText('적립 20');
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });
});
