import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BeginSubscriptionDocument,
  BillingCardsPageDocument,
  ConfirmCardRegistrationDocument,
  MySubscriptionListDocument,
  SkipMySubscriptionDocument,
  SubscribeFormDocument,
  type SubscriptionItemFragment,
} from '../../gql/graphql';
import { signedIn, signedInRoutes, typed } from '../orders/screen-testing';
import { billingFailureText, UNKNOWN_BILLING_ERROR } from './billing-errors';
import { Cards } from './Cards';
import { MySubscriptions } from './MySubscriptions';
import { Subscribe } from './Subscribe';

afterEach(cleanup);

const CARD = typed('BillingCard', { id: '3', customerUid: 'cu_5_0123456789abcdef', cardName: '샌드박스카드', cardNumber: '536148******1234' });

describe('billing failure text (spec section 8)', () => {
  it('cuts at the first "[" and "(", and falls back when nothing is left', () => {
    expect(billingFailureText('잔액이 부족합니다. [F113] (샌드박스 카드사 응답)')).toBe('잔액이 부족합니다.');
    expect(billingFailureText('카드 정보를 확인해주세요 (유효기간)')).toBe('카드 정보를 확인해주세요');
    expect(billingFailureText('[F999] 오류')).toBe(UNKNOWN_BILLING_ERROR);
    expect(billingFailureText(null)).toBe(UNKNOWN_BILLING_ERROR);
  });
});

describe('카드 관리', () => {
  const page = (cards: unknown[]): MockLink.MockedResponse => ({
    request: { query: BillingCardsPageDocument, variables: { userId: '5' } },
    result: { data: { billingCertified: true, billingCards: cards, billingRules: typed('BillingRulesView', { maxCards: 5 }) } },
    maxUsageCount: 5,
  });

  it('confirms the card the gateway window sends back, once', async () => {
    let confirmed = 0;
    const confirm: MockLink.MockedResponse = {
      request: { query: ConfirmCardRegistrationDocument, variables: { customerUid: CARD.customerUid } },
      result: () => {
        confirmed += 1;
        return { data: { registerCard: CARD } };
      },
      maxUsageCount: 3,
    };
    render(signedIn('/mypage/cards', `/mypage/cards?customer_uid=${CARD.customerUid}&imp_success=true`, <Cards />, [page([]), confirm, page([CARD])]));
    await screen.findByText('카드를 등록했어요.');
    expect(confirmed).toBe(1);
  });

  it('a window that failed shows its message cut, in a dialog with 확인', async () => {
    render(
      signedIn('/mypage/cards', `/mypage/cards?customer_uid=${CARD.customerUid}&imp_success=false&error_msg=${encodeURIComponent('카드 한도가 초과되었습니다 [F101] (카드사)')}`, <Cards />, [
        page([]),
      ]),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('카드 한도가 초과되었습니다')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '확인' })).toBeTruthy();
  });

  it('a refused confirmation shows the server text cut', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: ConfirmCardRegistrationDocument, variables: { customerUid: CARD.customerUid } },
      result: { errors: [new GraphQLError('카드 등록이 완료되지 않았습니다. 다시 등록해주세요.', { extensions: { code: 'BILLING_CARD_NOT_REGISTERED' } })] },
    };
    render(signedIn('/mypage/cards', `/mypage/cards?customer_uid=${CARD.customerUid}&imp_success=true`, <Cards />, [page([]), refused]));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('카드 등록이 완료되지 않았습니다. 다시 등록해주세요.')).toBeTruthy();
  });
});

const subscription = (over: Partial<SubscriptionItemFragment>): SubscriptionItemFragment =>
  typed('Subscription', {
    id: '7',
    quantity: 2,
    intervalWeeks: 4,
    status: 'active' as const,
    nextChargeOn: '2026-12-24',
    retryOn: null,
    failures: 0,
    pausedReason: null,
    recipientName: '김데모',
    address1: '서울특별시 중구 세종대로 110',
    address2: null,
    product: typed('Product', { id: '4', name: '오메가3 1000', imageUrl: '/p.png', salePrice: 25000 }),
    option: null,
    card: typed('BillingCard', { id: '3', cardName: '샌드박스카드', cardNumber: '536148******1234' }),
    charges: [],
    actions: typed('SubscriptionActions', { skip: true, change: true, pause: true, resume: false, cancel: true }),
    ...over,
  }) as SubscriptionItemFragment;

describe('정기배송', () => {
  const list = (items: SubscriptionItemFragment[]): MockLink.MockedResponse => ({
    request: { query: MySubscriptionListDocument },
    result: { data: { mySubscriptions: items, subscriptionRules: typed('SubscriptionRulesView', { maxDaysAhead: 90 }) } },
    maxUsageCount: 5,
  });

  it('shows exactly the actions the server allows, and a waiting retry with its cut reason', async () => {
    const paused = subscription({
      id: '8',
      status: 'paused',
      pausedReason: '결제에 4번 실패해 일시정지했어요: 잔액이 부족합니다. [F113]',
      actions: typed('SubscriptionActions', { skip: false, change: true, pause: false, resume: true, cancel: true }),
    });
    const retrying = subscription({
      retryOn: '2026-12-25',
      failures: 1,
      charges: [typed('SubscriptionCharge', { id: '1', status: 'failed' as const, failReason: '잔액이 부족합니다. [F113] (카드사)', cycleOn: '2026-12-24' })],
    });
    render(signedIn('/mypage/subscription', '/mypage/subscription', <MySubscriptions />, [list([retrying, paused])]));
    const cards = await screen.findAllByRole('listitem');
    const active = within(cards[0]!);
    expect(active.getByRole('button', { name: '이번 회차 건너뛰기' })).toBeTruthy();
    expect(active.queryByRole('button', { name: '다시 시작' })).toBeNull();
    expect(active.getByRole('status').textContent).toBe('결제 실패 · 12월 25일 (금)에 다시 결제해요 (잔액이 부족합니다.)');
    const stopped = within(cards[1]!);
    expect(stopped.queryByRole('button', { name: '이번 회차 건너뛰기' })).toBeNull();
    expect(stopped.getByRole('button', { name: '다시 시작' })).toBeTruthy();
    expect(stopped.getByText('결제에 4번 실패해 일시정지했어요: 잔액이 부족합니다.')).toBeTruthy();
  });

  it('skips the next delivery and says the new date', async () => {
    const skip: MockLink.MockedResponse = {
      request: { query: SkipMySubscriptionDocument, variables: { id: '7' } },
      result: { data: { skipSubscription: subscription({ nextChargeOn: '2027-01-21' }) } },
    };
    render(signedIn('/mypage/subscription', '/mypage/subscription', <MySubscriptions />, [list([subscription({})]), skip, list([subscription({ nextChargeOn: '2027-01-21' })])]));
    await userEvent.click(await screen.findByRole('button', { name: '이번 회차 건너뛰기' }));
    await screen.findByText('이번 회차를 건너뛰었어요. 다음 결제일은 1월 21일 (목)이에요.');
  });
});

describe('정기배송 신청', () => {
  it('sends the product, the chosen interval, card and address', async () => {
    let sent: unknown = null;
    const form: MockLink.MockedResponse = {
      request: { query: SubscribeFormDocument, variables: { productId: '4', userId: '5' } },
      result: {
        data: {
          product: typed('Product', {
            id: '4',
            name: '오메가3 1000',
            imageUrl: '/p.png',
            salePrice: 25000,
            status: 'on_sale',
            options: [typed('ProductOption', { id: '40', name: '기본', extraPrice: 0, stock: 9 })],
          }),
          subscriptionRules: typed('SubscriptionRulesView', { intervalWeeks: [2, 4, 8], maxQuantity: 10, maxDaysAhead: 90 }),
          billingCards: [CARD],
          myAddresses: [typed('Address', { id: '11', label: '집', recipient: '김데모', address1: '서울특별시 중구 세종대로 110', address2: '3층', isDefault: true })],
        },
      },
    };
    const begin: MockLink.MockedResponse = {
      request: { query: BeginSubscriptionDocument, variables: () => true },
      result: (variables: { input: unknown }) => {
        sent = variables.input;
        return { data: { startSubscription: subscription({}) } };
      },
    } as MockLink.MockedResponse;
    render(
      signedInRoutes(
        [
          { path: '/subscribe/:productId', element: <Subscribe /> },
          { path: '/mypage/subscription', element: <p>내 정기배송</p> },
        ],
        '/subscribe/4',
        [form, begin],
      ),
    );
    await userEvent.click(await screen.findByRole('radio', { name: '8주마다' }));
    await userEvent.click(screen.getByRole('button', { name: '정기배송 시작' }));
    await screen.findByText('내 정기배송');
    await waitFor(() => expect(sent).toMatchObject({ productId: '4', optionId: '40', quantity: 1, intervalWeeks: 8, cardId: '3', addressId: '11' }));
  });
});
