import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BillingCardEntity } from '../billing/billing.entities.js';
import { ProductEntity, ProductOptionEntity } from '../catalog/catalog.entities.js';
import { OrderEntity } from '../orders/order.entities.js';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const CHARGE_STATUSES = ['paid', 'failed', 'unknown'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * 정기배송 (docs/decisions/subscriptions.md): one product option, a quantity, every 2, 4 or 8
 * weeks, charged to a registered card and shipped to the address kept here (a snapshot, as orders
 * keep theirs). `nextChargeOn` is the Korean date of the next cycle; a failed charge is retried on
 * `retryOn` (days 1, 3 and 7 after it) while `failures` counts them, then the subscription pauses.
 */
export const SubscriptionEntity = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('restrict').index(),
    optionId: () => p.manyToOne(ProductOptionEntity).mapToPk().joinColumn('option_id').deleteRule('restrict').nullable(),
    quantity: p.integer(),
    intervalWeeks: p.integer(),
    cardId: () => p.manyToOne(BillingCardEntity).mapToPk().joinColumn('card_id').deleteRule('restrict').index(),
    status: p.string().length(10).$type<SubscriptionStatus>().default('active'),
    nextChargeOn: p.date(),
    retryOn: p.date().nullable(),
    failures: p.integer().default(0),
    /** The cycle (its nextChargeOn) whose 3-day notice went out: one notice per cycle. */
    noticedFor: p.date().nullable(),
    pausedReason: p.string().length(200).nullable(),
    ordererName: p.string().length(40),
    ordererPhone: p.string().length(20),
    recipientName: p.string().length(40),
    recipientPhone: p.string().length(20),
    postcode: p.string().length(10),
    address1: p.string().length(200),
    address2: p.string().length(200).nullable(),
    deliveryMemo: p.string().length(200).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    cancelledAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'subscriptions_user_index', properties: ['userId', 'status'] },
    { name: 'subscriptions_due_index', expression: `create index "subscriptions_due_index" on "commerce"."subscriptions" (coalesce("retry_on", "next_charge_on")) where "status" = 'active'` },
  ],
  uniques: [
    {
      name: 'subscriptions_live_unique',
      expression: `create unique index "subscriptions_live_unique" on "commerce"."subscriptions" ("user_id", "product_id", coalesce("option_id", 0)) where "status" <> 'cancelled'`,
    },
  ],
  checks: [
    { name: 'subscriptions_status_check', expression: `"status" in ('active', 'paused', 'cancelled') and ("status" = 'cancelled') = ("cancelled_at" is not null)` },
    { name: 'subscriptions_quantity_check', expression: '"quantity" between 1 and 10' },
    { name: 'subscriptions_interval_check', expression: '"interval_weeks" in (2, 4, 8)' },
    { name: 'subscriptions_failures_check', expression: '"failures" between 0 and 3 and ("retry_on" is null or "retry_on" > "next_charge_on")' },
  ],
});
export type Subscription = InferEntity<typeof SubscriptionEntity>;

/**
 * One charge attempt of a cycle: unique per (subscription, cycle, attempt), so two job runs never
 * charge one attempt twice. `unknown`: the gateway did not answer; settled on the next run.
 */
export const SubscriptionChargeEntity = defineEntity({
  name: 'SubscriptionCharge',
  tableName: 'subscription_charges',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    subscriptionId: () => p.manyToOne(SubscriptionEntity).mapToPk().joinColumn('subscription_id').deleteRule('cascade'),
    cycleOn: p.date(),
    attempt: p.integer(),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('restrict').nullable().index(),
    merchantUid: p.string().length(40).nullable(),
    status: p.string().length(10).$type<ChargeStatus>(),
    failReason: p.string().length(300).nullable(),
    amount: p.integer().default(0),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'subscription_charges_attempt_unique', properties: ['subscriptionId', 'cycleOn', 'attempt'] }],
  checks: [
    { name: 'subscription_charges_status_check', expression: `"status" in ('paid', 'failed', 'unknown')` },
    { name: 'subscription_charges_attempt_check', expression: '"attempt" between 1 and 4' },
  ],
});
export type SubscriptionCharge = InferEntity<typeof SubscriptionChargeEntity>;
