import { GroupBuyOfferEntity } from '../channel-sales/group-buy-offer.entity.js';
import { CombinationOfferEntity } from '../channel-sales/combination-offer.entity.js';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CartLineEntity } from '../cart/cart-line.entity.js';
import { ProductEntity, ProductOptionEntity, SellerEntity } from '../catalog/catalog.entities.js';
import { CLAIM_KINDS, CLAIM_REASONS, LINE_STATUSES, ORDER_STATUSES, PAY_METHODS, sqlList } from './order-statuses.js';

/**
 * An order: what was bought, at the prices and delivery fees the server computed, for whom and
 * where (snapshots: later changes to the address book or the catalogue do not change it). Money
 * is integer won; `total` is what the buyer pays. Orders are never deleted (payment and contract
 * records are kept, spec section 9); a buyer only hides one from the list.
 */
export const OrderEntity = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** Random, non-sequential: 'O' + yymmdd (Korean date) + 8 base32 characters. */
    orderNumber: p.string().length(16).unique(),
    userId: p.bigint('string').index(),
    status: p.string().length(30).default('order_request'),
    goodsTotal: p.integer(),
    deliveryTotal: p.integer(),
    discountTotal: p.integer().default(0),
    pointsUsed: p.integer().default(0),
    total: p.integer(),
    payMethod: p.string().length(10),
    ordererName: p.string().length(40),
    ordererPhone: p.string().length(11).index(),
    /** Null for a gift until the receiver enters the address through the gift link. */
    recipientName: p.string().length(40).nullable(),
    recipientPhone: p.string().length(11).nullable(),
    postcode: p.string().length(5).nullable(),
    address1: p.string().length(200).nullable(),
    address2: p.string().length(200).nullable(),
    deliveryMemo: p.string().length(200).nullable(),
    isGift: p.boolean().default(false),
    senderName: p.string().length(40).nullable(),
    receiverName: p.string().length(40).nullable(),
    receiverPhone: p.string().length(11).nullable(),
    giftToken: p.string().length(32).nullable().unique(),
    /** The open claim (cancel request, return or exchange) and its reason. */
    claimKind: p.string().length(10).nullable(),
    claimReason: p.string().length(20).nullable(),
    claimText: p.string().length(500).nullable(),
    claimedAt: p.datetime().nullable(),
    /** Unpaid orders release their reserved stock at this time (ORDER_UNPAID_TTL_MINUTES, or the vbank deadline). */
    expiresAt: p.datetime().nullable().index(),
    hiddenAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    /** When the buyer agreed to 주문 내용 확인 및 결제 동의 at checkout; null for orders the shop made itself (a subscription's cycle, the demo seed). */
    termsAgreedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { properties: ['userId', 'createdAt'] },
    { properties: ['status', 'deliveredAt'] },
    // The orders desk: newest first, overall and within a status (Migration20261127110000_admin_desks).
    { name: 'orders_created_at_id', expression: 'create index "orders_created_at_id" on "commerce"."orders" ("created_at" desc, "id" desc)' },
    { name: 'orders_status_created_at', expression: 'create index "orders_status_created_at" on "commerce"."orders" ("status", "created_at" desc, "id" desc)' },
  ],
  checks: [
    { name: 'orders_status_check', expression: `"status" in (${sqlList(ORDER_STATUSES)})` },
    { name: 'orders_pay_method_check', expression: `"pay_method" in (${sqlList(PAY_METHODS)})` },
    { name: 'orders_money_check', expression: '"goods_total" >= 0 and "delivery_total" >= 0 and "discount_total" >= 0 and "points_used" >= 0 and "total" >= 0' },
    { name: 'orders_total_check', expression: '"total" = "goods_total" + "delivery_total" - "discount_total" - "points_used"' },
    { name: 'orders_address_check', expression: '"is_gift" or ("recipient_name" is not null and "recipient_phone" is not null and "postcode" is not null and "address1" is not null)' },
    { name: 'orders_gift_check', expression: 'not "is_gift" or ("sender_name" is not null and "receiver_name" is not null and "receiver_phone" is not null and "gift_token" is not null)' },
    { name: 'orders_claim_kind_check', expression: `"claim_kind" is null or "claim_kind" in (${sqlList(CLAIM_KINDS)})` },
    { name: 'orders_claim_reason_check', expression: `"claim_reason" is null or "claim_reason" in (${sqlList(CLAIM_REASONS)})` },
  ],
});
export type Order = InferEntity<typeof OrderEntity>;

/** One product (option) of an order, with its price snapshot and its share of discounts and points. */
export const OrderLineEntity = defineEntity({
  name: 'OrderLine',
  tableName: 'order_lines',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('cascade').index(),
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('restrict').index(),
    optionId: () => p.manyToOne(ProductOptionEntity).mapToPk().joinColumn('option_id').deleteRule('restrict').nullable(),
    sellerId: () => p.manyToOne(SellerEntity).mapToPk().joinColumn('seller_id').deleteRule('restrict').index(),
    name: p.string().length(120),
    optionName: p.string().length(60).nullable(),
    unitPrice: p.integer(),
    quantity: p.integer(),
    lineTotal: p.integer(),
    /** This line's part of the order's discount and points (in proportion to line totals). */
    discountShare: p.integer().default(0),
    pointsShare: p.integer().default(0),
    status: p.string().length(20).default('ordered'),
    refundedAmount: p.integer().default(0),
    /** The group-buying event (commerce's copy of partners' event) whose price this line was sold at. */
    cooperateEventId: () => p.manyToOne(GroupBuyOfferEntity).mapToPk().joinColumn('cooperate_event_id').deleteRule('restrict').nullable().index(),
    /** The channel combination (commerce's copy) whose discount this line was sold at. */
    combinationId: () => p.manyToOne(CombinationOfferEntity).mapToPk().joinColumn('combination_id').deleteRule('restrict').nullable().index(),
    /** Stock taken from the option at creation and not given back yet. */
    reserved: p.boolean().default(false),
    /** The cart line it was ordered from (null for 바로 구매 and other orders of given lines): paying marks that line purchased, no other. */
    cartLineId: () => p.manyToOne(CartLineEntity).mapToPk().joinColumn('cart_line_id').deleteRule('set null').nullable().index('order_lines_cart_line_id_index'),
  },
  checks: [
    { name: 'order_lines_quantity_check', expression: '"quantity" between 1 and 99' },
    {
      name: 'order_lines_money_check',
      expression: '"unit_price" >= 0 and "line_total" = "unit_price" * "quantity" and "discount_share" >= 0 and "points_share" >= 0 and "discount_share" + "points_share" <= "line_total"',
    },
    { name: 'order_lines_refund_check', expression: '"refunded_amount" >= 0 and "refunded_amount" <= "line_total"' },
    { name: 'order_lines_status_check', expression: `"status" in (${sqlList(LINE_STATUSES)})` },
  ],
});
export type OrderLine = InferEntity<typeof OrderLineEntity>;

/** What one seller ships for an order: the delivery fee charged and the parcel's carrier and number. */
export const OrderShipmentEntity = defineEntity({
  name: 'OrderShipment',
  tableName: 'order_shipments',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('cascade'),
    sellerId: () => p.manyToOne(SellerEntity).mapToPk().joinColumn('seller_id').deleteRule('restrict').index(),
    /** The seller's base fee and the remote-area surcharge charged on this order (0 when free). */
    fee: p.integer(),
    surcharge: p.integer(),
    /** The seller's base fee whatever was charged: a return shipping fee is counted in it. */
    baseFee: p.integer(),
    /**
     * A gift's 제주·도서산간 surcharge the seller bears: the order was priced before the receiver's
     * address was known, and the receiver is never charged (set when the receiver enters it).
     */
    absorbedSurcharge: p.integer().default(0),
    carrier: p.string().length(20).nullable(),
    trackingNumber: p.string().length(30).nullable(),
    shippedAt: p.datetime().nullable(),
    feeRefunded: p.boolean().default(false),
  },
  uniques: [{ properties: ['orderId', 'sellerId'] }],
  checks: [{ name: 'order_shipments_money_check', expression: '"fee" >= 0 and "surcharge" >= 0 and "base_fee" >= 0 and "absorbed_surcharge" >= 0' }],
});
export type OrderShipment = InferEntity<typeof OrderShipmentEntity>;

/** Every status change of an order: from, to, the table's event, who and why. Append-only. */
export const OrderStatusHistoryEntity = defineEntity({
  name: 'OrderStatusHistory',
  tableName: 'order_status_history',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('cascade').index(),
    /** Null for the order's creation. */
    fromStatus: p.string().length(30).nullable(),
    toStatus: p.string().length(30),
    event: p.string().length(30),
    actorUserId: p.bigint('string').nullable(),
    actorRole: p.string().length(10),
    reason: p.string().length(500).nullable(),
    createdAt: p.datetime(),
  },
  checks: [{ name: 'order_status_history_actor_role_check', expression: `"actor_role" in ('buyer', 'seller', 'admin', 'system')` }],
});
export type OrderStatusHistory = InferEntity<typeof OrderStatusHistoryEntity>;

/**
 * Money given back, line by line: `goods` rows are a line's paid amount (its price less its
 * discount and points shares; `points` is the points share returned as points), `delivery` rows a
 * seller's delivery fee given back, `return_shipping` rows the buyer's return shipping (negative).
 * The sum of `amount` over an order is what its payment is cancelled by.
 */
export const OrderRefundEntity = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refunds',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('cascade').index(),
    lineId: () => p.manyToOne(OrderLineEntity).mapToPk().joinColumn('line_id').deleteRule('cascade').nullable(),
    sellerId: p.bigint('string').nullable(),
    cause: p.string().length(10),
    item: p.string().length(20),
    amount: p.integer(),
    points: p.integer().default(0),
    createdAt: p.datetime(),
  },
  checks: [
    { name: 'order_refunds_cause_check', expression: `"cause" in ('cancel', 'return')` },
    { name: 'order_refunds_item_check', expression: `"item" in ('goods', 'delivery', 'return_shipping')` },
    { name: 'order_refunds_amount_check', expression: `("item" = 'return_shipping') = ("amount" < 0) or "amount" = 0` },
  ],
});
export type OrderRefund = InferEntity<typeof OrderRefundEntity>;
