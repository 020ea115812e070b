import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PAY_METHODS, type PayMethod } from '../adapters/payment-gateway/types.js';

export const PAYMENT_STATUSES = ['ready', 'paid', 'cancelled', 'failed', 'partial_cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { ready: '결제 대기', paid: '결제 완료', cancelled: '결제 취소', failed: '결제 실패', partial_cancelled: '부분 취소' };
export const PAYMENT_EVENT_SOURCES = ['completion', 'webhook', 'cancel', 'billing'] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

const inList = (column: string, values: readonly string[]) => `"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`;

/** One payment attempt of an order at the gateway (Migration20261123170000_payments). */
export const PaymentEntity = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    merchantUid: p.string().length(40).unique(),
    orderId: p.bigint('string').index(),
    userId: p.bigint('string'),
    impUid: p.string().length(40).nullable().unique(),
    payMethod: p.string().$type<PayMethod>(),
    name: p.string().length(100),
    amount: p.integer(),
    cancelledAmount: p.integer().default(0),
    status: p.string().$type<PaymentStatus>().default('ready'),
    vbankBank: p.string().length(40).nullable(),
    vbankNumber: p.string().length(40).nullable(),
    vbankHolder: p.string().length(60).nullable(),
    vbankDueAt: p.datetime().nullable(),
    failReason: p.text().nullable(),
    gatewayAnswer: p.json<Record<string, unknown>>().nullable(),
    paidAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['userId', 'createdAt'] }],
  checks: [
    { name: 'payments_pay_method_check', expression: inList('pay_method', PAY_METHODS) },
    { name: 'payments_status_check', expression: inList('status', PAYMENT_STATUSES) },
    { name: 'payments_amount_check', expression: `"amount" > 0` },
    { name: 'payments_cancelled_amount_check', expression: `"cancelled_amount" >= 0 and "cancelled_amount" <= "amount"` },
    { name: 'payments_paid_check', expression: `"status" not in ('paid', 'partial_cancelled') or ("imp_uid" is not null and "paid_at" is not null)` },
  ],
});
export type Payment = InferEntity<typeof PaymentEntity>;

/** A gateway state applied to a payment: unique per (imp_uid, status, cancelled_amount), so replays insert nothing. */
export const PaymentEventEntity = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_events',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    paymentId: () => p.manyToOne(PaymentEntity).mapToPk().joinColumn('payment_id').deleteRule('cascade').index(),
    impUid: p.string().length(40),
    status: p.string().$type<PaymentStatus>(),
    cancelledAmount: p.integer().default(0),
    source: p.string().$type<PaymentEventSource>(),
    gatewayAnswer: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['impUid', 'status', 'cancelledAmount'] }],
  checks: [
    { name: 'payment_events_status_check', expression: inList('status', PAYMENT_STATUSES) },
    { name: 'payment_events_source_check', expression: inList('source', PAYMENT_EVENT_SOURCES) },
  ],
});
export type PaymentEvent = InferEntity<typeof PaymentEventEntity>;
