import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClaimCouponDocument, IssuableCouponsDocument, MyCouponsDocument, type IssuableCouponsQuery, type WalletCouponFragment, type WalletCouponStatus } from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { COUPON_TEXT, MyCoupons } from './MyCoupons';

afterEach(cleanup);

const coupon = (id: string, status: WalletCouponStatus, name: string, benefit: string, condition: string | null, expiresAt = '2026-12-31T14:59:59.000Z'): WalletCouponFragment =>
  typed('UserCoupon', {
    id,
    status,
    expiresAt,
    usedAt: status === 'used' ? '2026-11-20T01:00:00.000Z' : null,
    master: typed('CouponMaster', { id: `m${id}`, name, benefit, condition, kind: 'fixed' as const, target: 'order' as const }),
  }) as WalletCouponFragment;

const WELCOME = coupon('9', 'available', '웰컴 쿠폰', '10% 할인 (최대 5,000원)', '30,000원 이상 구매 시 사용 가능', '2026-12-25T14:59:59.000Z');

/** The wallet the server holds: the mocks answer from it, so a claim can add to it. */
let wallet: WalletCouponFragment[] = [];
let claims: string[] = [];

beforeEach(() => {
  claims = [];
  wallet = [
    coupon('1', 'available', '첫 구매 쿠폰', '3,000원 할인', '20,000원 이상 구매 시 사용 가능', '2026-12-01T03:00:00.000Z'),
    coupon('2', 'reserved', '무료배송 쿠폰', '무료배송', null),
    coupon('3', 'used', '봄맞이 쿠폰', '2,000원 할인', null),
    coupon('4', 'expired', '지난 쿠폰', '5% 할인', null, '2026-10-31T14:59:59.000Z'),
  ];
});

const walletMock: MockLink.MockedResponse = { request: { query: MyCouponsDocument }, result: () => ({ data: { myCoupons: wallet } }), maxUsageCount: 10 } as MockLink.MockedResponse;

const issuable = (items: Partial<IssuableCouponsQuery['issuableCoupons'][number]>[] = []): MockLink.MockedResponse => ({
  request: { query: IssuableCouponsDocument },
  result: { data: { issuableCoupons: items.map((item) => typed('CouponMaster', item)) } },
  maxUsageCount: 10,
});

/** claimCoupon: `answer` adds a coupon to the wallet, or is the server's refusal. */
function claimMock(answer: WalletCouponFragment | GraphQLError): MockLink.MockedResponse {
  return {
    request: { query: ClaimCouponDocument, variables: () => true },
    result: ({ code }: { code: string }) => {
      claims.push(code);
      if (answer instanceof GraphQLError) return { errors: [answer] };
      wallet = [answer, ...wallet];
      return { data: { claimCoupon: answer } };
    },
    maxUsageCount: 5,
  } as MockLink.MockedResponse;
}

const app = (url: string, mocks: MockLink.MockedResponse[]) => signedIn('/mypage/coupon', url, <MyCoupons />, mocks);
const cards = () => within(screen.getByTestId('coupon-wallet')).getAllByRole('listitem');

describe('mypage coupon', () => {
  it('shows usable coupons as cards (benefit, name, condition, expiry; 사용 중 for one an order holds) and used or expired ones under 사용·만료', async () => {
    const user = userEvent.setup();
    render(app('/mypage/coupon', [walletMock, issuable()]));
    await screen.findByTestId('coupon-wallet');
    const [first, held] = cards();
    expect(cards()).toHaveLength(2);
    const benefit = within(first!).getByText('3,000원 할인');
    expect(benefit.className).toContain('coupons-card__benefit');
    within(first!).getByText('첫 구매 쿠폰');
    within(first!).getByText('20,000원 이상 구매 시 사용 가능');
    within(first!).getByText('2026.12.01까지');
    expect(within(first!).queryByText(/사용 중|사용함|기간 만료/)).toBeNull();
    within(held!).getByText('무료배송');
    within(held!).getByText('사용 중');

    const tabs = screen.getByRole('navigation', { name: COUPON_TEXT.tabs });
    expect(within(tabs).getByRole('link', { name: '사용 가능' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(tabs).getByRole('link', { name: '사용·만료' }));
    await waitFor(() => expect(within(cards()[0]!).queryByText('2,000원 할인')).not.toBeNull());
    const [used, expired] = cards();
    within(used!).getByText('사용함');
    within(expired!).getByText('기간 만료');
    within(expired!).getByText('2026.10.31까지');
    expect(screen.queryByText('3,000원 할인')).toBeNull();
  });

  it('says when there is nothing to use, and lists what may be claimed without its code', async () => {
    wallet = [];
    render(
      app('/mypage/coupon', [
        walletMock,
        issuable([{ id: '20', name: '웰컴 쿠폰', benefit: '10% 할인 (최대 5,000원)', condition: '30,000원 이상 구매 시 사용 가능', endsAt: '2026-12-31T14:59:59.000Z' }]),
      ]),
    );
    await screen.findByText('사용할 수 있는 쿠폰이 없어요');
    const section = await screen.findByRole('region', { name: '받을 수 있는 쿠폰' });
    within(section).getByText('웰컴 쿠폰');
    within(section).getByText('10% 할인 (최대 5,000원)');
    within(section).getByText('30,000원 이상 구매 시 사용 가능');
    within(section).getByText(COUPON_TEXT.issuableHint);
    expect(within(section).queryByText(/WELCOME/)).toBeNull();
  });

  it('claiming a code shows the toast and the new coupon in the wallet', async () => {
    const user = userEvent.setup();
    render(app('/mypage/coupon', [walletMock, issuable(), claimMock(WELCOME)]));
    await screen.findByTestId('coupon-wallet');
    expect(cards()).toHaveLength(2);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: '쿠폰 코드' });
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: '받기' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('쿠폰을 받았어요.'));
    expect(claims).toEqual(['welcome10']);
    await waitFor(() => expect(cards()).toHaveLength(3));
    within(cards()[0]!).getByText('10% 할인 (최대 5,000원)');
    within(cards()[0]!).getByText('웰컴 쿠폰');
    within(cards()[0]!).getByText('2026.12.25까지');
    expect(field.value).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a 410 answer shows the server's message in a dialog, and 확인 closes it", async () => {
    const user = userEvent.setup();
    const message = '선착순 쿠폰이 모두 소진되었어요.';
    render(app('/mypage/coupon', [walletMock, issuable(), claimMock(new GraphQLError(message, { extensions: { code: 'COUPON_GONE', fields: [{ field: 'code', message }] } }))]));
    await screen.findByTestId('coupon-wallet');
    await user.type(screen.getByRole('textbox', { name: '쿠폰 코드' }), 'FIRST100');
    await user.click(screen.getByRole('button', { name: '받기' }));

    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(message);
    expect(claims).toEqual(['FIRST100']);
    expect(screen.queryByText('쿠폰을 받았어요.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cards()).toHaveLength(2);
  });

  it('a 411 answer shows its message in the dialog as well', async () => {
    const user = userEvent.setup();
    const message = '쿠폰 코드를 확인해주세요.';
    render(app('/mypage/coupon', [walletMock, issuable(), claimMock(new GraphQLError(message, { extensions: { code: 'COUPON_CONDITIONS_NOT_MET', fields: [{ field: 'code', message }] } }))]));
    await screen.findByTestId('coupon-wallet');
    await user.type(screen.getByRole('textbox', { name: '쿠폰 코드' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: '받기' }));
    within(await screen.findByRole('alertdialog')).getByText(message);
  });
});
