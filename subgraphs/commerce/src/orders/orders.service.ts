import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, displayName, idSchema, parseInput, z, type Identity, type Page } from '@shop/kit';
import { SellerEntity } from '../catalog/catalog.entities.js';
import { AddressEntity } from '../addresses/address.entity.js';
import { address1Schema, address2Schema, contactPhoneSchema, recipientSchema } from '../addresses/address-rules.js';
import { CartLineEntity } from '../cart/cart-line.entity.js';
import { priceLines, postcodeSchema, quantitySchema, quotePriced, type PricedLine } from '../delivery/delivery-quote.service.js';
import { consumeVerification, peekVerification } from '../sms/sms.service.js';
import { phoneSchema } from '../users/users.service.js';
import { newGiftToken, newOrderNumber } from './order-number.js';
import { FINAL_STATUSES, ORDER_STATUS_INFO, ORDER_STATUSES, PAY_METHODS, type OrderStatus } from './order-statuses.js';
import { OrderEntity, OrderLineEntity, OrderShipmentEntity, OrderStatusHistoryEntity, type Order } from './order.entities.js';
import { applyPoints } from '../points/points.service.js';
import { checkoutDiscount, pricingLines, reserveCoupons } from '../coupons/coupons.service.js';
import { orderRules } from './orders.config.js';

const MAX_ORDER_LINES = 50;
const lineSchema = z.object({
  productId: idSchema('상품'),
  optionId: idSchema('옵션')
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantitySchema,
  cartLineId: idSchema('장바구니 상품')
    .nullish()
    .transform((v) => v ?? null),
  cooperateEventId: idSchema('공동구매')
    .nullish()
    .transform((v) => v ?? null),
});
type LineToOrder = { productId: string; optionId: string | null; quantity: number; cartLineId: string | null; cooperateEventId?: string | null; combinationId?: string | null };
/** An order's (or a gift receiver's) address: the address book's rules (addresses/address-rules.ts). */
export const addressSchema = z.object({
  recipientName: recipientSchema,
  recipientPhone: contactPhoneSchema,
  postcode: postcodeSchema,
  address1: address1Schema,
  address2: address2Schema,
});
export const memoSchema = z
  .string()
  .max(200, '배송 메모는 200자 이하입니다.')
  .nullish()
  .transform((v) => v?.normalize('NFC').trim() || null);
const inputSchema = z.object({
  lines: z.array(lineSchema).max(MAX_ORDER_LINES, `한 번에 ${MAX_ORDER_LINES}개 상품까지 주문할 수 있습니다.`).nullish(),
  fromCart: z.boolean().nullish(),
  address: addressSchema.nullish(),
  addressId: idSchema('배송지').nullish(),
  deliveryMemo: memoSchema,
  ordererName: displayName('주문하는 분', { max: 40 }),
  ordererPhone: phoneSchema,
  payMethod: z.enum(PAY_METHODS, { error: '결제 수단을 선택해주세요.' }),
  gift: z.object({ senderName: displayName('보내는 분', { max: 40 }), receiverName: displayName('받는 분', { max: 40 }), receiverPhone: phoneSchema }).nullish(),
  couponIds: z.array(z.string()).nullish(),
  points: z.number({ error: '사용할 적립금을 확인해주세요.' }).int('적립금은 원 단위로 입력해주세요.').min(0, '적립금은 0원 이상이에요.').nullish(),
});
export type CreateOrderInput = z.input<typeof inputSchema>;

export class OutOfStock extends AppError {}

/**
 * The lines to order: the given ones, or the caller's selected cart lines (not yet purchased). A
 * given line may name the cart line it comes from (`cartLineId`: the caller's own, for the same
 * product and option); paying the order marks exactly those cart lines purchased. A line that names
 * none (바로 구매) leaves the cart as it was.
 */
async function orderedLines(em: EntityManager, identity: Identity, input: z.infer<typeof inputSchema>): Promise<LineToOrder[]> {
  if (input.fromCart) {
    if (input.lines?.length) throw BadInput([{ field: 'lines', message: '장바구니 주문에는 상품을 따로 보낼 수 없습니다.' }]);
    const cart = await em.find(CartLineEntity, { userId: identity.userId, selected: true, purchasedAt: null }, { orderBy: { id: 'asc' } });
    if (!cart.length) throw BadInput([{ field: 'fromCart', message: '장바구니에서 선택한 상품이 없습니다.' }]);
    // A line put in the cart with a combination keeps it (checkout gives the discount when the combination is whole).
    return cart.map((l) => ({ productId: l.productId, optionId: l.optionId ?? null, quantity: l.quantity, cartLineId: l.id, combinationId: l.combinationId ?? null }));
  }
  if (!input.lines?.length) throw BadInput([{ field: 'lines', message: '주문할 상품을 선택해주세요.' }]);
  const named = input.lines.flatMap((l) => (l.cartLineId ? [l.cartLineId] : []));
  const cart = new Map((named.length ? await em.find(CartLineEntity, { id: { $in: named }, userId: identity.userId, purchasedAt: null }) : []).map((l) => [l.id, l]));
  if (named.length) {
    input.lines.forEach((line, index) => {
      if (!line.cartLineId) return;
      const inCart = cart.get(line.cartLineId);
      if (!inCart || inCart.productId !== line.productId || (inCart.optionId ?? null) !== line.optionId) {
        throw BadInput([{ field: `lines.${index}.cartLineId`, message: '장바구니에 없는 상품입니다. 장바구니를 새로 고쳐주세요.' }]);
      }
    });
  }
  // The combination of a named cart line is the cart's (never the client's).
  return input.lines.map((line) => {
    const combinationId = line.cartLineId ? (cart.get(line.cartLineId)?.combinationId ?? null) : null;
    return { ...line, combinationId };
  });
}

/**
 * A shipping address as orders (and subscriptions) keep it: the one typed in, or a snapshot of
 * one of the member's address book (`addressId`, NOT_FOUND when it is not theirs).
 */
export async function addressSnapshot(em: EntityManager, userId: string, input: { address?: z.infer<typeof addressSchema> | null; addressId?: string | null }) {
  if (input.address) return input.address;
  if (!input.addressId) throw BadInput([{ field: 'address', message: '배송지를 입력해주세요.' }]);
  const saved = await em.findOne(AddressEntity, { id: input.addressId, userId });
  if (!saved) throw new AppError('NOT_FOUND', '배송지를 찾을 수 없습니다.', { fields: [{ field: 'addressId', message: '배송지를 찾을 수 없습니다.' }] });
  return { recipientName: saved.recipient, recipientPhone: saved.phone, postcode: saved.postcode, address1: saved.address1, address2: saved.address2 || null };
}

/** The delivery address: typed in, or one of the caller's address book (a snapshot either way); none for a gift. */
async function deliveryAddress(em: EntityManager, identity: Identity, input: z.infer<typeof inputSchema>) {
  if (input.gift) {
    if (input.address || input.addressId) throw BadInput([{ field: 'address', message: '선물 주문의 배송지는 받는 분이 선물 링크에서 입력합니다.' }]);
    return null;
  }
  return addressSnapshot(em, identity.userId, input);
}

/** Same product and option twice is one line with the quantities added (at most 99). */
function mergeLines(lines: LineToOrder[]) {
  const merged = new Map<string, LineToOrder & { index: number }>();
  lines.forEach((line, index) => {
    // A line at a group-buying price stays apart from the same option at the shop's price.
    const key = `${line.productId}:${line.optionId ?? ''}:${line.cooperateEventId ?? ''}:${line.combinationId ?? ''}`;
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += line.quantity;
      seen.cartLineId ??= line.cartLineId;
    } else merged.set(key, { ...line, index });
  });
  for (const line of merged.values()) {
    if (line.quantity > 99) throw BadInput([{ field: `lines.${line.index}.quantity`, message: '수량은 99개 이하여야 합니다.' }]);
  }
  return [...merged.values()];
}

/**
 * Takes the stock of every line in one conditional UPDATE each (`stock >= quantity`), in option id
 * order so two checkouts of the same options never wait on each other crosswise. A line the stock
 * cannot cover is a 409 OUT_OF_STOCK naming it; the transaction rolls back what was taken.
 */
async function reserveStock(em: EntityManager, lines: (PricedLine & { index: number })[]): Promise<void> {
  const withOption = lines.filter((l) => l.option).sort((a, b) => Number(BigInt(a.option!.id) - BigInt(b.option!.id)));
  for (const line of withOption) {
    const taken = await em.execute<{ stock: number }[]>('update commerce.product_options set stock = stock - ? where id = ? and stock >= ? returning stock', [
      line.quantity,
      line.option!.id,
      line.quantity,
    ]);
    if (taken.length === 0) {
      const field = `lines.${line.index}`;
      const message = `${line.product.name}${line.option!.name ? ` (${line.option!.name})` : ''}의 재고가 부족합니다.`;
      throw new OutOfStock('OUT_OF_STOCK', message, { fields: [{ field, message }], productId: line.productId, optionId: line.option!.id });
    }
  }
}

/**
 * Creates an order (status order_request) from lines or the selected cart lines: prices and
 * delivery fees computed here from the database (delivery-quote.service), stock reserved at once,
 * released by the unpaid-release job if it is not paid within ORDER_UNPAID_TTL_MINUTES. A retry
 * with the same idempotency key returns the same order (kit unit of work).
 */
export async function createOrder(em: EntityManager, identity: Identity, raw: unknown, now = new Date(), recorded: { termsAgreedAt?: Date | null } = {}): Promise<Order> {
  const input = parseInput(inputSchema, raw);
  const lines = mergeLines(await orderedLines(em, identity, input));
  const address = await deliveryAddress(em, identity, input);
  // A line naming an open group-buying event of its product is priced at the group price there.
  const priced = (await priceLines(em, lines, now)).map((line, i) => ({ ...line, index: lines[i]!.index }));
  for (const line of priced) {
    if (line.product.status !== 'on_sale')
      throw new OutOfStock('OUT_OF_STOCK', `${line.product.name}은(는) 지금 살 수 없는 상품입니다.`, { fields: [{ field: `lines.${line.index}`, message: '판매 중이 아닌 상품입니다.' }] });
  }
  const quote = await quotePriced(em, priced, address?.postcode ?? null);
  // Coupons (a guest holds none): the amounts computed here, the stacking rule checked.
  const coupons = await checkoutDiscount(em, identity, input.couponIds, pricingLines(priced), quote.deliveryTotal, now);
  await reserveStock(em, priced);
  const sellers = new Map((await em.find(SellerEntity, { id: { $in: quote.sellers.map((s) => s.sellerId) } })).map((s) => [s.id, s]));

  const goodsDiscount = [...coupons.lineDiscounts.values()].reduce((sum, d) => sum + d, 0);
  // A shipping coupon waives the whole fee: the order and its shipments carry none (refunds then give none back).
  const waived = coupons.shippingDiscount > 0;
  const deliveryTotal = waived ? 0 : quote.deliveryTotal;
  const rules = orderRules();
  const order = em.create(OrderEntity, {
    orderNumber: newOrderNumber(now),
    userId: identity.userId,
    status: 'order_request',
    goodsTotal: quote.goodsTotal,
    deliveryTotal,
    discountTotal: goodsDiscount,
    pointsUsed: 0,
    total: quote.goodsTotal + deliveryTotal - goodsDiscount,
    payMethod: input.payMethod,
    ordererName: input.ordererName,
    ordererPhone: input.ordererPhone,
    recipientName: address?.recipientName ?? null,
    recipientPhone: address?.recipientPhone ?? null,
    postcode: address?.postcode ?? null,
    address1: address?.address1 ?? null,
    address2: address?.address2 ?? null,
    deliveryMemo: input.deliveryMemo ?? null,
    isGift: !!input.gift,
    senderName: input.gift?.senderName ?? null,
    receiverName: input.gift?.receiverName ?? null,
    receiverPhone: input.gift?.receiverPhone ?? null,
    giftToken: input.gift ? newGiftToken() : null,
    termsAgreedAt: recorded.termsAgreedAt ?? null,
    expiresAt: new Date(now.getTime() + rules.unpaidTtlMinutes * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  // Each line's coupon discount as computed; points are put on below (applyPoints sets their shares).
  const totals = priced.map((l) => l.unitPrice * l.quantity);
  const discounts = priced.map((_, i) => coupons.lineDiscounts.get(i) ?? 0);
  const points = totals.map(() => 0);
  priced.forEach((line, i) => {
    em.create(OrderLineEntity, {
      orderId: order.id,
      productId: line.productId,
      optionId: line.option?.id ?? null,
      sellerId: line.product.sellerId,
      name: line.product.name,
      optionName: line.option?.name ?? null,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: totals[i]!,
      discountShare: discounts[i]!,
      pointsShare: points[i]!,
      reserved: !!line.option,
      cartLineId: lines[i]!.cartLineId,
      cooperateEventId: line.cooperateEventId ?? null,
      combinationId: line.combinationId ?? null,
    });
  });
  for (const seller of quote.sellers) {
    em.create(OrderShipmentEntity, {
      orderId: order.id,
      sellerId: seller.sellerId,
      fee: waived ? 0 : seller.fee,
      surcharge: waived ? 0 : seller.surcharge,
      baseFee: sellers.get(seller.sellerId)?.deliveryFee ?? seller.fee,
    });
  }
  em.create(OrderStatusHistoryEntity, {
    orderId: order.id,
    fromStatus: null,
    toStatus: 'order_request',
    event: 'create',
    actorUserId: identity.userId,
    actorRole: 'buyer',
    reason: null,
    createdAt: now,
  });
  await em.flush();
  // The coupons are the order's now (a concurrent checkout that took one first refuses this one: 410).
  await reserveCoupons(em, identity, order.id, coupons, (input.couponIds ?? []).map(String), now);
  // Points chosen at checkout, in this transaction: a refusal leaves no order behind.
  if (input.points) await applyPoints(em, identity, order, input.points, now, 'points');
  return order;
}

const agreementSchema = z.literal(true, { error: '주문 내용을 확인하고 결제에 동의해주세요.' });

/**
 * The buyer's checkout (the createOrder mutation): the order is placed only with the buyer's
 * 주문 내용 확인 및 결제 동의 (`agreedToTerms: true`, 전자상거래법 제8조 ②: the buyer confirms the
 * goods, the amount and the payment before paying), and the order keeps when it was given
 * (`terms_agreed_at`). Orders the shop makes itself (a subscription's cycle, the demo seed) call
 * createOrder directly. docs/decisions/selling.md ("Checkout").
 */
export async function placeOrder(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<Order> {
  parseInput(agreementSchema, (raw as { agreedToTerms?: unknown } | null)?.agreedToTerms, 'agreedToTerms');
  return createOrder(em, identity, raw, now, { termsAgreedAt: now });
}

const statusFilter = z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]], { error: '주문 상태를 확인해주세요.' }).nullish();

const listView = z.enum(['orders', 'pending_payment'], { error: '주문 목록 종류를 확인해주세요.' }).nullish();

/**
 * The caller's orders, newest first, without the hidden ones; optionally of one status. `view`
 * (issue 21 item 8): `orders` (the default) leaves out checkouts the buyer never paid — still
 * waiting for payment (order_request) or given up and released unpaid (cancelled or failed with no
 * payment) — so the list holds real orders; `pending_payment` lists the unpaid ones (결제대기)
 * until the release job cancels them (orders.jobs.ts). A vbank order waiting for its deposit
 * (ready) is a real order and stays in the list.
 */
export async function myOrders(em: EntityManager, identity: Identity, rawStatus: string | null | undefined, page: { offset: number; limit: number }, rawView?: string | null): Promise<Page<Order>> {
  const status = parseInput(statusFilter, rawStatus, 'status');
  // Asking for order_request (the mypage count's link) is asking for the 결제대기 list.
  const view = parseInput(listView, rawView, 'view') ?? (status === 'order_request' ? 'pending_payment' : 'orders');
  const shown =
    view === 'pending_payment' ? { status: 'order_request' } : { $and: [{ status: { $ne: 'order_request' } }, { $or: [{ paidAt: { $ne: null } }, { status: { $nin: ['cancelled', 'failed'] } }] }] };
  const [items, total] = await em.findAndCount(
    OrderEntity,
    { $and: [{ userId: identity.userId, hiddenAt: null }, shown, ...(status ? [{ status }] : [])] },
    { orderBy: { createdAt: 'desc', id: 'desc' }, ...page },
  );
  return { items, total };
}

/** How many of the caller's orders (not hidden) are in each status, in the spec's order of statuses; statuses with none are left out. */
export async function myOrderCounts(em: EntityManager, identity: Identity): Promise<{ status: OrderStatus; label: string; count: number }[]> {
  // As the lists count them: a checkout released or given up unpaid is no order (myOrders).
  const rows = await em.execute<{ status: OrderStatus; count: number }[]>(
    "select status, count(*)::int as count from commerce.orders where user_id = ? and hidden_at is null and not (status in ('cancelled', 'failed') and paid_at is null) group by status",
    [identity.userId],
  );
  const byStatus = new Map(rows.map((r) => [r.status, r.count]));
  return ORDER_STATUSES.flatMap((status) => (byStatus.get(status) ? [{ status, label: ORDER_STATUS_INFO[status].label, count: byStatus.get(status)! }] : []));
}

/** Whether the caller sells one of the order's lines (a seller's account on sellers.user_id). */
export async function sellsIn(em: EntityManager, identity: Identity, orderId: string): Promise<boolean> {
  const rows = await em.execute<{ one: number }[]>('select 1 as one from commerce.order_lines l join commerce.sellers s on s.id = l.seller_id where l.order_id = ? and s.user_id = ? limit 1', [
    orderId,
    identity.userId,
  ]);
  return rows.length > 0;
}

/** An order for its buyer, an admin or a seller of its lines; locked for update when `lock`. */
export async function readOrder(em: EntityManager, identity: Identity, rawId: string, lock = false): Promise<Order> {
  const id = parseInput(idSchema('주문'), rawId, 'id');
  const order = await em.findOne(OrderEntity, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!order) throw NotFound('주문을 찾을 수 없습니다.');
  if (order.userId !== identity.userId && identity.role !== 'admin' && !(await sellsIn(em, identity, id))) throw Forbidden('본인의 주문만 볼 수 있습니다.');
  return order;
}

/** The buyer's own order (or an admin's look), locked: what buyer actions start from. */
export async function buyersOrder(em: EntityManager, identity: Identity, rawId: string): Promise<Order> {
  const id = parseInput(idSchema('주문'), rawId, 'id');
  const order = await em.findOne(OrderEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) throw NotFound('주문을 찾을 수 없습니다.');
  if (order.userId !== identity.userId) throw Forbidden('본인의 주문만 바꿀 수 있습니다.');
  return order;
}

/** Hides a finished order from the buyer's list (the order itself is kept). */
export async function hideOrder(em: EntityManager, identity: Identity, rawId: string, now = new Date()): Promise<Order> {
  const order = await buyersOrder(em, identity, rawId);
  if (!FINAL_STATUSES.includes(order.status as OrderStatus)) {
    throw new AppError('ORDER_NOT_FINISHED', '진행 중인 주문은 목록에서 삭제할 수 없습니다.', {
      fields: [{ field: 'id', message: '구매확정, 취소, 반품 또는 교환이 끝난 주문만 삭제할 수 있습니다.' }],
    });
  }
  order.hiddenAt ??= now;
  await em.flush();
  return order;
}

const orderNumberSchema = z
  .string({ error: '주문번호를 입력해주세요.' })
  .trim()
  .toUpperCase()
  // Every number starts with the letter O; a zero typed for it (O and 0 look alike) is read as O.
  .transform((n) => (/^0\d{6}[0-9A-Z]{8}$/.test(n) ? `O${n.slice(1)}` : n))
  .pipe(z.string().regex(/^O\d{6}[0-9A-Z]{8}$/, '주문번호를 확인해주세요.'));

/**
 * A guest's order lookup: the phone proven by an SMS code (purpose GUEST_ORDER) and the order
 * number. The verification is used by the lookup that finds the order: a mistyped number (not an
 * order of that phone: NOT_FOUND, the same answer as an unknown one) leaves it for another try
 * while it lasts, since the phone is proven and only that phone's orders can be found with it.
 */
export async function guestOrder(em: EntityManager, rawPhone: string, rawNumber: string, smsToken: string, now = new Date()): Promise<Order> {
  const phone = parseInput(phoneSchema, rawPhone, 'phone');
  const orderNumber = parseInput(orderNumberSchema, rawNumber, 'orderNumber');
  const verified = await peekVerification(em, smsToken, 'GUEST_ORDER', now);
  if (verified !== phone)
    throw new AppError('SMS_VERIFICATION_INVALID', '인증한 휴대폰 번호와 다릅니다. 다시 인증해주세요.', { fields: [{ field: 'phone', message: '인증한 휴대폰 번호와 다릅니다.' }] });
  const order = await em.findOne(OrderEntity, { orderNumber, ordererPhone: phone });
  if (!order)
    throw new AppError('NOT_FOUND', '주문을 찾을 수 없습니다. 주문번호를 확인해주세요.', {
      fields: [{ field: 'orderNumber', message: '이 휴대폰 번호로 주문한 주문번호가 아니에요. 주문번호를 확인해주세요.' }],
    });
  await consumeVerification(em, smsToken, 'GUEST_ORDER', now);
  return order;
}
