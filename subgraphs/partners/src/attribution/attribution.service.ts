import type { EntityManager } from '@mikro-orm/postgresql';
import { idSchema, koreanDate, lockKey, parseInput, z, type Identity } from '@shop/kit';
import { manageableChannel } from '../channels/channel-access.js';
import { ChannelEntity } from '../channels/channel.entity.js';
import { CooperateEventEntity } from '../cooperate/cooperate.entity.js';
import { CombinationEntity } from '../catalog/catalog.entities.js';
import { bumpDaily, bumpProductDaily } from '../stats/stats.service.js';
import { linkedChannelOf } from '../visits/visits.service.js';
import { ChannelOrderEntity, type AttributionReason } from './channel-order.entity.js';

/**
 * CHANNEL_ATTRIBUTION_DAYS (default 7): an order made within this many days after the buyer's first
 * inflow through a channel link belongs to that channel.
 */
export function attributionWindowDays(env: NodeJS.ProcessEnv = process.env): number {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .parse(env.CHANNEL_ATTRIBUTION_DAYS || 7);
}

const factsSchema = z.object({
  orderId: idSchema('주문'),
  userId: idSchema('회원'),
  orderedAt: z.coerce.date(),
  paidAt: z.coerce.date(),
  status: z.string().max(30),
  revenue: z.number().int().min(0),
  version: z.number().int().min(0),
  lines: z
    .array(
      z.object({
        productId: idSchema('상품'),
        quantity: z.number().int().min(0),
        revenue: z.number().int().min(0),
        cooperateEventId: idSchema('공동구매').nullish(),
        combinationId: idSchema('조합').nullish(),
      }),
    )
    .max(100),
  couponChannelIds: z.array(idSchema('채널')).max(10).nullish(),
});

/**
 * Which channel an order belongs to, and why: the channel of a group-buying event one of its lines
 * was sold at; else of a combination one was sold in; else of a channel coupon the order used; else the channel of
 * the buyer's latest first inflow within the attribution window before the order. Null: none.
 */
async function attribute(em: EntityManager, facts: z.infer<typeof factsSchema>): Promise<{ channelId: string; reason: AttributionReason } | null> {
  const eventIds = facts.lines.flatMap((l) => (l.cooperateEventId ? [l.cooperateEventId] : []));
  if (eventIds.length) {
    const [event] = await em.find(CooperateEventEntity, { id: { $in: eventIds } }, { orderBy: { id: 'asc' }, limit: 1 });
    if (event) return { channelId: event.channelId, reason: 'cooperate' };
  }
  const combinationIds = facts.lines.flatMap((l) => (l.combinationId ? [l.combinationId] : []));
  if (combinationIds.length) {
    const [combination] = await em.find(CombinationEntity, { id: { $in: combinationIds } }, { orderBy: { id: 'asc' }, limit: 1 });
    if (combination) return { channelId: combination.channelId, reason: 'combination' };
  }
  for (const channelId of facts.couponChannelIds ?? []) {
    if (await em.count(ChannelEntity, { id: channelId })) return { channelId, reason: 'coupon' };
  }
  const linked = await linkedChannelOf(em, facts.userId, facts.orderedAt, attributionWindowDays());
  return linked ? { channelId: linked, reason: 'link' } : null;
}

/**
 * Takes commerce's current facts of an order (commerce's outbox sends them after each change of a
 * paid order). The first facts decide the channel; each later version changes the channel's
 * figures by the difference, on the day of the order. One order at a time (an advisory lock), so
 * two deliveries never count twice. Returns whether anything changed.
 */
export async function syncChannelOrder(em: EntityManager, raw: unknown, now = new Date()): Promise<boolean> {
  const facts = parseInput(factsSchema, raw);
  await lockKey(em, `channel-order:${facts.orderId}`);
  const known = await em.findOne(ChannelOrderEntity, { orderId: facts.orderId });
  if (known && known.version >= facts.version) return false;
  const lines = mergeByProduct(facts.lines);
  let order = known;
  if (!order) {
    const decided = await attribute(em, facts);
    if (!decided) return false;
    order = em.create(ChannelOrderEntity, {
      orderId: facts.orderId,
      channelId: decided.channelId,
      userId: facts.userId,
      reason: decided.reason,
      orderedAt: facts.orderedAt,
      day: koreanDate(facts.orderedAt),
      revenue: 0,
      lines: [],
      version: facts.version,
      status: facts.status,
      updatedAt: now,
    });
  }
  const before = order.revenue;
  const previous = new Map(order.lines.map((l) => [l.productId, l]));
  const day = String(order.day);
  await bumpDaily(em, order.channelId, day, { revenue: facts.revenue - before, orders: (facts.revenue > 0 ? 1 : 0) - (before > 0 ? 1 : 0) });
  for (const productId of new Set([...previous.keys(), ...lines.keys()])) {
    const was = previous.get(productId) ?? { quantity: 0, revenue: 0 };
    const now_ = lines.get(productId) ?? { quantity: 0, revenue: 0 };
    await bumpProductDaily(em, order.channelId, day, productId, now_.quantity - was.quantity, now_.revenue - was.revenue);
  }
  order.revenue = facts.revenue;
  order.lines = [...lines].map(([productId, l]) => ({ productId, ...l }));
  order.version = facts.version;
  order.status = facts.status;
  order.updatedAt = now;
  await em.flush();
  return true;
}

function mergeByProduct(lines: readonly { productId: string; quantity: number; revenue: number }[]) {
  const merged = new Map<string, { quantity: number; revenue: number }>();
  for (const l of lines) {
    const seen = merged.get(l.productId) ?? { quantity: 0, revenue: 0 };
    merged.set(l.productId, { quantity: seen.quantity + l.quantity, revenue: seen.revenue + l.revenue });
  }
  return merged;
}

/** A channel's attributed orders, newest first (owner or admin). */
export async function channelOrders(em: EntityManager, identity: Identity | null, channelId: string | null | undefined, page: { offset: number; limit: number }) {
  const channel = await manageableChannel(em, identity, channelId);
  const [items, total] = await em.findAndCount(ChannelOrderEntity, { channelId: channel.id }, { orderBy: { orderedAt: 'desc', orderId: 'desc' }, ...page });
  return { items, total };
}
