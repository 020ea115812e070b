import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, callSubgraph, enqueue, idSchema, parseInput, z } from '@shop/kit';
import { GROUP_BUY_STATUSES, GroupBuyOfferEntity, type GroupBuyOffer } from './group-buy-offer.entity.js';

/**
 * What commerce does for the partner channels (issue 20; docs/decisions/partners.md): sells at a
 * group-buying event's price while the event is open, and tells partners about every paid order
 * (and every later change of what it is worth) so partners can attribute it to a channel and keep
 * the channel's figures. Which channel an order belongs to is partners' decision, not commerce's.
 */

/** Outbox topic: tell partners a member signed up through a channel link (its figures count sign-ups). */
export const CHANNEL_SIGNUP = 'channel.signup';

/** Outbox topic: send an order's current facts to partners (after the commit that changed them). */
export const CHANNEL_ORDER_SYNC = 'channel.order-sync';

const offerSchema = z.object({
  eventId: idSchema('공동구매'),
  channelId: idSchema('채널'),
  productId: idSchema('상품'),
  groupPrice: z.number().int('공동구매가는 원 단위입니다.').min(0, '공동구매가는 0원 이상입니다.'),
  startsAt: z.coerce.date({ error: '시작 시각을 확인해주세요.' }),
  endsAt: z.coerce.date({ error: '종료 시각을 확인해주세요.' }),
  status: z.enum(GROUP_BUY_STATUSES, { error: '공동구매 상태를 확인해주세요.' }),
  version: z.number().int().min(0),
});

/**
 * Keeps partners' latest state of one event (partners calls this through its outbox, as the system).
 * An older version than the one held changes nothing (deliveries may arrive out of order).
 * Returns whether this call changed the copy.
 */
export async function syncGroupBuyOffer(em: EntityManager, raw: unknown, now = new Date()): Promise<boolean> {
  const offer = parseInput(offerSchema, raw);
  if (offer.endsAt <= offer.startsAt) throw BadInput([{ field: 'endsAt', message: '종료 시각은 시작 시각 뒤여야 합니다.' }]);
  const rows = await em.execute<{ event_id: string }[]>(
    `insert into commerce.group_buy_offers (event_id, channel_id, product_id, group_price, starts_at, ends_at, status, version, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (event_id) do update set channel_id = excluded.channel_id, product_id = excluded.product_id, group_price = excluded.group_price,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at, status = excluded.status, version = excluded.version, updated_at = excluded.updated_at
     where group_buy_offers.version < excluded.version
     returning event_id`,
    [offer.eventId, offer.channelId, offer.productId, offer.groupPrice, offer.startsAt, offer.endsAt, offer.status, offer.version, now],
  );
  return rows.length > 0;
}

/** Whether an offer sells at its group price at `now`: open, and inside its period. */
export const sellsAt = (offer: Pick<GroupBuyOffer, 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean => offer.status === 'open' && offer.startsAt <= now && now < offer.endsAt;

/**
 * The group-buying offers the checkout lines name (`cooperateEventId`), by line index: each must be
 * an event of the line's product that sells now, else the line is refused naming the field
 * (NOT_FOUND for an unknown event, COOPERATE_NOT_OPEN for one not running).
 */
export async function groupBuyOffersOf(em: EntityManager, lines: readonly { productId: string; cooperateEventId: string | null; index: number }[], now: Date): Promise<Map<number, GroupBuyOffer>> {
  const named = lines.filter((l) => l.cooperateEventId);
  const found = new Map<number, GroupBuyOffer>();
  if (!named.length) return found;
  const offers = new Map((await em.find(GroupBuyOfferEntity, { eventId: { $in: named.map((l) => l.cooperateEventId!) } })).map((o) => [o.eventId, o]));
  for (const line of named) {
    const field = `lines.${line.index}.cooperateEventId`;
    const offer = offers.get(line.cooperateEventId!);
    if (!offer || offer.productId !== line.productId) throw new AppError('NOT_FOUND', '공동구매를 찾을 수 없습니다.', { fields: [{ field, message: '이 상품의 공동구매가 아닙니다.' }] });
    if (!sellsAt(offer, now)) {
      const message = now < offer.startsAt || offer.status === 'draft' || offer.status === 'scheduled' ? '아직 시작하지 않은 공동구매입니다.' : '마감된 공동구매입니다.';
      throw new AppError('COOPERATE_NOT_OPEN', message, { fields: [{ field, message }] });
    }
    found.set(line.index, offer);
  }
  return found;
}

/** Statuses in which an order is worth nothing to a channel (it never happened, or all of it came back). */
const VOID_STATUSES = new Set(['order_request', 'ready', 'cancelled', 'failed', 'cancel_complete', 'return_complete']);
const VOID_LINE_STATUSES = new Set(['cancelled', 'returned']);

export interface ChannelOrderFacts {
  orderId: string;
  userId: string;
  orderedAt: string;
  paidAt: string;
  status: string;
  /** Goods paid for and kept: each line's total after its coupon share and what was refunded (0 for a void order). */
  revenue: number;
  /** Increases with every change of the order (its last change or refund, in ms): partners keeps the newest. */
  version: number;
  lines: { productId: string; quantity: number; revenue: number; cooperateEventId: string | null; combinationId: string | null }[];
  /** The channels of partner-channel coupons the order used. */
  couponChannelIds: string[];
}

/** An order's facts as partners needs them (null before it was ever paid: nothing to attribute). */
export async function channelOrderFacts(em: EntityManager, orderId: string): Promise<ChannelOrderFacts | null> {
  const [order] = await em.execute<{ id: string; user_id: string; status: string; created_at: string | Date; paid_at: string | Date | null; version: string }[]>(
    `select o.id::text, o.user_id::text, o.status, o.created_at, o.paid_at,
            (extract(epoch from greatest(o.updated_at, coalesce((select max(r.created_at) from commerce.order_refunds r where r.order_id = o.id), o.updated_at))) * 1000)::bigint::text as version
       from commerce.orders o where o.id = ?`,
    [orderId],
  );
  if (!order?.paid_at) return null;
  const lines = await em.execute<
    { product_id: string; quantity: number; status: string; line_total: number; discount_share: number; refunded_amount: number; cooperate_event_id: string | null; combination_id: string | null }[]
  >('select product_id::text, quantity, status, line_total, discount_share, refunded_amount, cooperate_event_id::text, combination_id::text from commerce.order_lines where order_id = ? order by id', [
    orderId,
  ]);
  // A partner channel's coupon used on the order names its channel (coupon_masters.scope_ids).
  const couponChannels = await em.execute<{ channel_id: string }[]>(
    `select distinct m.scope_ids[1] as channel_id from commerce.user_coupons u join commerce.coupon_masters m on m.id = u.master_id
      where u.order_id = ? and m.scope = 'channel' and cardinality(m.scope_ids) > 0`,
    [orderId],
  );
  const voided = VOID_STATUSES.has(order.status);
  const facts = lines.map((l) => ({
    productId: l.product_id,
    quantity: voided || VOID_LINE_STATUSES.has(l.status) ? 0 : l.quantity,
    revenue: voided || VOID_LINE_STATUSES.has(l.status) ? 0 : Math.max(0, l.line_total - l.discount_share - l.refunded_amount),
    cooperateEventId: l.cooperate_event_id,
    combinationId: l.combination_id,
  }));
  return {
    orderId: order.id,
    userId: order.user_id,
    orderedAt: new Date(order.created_at).toISOString(),
    paidAt: new Date(order.paid_at).toISOString(),
    status: order.status,
    revenue: facts.reduce((sum, l) => sum + l.revenue, 0),
    version: Number(order.version),
    lines: facts,
    couponChannelIds: couponChannels.map((c) => String(c.channel_id)),
  };
}

/** Queues the order's facts for partners, in the transaction that changed them (only orders that were paid matter). */
export async function queueChannelOrderSync(em: EntityManager, order: { id: string; paidAt?: Date | null }, paidNow = false): Promise<void> {
  if (paidNow || order.paidAt) await enqueue(em, CHANNEL_ORDER_SYNC, { orderId: order.id });
}

/** The outbox handler: reads the order as it is now and hands it to partners (which keeps the newest version). */
export async function sendChannelOrder(em: EntityManager, { orderId }: { orderId: string }): Promise<void> {
  const facts = await channelOrderFacts(em, orderId);
  if (!facts) return;
  await callSubgraph('partners', { query: 'mutation ($input: ChannelOrderInput!) { syncChannelOrder(input: $input) }', variables: { input: facts } });
}

/** The outbox handler of CHANNEL_SIGNUP. */
export async function sendChannelSignup(_em: EntityManager, { userId, channelId }: { userId: string; channelId: string }): Promise<void> {
  await callSubgraph('partners', { query: 'mutation ($u: ID!, $c: String!) { recordChannelSignup(userId: $u, channelId: $c) }', variables: { u: userId, c: channelId } });
}

/**
 * A member becomes an influencer (partners made their channel and asks through its outbox): the
 * role changes from member only (an admin stays an admin; a guest or a left account never becomes
 * one). Their next token (자동 로그인) carries the role. Returns whether the account is an influencer now.
 */
export async function grantInfluencerRole(em: EntityManager, userId: string): Promise<boolean> {
  const rows = await em.execute<{ role: string }[]>(`update commerce.users set role = case when role = 'member' then 'influencer' else role end where id = ? and left_at is null returning role`, [
    userId,
  ]);
  return rows[0]?.role === 'influencer';
}
