import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Conflict, keepWritesAndRefuse, parseInput, z, type Identity, type Page } from '@shop/kit';
import {
  PAY_METHODS,
  paymentGateway,
  PaymentGatewayNotFound,
  PaymentGatewayRefused,
  PaymentGatewayUnavailable,
  paymentNoticeUrl,
  type GatewayPayment,
  type PayMethod,
} from '../adapters/payment-gateway/index.js';
import { PaymentEntity, type Payment, type PaymentEventSource, type PaymentStatus } from './payment.entities.js';

/**
 * Payments (docs/decisions/selling.md, "Payments"). The gateway is the only source of truth about
 * money: every state change is read from it (`getPayment`), never from what a browser or a
 * webhook claims. The payment row is locked for each change, and each applied gateway state is a
 * unique payment_events row, so concurrent completions and replayed webhooks apply it once.
 *
 * The orders module attaches orders through `onPayment` hooks, called in the same transaction as
 * the payment change (the order and its payment commit together), once per applied change.
 */
export interface PaymentHooks {
  /** The gateway says paid (a card or easy pay at completion, a virtual account at its deposit). */
  settled?(em: EntityManager, payment: Payment): Promise<void>;
  /** A virtual account was issued: the buyer deposits by `payment.vbankDueAt`. */
  vbankIssued?(em: EntityManager, payment: Payment): Promise<void>;
  /** Money returned: `amount` now (all or part; 0 for a virtual account closed before its deposit), `payment.cancelledAmount` in all. */
  cancelled?(em: EntityManager, payment: Payment, amount: number): Promise<void>;
  /** The payment failed at the gateway, or was refused here (amount mismatch) and cancelled there. */
  failed?(em: EntityManager, payment: Payment): Promise<void>;
}
const hooks: PaymentHooks[] = [];

/**
 * Attaches what another module does when a payment changes (handlers must check their own state:
 * they may see changes they caused). Called from a module definition's `connect` (the orders
 * module) and by tests; attaching the same handlers twice keeps one.
 */
export function onPayment(handlers: PaymentHooks): () => void {
  if (!hooks.includes(handlers)) hooks.push(handlers);
  return () => void (hooks.includes(handlers) && hooks.splice(hooks.indexOf(handlers), 1));
}

async function fire<K extends keyof PaymentHooks>(name: K, em: EntityManager, payment: Payment, ...rest: number[]): Promise<void> {
  for (const h of hooks) await (h[name] as ((em: EntityManager, payment: Payment, ...rest: number[]) => Promise<void>) | undefined)?.(em, payment, ...rest);
}

// ---- gateway errors ----------------------------------------------------------------------------

export const GATEWAY_UNAVAILABLE_MESSAGE = '결제 대행사와 연결되지 않습니다. 잠시 후 다시 시도해주세요.';

/** Gateway failures as answers a person can read. */
export function gatewayError(error: unknown): unknown {
  if (error instanceof PaymentGatewayUnavailable) return new AppError('PAYMENT_GATEWAY_UNAVAILABLE', GATEWAY_UNAVAILABLE_MESSAGE);
  if (error instanceof PaymentGatewayNotFound) {
    const message = '결제 대행사에 없는 결제입니다.';
    return new AppError('NOT_FOUND', message, { fields: [{ field: 'impUid', message }] });
  }
  if (error instanceof PaymentGatewayRefused) return new AppError('PAYMENT_REFUSED', `결제 대행사가 요청을 거절했습니다: ${error.message}`);
  return error;
}

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw gatewayError(error);
  }
}

// ---- preparing --------------------------------------------------------------------------------

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'P' + yymmdd (Korea) + 10 random characters: not guessable, not sequential. */
export function newMerchantUid(now = new Date()): string {
  const day = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += BASE32[randomInt(BASE32.length)];
  return `P${day}${suffix}`;
}

const httpUrl = z
  .string()
  .trim()
  .url('주소를 확인해주세요.')
  .refine((u) => /^https?:\/\//i.test(u), '주소를 확인해주세요.');
const prepareSchema = z.object({
  orderId: z.string().regex(/^\d{1,18}$/, '주문을 확인해주세요.'),
  userId: z.string().regex(/^\d{1,18}$/, '회원을 확인해주세요.'),
  merchantUid: z
    .string()
    .regex(/^[\w-]{6,40}$/, '주문번호(merchant_uid)를 확인해주세요.')
    .optional(),
  amount: z.number().int('결제 금액은 원 단위 정수입니다.').min(100, '결제 금액은 100원 이상입니다.').max(100_000_000, '결제 금액은 1억 원 이하입니다.'),
  payMethod: z.enum(PAY_METHODS, { error: '결제 수단을 확인해주세요.' }),
  name: z
    .string()
    .trim()
    .min(1, '상품명을 입력해주세요.')
    .transform((n) => (n.length > 100 ? `${n.slice(0, 99)}…` : n)),
  buyerName: z.string().trim().max(40, '구매자 이름은 40자 이하입니다.'),
  buyerTel: z
    .string()
    .trim()
    .regex(/^[0-9-]{0,20}$/, '구매자 연락처를 확인해주세요.'),
  redirectUrl: httpUrl,
});
export type PrepareInput = z.input<typeof prepareSchema>;

/**
 * A new payment (status ready) of an order and the gateway page the browser opens to pay it.
 * `amount` must be the order total the server computed; the gateway's webhooks go to the
 * configured notice URL (the gateway's POST /api/payment/webhook).
 */
export async function preparePayment(em: EntityManager, raw: PrepareInput): Promise<{ payment: Payment; checkoutUrl: string }> {
  const input = parseInput(prepareSchema, raw, 'payment');
  const payment = em.create(PaymentEntity, {
    merchantUid: input.merchantUid ?? newMerchantUid(),
    orderId: input.orderId,
    userId: input.userId,
    payMethod: input.payMethod,
    name: input.name,
    amount: input.amount,
  });
  await em.flush();
  const checkoutUrl = paymentGateway().checkoutUrl({ ...input, merchantUid: payment.merchantUid, noticeUrl: paymentNoticeUrl() });
  return { payment, checkoutUrl };
}

/**
 * A charge of a registered card's billing key, now (정기배송, POST /billings/payment): a new
 * payment of `amount` for the order, charged at the gateway and applied as a completion is (the
 * hooks pay or fail the order in this transaction). A declined card leaves the payment `failed`
 * with the card company's reason. When the gateway cannot be reached (a timeout: the charge may
 * or may not have happened) the payment stays `ready` under its merchant_uid; the webhook or
 * `refreshPayment` settles it later, and the unpaid release gives any late money back.
 */
export async function chargeBillingKey(
  em: EntityManager,
  input: { orderId: string; userId: string; amount: number; name: string; buyerName: string; buyerTel: string; customerUid: string },
): Promise<Payment> {
  const payment = em.create(PaymentEntity, { merchantUid: newMerchantUid(), orderId: input.orderId, userId: input.userId, payMethod: 'card', name: input.name, amount: input.amount });
  await em.flush();
  let gp: GatewayPayment;
  try {
    gp = await paymentGateway().chargeBillingKey({ ...input, merchantUid: payment.merchantUid, noticeUrl: paymentNoticeUrl() });
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailable) return payment;
    throw gatewayError(error);
  }
  if (gp.merchantUid !== payment.merchantUid) throw gatewayError(new PaymentGatewayUnavailable('the gateway answered a charge of another merchant_uid'));
  if (claimsAmount(gp) && gp.amount !== payment.amount) await refuseAmount(em, payment, gp, payment.amount, 'billing');
  else await applyGatewayState(em, payment, gp, 'billing');
  return payment;
}

/**
 * Brings a payment whose outcome was not known (a charge that timed out) to what the gateway says
 * now, by its merchant_uid. Nothing at the gateway: the attempt never reached it, and the payment
 * is recorded failed so the order can be tried again.
 */
export async function refreshPayment(em: EntityManager, merchantUid: string): Promise<Payment | null> {
  const payment = await lockByMerchantUid(em, merchantUid);
  if (!payment || payment.status !== 'ready') return payment;
  const gp = await ask(() => paymentGateway().findByMerchantUid(merchantUid));
  if (!gp) {
    Object.assign(payment, { status: 'failed', failReason: '결제 대행사에 결제 요청이 도착하지 않았습니다.' });
    await em.flush();
    await fire('failed', em, payment);
    return payment;
  }
  if (claimsAmount(gp) && gp.amount !== payment.amount) await refuseAmount(em, payment, gp, payment.amount, 'billing');
  else await applyGatewayState(em, payment, gp, 'billing');
  return payment;
}

// ---- applying the gateway's state ---------------------------------------------------------------

const PAID_STATES: PaymentStatus[] = ['paid', 'partial_cancelled', 'cancelled'];
const wasPaid = (payment: Payment) => payment.paidAt !== null && PAID_STATES.includes(payment.status);

/** Inserts the (imp_uid, status, cancelled amount) event; false when it was applied before. */
async function recordEvent(em: EntityManager, payment: Payment, gp: GatewayPayment, status: PaymentStatus, cancelledAmount: number, source: PaymentEventSource): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into "commerce"."payment_events" ("payment_id", "imp_uid", "status", "cancelled_amount", "source", "gateway_answer", "created_at")
     values (?, ?, ?, ?, ?, ?::jsonb, now()) on conflict ("imp_uid", "status", "cancelled_amount") do nothing returning "id"`,
    [payment.id, gp.impUid, status, cancelledAmount, source, JSON.stringify(gp.raw)],
  );
  return rows.length > 0;
}

/**
 * Brings the (locked) payment to what the gateway says, one recorded event per change:
 * a virtual account issued, paid, cancelled in part or in all, failed. The paid amount must
 * already have been checked by the caller.
 */
async function applyGatewayState(em: EntityManager, payment: Payment, gp: GatewayPayment, source: PaymentEventSource): Promise<void> {
  const answer = gp.raw;
  if (gp.status === 'ready') {
    if (payment.status !== 'ready' || !gp.vbank || !(await recordEvent(em, payment, gp, 'ready', 0, source))) return;
    Object.assign(payment, { impUid: gp.impUid, vbankBank: gp.vbank.bank, vbankNumber: gp.vbank.number, vbankHolder: gp.vbank.holder, vbankDueAt: gp.vbank.dueAt, gatewayAnswer: answer });
    await em.flush();
    return fire('vbankIssued', em, payment);
  }
  if (gp.status === 'failed') {
    if (payment.status !== 'ready' || !(await recordEvent(em, payment, gp, 'failed', 0, source))) return;
    Object.assign(payment, { impUid: gp.impUid, status: 'failed', failReason: gp.failReason ?? '결제에 실패했습니다.', gatewayAnswer: answer });
    await em.flush();
    return fire('failed', em, payment);
  }
  // paid or cancelled: first the payment itself (if it was ever paid), then what was returned.
  if (!wasPaid(payment) && gp.paidAt && (await recordEvent(em, payment, gp, 'paid', 0, source))) {
    Object.assign(payment, { impUid: gp.impUid, status: 'paid', paidAt: gp.paidAt, failReason: null, gatewayAnswer: answer });
    await em.flush();
    await fire('settled', em, payment);
  }
  const closed = gp.status === 'cancelled' && payment.status !== 'cancelled';
  if (gp.cancelAmount > payment.cancelledAmount || closed) {
    const status: PaymentStatus = gp.status === 'cancelled' ? 'cancelled' : 'partial_cancelled';
    if (!(await recordEvent(em, payment, gp, status, gp.cancelAmount, source))) return;
    const returned = gp.cancelAmount - payment.cancelledAmount;
    Object.assign(payment, { impUid: gp.impUid, status, cancelledAmount: gp.cancelAmount, cancelledAt: new Date(), gatewayAnswer: answer });
    await em.flush();
    await fire('cancelled', em, payment, returned);
  }
}

const AMOUNT_MISMATCH_MESSAGE = '결제 금액이 주문 금액과 다릅니다. 결제를 취소했습니다.';

/**
 * Whether the gateway says money was paid or is owed under `gp`: a paid (or since cancelled)
 * payment, or a virtual account issued for a deposit. Its amount must be the order's either way:
 * a virtual account for 300 won on a 30,800 won order must not make the order wait for 300 won.
 */
const claimsAmount = (gp: GatewayPayment): boolean => gp.paidAt !== null || gp.status === 'paid' || (gp.status === 'ready' && gp.vbank !== undefined);

/**
 * Gives back at the gateway what it holds under `gp` (all of what is left of a payment, or an
 * issued virtual account as a whole). When the gateway refuses because someone else got there
 * first (the webhook's own refusal of the same payment cancelled it a moment ago), its state now
 * is what counts: nothing is left to give back, and that is not a failure of this request.
 */
async function giveBack(gp: GatewayPayment, reason: string): Promise<void> {
  const open = gp.status === 'paid' ? gp.cancelAmount < gp.amount : gp.status === 'ready' && gp.vbank !== undefined;
  if (!open) return;
  try {
    await paymentGateway().cancel(gp.status === 'ready' ? { impUid: gp.impUid, reason } : { impUid: gp.impUid, reason, checksum: gp.amount - gp.cancelAmount });
  } catch (error) {
    if (!(error instanceof PaymentGatewayRefused) || error instanceof PaymentGatewayNotFound) throw gatewayError(error);
    const now = await ask(() => paymentGateway().getPayment(gp.impUid));
    if (now.status !== 'cancelled') throw gatewayError(error);
  }
}

/**
 * An amount that is not the order's (a tampered request), paid or issued as a virtual account:
 * the money (or the account) goes back at once and the payment is `failed` with the reason
 * (recorded once per imp_uid).
 */
async function refuseAmount(em: EntityManager, payment: Payment, gp: GatewayPayment, expected: number, source: PaymentEventSource): Promise<void> {
  await giveBack(gp, '결제 금액 불일치');
  if (payment.status === 'ready' && (await recordEvent(em, payment, gp, 'failed', 0, source))) {
    Object.assign(payment, { impUid: gp.impUid, status: 'failed', failReason: `결제 금액 불일치: 주문 금액 ${expected}원, 결제 금액 ${gp.amount}원`, gatewayAnswer: gp.raw });
    await em.flush();
    await fire('failed', em, payment);
  }
}

/** A second paid attempt for a payment already paid by another imp_uid: returned at once. */
async function refuseDuplicate(gp: GatewayPayment): Promise<void> {
  if (gp.status === 'paid') await giveBack(gp, '중복 결제');
}

async function lockByMerchantUid(em: EntityManager, merchantUid: string): Promise<Payment | null> {
  return em.findOne(PaymentEntity, { merchantUid }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

const impUidSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,40}$/, '결제 번호(imp_uid)를 확인해주세요.');

/**
 * The completion after the browser comes back from the gateway with `impUid` for the payment
 * `merchantUid` (which the caller has already been found to own). The gateway must name that
 * same payment for `impUid`: an imp_uid travels in redirect URLs, so it leaks through history and
 * referrers, and someone else's is refused before anything is read or changed (their payment is
 * none of this caller's business, not even to be refused). The payment is then marked paid only
 * if the paid amount equals `expectedAmount` (the total the server computed) and the payment's
 * own amount. A different amount is refused: the gateway payment (or virtual account) is
 * cancelled, the payment recorded failed, and AMOUNT_MISMATCH thrown (the failure stands; the
 * caller's other writes are committed with it). Idempotent: a second call returns the settled
 * payment. A virtual account returns the payment still `ready` with its account.
 */
export async function verifyAndSettle(em: EntityManager, merchantUid: string, rawImpUid: string, expectedAmount: number): Promise<Payment> {
  const impUid = parseInput(impUidSchema, rawImpUid, 'impUid');
  const gp = await ask(() => paymentGateway().getPayment(impUid));
  if (gp.merchantUid !== merchantUid) {
    const message = '이 주문의 결제 번호(imp_uid)가 아닙니다.';
    throw BadInput([{ field: 'impUid', message }]);
  }
  const payment = await lockByMerchantUid(em, gp.merchantUid);
  if (!payment) {
    const message = '이 쇼핑몰의 결제가 아닙니다.';
    throw new AppError('NOT_FOUND', message, { fields: [{ field: 'impUid', message }] });
  }
  if (wasPaid(payment) && payment.impUid === gp.impUid) return payment;
  if (wasPaid(payment)) {
    await refuseDuplicate(gp);
    throw keepWritesAndRefuse(Conflict('이미 결제가 완료된 주문입니다. 중복 결제는 취소했습니다.', { fields: [{ field: 'impUid', message: '이미 결제가 완료된 주문입니다.' }] }));
  }
  if (claimsAmount(gp) && (gp.amount !== expectedAmount || payment.amount !== expectedAmount)) {
    await refuseAmount(em, payment, gp, expectedAmount, 'completion');
    throw keepWritesAndRefuse(new AppError('AMOUNT_MISMATCH', AMOUNT_MISMATCH_MESSAGE, { fields: [{ field: 'amount', message: AMOUNT_MISMATCH_MESSAGE }] }));
  }
  await applyGatewayState(em, payment, gp, 'completion');
  if (wasPaid(payment) || (payment.status === 'ready' && payment.vbankNumber)) return payment;
  if (payment.status === 'failed') {
    throw keepWritesAndRefuse(new AppError('PAYMENT_FAILED', `결제에 실패했습니다: ${payment.failReason ?? ''}`.trim(), { fields: [{ field: 'impUid', message: '결제에 실패했습니다.' }] }));
  }
  const message = gp.status === 'cancelled' ? '취소된 결제입니다.' : '결제가 아직 끝나지 않았습니다.';
  throw new AppError('PAYMENT_NOT_COMPLETED', message, { fields: [{ field: 'impUid', message }] });
}

export interface WebhookInput {
  imp_uid: string;
  merchant_uid: string;
  status?: string;
}
export type WebhookOutcome = 'applied' | 'unchanged' | 'ignored';

const webhookSchema = z.object({
  imp_uid: impUidSchema,
  merchant_uid: z
    .string()
    .trim()
    .regex(/^[\w-]{1,80}$/, 'merchant_uid를 확인해주세요.'),
  status: z.string().max(20).optional(),
});

/**
 * A webhook from the gateway ({imp_uid, merchant_uid, status}). Its claims are not trusted: the
 * payment is read from the gateway and applied as the completion applies it (a virtual account's
 * deposit makes it `paid`; a cancellation at the gateway's console is recorded). A replay, or the
 * gateway's duplicate, finds its event recorded and changes nothing. Unknown payments are ignored.
 */
export async function handleWebhook(em: EntityManager, raw: WebhookInput): Promise<WebhookOutcome> {
  const input = parseInput(webhookSchema, raw, 'webhook');
  let gp: GatewayPayment;
  try {
    gp = await paymentGateway().getPayment(input.imp_uid);
  } catch (error) {
    if (error instanceof PaymentGatewayNotFound) return 'ignored';
    throw gatewayError(error);
  }
  if (gp.merchantUid !== input.merchant_uid) return 'ignored';
  const payment = await lockByMerchantUid(em, gp.merchantUid);
  if (!payment) return 'ignored';
  const before = JSON.stringify([payment.status, payment.cancelledAmount, payment.impUid, payment.vbankNumber]);
  if (wasPaid(payment) && payment.impUid !== gp.impUid) {
    await refuseDuplicate(gp);
    return 'ignored';
  }
  if (!wasPaid(payment) && claimsAmount(gp) && gp.amount !== payment.amount) await refuseAmount(em, payment, gp, payment.amount, 'webhook');
  else await applyGatewayState(em, payment, gp, 'webhook');
  return JSON.stringify([payment.status, payment.cancelledAmount, payment.impUid, payment.vbankNumber]) === before ? 'unchanged' : 'applied';
}

const reasonSchema = z.string().trim().min(1, '취소 사유를 입력해주세요.').max(200, '취소 사유는 200자 이하입니다.');

/**
 * Returns money: all that is left (`amount` null) or part of it, with `checksum` = the amount
 * still cancellable so the gateway refuses a cancel based on stale numbers. A virtual account
 * not yet deposited is closed as a whole. If the gateway refuses because an earlier attempt (a
 * timeout) already went through, the gateway's state is taken.
 */
export async function cancelPayment(em: EntityManager, paymentId: string, amount: number | null, rawReason: string): Promise<Payment> {
  const reason = parseInput(reasonSchema, rawReason, 'reason');
  const payment = await em.findOne(PaymentEntity, { id: paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!payment) {
    const message = '결제를 찾을 수 없습니다.';
    throw new AppError('NOT_FOUND', message, { fields: [{ field: 'paymentId', message }] });
  }
  const unpaidVbank = payment.status === 'ready' && payment.impUid !== null && payment.vbankNumber !== null;
  if (!unpaidVbank && payment.status !== 'paid' && payment.status !== 'partial_cancelled') {
    throw Conflict('취소할 수 있는 결제가 아닙니다.', { fields: [{ field: 'paymentId', message: `${payment.status} 상태의 결제는 취소할 수 없습니다.` }] });
  }
  const remaining = payment.amount - payment.cancelledAmount;
  const requested = amount ?? remaining;
  if (!Number.isInteger(requested) || requested < 1 || requested > remaining || (unpaidVbank && requested !== remaining)) {
    throw BadInput([{ field: 'amount', message: unpaidVbank ? '입금 전 가상계좌는 전액만 취소할 수 있습니다.' : `취소 금액은 1원 이상 ${remaining}원 이하입니다.` }]);
  }
  const impUid = payment.impUid!;
  let gp: GatewayPayment;
  try {
    gp = await paymentGateway().cancel(unpaidVbank ? { impUid, reason } : { impUid, amount: requested, reason, checksum: remaining });
  } catch (error) {
    if (!(error instanceof PaymentGatewayRefused)) throw gatewayError(error);
    const current = await ask(() => paymentGateway().getPayment(impUid));
    if (current.cancelAmount - payment.cancelledAmount !== requested) throw gatewayError(error);
    gp = current;
  }
  await applyGatewayState(em, payment, gp, 'cancel');
  return payment;
}

// ---- reading ------------------------------------------------------------------------------------

const merchantUidSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,40}$/, '주문번호(merchant_uid)를 확인해주세요.');

/** The result page's payment: the caller's own (admins: anyone's); others' are NOT_FOUND. */
export async function paymentResult(em: EntityManager, identity: Identity, rawMerchantUid: string): Promise<Payment> {
  const merchantUid = parseInput(merchantUidSchema, rawMerchantUid, 'merchantUid');
  const payment = await em.findOne(PaymentEntity, identity.role === 'admin' ? { merchantUid } : { merchantUid, userId: identity.userId });
  if (!payment) {
    const message = '결제 정보를 찾을 수 없습니다.';
    throw new AppError('NOT_FOUND', message, { fields: [{ field: 'merchantUid', message }] });
  }
  return payment;
}

/** The caller's payments, newest first. */
export async function myPayments(em: EntityManager, identity: Identity, page: { offset: number; limit: number }): Promise<Page<Payment>> {
  const [items, total] = await em.findAndCount(PaymentEntity, { userId: identity.userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...page });
  return { items, total };
}

export type { PayMethod };
