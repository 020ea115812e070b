import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, dayjs, enqueue, idSchema, koreanDate, koreanMonthDay, lockKey, parseInput, won, z, type Identity } from '@shop/kit';
import { BillingCardEntity } from '../billing/billing.entities.js';
import { chargeOrder, ownActiveCardById } from '../billing/billing.service.js';
import { priceLines, type PricedLine } from '../delivery/delivery-quote.service.js';
import { notify } from '../notifications/notifications.service.js';
import { addressSchema, addressSnapshot, createOrder, memoSchema } from '../orders/orders.service.js';
import { refreshPayment } from '../payments/payments.service.js';
import { UserEntity } from '../users/user.entity.js';
import { SubscriptionChargeEntity, SubscriptionEntity, type Subscription, type SubscriptionCharge, type SubscriptionStatus } from './subscription.entities.js';

/**
 * 정기배송 (docs/decisions/subscriptions.md). Rules as data; the web asks `subscriptionRules` and
 * each subscription's `actions` instead of copying them.
 */
export const SUBSCRIPTION_RULES = {
  intervalWeeks: [2, 4, 8],
  maxQuantity: 10,
  /** Live (active or paused) subscriptions one member may hold. */
  maxLive: 10,
  /** A failed charge is tried again this many days after its cycle date; after the last, the subscription pauses. */
  retryDays: [1, 3, 7],
  /** The member is told this many days before each charge. */
  noticeDaysBefore: 3,
  /** How far ahead the first charge, or a changed date, may be. */
  maxDaysAhead: 90,
} as const;

/** Which member action each status allows (the web shows exactly these). */
export const SUBSCRIPTION_ACTIONS = {
  skip: ['active'],
  change: ['active', 'paused'],
  pause: ['active'],
  resume: ['paused'],
  cancel: ['active', 'paused'],
} as const satisfies Record<string, readonly SubscriptionStatus[]>;
export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTIONS;

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = { active: '진행 중', paused: '일시정지', cancelled: '해지' };

/** The outbox topic that charges a subscription due today right after the commit that made it due. */
export const SUBSCRIPTION_CHARGE_DUE = 'subscription.charge-due';

export const addDays = (date: string, days: number): string => dayjs(date).add(days, 'day').format('YYYY-MM-DD');
const today = (now: Date) => koreanDate(now);

export function subscriptionActions(subscription: Pick<Subscription, 'status'>): Record<SubscriptionAction, boolean> {
  return Object.fromEntries(Object.entries(SUBSCRIPTION_ACTIONS).map(([action, statuses]) => [action, (statuses as readonly string[]).includes(subscription.status)])) as Record<
    SubscriptionAction,
    boolean
  >;
}

function refuseAction(subscription: Subscription, action: SubscriptionAction): void {
  if (subscriptionActions(subscription)[action]) return;
  const message = `${SUBSCRIPTION_STATUS_LABELS[subscription.status as SubscriptionStatus]} 상태의 정기배송은 ${{ skip: '건너뛸', change: '바꿀', pause: '일시정지할', resume: '다시 시작할', cancel: '해지할' }[action]} 수 없어요.`;
  throw new AppError('SUBSCRIPTION_STATUS_CONFLICT', message, { fields: [{ field: 'id', message }] });
}

const dateSchema = z.string({ error: '날짜를 확인해주세요.' }).regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 확인해주세요.');
/** A date from tomorrow (today for the first charge) up to maxDaysAhead, Korean time. */
function chargeDate(raw: string, field: string, now: Date, earliest: 0 | 1): string {
  const date = parseInput(dateSchema, raw, field);
  const first = addDays(today(now), earliest);
  const last = addDays(today(now), SUBSCRIPTION_RULES.maxDaysAhead);
  if (!dayjs(date).isValid() || dayjs(date).format('YYYY-MM-DD') !== date || date < first || date > last) {
    throw BadInput([{ field, message: `결제일은 ${first}부터 ${last} 사이로 골라주세요.` }]);
  }
  return date;
}

const intervalSchema = z
  .number({ error: '배송 주기를 골라주세요.' })
  .refine((v) => (SUBSCRIPTION_RULES.intervalWeeks as readonly number[]).includes(v), '배송 주기는 2주, 4주, 8주 중에서 골라주세요.');
const quantitySchema = z
  .number({ error: '수량을 입력해주세요.' })
  .int('수량은 정수예요.')
  .min(1, '수량은 1개 이상이에요.')
  .max(SUBSCRIPTION_RULES.maxQuantity, `정기배송 수량은 ${SUBSCRIPTION_RULES.maxQuantity}개까지예요.`);

const startSchema = z.object({
  productId: idSchema('상품'),
  optionId: idSchema('옵션')
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantitySchema,
  intervalWeeks: intervalSchema,
  cardId: idSchema('카드'),
  addressId: idSchema('배송지').nullish(),
  address: addressSchema.nullish(),
  deliveryMemo: memoSchema,
  firstChargeOn: z.string().nullish(),
});
export type StartSubscriptionInput = z.input<typeof startSchema>;

const lockSubscriptions = (em: EntityManager, userId: string) => lockKey(em, `commerce:subscriptions:${userId}`);

/**
 * POST /billings/schedules: a new subscription charged to one of the member's cards from
 * `firstChargeOn` (today when not given: charged right after this commit). The product must be on
 * sale; one live subscription per product option (a unique index), at most maxLive (a lock).
 */
export async function startSubscription(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<Subscription> {
  const input = parseInput(startSchema, raw);
  const firstChargeOn = input.firstChargeOn ? chargeDate(input.firstChargeOn, 'firstChargeOn', now, 0) : today(now);
  const [line] = await priceLines(em, [{ productId: input.productId, optionId: input.optionId, quantity: input.quantity }]);
  if (line!.product.status !== 'on_sale')
    throw new AppError('SOLD_OUT', `${line!.product.name}은(는) 지금 살 수 없는 상품이에요.`, { fields: [{ field: 'productId', message: '판매 중이 아닌 상품이에요.' }] });
  const card = await ownActiveCardById(em, identity.userId, input.cardId);
  const address = await addressSnapshot(em, identity.userId, input);
  const account = await em.findOneOrFail(UserEntity, { id: identity.userId });
  await lockSubscriptions(em, identity.userId);
  const live = await em.find(SubscriptionEntity, { userId: identity.userId, status: { $ne: 'cancelled' } });
  if (live.some((s) => s.productId === input.productId && (s.optionId ?? null) === (line!.option?.id ?? null))) {
    const message = '이미 정기배송 중인 상품이에요. 내 정기배송에서 주기나 수량을 바꿔주세요.';
    throw new AppError('SUBSCRIPTION_EXISTS', message, { fields: [{ field: 'productId', message }] });
  }
  if (live.length >= SUBSCRIPTION_RULES.maxLive) {
    const message = `정기배송은 ${SUBSCRIPTION_RULES.maxLive}개까지 할 수 있어요.`;
    throw new AppError('SUBSCRIPTION_LIMIT', message, { fields: [{ field: 'productId', message }] });
  }
  const subscription = em.create(SubscriptionEntity, {
    userId: identity.userId,
    productId: input.productId,
    optionId: line!.option?.id ?? null,
    quantity: input.quantity,
    intervalWeeks: input.intervalWeeks,
    cardId: card.id,
    status: 'active',
    nextChargeOn: firstChargeOn,
    failures: 0,
    ordererName: account.nickname.slice(0, 40),
    ordererPhone: account.phone ?? address.recipientPhone,
    ...address,
    address2: address.address2 ?? null,
    deliveryMemo: input.deliveryMemo ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  if (firstChargeOn <= today(now)) await enqueue(em, SUBSCRIPTION_CHARGE_DUE, { subscriptionId: subscription.id });
  return subscription;
}

/** The member's own subscription, locked for a change; others' are not found. */
async function ownSubscription(em: EntityManager, identity: Identity, rawId: string): Promise<Subscription> {
  const id = parseInput(idSchema('정기배송'), rawId, 'id');
  const subscription = await em.findOne(SubscriptionEntity, { id, userId: identity.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!subscription) throw new AppError('NOT_FOUND', '정기배송을 찾을 수 없습니다.', { fields: [{ field: 'id', message: '정기배송을 찾을 수 없습니다.' }] });
  return subscription;
}

/** A new cycle date: no retry pending, no notice sent for it yet. */
function reschedule(subscription: Subscription, nextChargeOn: string, now: Date): void {
  Object.assign(subscription, { nextChargeOn, retryOn: null, failures: 0, noticedFor: null, updatedAt: now });
}

/** 이번 회차 건너뛰기: the next charge moves one interval on (a retry waiting for this cycle is given up). */
export async function skipSubscription(em: EntityManager, identity: Identity, rawId: string, now = new Date()): Promise<Subscription> {
  const subscription = await ownSubscription(em, identity, rawId);
  refuseAction(subscription, 'skip');
  let next = addDays(subscription.nextChargeOn, subscription.intervalWeeks * 7);
  while (next <= today(now)) next = addDays(next, subscription.intervalWeeks * 7);
  reschedule(subscription, next, now);
  await em.flush();
  return subscription;
}

const changeSchema = z.object({
  nextChargeOn: z.string().nullish(),
  intervalWeeks: intervalSchema.nullish(),
  quantity: quantitySchema.nullish(),
  cardId: idSchema('카드').nullish(),
  addressId: idSchema('배송지').nullish(),
  address: addressSchema.nullish(),
  deliveryMemo: memoSchema,
});
export type ChangeSubscriptionInput = z.input<typeof changeSchema>;

/** Date (from tomorrow), interval, quantity, card or address of a live subscription. */
export async function changeSubscription(em: EntityManager, identity: Identity, rawId: string, raw: unknown, now = new Date()): Promise<Subscription> {
  const subscription = await ownSubscription(em, identity, rawId);
  refuseAction(subscription, 'change');
  const input = parseInput(changeSchema, raw);
  if (input.nextChargeOn) reschedule(subscription, chargeDate(input.nextChargeOn, 'nextChargeOn', now, 1), now);
  if (input.intervalWeeks) subscription.intervalWeeks = input.intervalWeeks;
  if (input.quantity) subscription.quantity = input.quantity;
  if (input.cardId) subscription.cardId = (await ownActiveCardById(em, identity.userId, input.cardId)).id;
  if (input.address || input.addressId) Object.assign(subscription, await addressSnapshot(em, identity.userId, input));
  if (raw && typeof raw === 'object' && 'deliveryMemo' in raw) subscription.deliveryMemo = input.deliveryMemo ?? null;
  subscription.updatedAt = now;
  await em.flush();
  return subscription;
}

export async function pauseSubscription(em: EntityManager, identity: Identity, rawId: string, now = new Date()): Promise<Subscription> {
  const subscription = await ownSubscription(em, identity, rawId);
  refuseAction(subscription, 'pause');
  Object.assign(subscription, { status: 'paused', retryOn: null, failures: 0, pausedReason: '회원이 일시정지했어요.', updatedAt: now });
  await em.flush();
  return subscription;
}

/** Active again from `nextChargeOn` (default: the paused cycle's date, or tomorrow when it has passed). */
export async function resumeSubscription(em: EntityManager, identity: Identity, rawId: string, rawNextChargeOn: string | null | undefined, now = new Date()): Promise<Subscription> {
  const subscription = await ownSubscription(em, identity, rawId);
  refuseAction(subscription, 'resume');
  const tomorrow = addDays(today(now), 1);
  const next = rawNextChargeOn ? chargeDate(rawNextChargeOn, 'nextChargeOn', now, 1) : subscription.nextChargeOn > tomorrow ? subscription.nextChargeOn : tomorrow;
  reschedule(subscription, next, now);
  Object.assign(subscription, { status: 'active', pausedReason: null });
  await em.flush();
  return subscription;
}

/** DELETE /billings/schedules/{id}: 해지. Orders already charged stay as they are. */
export async function cancelSubscription(em: EntityManager, identity: Identity, rawId: string, now = new Date()): Promise<Subscription> {
  const subscription = await ownSubscription(em, identity, rawId);
  refuseAction(subscription, 'cancel');
  Object.assign(subscription, { status: 'cancelled', retryOn: null, cancelledAt: now, updatedAt: now });
  await em.flush();
  return subscription;
}

/** GET /billings/schedules: the member's subscriptions, live ones first, then by the next date. */
export async function mySubscriptions(em: EntityManager, identity: Identity): Promise<Subscription[]> {
  const rows = await em.find(SubscriptionEntity, { userId: identity.userId }, { orderBy: { nextChargeOn: 'asc', id: 'desc' } });
  return [...rows.filter((s) => s.status !== 'cancelled'), ...rows.filter((s) => s.status === 'cancelled')];
}

/** The charge attempts of subscriptions, newest first (DataLoader batch). */
export async function chargesOf(em: EntityManager, subscriptionIds: readonly string[]): Promise<SubscriptionCharge[][]> {
  const rows = await em.find(SubscriptionChargeEntity, { subscriptionId: { $in: [...subscriptionIds] } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return subscriptionIds.map((id) => rows.filter((r) => r.subscriptionId === id).slice(0, 10));
}

/** Whether a live subscription charges this card (billing asks before deleting a card). */
export async function cardInUse(em: EntityManager, cardId: string): Promise<boolean> {
  return (await em.count(SubscriptionEntity, { cardId, status: { $ne: 'cancelled' } })) > 0;
}

/** A member leaving: their subscriptions end (kept, cancelled, with the orders they made). */
export async function cancelSubscriptionsOf(em: EntityManager, userId: string, now = new Date()): Promise<void> {
  await em.nativeUpdate(SubscriptionEntity, { userId, status: { $ne: 'cancelled' } }, { status: 'cancelled', retryOn: null, cancelledAt: now, updatedAt: now });
}

// ---- charging -----------------------------------------------------------------------------------

type Outcome = { status: 'paid'; orderId: string; amount: number } | { status: 'failed'; reason: string } | { status: 'unknown' };

/**
 * One attempt: the order made as the member would make it (prices and stock of today), charged to
 * the card, in a savepoint, so an order that cannot be made or paid leaves no trace but the
 * attempt's row. A declined card keeps its failed order and payment (the member sees the attempt).
 */
async function attempt(em: EntityManager, subscription: Subscription, charge: SubscriptionCharge, now: Date): Promise<Outcome> {
  try {
    return await em.transactional(async (tx) => {
      const t = tx as EntityManager;
      const card = await t.findOne(BillingCardEntity, { id: subscription.cardId, status: 'active' });
      if (!card) throw new AppError('NOT_FOUND', '결제 카드가 삭제되었어요. 정기배송의 결제 카드를 바꿔주세요.');
      const order = await createOrder(
        t,
        { userId: subscription.userId, role: 'member' },
        {
          lines: [{ productId: subscription.productId, optionId: subscription.optionId ?? null, quantity: subscription.quantity }],
          address: {
            recipientName: subscription.recipientName,
            recipientPhone: subscription.recipientPhone,
            postcode: subscription.postcode,
            address1: subscription.address1,
            address2: subscription.address2,
          },
          deliveryMemo: subscription.deliveryMemo,
          ordererName: subscription.ordererName,
          ordererPhone: subscription.ordererPhone,
          payMethod: 'card',
        },
        now,
      );
      charge.orderId = order.id;
      const payment = await chargeOrder(t, order, card);
      charge.merchantUid = payment.merchantUid;
      charge.amount = order.total;
      if (payment.status === 'ready') return { status: 'unknown' } as const;
      if (payment.status === 'failed') return { status: 'failed', reason: payment.failReason ?? '결제에 실패했습니다.' } as const;
      return { status: 'paid', orderId: order.id, amount: order.total } as const;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Rolled back to the savepoint: no order, no payment.
    Object.assign(charge, { orderId: null, merchantUid: null, amount: 0 });
    return { status: 'failed', reason: error.message };
  }
}

/** The next cycle date after `cycleOn`, later than today (a long outage does not charge the missed cycles). */
function nextCycle(subscription: Subscription, cycleOn: string, now: Date): string {
  let next = addDays(cycleOn, subscription.intervalWeeks * 7);
  while (next <= today(now)) next = addDays(next, subscription.intervalWeeks * 7);
  return next;
}

/** The subscription's product line at today's price; null when the product is no longer in the shop. */
async function pricedLine(em: EntityManager, subscription: Subscription): Promise<PricedLine | null> {
  const lines = await priceLines(em, [{ productId: subscription.productId, optionId: subscription.optionId ?? null, quantity: subscription.quantity }]).catch(() => null);
  return lines?.[0] ?? null;
}

const lineName = (line: PricedLine) => `${line.product.name}${line.option?.name ? ` (${line.option.name})` : ''}`;

async function productName(em: EntityManager, subscription: Subscription): Promise<string> {
  const line = await pricedLine(em, subscription);
  return line ? lineName(line) : '정기배송 상품';
}

/** What an attempt's outcome does to the subscription, and what the member is told. */
async function settle(em: EntityManager, subscription: Subscription, charge: SubscriptionCharge, outcome: Outcome, now: Date): Promise<void> {
  charge.status = outcome.status;
  if (outcome.status === 'unknown') return;
  const name = await productName(em, subscription);
  if (outcome.status === 'paid') {
    reschedule(subscription, nextCycle(subscription, charge.cycleOn, now), now);
    await notify(
      em,
      subscription.userId,
      'notice',
      '정기배송 결제 완료',
      `${name} ${won(outcome.amount)}을 결제했어요. 다음 결제일은 ${koreanMonthDay(subscription.nextChargeOn, Number(today(now).slice(0, 4)))}이에요.`,
      `/mypage/orderList/detail/${outcome.orderId}`,
    );
    return;
  }
  charge.failReason = outcome.reason.slice(0, 300);
  const failures = subscription.failures + 1;
  const retryIn = SUBSCRIPTION_RULES.retryDays[failures - 1];
  if (retryIn !== undefined) {
    Object.assign(subscription, { failures, retryOn: addDays(charge.cycleOn, retryIn), updatedAt: now });
    await notify(
      em,
      subscription.userId,
      'notice',
      '정기배송 결제 실패',
      `${name} 결제에 실패했어요 (${outcome.reason}). ${koreanMonthDay(subscription.retryOn!, Number(today(now).slice(0, 4)))}에 다시 결제할게요. 카드를 확인해주세요.`,
      '/mypage/subscription',
    );
    return;
  }
  Object.assign(subscription, { status: 'paused', retryOn: null, pausedReason: `결제에 ${failures}번 실패해 일시정지했어요: ${outcome.reason}`.slice(0, 200), updatedAt: now });
  await notify(em, subscription.userId, 'notice', '정기배송 일시정지', `${name} 결제에 ${failures}번 실패해 정기배송을 일시정지했어요. 카드를 바꾼 뒤 다시 시작해주세요.`, '/mypage/subscription');
}

/**
 * Charges one subscription if it is due (its cycle date or retry date has come, Korean time). An
 * attempt whose outcome was unknown is settled first from the gateway. Idempotent: the attempt's
 * unique row means a second run (or a second worker) never charges the same attempt again.
 */
export async function chargeSubscription(em: EntityManager, subscriptionId: string, now = new Date()): Promise<SubscriptionCharge | null> {
  const subscription = await em.findOne(SubscriptionEntity, { id: subscriptionId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!subscription || subscription.status !== 'active') return null;
  const open = await em.findOne(SubscriptionChargeEntity, { subscriptionId, status: 'unknown' });
  if (open) {
    const payment = open.merchantUid ? await refreshPayment(em, open.merchantUid) : null;
    if (payment?.status === 'ready') return open;
    const outcome: Outcome =
      payment && (payment.status === 'paid' || payment.status === 'partial_cancelled')
        ? { status: 'paid', orderId: open.orderId!, amount: payment.amount }
        : { status: 'failed', reason: payment?.failReason ?? '결제 결과를 확인하지 못했어요.' };
    await settle(em, subscription, open, outcome, now);
    await em.flush();
    return open;
  }
  if ((subscription.retryOn ?? subscription.nextChargeOn) > today(now)) return null;
  const charge = em.create(SubscriptionChargeEntity, { subscriptionId, cycleOn: subscription.nextChargeOn, attempt: subscription.failures + 1, status: 'unknown', createdAt: now });
  await em.flush();
  await settle(em, subscription, charge, await attempt(em, subscription, charge, now), now);
  await em.flush();
  return charge;
}

/**
 * Job: every due subscription (and every attempt waiting for the gateway), each in its own
 * transaction, locked with `skip locked` so two workers split the work. Returns how many ran.
 */
export async function chargeDueSubscriptions(em: EntityManager, now = new Date(), limit = 500): Promise<number> {
  let ran = 0;
  const seen = new Set<string>();
  while (ran < limit) {
    const done = await em.transactional(async (tx) => {
      const t = tx as EntityManager;
      const [row] = await t.execute<{ id: string }[]>(
        `select s.id::text as id from commerce.subscriptions s
          where s.status = 'active'
            and (coalesce(s.retry_on, s.next_charge_on) <= ?::date or exists (select 1 from commerce.subscription_charges c where c.subscription_id = s.id and c.status = 'unknown'))
            ${seen.size ? `and s.id not in (${[...seen].map(() => '?').join(', ')})` : ''}
          order by s.id limit 1 for update of s skip locked`,
        [today(now), ...seen],
      );
      if (!row) return false;
      seen.add(row.id);
      await chargeSubscription(t, row.id, now);
      return true;
    });
    if (!done) break;
    ran += 1;
  }
  return ran;
}

/** Job: members told noticeDaysBefore days ahead of each charge (once per cycle). */
export async function noticeUpcomingCharges(em: EntityManager, now = new Date()): Promise<number> {
  return em.transactional(async (tx) => {
    const t = tx as EntityManager;
    const due = await t.find(
      SubscriptionEntity,
      { status: 'active', failures: 0, nextChargeOn: { $gt: today(now), $lte: addDays(today(now), SUBSCRIPTION_RULES.noticeDaysBefore) } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const toTell = due.filter((s) => s.noticedFor !== s.nextChargeOn);
    const cards = new Map((await t.find(BillingCardEntity, { id: { $in: toTell.map((s) => s.cardId) } })).map((c) => [c.id, c]));
    let told = 0;
    for (const subscription of toTell) {
      // No notice for a product taken off the shop since: on the day its charge is refused with
      // the reason (the member is told then), and the other members' notices still go out.
      const line = await pricedLine(t, subscription);
      if (!line) continue;
      const card = cards.get(subscription.cardId);
      const name = lineName(line);
      await notify(
        t,
        subscription.userId,
        'notice',
        '정기배송 결제 예정',
        `${koreanMonthDay(subscription.nextChargeOn, Number(today(now).slice(0, 4)))}에 ${name} ${subscription.quantity}개(상품 금액 ${won(line.unitPrice * subscription.quantity)})를 ${card?.cardName ?? '등록한'} 카드로 결제해요. 건너뛰거나 날짜를 바꿀 수 있어요.`,
        '/mypage/subscription',
      );
      subscription.noticedFor = subscription.nextChargeOn;
      told += 1;
    }
    await t.flush();
    return told;
  });
}
