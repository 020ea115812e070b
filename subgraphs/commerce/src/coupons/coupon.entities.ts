import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrderEntity } from '../orders/order.entities.js';

/** What a coupon takes off: a percent (with a 최대 할인금액 cap), a fixed amount, or the delivery fee. */
export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** Where it applies (stacking rules, docs/decisions/coupons.md): one product coupon per line, one order coupon, one shipping coupon. */
export const COUPON_TARGETS = ['line', 'order', 'shipping'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];
/** Which goods count: all, or listed products, categories, brands, or a partner channel's. */
export const COUPON_SCOPES = ['all', 'products', 'categories', 'brands', 'channel'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** `withdrawn`: an operator made the member's coupon unusable (setUserCouponAvailable); no order holds it. */
export const USER_COUPON_STATUSES = ['available', 'reserved', 'used', 'withdrawn'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

/**
 * A coupon as the shop defines it. `issueLimit` caps how many are ever issued (선착순), held
 * against `issuedCount` by a CHECK, so concurrent claims cannot pass it; `perMemberLimit` caps how
 * many one member may hold. `autoIssue` 'signup' issues it to every new member (첫 구매 쿠폰).
 */
export const CouponMasterEntity = defineEntity({
  name: 'CouponMaster',
  tableName: 'coupon_masters',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(60),
    /** Typed by members to claim it (stored upper-case); null for coupons issued otherwise. */
    code: p.string().length(30).nullable(),
    kind: p.string().length(20),
    target: p.string().length(10),
    /** Percent (1-100) or won. */
    amount: p.integer(),
    maxDiscount: p.integer().nullable(),
    minOrderAmount: p.integer().default(0),
    scope: p.string().length(20).default('all'),
    /** The products, categories or brands of the scope (ids), or the channel's id. */
    scopeIds: p.array().default([]),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** Days a claimed coupon stays valid (never past `endsAt`); null: until `endsAt`. */
    validDays: p.integer().nullable(),
    issueLimit: p.integer().nullable(),
    issuedCount: p.integer().default(0),
    perMemberLimit: p.integer().default(1),
    autoIssue: p.string().length(20).nullable(),
    withdrawnAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'coupon_masters_code_unique', properties: ['code'] }],
  checks: [
    { name: 'coupon_masters_code_check', expression: `"code" is null or "code" = upper("code")` },
    { name: 'coupon_masters_kind_check', expression: `"kind" in ('percent', 'fixed', 'free_shipping')` },
    { name: 'coupon_masters_target_check', expression: `"target" in ('line', 'order', 'shipping') and ("kind" = 'free_shipping') = ("target" = 'shipping')` },
    { name: 'coupon_masters_scope_check', expression: `"scope" in ('all', 'products', 'categories', 'brands', 'channel')` },
    {
      name: 'coupon_masters_amount_check',
      expression: `case "kind" when 'percent' then "amount" between 1 and 100 when 'fixed' then "amount" > 0 else "amount" = 0 end and ("max_discount" is null or "max_discount" > 0) and "min_order_amount" >= 0`,
    },
    { name: 'coupon_masters_window_check', expression: '"starts_at" < "ends_at" and ("valid_days" is null or "valid_days" > 0)' },
    { name: 'coupon_masters_limits_check', expression: '"per_member_limit" >= 1 and "issued_count" >= 0 and ("issue_limit" is null or "issued_count" <= "issue_limit")' },
    { name: 'coupon_masters_auto_issue_check', expression: `"auto_issue" is null or "auto_issue" = 'signup'` },
  ],
});
export type CouponMaster = InferEntity<typeof CouponMasterEntity>;

/**
 * A coupon in a member's wallet: used once. Reserved by the order that takes it (at creation, or
 * applyOrderCoupons on the unpaid order), used when that order is paid, and available again when
 * the order fails or is cancelled while the coupon is still valid. The conditional updates on
 * `status` decide concurrent checkouts. An operator may withdraw an available coupon or restore a
 * used or withdrawn one (setUserCouponAvailable, with the reason kept in `statusReason`).
 */
export const UserCouponEntity = defineEntity({
  name: 'UserCoupon',
  tableName: 'user_coupons',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    masterId: () => p.manyToOne(CouponMasterEntity).mapToPk().joinColumn('master_id').deleteRule('restrict').index(),
    userId: p.bigint('string'),
    status: p.string().length(10).default('available'),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('restrict').nullable().index(),
    discount: p.integer().default(0),
    issuedAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    withdrawnAt: p.datetime().nullable(),
    /** Why an operator last made it unusable or usable again (the shop's record; not shown to the member). */
    statusReason: p.string().length(200).nullable(),
  },
  indexes: [{ name: 'user_coupons_user_index', properties: ['userId', 'status'] }],
  checks: [
    { name: 'user_coupons_status_check', expression: `"status" in ('available', 'reserved', 'used', 'withdrawn')` },
    {
      name: 'user_coupons_order_check',
      expression: `("status" in ('reserved', 'used')) = ("order_id" is not null) and ("status" = 'used') = ("used_at" is not null) and ("status" = 'withdrawn') = ("withdrawn_at" is not null) and "discount" >= 0`,
    },
  ],
});
export type UserCoupon = InferEntity<typeof UserCouponEntity>;
