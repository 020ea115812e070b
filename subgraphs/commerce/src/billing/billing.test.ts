import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { registerCardOnPage } from '@shop/sandboxes/payment-sandbox.testing.js';
import { commerce } from '../schema.js';
import { paymentGateway } from '../adapters/payment-gateway/index.js';
import { OrderEntity } from '../orders/order.entities.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../orders/orders.testing.js';
import { startTestPaymentGateway, TEST_REDIRECT_URL } from '../payments/payments.testing.js';
import { BillingCardEntity } from './billing.entities.js';
import { BILLING_RULES } from './billing.service.js';
import { billingMember, certify, REGISTER_CARD, registeredCard, START_REGISTRATION } from './billing.testing.js';

/** Card billing against the payment sandbox: certification, registration in the gateway's window, deletion, paying an order. */
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

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
const fieldOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => (result.errors?.[0]?.extensions?.fields as { field: string }[] | undefined)?.[0]?.field;

describe('billing certification', () => {
  it('cards need the SMS certification of the account phone; the flag reads for its owner and admins; an operator may clear it', async () => {
    const { member, phone } = await billingMember(api.em());
    const refused = await api.exec(START_REGISTRATION, { r: TEST_REDIRECT_URL }, member);
    expect(codeOf(refused)).toBe('BILLING_NOT_CERTIFIED');
    expect(await api.ok('query ($u: ID!) { billingCertified(userId: $u) }', { u: member.userId }, member)).toEqual({ billingCertified: false });
    await certify(api, member, phone);
    expect(await api.ok('query ($u: ID!) { billingCertified(userId: $u) }', { u: member.userId }, member)).toEqual({ billingCertified: true });
    expect(codeOf(await api.exec('query ($u: ID!) { billingCertified(userId: $u) }', { u: member.userId }, testIdentity()))).toBe('FORBIDDEN');
    const admin = testIdentity('admin');
    expect(await api.ok('query ($u: ID!) { billingCertified(userId: $u) }', { u: member.userId }, admin)).toEqual({ billingCertified: true });
    expect(codeOf(await api.exec('mutation ($u: ID!) { setBillingCertified(userId: $u, isCertified: false) }', { u: member.userId }, member))).toBe('FORBIDDEN');
    await api.ok('mutation ($u: ID!) { setBillingCertified(userId: $u, isCertified: false) }', { u: member.userId }, admin);
    expect(codeOf(await api.exec(START_REGISTRATION, { r: TEST_REDIRECT_URL }, member))).toBe('BILLING_NOT_CERTIFIED');
  });

  it('a code sent to another phone does not certify the account', async () => {
    const { member } = await billingMember(api.em());
    const { phone: otherPhone } = await billingMember(api.em());
    const result = await (async () => {
      try {
        await certify(api, member, otherPhone);
        return null;
      } catch (error) {
        return String(error);
      }
    })();
    expect(result).toContain('회원 정보의 휴대폰 번호로 인증해주세요.');
  });
});

describe('cards', () => {
  it('is registered only when the gateway holds its key; lists masked; deletes here and then at the gateway', async () => {
    const { member, phone } = await billingMember(api.em());
    await certify(api, member, phone);
    // The window closed without registering: the gateway holds nothing, the card stays unregistered.
    const { startCardRegistration: closed } = await api.ok<{ startCardRegistration: { card: { customerUid: string }; registrationUrl: string } }>(START_REGISTRATION, { r: TEST_REDIRECT_URL }, member);
    expect((await registerCardOnPage(closed.registrationUrl, 'cancel')).searchParams.get('imp_success')).toBe('false');
    const notRegistered = await api.exec(REGISTER_CARD, { c: closed.card.customerUid }, member);
    expect(codeOf(notRegistered)).toBe('BILLING_CARD_NOT_REGISTERED');
    expect(fieldOf(notRegistered)).toBe('customerUid');

    const card = await registeredCard(api, member);
    const { billingCards } = await api.ok<{ billingCards: { customerUid: string; cardName: string; cardNumber: string }[] }>(
      'query ($u: ID!) { billingCards(userId: $u) { customerUid cardName cardNumber } }',
      { u: member.userId },
      member,
    );
    expect(billingCards).toEqual([{ customerUid: card.customerUid, cardName: '샌드박스카드', cardNumber: '536148******1234' }]);
    // Idempotent confirmation; someone else's customer_uid is not found for them.
    expect((await api.ok<{ registerCard: { id: string } }>(REGISTER_CARD, { c: card.customerUid }, member)).registerCard.id).toBe(card.id);
    const { member: stranger } = await billingMember(api.em());
    expect(codeOf(await api.exec(REGISTER_CARD, { c: card.customerUid }, stranger))).toBe('NOT_FOUND');
    expect(codeOf(await api.exec('mutation ($c: String!) { deleteCard(customerUid: $c) { id } }', { c: card.customerUid }, stranger))).toBe('NOT_FOUND');
    expect(codeOf(await api.exec('query ($u: ID!) { billingCards(userId: $u) { id } }', { u: member.userId }, stranger))).toBe('FORBIDDEN');

    expect(await paymentGateway().getBillingKey(card.customerUid)).not.toBeNull();
    await api.ok('mutation ($c: String!) { deleteCard(customerUid: $c) { id } }', { c: card.customerUid }, member);
    expect((await api.em().findOneOrFail(BillingCardEntity, { id: card.id }, { refresh: true })).status).toBe('deleted');
    // The key goes at the gateway after the commit (outbox; not waited for by the answer).
    for (let i = 0; i < 50 && (await paymentGateway().getBillingKey(card.customerUid)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await paymentGateway().getBillingKey(card.customerUid)).toBeNull();
    expect(codeOf(await api.exec('mutation ($c: String!) { deleteCard(customerUid: $c) { id } }', { c: card.customerUid }, member))).toBe('NOT_FOUND');
  });

  it(`${RACERS} concurrent confirmations of ${RACERS} windows register at most ${BILLING_RULES.maxCards} cards`, async () => {
    const { member, phone } = await billingMember(api.em());
    await certify(api, member, phone);
    const uids: string[] = [];
    for (let i = 0; i < RACERS; i++) {
      const { startCardRegistration } = await api.ok<{ startCardRegistration: { card: { customerUid: string }; registrationUrl: string } }>(START_REGISTRATION, { r: TEST_REDIRECT_URL }, member);
      await registerCardOnPage(startCardRegistration.registrationUrl);
      uids.push(startCardRegistration.card.customerUid);
    }
    const results = await Promise.all(uids.map((c) => api.exec(REGISTER_CARD, { c }, member)));
    expect(results.filter((r) => !r.errors).length).toBe(BILLING_RULES.maxCards);
    expect(new Set(results.filter((r) => r.errors).map(codeOf))).toEqual(new Set(['BILLING_CARD_LIMIT']));
    expect(await api.em().count(BillingCardEntity, { userId: member.userId, status: 'active' })).toBe(BILLING_RULES.maxCards);
  });
});

describe('paying an order with a card', () => {
  it('pays the order; a declined card fails it with the card company reason', async () => {
    const { member, phone } = await billingMember(api.em());
    await certify(api, member, phone);
    const product = await stockedProduct(api.em(), 10, 15_000);
    const PAY = 'mutation ($o: ID!, $c: String!) { payWithCard(orderId: $o, customerUid: $c) { order { id status } payment { status amount } } }';

    const ok = await registeredCard(api, member);
    const first = await api.ok<{ createOrder: { id: string; total: number } }>(CREATE_ORDER, { i: orderInput([{ ...product, quantity: 1 }]) }, member);
    const { payWithCard } = await api.ok<{ payWithCard: { order: { status: string }; payment: { status: string; amount: number } } }>(PAY, { o: first.createOrder.id, c: ok.customerUid }, member);
    expect(payWithCard).toEqual({ order: { id: first.createOrder.id, status: 'paid' }, payment: { status: 'paid', amount: first.createOrder.total } });
    expect(codeOf(await api.exec(PAY, { o: first.createOrder.id, c: ok.customerUid }, member))).toBe('ORDER_NOT_PAYABLE');

    const declining = await registeredCard(api, member, 'declines');
    const second = await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...product, quantity: 1 }]) }, member);
    const declined = await api.exec(PAY, { o: second.createOrder.id, c: declining.customerUid }, member);
    expect(codeOf(declined)).toBe('PAYMENT_FAILED');
    expect(declined.errors![0]!.message).toContain('잔액이 부족합니다.');
    expect((await api.em().findOneOrFail(OrderEntity, { id: second.createOrder.id }, { refresh: true })).status).toBe('failed');
  });
});
