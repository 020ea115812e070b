import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BILLING_CARD_STATUSES = ['pending', 'active', 'deleted'] as const;
export type BillingCardStatus = (typeof BILLING_CARD_STATUSES)[number];

/**
 * A member's card for 정기결제 (docs/decisions/billing.md): the billing key the gateway keeps under
 * `customerUid`, a name this shop gives each registration. `pending` from the moment the
 * registration window opens until the gateway confirms the key (`active`); `deleted` keeps the row
 * for the orders and subscriptions that were charged to it. The card number is the gateway's
 * masked one: the shop never sees a whole card number.
 */
export const BillingCardEntity = defineEntity({
  name: 'BillingCard',
  tableName: 'billing_cards',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    customerUid: p.string().length(80),
    status: p.string().length(10).$type<BillingCardStatus>().default('pending'),
    cardName: p.string().length(40).nullable(),
    cardNumber: p.string().length(30).nullable(),
    createdAt: p.datetime(),
    registeredAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'billing_cards_customer_uid_unique', properties: ['customerUid'] }],
  indexes: [{ name: 'billing_cards_user_index', properties: ['userId', 'status'] }],
  checks: [
    { name: 'billing_cards_status_check', expression: `"status" in ('pending', 'active', 'deleted')` },
    { name: 'billing_cards_registered_check', expression: `("status" = 'active') <= ("registered_at" is not null) and ("status" = 'deleted') = ("deleted_at" is not null)` },
  ],
});
export type BillingCard = InferEntity<typeof BillingCardEntity>;

/**
 * The spec's per-member "certified" flag (billing certification): the member confirmed, by an SMS
 * code sent to the account's phone, that they are the one registering cards and subscribing
 * (본인인증). Registering a card needs it; an operator may set or clear it.
 */
export const BillingCertificationEntity = defineEntity({
  name: 'BillingCertification',
  tableName: 'billing_certifications',
  properties: {
    userId: p.bigint('string').primary().autoincrement(false),
    certified: p.boolean(),
    phone: p.string().length(20).nullable(),
    /** Who set it last: the member (an SMS code) or an operator. */
    source: p.string().length(10),
    updatedAt: p.datetime(),
  },
  checks: [{ name: 'billing_certifications_source_check', expression: `"source" in ('sms', 'admin')` }],
});
export type BillingCertification = InferEntity<typeof BillingCertificationEntity>;
