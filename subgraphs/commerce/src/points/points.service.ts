import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, NotFound, dayjs, idSchema, koreanDate, parseInput, z, type Identity, type Page, won } from '@shop/kit';
import { notify } from '../notifications/notifications.service.js';
import { OrderEntity, OrderLineEntity, type Order, type OrderLine } from '../orders/order.entities.js';
import { distribute } from '../orders/refunds.js';
import { pointRules } from './points.config.js';
import type { EntryKind, LotSource } from './point.entities.js';

/**
 * Points (적립금; issue 19 item 3; docs/decisions/points.md). Lots are grants (one per purchase or
 * review), spent oldest-expiring first; every change is an entry of the append-only ledger in the
 * same transaction as the lot's `remaining`. A member's lots are locked in id order by whatever
 * changes them, so concurrent spends queue and the balance never goes below zero.
 */

interface LotRow {
  id: string;
  remaining: number;
  expires_at: Date;
  closed_at: Date | null;
}

async function addEntry(em: EntityManager, entry: { userId: string; lotId: string; kind: EntryKind; amount: number; orderId?: string | null; reason: string; now: Date }): Promise<void> {
  await em.execute('insert into commerce.point_entries (user_id, lot_id, kind, amount, order_id, reason, created_at) values (?, ?, ?, ?, ?, ?, ?)', [
    entry.userId,
    entry.lotId,
    entry.kind,
    entry.amount,
    entry.orderId ?? null,
    entry.reason,
    entry.now,
  ]);
  await em.execute('update commerce.point_lots set remaining = remaining + ? where id = ?', [entry.amount, entry.lotId]);
}

/** Grants a lot once per source (a second grant of the same purchase or review does nothing); returns the amount granted. */
export async function grantPoints(em: EntityManager, grant: { userId: string; source: LotSource; sourceId: string; amount: number; reason: string }, now = new Date()): Promise<number> {
  if (grant.amount <= 0) return 0;
  const expiresAt = dayjs(now).add(pointRules().expiryDays, 'day').toDate();
  const [lot] = await em.execute<{ id: string }[]>(
    `insert into commerce.point_lots (user_id, source, source_id, amount, remaining, granted_at, expires_at) values (?, ?, ?, ?, 0, ?, ?)
     on conflict (source, source_id) do nothing returning id::text as id`,
    [grant.userId, grant.source, grant.sourceId, grant.amount, now, expiresAt],
  );
  if (!lot) return 0;
  await addEntry(em, { userId: grant.userId, lotId: lot.id, kind: 'earn', amount: grant.amount, reason: grant.reason, now });
  return grant.amount;
}

/** Takes back what is left of a grant (a cancelled purchase, a deleted review); what was spent of it stays spent. Returns the amount taken. */
export async function revokeGrant(em: EntityManager, source: LotSource, sourceId: string, reason: string, now = new Date()): Promise<number> {
  const [lot] = await em.execute<(LotRow & { user_id: string })[]>(
    'select id::text as id, user_id::text as user_id, remaining, expires_at, closed_at from commerce.point_lots where source = ? and source_id = ? for update',
    [source, sourceId],
  );
  if (!lot || lot.closed_at) return 0;
  if (lot.remaining > 0) await addEntry(em, { userId: lot.user_id, lotId: lot.id, kind: 'revoke', amount: -lot.remaining, reason, now });
  await em.execute('update commerce.point_lots set closed_at = ? where id = ?', [now, lot.id]);
  return lot.remaining;
}

/** A member's live lots (not closed, not past expiry), locked in id order. */
async function liveLots(em: EntityManager, userId: string, now: Date): Promise<LotRow[]> {
  const lots = await em.execute<LotRow[]>(
    `select id::text as id, remaining, expires_at, closed_at from commerce.point_lots
      where user_id = ? and closed_at is null and expires_at > ? order by id for update`,
    [userId, now],
  );
  // Spent oldest-expiring first.
  return lots.sort((a, b) => new Date(a.expires_at).getTime() - new Date(b.expires_at).getTime() || Number(a.id) - Number(b.id));
}

/** What a member may spend now: the live lots' remaining (lots past expiry count nothing, even before the job closes them). */
export async function balanceOf(em: EntityManager, userId: string, now = new Date()): Promise<number> {
  const [row] = await em.execute<{ balance: number }[]>('select coalesce(sum(remaining), 0)::int as balance from commerce.point_lots where user_id = ? and closed_at is null and expires_at > ?', [
    userId,
    now,
  ]);
  return row?.balance ?? 0;
}

/** Spends `amount` on an order from the member's lots, oldest-expiring first; POINTS_INSUFFICIENT when the live lots do not cover it. */
async function spend(em: EntityManager, userId: string, orderId: string, amount: number, now: Date): Promise<void> {
  if (amount <= 0) return;
  const lots = await liveLots(em, userId, now);
  const available = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (available < amount) {
    const message = `적립금이 부족해요. 지금 쓸 수 있는 적립금은 ${won(available)}이에요.`;
    throw new AppError('POINTS_INSUFFICIENT', message, { fields: [{ field: 'amount', message }], balance: available });
  }
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    if (take === 0) continue;
    await addEntry(em, { userId, lotId: lot.id, kind: 'spend', amount: -take, orderId, reason: '주문에 사용', now });
    left -= take;
  }
}

/**
 * Gives back points spent on an order (all of them, or `amount` of a partial refund): into the
 * lots they came from, the longest-lived first. A lot that expired meanwhile takes nothing back
 * (docs/decisions/points.md). Returns the amount returned.
 */
export async function returnOrderPoints(em: EntityManager, orderId: string, amount: number | null, reason: string, now = new Date()): Promise<number> {
  const spent = await em.execute<{ lot_id: string; user_id: string; net: number }[]>(
    `select lot_id::text as lot_id, user_id::text as user_id, (-sum(amount))::int as net from commerce.point_entries
      where order_id = ? and kind in ('spend', 'return') group by lot_id, user_id having -sum(amount) > 0 order by lot_id`,
    [orderId],
  );
  if (!spent.length) return 0;
  const lots = await em.execute<LotRow[]>(
    `select id::text as id, remaining, expires_at, closed_at from commerce.point_lots where id in (${spent.map(() => '?').join(', ')}) order by id for update`,
    spent.map((s) => s.lot_id),
  );
  const byId = new Map(lots.map((l) => [l.id, l]));
  const order = [...spent].sort((a, b) => new Date(byId.get(b.lot_id)!.expires_at).getTime() - new Date(byId.get(a.lot_id)!.expires_at).getTime());
  let left = amount ?? spent.reduce((sum, s) => sum + s.net, 0);
  let returned = 0;
  for (const item of order) {
    if (left <= 0) break;
    const lot = byId.get(item.lot_id)!;
    const give = Math.min(item.net, left);
    left -= give;
    if (lot.closed_at || new Date(lot.expires_at).getTime() <= now.getTime()) continue;
    await addEntry(em, { userId: item.user_id, lotId: lot.id, kind: 'return', amount: give, orderId, reason, now });
    returned += give;
  }
  return returned;
}

/** Closes lots past their expiry, each with an `expire` entry; returns how many (the hourly job; `now` is the clock). */
export async function expireDueLots(em: EntityManager, now = new Date()): Promise<number> {
  let closed = 0;
  for (;;) {
    const done = await em.transactional(async (tx) => {
      const t = tx as EntityManager;
      const lots = await t.execute<(LotRow & { user_id: string })[]>(
        `select id::text as id, user_id::text as user_id, remaining, expires_at, closed_at from commerce.point_lots
          where closed_at is null and expires_at <= ? order by id limit 100 for update skip locked`,
        [now],
      );
      for (const lot of lots) {
        if (lot.remaining > 0) await addEntry(t, { userId: lot.user_id, lotId: lot.id, kind: 'expire', amount: -lot.remaining, reason: '유효기간 만료', now });
        await t.execute('update commerce.point_lots set closed_at = ? where id = ?', [now, lot.id]);
      }
      return lots.length;
    });
    closed += done;
    if (done < 100) return closed;
  }
}

/** Tells each member whose points expire within POINTS_EXPIRY_NOTICE_DAYS how much and when (once per lot); returns how many members were told. */
export async function noticeExpiringLots(em: EntityManager, now = new Date()): Promise<number> {
  const rules = pointRules();
  return em.transactional(async (tx) => {
    const t = tx as EntityManager;
    const lots = await t.execute<{ id: string; user_id: string; remaining: number; expires_at: Date }[]>(
      `select id::text as id, user_id::text as user_id, remaining, expires_at from commerce.point_lots
        where closed_at is null and noticed_at is null and remaining > 0 and expires_at > ? and expires_at <= ? order by id for update skip locked`,
      [now, dayjs(now).add(rules.expiryNoticeDays, 'day').toDate()],
    );
    const byUser = new Map<string, typeof lots>();
    for (const lot of lots) {
      const own = byUser.get(lot.user_id);
      if (own) own.push(lot);
      else byUser.set(lot.user_id, [lot]);
    }
    for (const [userId, own] of byUser) {
      const total = own.reduce((sum, lot) => sum + lot.remaining, 0);
      const first = koreanDate(new Date(Math.min(...own.map((l) => new Date(l.expires_at).getTime()))));
      await notify(t, userId, 'notice', '적립금 소멸 예정 안내', `적립금 ${won(total)}이 ${first}부터 소멸돼요. 소멸 전에 사용해주세요.`, '/mypage/point');
      await t.execute(`update commerce.point_lots set noticed_at = ? where id in (${own.map(() => '?').join(', ')})`, [now, ...own.map((l) => l.id)]);
    }
    return byUser.size;
  });
}

/** A member leaving: every live lot expires now (spec: points expire on withdrawal). */
export async function expireAllOf(em: EntityManager, userId: string, now = new Date()): Promise<void> {
  const lots = await em.execute<LotRow[]>('select id::text as id, remaining, expires_at, closed_at from commerce.point_lots where user_id = ? and closed_at is null order by id for update', [userId]);
  for (const lot of lots) {
    if (lot.remaining > 0) await addEntry(em, { userId, lotId: lot.id, kind: 'expire', amount: -lot.remaining, reason: '회원 탈퇴', now });
    await em.execute('update commerce.point_lots set closed_at = ? where id = ?', [now, lot.id]);
  }
}

/** The goods the buyer kept, as paid (after discounts and points): what purchase points are earned on. */
export async function purchasePointsOf(em: EntityManager, order: Order): Promise<number> {
  const lines = await em.find(OrderLineEntity, { orderId: order.id, status: { $in: ['ordered', 'exchanged'] } });
  const paid = lines.reduce((sum, l) => sum + l.lineTotal - l.discountShare - l.pointsShare - l.refundedAmount, 0);
  return Math.floor((Math.max(paid, 0) * pointRules().purchaseRatePercent) / 100);
}

/** On purchase confirmation (the buyer's or the shop's after ORDER_AUTO_CONFIRM_DAYS): the purchase's points, once. */
export async function grantPurchasePoints(em: EntityManager, order: Order, now = new Date()): Promise<number> {
  return grantPoints(em, { userId: order.userId, source: 'purchase', sourceId: order.id, amount: await purchasePointsOf(em, order), reason: `구매확정 적립 (${order.orderNumber})` }, now);
}

/** For a review, once: the photo amount when it has photos, else the text amount (POINTS_REVIEW_*). */
export async function grantReviewPoints(em: EntityManager, review: { id: string; userId: string; photoCount: number }, now = new Date()): Promise<number> {
  const rules = pointRules();
  const photo = review.photoCount > 0;
  return grantPoints(em, { userId: review.userId, source: 'review', sourceId: review.id, amount: photo ? rules.reviewPhoto : rules.reviewText, reason: photo ? '사진 리뷰 적립' : '리뷰 적립' }, now);
}

/**
 * The most points an amount to pay can take: none under the minimum balance; at most the goods
 * after discounts, leaving PAYMENT_MIN_AMOUNT to pay, in whole units.
 */
export function mostUsable(balance: number, totals: { goodsTotal: number; deliveryTotal: number; discountTotal: number }): number {
  const rules = pointRules();
  if (balance < rules.minBalance) return 0;
  const goods = totals.goodsTotal - totals.discountTotal;
  const payable = totals.goodsTotal + totals.deliveryTotal - totals.discountTotal - rules.paymentMinAmount;
  const most = Math.min(balance, goods, payable);
  return Math.max(Math.floor(most / rules.useUnit) * rules.useUnit, 0);
}

/**
 * The most points an order's totals can take whatever the balance: the goods after discounts,
 * leaving PAYMENT_MIN_AMOUNT to pay, in whole units. A coupon changed on an unpaid order keeps the
 * points already on it only when they still fit here (coupons order-coupons.service.ts).
 */
export function pointsRoom(totals: { goodsTotal: number; deliveryTotal: number; discountTotal: number }): number {
  const rules = pointRules();
  const goods = totals.goodsTotal - totals.discountTotal;
  const payable = totals.goodsTotal + totals.deliveryTotal - totals.discountTotal - rules.paymentMinAmount;
  return Math.max(Math.floor(Math.min(goods, payable) / rules.useUnit) * rules.useUnit, 0);
}

/** Each line's share of the order's points: in proportion to what the line still costs after its coupon discount. */
export function sharePoints(lines: OrderLine[], amount: number): void {
  const shares = distribute(
    amount,
    lines.map((l) => l.lineTotal - l.discountShare),
  );
  lines.forEach((line, i) => (line.pointsShare = shares[i]!));
}

/** The most points this order can take now (0 when it is not the caller's unpaid order, or the balance is under the minimum). */
export async function pointsUsable(em: EntityManager, identity: Identity | null, order: Order, now = new Date()): Promise<number> {
  if (!identity || identity.userId !== order.userId || order.status !== 'order_request') return 0;
  // What is spent on it now could be spent again.
  return mostUsable((await balanceOf(em, identity.userId, now)) + order.pointsUsed, order);
}

/** The most points a quote (checkout, before the order exists) can take for the caller. */
export async function quotePointsUsable(em: EntityManager, identity: Identity | null, totals: { goodsTotal: number; deliveryTotal: number }, now = new Date()): Promise<number> {
  if (!identity) return 0;
  return mostUsable(await balanceOf(em, identity.userId, now), { ...totals, discountTotal: 0 });
}

/**
 * Puts `amount` of points on the caller's unpaid order (locked by the caller): checks the unit,
 * the minimum balance and what the order can take, gives back what was on it, spends, and sets
 * the order's total and each line's share. createOrder (checkout; the client's field `points`) and
 * usePoints (`amount`) both come here.
 */
export async function applyPoints(em: EntityManager, identity: Identity, order: Order, amount: number, now = new Date(), field = 'amount'): Promise<Order> {
  const rules = pointRules();
  if (!Number.isInteger(amount) || amount < 0) throw BadInput([{ field, message: '적립금은 0원 이상, 원 단위로 입력해주세요.' }]);
  if (amount % rules.useUnit !== 0) throw BadInput([{ field, message: `적립금은 ${won(rules.useUnit)} 단위로 쓸 수 있어요.` }]);
  if (order.status !== 'order_request') {
    const message = '결제 전 주문에만 적립금을 쓸 수 있어요.';
    throw new AppError('ORDER_NOT_PAYABLE', message, { fields: [{ field: 'orderId', message }] });
  }
  if (amount === order.pointsUsed) return order;
  const usable = await pointsUsable(em, identity, order, now);
  if (amount > 0 && usable === 0 && (await balanceOf(em, identity.userId, now)) + order.pointsUsed < rules.minBalance) {
    const message = `적립금은 ${won(rules.minBalance)} 이상 모이면 쓸 수 있어요.`;
    throw new AppError('POINTS_BELOW_MINIMUM', message, { fields: [{ field, message }] });
  }
  if (amount > usable) {
    const message = `이 주문에는 적립금을 최대 ${won(usable)}까지 쓸 수 있어요.`;
    throw new AppError('POINTS_OVER_LIMIT', message, { fields: [{ field, message }], usable });
  }
  if (order.pointsUsed > 0) await returnOrderPoints(em, order.id, null, '사용 금액 변경', now);
  await spend(em, identity.userId, order.id, amount, now);
  sharePoints(await em.find(OrderLineEntity, { orderId: order.id }, { orderBy: { id: 'asc' } }), amount);
  order.pointsUsed = amount;
  order.total = order.goodsTotal + order.deliveryTotal - order.discountTotal - amount;
  order.updatedAt = now;
  await em.flush();
  return order;
}

const useSchema = z.object({
  orderId: idSchema('주문'),
  amount: z.number({ error: '사용할 적립금을 입력해주세요.' }).int('적립금은 원 단위로 입력해주세요.').min(0, '적립금은 0원 이상이에요.'),
});

/** `/point/point/use`: points on the buyer's unpaid order (0 takes them off); someone else's order is not found. */
export async function usePoints(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<Order> {
  const input = parseInput(useSchema, raw);
  const order = await em.findOne(OrderEntity, { id: input.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order || order.userId !== identity.userId) throw NotFound('주문을 찾을 수 없습니다.');
  return applyPoints(em, identity, order, input.amount, now);
}

export interface PointHistoryItem {
  id: string;
  kind: EntryKind;
  amount: number;
  balanceAfter: number;
  reason: string;
  orderId: string | null;
  createdAt: Date;
  /** When the lot of this entry expires (for earned points). */
  expiresAt: Date;
}

const kindFilter = z.enum(['earn', 'spend', 'return', 'expire', 'revoke'], { error: '내역 종류를 확인해주세요.' }).nullish();

/**
 * The member's ledger, newest first by when each entry happened, each with the balance after it.
 * By time, not by id: an entry may be written after the moment it records (a purchase confirmed by
 * the daily job carries the confirmation's time), and by id such entries sat among older ones.
 */
export async function pointHistory(em: EntityManager, identity: Identity, rawKind: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<PointHistoryItem>> {
  const kind = parseInput(kindFilter, rawKind, 'kind');
  const rows = await em.execute<{ id: string; kind: EntryKind; amount: number; balance_after: number; reason: string; order_id: string | null; created_at: Date; expires_at: Date }[]>(
    `select * from (
       select e.id::text as id, e.kind, e.amount, (sum(e.amount) over (order by e.created_at, e.id))::int as balance_after, e.reason, e.order_id::text as order_id, e.created_at, l.expires_at
         from commerce.point_entries e join commerce.point_lots l on l.id = e.lot_id where e.user_id = ?
     ) t ${kind ? 'where t.kind = ?' : ''} order by t.created_at desc, t.id::bigint desc offset ? limit ?`,
    [identity.userId, ...(kind ? [kind] : []), page.offset, page.limit],
  );
  const [{ n }] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from commerce.point_entries where user_id = ?${kind ? ' and kind = ?' : ''}`,
    kind ? [identity.userId, kind] : [identity.userId],
  );
  return {
    // Raw rows carry timestamps as the driver's text: made Dates here.
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      balanceAfter: r.balance_after,
      reason: r.reason,
      orderId: r.order_id,
      createdAt: new Date(r.created_at),
      expiresAt: new Date(r.expires_at),
    })),
    total: n,
  };
}

export interface PointSummary {
  balance: number;
  /** Points that expire within 30 days (소멸 예정), and when the first live lot does. */
  expiringSoon: number;
  nextExpiryAt: Date | null;
}

export async function pointSummary(em: EntityManager, identity: Identity, now = new Date()): Promise<PointSummary> {
  const soon = dayjs(now).add(30, 'day').toDate();
  const [row] = await em.execute<{ balance: number; expiring: number; next_expiry: Date | null }[]>(
    `select coalesce(sum(remaining), 0)::int as balance, coalesce(sum(remaining) filter (where expires_at <= ?), 0)::int as expiring,
            min(expires_at) filter (where remaining > 0) as next_expiry
       from commerce.point_lots where user_id = ? and closed_at is null and expires_at > ?`,
    [soon, identity.userId, now],
  );
  return { balance: row?.balance ?? 0, expiringSoon: row?.expiring ?? 0, nextExpiryAt: row?.next_expiry ? new Date(row.next_expiry) : null };
}
