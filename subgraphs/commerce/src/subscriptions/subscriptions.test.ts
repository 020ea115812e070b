import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanDate, type Identity } from '@shop/kit';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { injectFault, setCardDeclines } from '@shop/sandboxes/payment-sandbox.testing.js';
import { commerce } from '../schema.js';
import { billingMember, certify, registeredCard } from '../billing/billing.testing.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { OrderEntity } from '../orders/order.entities.js';
import { stockedProduct, type StockedProduct } from '../orders/orders.testing.js';
import { startTestPaymentGateway } from '../payments/payments.testing.js';
import { PaymentEntity } from '../payments/payment.entities.js';
import { SubscriptionChargeEntity, SubscriptionEntity } from './subscription.entities.js';
import { addDays, chargeSubscription, noticeUpcomingCharges, SUBSCRIPTION_RULES } from './subscriptions.service.js';

/** 정기배송 against the payment sandbox, with a controllable clock for the charge job. */
const RACERS = 20;
let api: TestSubgraph;
let gateway: Awaited<ReturnType<typeof startTestPaymentGateway>>;
beforeAll(async () => {
  gateway = await startTestPaymentGateway();
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

const START = 'mutation ($i: StartSubscriptionInput!) { startSubscription(input: $i) { id status nextChargeOn retryOn failures actions { skip change pause resume cancel } } }';
const ADDRESS = { recipientName: '김정기', recipientPhone: '010-2345-6789', postcode: '04524', address1: '서울특별시 중구 세종대로 110', address2: '3층' };
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
/** 10:00 in Korea on a Korean date. */
const at = (date: string) => new Date(`${date}T10:00:00+09:00`);
const today = () => koreanDate(new Date());

async function subscriber(card: 'ok' | 'declines' = 'ok'): Promise<{ member: Identity; card: { id: string; customerUid: string } }> {
  const { member, phone } = await billingMember(api.em());
  await certify(api, member, phone);
  return { member, card: await registeredCard(api, member, card) };
}
const input = (product: StockedProduct, cardId: string, over: Record<string, unknown> = {}) => ({
  productId: product.product.id,
  optionId: product.option.id,
  quantity: 2,
  intervalWeeks: 4,
  cardId,
  address: ADDRESS,
  ...over,
});
const charge = (id: string, now: Date) => api.em().transactional((em) => chargeSubscription(em as never, id, now));
const subscription = (id: string) => api.em().findOneOrFail(SubscriptionEntity, { id }, { refresh: true });
const titles = async (member: Identity) => (await api.em().find(NotificationEntity, { userId: member.userId, title: { $like: '정기배송%' } }, { orderBy: { id: 'asc' } })).map((n) => n.title);

describe('subscriptions', () => {
  it('starting today charges the first order right after the commit; the next cycle is one interval on', async () => {
    const { member, card } = await subscriber();
    const product = await stockedProduct(api.em(), 10, 12_000);
    const { startSubscription } = await api.ok<{ startSubscription: { id: string } }>(START, { i: input(product, card.id) }, member);
    const charges = await api.em().find(SubscriptionChargeEntity, { subscriptionId: startSubscription.id });
    expect(charges.map((c) => [c.attempt, c.status])).toEqual([[1, 'paid']]);
    const order = await api.em().findOneOrFail(OrderEntity, { id: charges[0]!.orderId! });
    expect(order).toMatchObject({ status: 'paid', userId: member.userId, payMethod: 'card', recipientName: '김정기', goodsTotal: 24_000 });
    expect((await subscription(startSubscription.id)).nextChargeOn).toBe(addDays(today(), 28));
    expect(await titles(member)).toEqual(['정기배송 결제 완료']);
    // Said as a sentence says a date (12월 12일, not 2026-12-12), opening the order's page.
    const [paidNote] = await api.em().find(NotificationEntity, { userId: member.userId, title: '정기배송 결제 완료' });
    const next = addDays(today(), 28);
    const nextText = `${next.slice(0, 4) === today().slice(0, 4) ? '' : `${Number(next.slice(0, 4))}년 `}${Number(next.slice(5, 7))}월 ${Number(next.slice(8, 10))}일`;
    expect(paidNote!.body).toContain(`다음 결제일은 ${nextText}이에요.`);
    expect(paidNote!.link).toBe(`/mypage/orderList/detail/${order.id}`);
    // The job on the same day finds nothing more to charge.
    expect(await charge(startSubscription.id, new Date())).toBeNull();
  });

  it('a failed charge is retried on days 1, 3 and 7 after its date, the member told each time, and then paused', async () => {
    const { member, card } = await subscriber('declines');
    const product = await stockedProduct(api.em(), 10);
    const day0 = addDays(today(), 2);
    const { startSubscription: s } = await api.ok<{ startSubscription: { id: string } }>(START, { i: input(product, card.id, { firstChargeOn: day0 }) }, member);
    expect(await charge(s.id, at(addDays(day0, -1)))).toBeNull();
    const seen: [string, number, string | null, string][] = [];
    for (const day of [0, 1, 2, 3, 7]) {
      await charge(s.id, at(addDays(day0, day)));
      const now = await subscription(s.id);
      seen.push([`day ${day}`, now.failures, now.retryOn ?? null, now.status]);
    }
    expect(seen).toEqual([
      ['day 0', 1, addDays(day0, 1), 'active'],
      ['day 1', 2, addDays(day0, 3), 'active'],
      ['day 2', 2, addDays(day0, 3), 'active'],
      ['day 3', 3, addDays(day0, 7), 'active'],
      ['day 7', 3, null, 'paused'],
    ]);
    const charges = await api.em().find(SubscriptionChargeEntity, { subscriptionId: s.id }, { orderBy: { attempt: 'asc' } });
    expect(charges.map((c) => [c.cycleOn, c.attempt, c.status])).toEqual([1, 2, 3, 4].map((attempt) => [day0, attempt, 'failed']));
    expect(charges[0]!.failReason).toContain('잔액이 부족합니다');
    expect(await titles(member)).toEqual(['정기배송 결제 실패', '정기배송 결제 실패', '정기배송 결제 실패', '정기배송 일시정지']);
    // Each declined attempt left its failed order; the stock came back.
    const orders = await api.em().find(OrderEntity, { id: { $in: charges.map((c) => c.orderId!) } });
    expect(orders.map((o) => o.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(SUBSCRIPTION_RULES.retryDays).toEqual([1, 3, 7]);
  });

  it('a retry that passes puts the subscription back on its cycle', async () => {
    const { member, card } = await subscriber('declines');
    const product = await stockedProduct(api.em(), 10);
    const day0 = addDays(today(), 1);
    const { startSubscription: s } = await api.ok<{ startSubscription: { id: string } }>(START, { i: input(product, card.id, { firstChargeOn: day0, intervalWeeks: 2 }) }, member);
    await charge(s.id, at(day0));
    await setCardDeclines(gateway.sandbox.url, card.customerUid, false);
    await charge(s.id, at(addDays(day0, 1)));
    expect(await subscription(s.id)).toMatchObject({ failures: 0, retryOn: null, status: 'active', nextChargeOn: addDays(day0, 14) });
    expect(await titles(member)).toEqual(['정기배송 결제 실패', '정기배송 결제 완료']);
  });

  it('a charge the gateway did not answer is settled from the gateway on the next run', async () => {
    const { member, card } = await subscriber();
    const product = await stockedProduct(api.em(), 10);
    const day0 = addDays(today(), 1);
    const { startSubscription: s } = await api.ok<{ startSubscription: { id: string } }>(START, { i: input(product, card.id, { firstChargeOn: day0 }) }, member);
    await injectFault(gateway.sandbox.url, 'timeout');
    const waiting = await charge(s.id, at(day0));
    expect(waiting!.status).toBe('unknown');
    expect((await api.em().findOneOrFail(PaymentEntity, { merchantUid: waiting!.merchantUid! })).status).toBe('ready');
    // The hung request never reached the card: the next run finds no payment at the gateway and counts a failure.
    const settled = await charge(s.id, at(day0));
    expect(settled!.id).toBe(waiting!.id);
    expect((await api.em().findOneOrFail(SubscriptionChargeEntity, { id: waiting!.id }, { refresh: true })).status).toBe('failed');
    expect(await subscription(s.id)).toMatchObject({ failures: 1, retryOn: addDays(day0, 1) });
  });

  it('skip, change, pause, resume and cancel follow the actions the server gives; others cannot touch it', async () => {
    const { member, card } = await subscriber();
    const product = await stockedProduct(api.em(), 10);
    const first = addDays(today(), 5);
    const { startSubscription: s } = await api.ok<{ startSubscription: { id: string; actions: Record<string, boolean> } }>(START, { i: input(product, card.id, { firstChargeOn: first }) }, member);
    expect(s.actions).toEqual({ skip: true, change: true, pause: true, resume: false, cancel: true });
    const { skipSubscription } = await api.ok<{ skipSubscription: { nextChargeOn: string } }>('mutation ($id: ID!) { skipSubscription(id: $id) { nextChargeOn } }', { id: s.id }, member);
    expect(skipSubscription.nextChargeOn).toBe(addDays(first, 28));
    const changed = await api.ok<{ changeSubscription: { nextChargeOn: string; intervalWeeks: number; quantity: number } }>(
      'mutation ($id: ID!, $i: ChangeSubscriptionInput!) { changeSubscription(id: $id, input: $i) { nextChargeOn intervalWeeks quantity } }',
      { id: s.id, i: { nextChargeOn: addDays(today(), 3), intervalWeeks: 8, quantity: 1 } },
      member,
    );
    expect(changed.changeSubscription).toEqual({ nextChargeOn: addDays(today(), 3), intervalWeeks: 8, quantity: 1 });
    const past = await api.exec('mutation ($id: ID!, $i: ChangeSubscriptionInput!) { changeSubscription(id: $id, input: $i) { id } }', { id: s.id, i: { nextChargeOn: today() } }, member);
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(codeOf(await api.exec('mutation ($id: ID!) { skipSubscription(id: $id) { id } }', { id: s.id }, testIdentity()))).toBe('NOT_FOUND');
    // A card a live subscription charges stays.
    expect(codeOf(await api.exec('mutation ($c: String!) { deleteCard(customerUid: $c) { id } }', { c: card.customerUid }, member))).toBe('BILLING_CARD_IN_USE');

    const paused = await api.ok<{ pauseSubscription: { status: string; actions: Record<string, boolean> } }>(
      'mutation ($id: ID!) { pauseSubscription(id: $id) { status actions { skip resume } } }',
      { id: s.id },
      member,
    );
    expect(paused.pauseSubscription).toEqual({ status: 'paused', actions: { skip: false, resume: true } });
    expect(codeOf(await api.exec('mutation ($id: ID!) { skipSubscription(id: $id) { id } }', { id: s.id }, member))).toBe('SUBSCRIPTION_STATUS_CONFLICT');
    await api.ok('mutation ($id: ID!) { resumeSubscription(id: $id) { status } }', { id: s.id }, member);
    await api.ok('mutation ($id: ID!) { cancelSubscription(id: $id) { status } }', { id: s.id }, member);
    expect(await subscription(s.id)).toMatchObject({ status: 'cancelled' });
    await api.ok('mutation ($c: String!) { deleteCard(customerUid: $c) { id } }', { c: card.customerUid }, member);
  });

  it('tells the member 3 days before a charge, once per cycle', async () => {
    const { member, card } = await subscriber();
    const product = await stockedProduct(api.em(), 10);
    await api.ok(START, { i: input(product, card.id, { firstChargeOn: addDays(today(), SUBSCRIPTION_RULES.noticeDaysBefore) }) }, member);
    await api.em().transactional((em) => noticeUpcomingCharges(em as never, new Date()));
    await api.em().transactional((em) => noticeUpcomingCharges(em as never, new Date()));
    expect(await titles(member)).toEqual(['정기배송 결제 예정']);
  });

  it('a product taken off the shop does not stop the other notices', async () => {
    const { member, card } = await subscriber();
    const gone = await stockedProduct(api.em(), 10);
    const kept = await stockedProduct(api.em(), 10);
    const day = addDays(today(), SUBSCRIPTION_RULES.noticeDaysBefore);
    await api.ok(START, { i: input(gone, card.id, { firstChargeOn: day }) }, member);
    await api.ok(START, { i: input(kept, card.id, { firstChargeOn: day }) }, member);
    await api.em().execute(`update commerce.products set status = 'hidden' where id = ?`, [gone.product.id]);
    await api.em().transactional((em) => noticeUpcomingCharges(em as never, new Date()));
    const notices = await api.em().find(NotificationEntity, { userId: member.userId, title: '정기배송 결제 예정' });
    expect(notices.map((n) => n.body.includes(kept.product.name))).toEqual([true]);
  });
});

describe('subscriptions under concurrency', () => {
  it(`${RACERS} concurrent starts of one product make one subscription; the rest are refused`, async () => {
    const { member, card } = await subscriber();
    const product = await stockedProduct(api.em(), 100);
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec(START, { i: input(product, card.id, { firstChargeOn: addDays(today(), 10) }) }, member)));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(new Set(results.filter((r) => r.errors).map(codeOf))).toEqual(new Set(['SUBSCRIPTION_EXISTS']));
  });

  it(`${RACERS} concurrent starts of different products stop at ${SUBSCRIPTION_RULES.maxLive}`, async () => {
    const { member, card } = await subscriber();
    const products = await Promise.all(Array.from({ length: RACERS }, () => stockedProduct(api.em(), 10)));
    const results = await Promise.all(products.map((p) => api.exec(START, { i: input(p, card.id, { firstChargeOn: addDays(today(), 10) }) }, member)));
    expect(results.filter((r) => !r.errors).length).toBe(SUBSCRIPTION_RULES.maxLive);
    expect(new Set(results.filter((r) => r.errors).map(codeOf))).toEqual(new Set(['SUBSCRIPTION_LIMIT']));
  });

  it(`${RACERS} concurrent charge runs of one due subscription charge it once`, async () => {
    const { member, card } = await subscriber();
    const product = await stockedProduct(api.em(), 100);
    const day0 = addDays(today(), 1);
    const { startSubscription: s } = await api.ok<{ startSubscription: { id: string } }>(START, { i: input(product, card.id, { firstChargeOn: day0 }) }, member);
    await Promise.all(Array.from({ length: RACERS }, () => charge(s.id, at(day0))));
    const charges = await api.em().find(SubscriptionChargeEntity, { subscriptionId: s.id });
    expect(charges.map((c) => c.status)).toEqual(['paid']);
    expect(await api.em().count(PaymentEntity, { userId: member.userId, status: 'paid' })).toBe(1);
  });
});
