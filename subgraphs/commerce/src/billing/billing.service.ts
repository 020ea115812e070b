import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, enqueue, Forbidden, keepWritesAndRefuse, lockKey, NotFound, parseInput, z, type Identity } from '@shop/kit';
import { paymentGateway } from '../adapters/payment-gateway/index.js';
import { gatewayError, newMerchantUid, chargeBillingKey } from '../payments/payments.service.js';
import type { Payment } from '../payments/payment.entities.js';
import { OrderEntity, type Order } from '../orders/order.entities.js';
import { orderPaymentName } from '../orders/order-payments.service.js';
import { buyersOrder } from '../orders/orders.service.js';
import { consumeVerification } from '../sms/sms.service.js';
import { UserEntity } from '../users/user.entity.js';
import { BillingCardEntity, BillingCertificationEntity, type BillingCard } from './billing.entities.js';

/**
 * Card billing (정기결제; docs/decisions/billing.md). A card is registered in the gateway's own
 * window (PortOne v1: IMP.request_pay with a customer_uid and 0 won), which stores the billing key;
 * the shop then asks the gateway whether the key exists before calling the card registered, so a
 * browser's word is never taken. Charges go through payments.service `chargeBillingKey`.
 */
export const BILLING_RULES = {
  /** Cards one member may keep registered. */
  maxCards: 5,
} as const;

/** The outbox topic that deletes a billing key at the gateway after the deletion commits. */
export const BILLING_KEY_DELETE = 'billing.key-delete';

const userIdSchema = z.string().regex(/^\d{1,18}$/, '회원을 확인해주세요.');
const customerUidSchema = z
  .string({ error: '카드(customerUid)를 확인해주세요.' })
  .trim()
  .regex(/^cu_\d{1,18}_[0-9a-f]{16}$/, '카드(customerUid)를 확인해주세요.');
const redirectSchema = z
  .string()
  .trim()
  .url('돌아올 주소를 확인해주세요.')
  .refine((u) => /^https?:\/\//i.test(u), '돌아올 주소를 확인해주세요.');

const lockCards = (em: EntityManager, userId: string) => lockKey(em, `commerce:billing-cards:${userId}`);

/** A member's own, or anyone's for an admin; others' are refused. */
function ownOrAdmin(identity: Identity, rawUserId: string): string {
  const userId = parseInput(userIdSchema, rawUserId, 'userId');
  if (identity.role !== 'admin' && identity.userId !== userId) throw Forbidden('본인의 정보만 볼 수 있습니다.');
  return userId;
}

// ---- certification ---------------------------------------------------------------------------

export async function isCertified(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.findOne(BillingCertificationEntity, { userId }))?.certified ?? false;
}

/** GET /billings/{userId}/certified: the member's own flag (admins: anyone's). */
export function certifiedOf(em: EntityManager, identity: Identity, rawUserId: string): Promise<boolean> {
  return isCertified(em, ownOrAdmin(identity, rawUserId));
}

async function setFlag(em: EntityManager, userId: string, certified: boolean, phone: string | null, source: 'sms' | 'admin', now: Date): Promise<boolean> {
  await em.execute(
    `insert into commerce.billing_certifications (user_id, certified, phone, source, updated_at) values (?, ?, ?, ?, ?)
     on conflict (user_id) do update set certified = excluded.certified, phone = coalesce(excluded.phone, billing_certifications.phone), source = excluded.source, updated_at = excluded.updated_at`,
    [userId, certified, phone, source, now],
  );
  return certified;
}

/**
 * POST /billings/certification/update: the member proves with an SMS code (purpose BILLING) that
 * the account's phone is theirs; the flag is set. A code for another phone is refused.
 */
export async function certifyBilling(em: EntityManager, identity: Identity, smsToken: string, now = new Date()): Promise<boolean> {
  const phone = await consumeVerification(em, smsToken, 'BILLING', now);
  const account = await em.findOneOrFail(UserEntity, { id: identity.userId });
  if (!account.phone || account.phone !== phone) {
    const message = '회원 정보의 휴대폰 번호로 인증해주세요.';
    throw new AppError('BAD_USER_INPUT', message, { fields: [{ field: 'smsToken', message }] });
  }
  return setFlag(em, identity.userId, true, phone, 'sms', now);
}

/** POST /billings/{userId}/certified (operators): sets or clears the flag. */
export async function setCertified(em: EntityManager, rawUserId: string, certified: boolean, now = new Date()): Promise<boolean> {
  const userId = parseInput(userIdSchema, rawUserId, 'userId');
  if (!(await em.findOne(UserEntity, { id: userId }))) throw NotFound('회원을 찾을 수 없습니다.');
  return setFlag(em, userId, certified, null, 'admin', now);
}

// ---- cards -----------------------------------------------------------------------------------

const notCertified = () => {
  const message = '카드를 등록하려면 먼저 휴대폰 본인인증을 해주세요.';
  return new AppError('BILLING_NOT_CERTIFIED', message, { fields: [{ field: 'certified', message }] });
};
const cardLimit = () => {
  const message = `카드는 최대 ${BILLING_RULES.maxCards}장까지 등록할 수 있어요. 쓰지 않는 카드를 삭제해주세요.`;
  return new AppError('BILLING_CARD_LIMIT', message, { fields: [{ field: 'customerUid', message }] });
};

/**
 * Opens a card registration: a pending card under a new customer_uid and the gateway window that
 * stores its billing key, which sends the browser back to `redirectUrl` (customer_uid,
 * imp_success). Needs the billing certification; refused at the card limit.
 */
export async function startCardRegistration(em: EntityManager, identity: Identity, rawRedirectUrl: string, now = new Date()): Promise<{ card: BillingCard; registrationUrl: string }> {
  const redirectUrl = parseInput(redirectSchema, rawRedirectUrl, 'redirectUrl');
  if (!(await isCertified(em, identity.userId))) throw notCertified();
  await lockCards(em, identity.userId);
  if ((await em.count(BillingCardEntity, { userId: identity.userId, status: 'active' })) >= BILLING_RULES.maxCards) throw cardLimit();
  const account = await em.findOneOrFail(UserEntity, { id: identity.userId });
  const card = em.create(BillingCardEntity, { userId: identity.userId, customerUid: `cu_${identity.userId}_${randomBytes(8).toString('hex')}`, status: 'pending', createdAt: now });
  await em.flush();
  // The way back names the card itself: a gateway's own redirect may not carry customer_uid.
  const back = new URL(redirectUrl);
  back.searchParams.set('customer_uid', card.customerUid);
  const registrationUrl = paymentGateway().cardRegistrationUrl({
    customerUid: card.customerUid,
    merchantUid: newMerchantUid(now),
    name: '정기결제 카드 등록',
    buyerName: account.nickname,
    buyerTel: account.phone ?? '',
    redirectUrl: back.toString(),
  });
  return { card, registrationUrl };
}

/**
 * POST /billings: the window came back; the card is registered when the gateway holds its billing
 * key (the card name and masked number are the gateway's). Idempotent for a card already active.
 */
export async function registerCard(em: EntityManager, identity: Identity, rawCustomerUid: string, now = new Date()): Promise<BillingCard> {
  const customerUid = parseInput(customerUidSchema, rawCustomerUid, 'customerUid');
  await lockCards(em, identity.userId);
  const card = await em.findOne(BillingCardEntity, { customerUid, userId: identity.userId, status: { $ne: 'deleted' } }, { refresh: true });
  if (!card) throw new AppError('NOT_FOUND', '등록 중인 카드를 찾을 수 없습니다.', { fields: [{ field: 'customerUid', message: '등록 중인 카드를 찾을 수 없습니다.' }] });
  if (card.status === 'active') return card;
  if ((await em.count(BillingCardEntity, { userId: identity.userId, status: 'active' })) >= BILLING_RULES.maxCards) throw cardLimit();
  let key;
  try {
    key = await paymentGateway().getBillingKey(customerUid);
  } catch (error) {
    throw gatewayError(error);
  }
  if (!key) {
    const message = '카드 등록이 완료되지 않았습니다. 다시 등록해주세요.';
    throw new AppError('BILLING_CARD_NOT_REGISTERED', message, { fields: [{ field: 'customerUid', message }] });
  }
  Object.assign(card, { status: 'active', cardName: key.cardName, cardNumber: key.cardNumber, registeredAt: now });
  await em.flush();
  return card;
}

/** GET /billings/{userId}: the registered cards, newest first. */
export function cardsOf(em: EntityManager, identity: Identity, rawUserId: string): Promise<BillingCard[]> {
  const userId = ownOrAdmin(identity, rawUserId);
  return em.find(BillingCardEntity, { userId, status: 'active' }, { orderBy: { registeredAt: 'desc', id: 'desc' } });
}

/** The caller's registered card with this customer_uid, or NOT_FOUND naming it. */
export async function ownActiveCard(em: EntityManager, identity: Identity, rawCustomerUid: string, field = 'customerUid'): Promise<BillingCard> {
  const customerUid = parseInput(customerUidSchema, rawCustomerUid, field);
  const card = await em.findOne(BillingCardEntity, { customerUid, userId: identity.userId, status: 'active' });
  if (!card) throw new AppError('NOT_FOUND', '등록된 카드를 찾을 수 없습니다.', { fields: [{ field, message: '등록된 카드를 찾을 수 없습니다.' }] });
  return card;
}

/** A card the member owns by id (subscriptions name cards by id). */
export async function ownActiveCardById(em: EntityManager, userId: string, cardId: string, field = 'cardId'): Promise<BillingCard> {
  const card = /^\d{1,18}$/.test(cardId) ? await em.findOne(BillingCardEntity, { id: cardId, userId, status: 'active' }) : null;
  if (!card) throw new AppError('NOT_FOUND', '등록된 카드를 찾을 수 없습니다.', { fields: [{ field, message: '등록된 카드를 찾을 수 없습니다.' }] });
  return card;
}

/** Other modules (subscriptions) say whether a card still has work: a card in use is not deleted. */
type CardInUse = (em: EntityManager, cardId: string) => Promise<boolean>;
const cardUsers: CardInUse[] = [];
export function onCardDeletion(inUse: CardInUse): void {
  if (!cardUsers.includes(inUse)) cardUsers.push(inUse);
}

async function dropCard(em: EntityManager, card: BillingCard, now: Date): Promise<void> {
  Object.assign(card, { status: 'deleted', deletedAt: now });
  await em.flush();
  await enqueue(em, BILLING_KEY_DELETE, { customerUid: card.customerUid });
}

/**
 * DELETE /billings?customerUid=: the card is gone from the shop now and its billing key from the
 * gateway after the commit (outbox). Refused while a live subscription charges it.
 */
export async function deleteCard(em: EntityManager, identity: Identity, rawCustomerUid: string, now = new Date()): Promise<BillingCard> {
  await lockCards(em, identity.userId);
  const card = await ownActiveCard(em, identity, rawCustomerUid);
  for (const inUse of cardUsers) {
    if (await inUse(em, card.id)) {
      const message = '정기배송에 쓰는 카드예요. 정기배송의 결제 카드를 바꾸거나 해지한 뒤 삭제해주세요.';
      throw new AppError('BILLING_CARD_IN_USE', message, { fields: [{ field: 'customerUid', message }] });
    }
  }
  await dropCard(em, card, now);
  return card;
}

/** Charges an unpaid order to a registered card; the payment hooks pay (or fail) the order in this transaction. */
export async function chargeOrder(em: EntityManager, order: Order, card: BillingCard): Promise<Payment> {
  return chargeBillingKey(em, {
    orderId: order.id,
    userId: order.userId,
    amount: order.total,
    name: await orderPaymentName(em, order.id),
    buyerName: order.ordererName,
    buyerTel: order.ordererPhone,
    customerUid: card.customerUid,
  });
}

/**
 * POST /billings/payment: the buyer pays their unpaid order with a registered card. A declined
 * card fails the payment (and the order, as a failed window payment does) and is answered with
 * the card company's reason; a charge whose outcome is unknown (timeout) answers
 * PAYMENT_NOT_COMPLETED and is settled by the webhook.
 */
export async function payOrderWithCard(em: EntityManager, identity: Identity, rawOrderId: string, rawCustomerUid: string): Promise<{ order: Order; payment: Payment }> {
  const order = await buyersOrder(em, identity, rawOrderId);
  if (order.status !== 'order_request') {
    const message = '결제를 기다리는 주문이 아닙니다.';
    throw new AppError('ORDER_NOT_PAYABLE', message, { fields: [{ field: 'orderId', message }] });
  }
  const card = await ownActiveCard(em, identity, rawCustomerUid);
  const payment = await chargeOrder(em, order, card);
  if (payment.status === 'failed') {
    const message = `결제에 실패했습니다: ${payment.failReason ?? ''}`.trim();
    throw keepWritesAndRefuse(new AppError('PAYMENT_FAILED', message, { fields: [{ field: 'customerUid', message }] }));
  }
  if (payment.status === 'ready') {
    const message = '결제 결과를 아직 받지 못했습니다. 잠시 후 주문 내역에서 확인해주세요.';
    throw keepWritesAndRefuse(new AppError('PAYMENT_NOT_COMPLETED', message, { fields: [{ field: 'customerUid', message }] }));
  }
  return { order: await em.findOneOrFail(OrderEntity, { id: order.id }, { refresh: true }), payment };
}

/** A member leaving: every card goes (keys deleted at the gateway after the commit), the flag with them. */
export async function endBillingOf(em: EntityManager, userId: string, now = new Date()): Promise<void> {
  for (const card of await em.find(BillingCardEntity, { userId, status: { $ne: 'deleted' } })) await dropCard(em, card, now);
  await em.nativeDelete(BillingCertificationEntity, { userId });
}

/** Outbox: the billing key deleted at the gateway (idempotent: a key already gone is fine). */
export async function deleteBillingKeyAtGateway(customerUid: string): Promise<void> {
  await paymentGateway().deleteBillingKey(customerUid);
}
