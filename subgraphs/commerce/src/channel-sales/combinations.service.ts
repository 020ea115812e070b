import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, discountedUnitPrice, idSchema, parseInput, z } from '@shop/kit';
import { COMBINATION_OFFER_STATUSES, CombinationOfferEntity, type CombinationOffer } from './combination-offer.entity.js';

/**
 * Combinations (조합) at commerce: partners sends each one's state (`syncCombinationOffer`); the
 * cart adds all its lines in one step (`addCombinationToCart`, cart.service); checkout prices a line
 * at the combination's discount when the lines naming that combination hold all of its products
 * (and options) in at least its quantities (docs/decisions/partners.md, "Combinations"). A line
 * whose combination is incomplete, hidden or gone is priced at the shop's price.
 */

const offerSchema = z.object({
  combinationId: idSchema('조합'),
  channelId: idSchema('채널'),
  name: z.string().trim().min(1).max(100),
  discountRate: z.number().int().min(0).max(90),
  status: z.enum(COMBINATION_OFFER_STATUSES, { error: '조합 상태를 확인해주세요.' }),
  lines: z.array(z.object({ productId: idSchema('상품'), optionId: idSchema('옵션').nullish(), quantity: z.number().int().min(1).max(99) })).max(10),
  version: z.number().int().min(0),
});

/** Keeps partners' latest state of a combination (an older version changes nothing). Returns whether this call changed the copy. */
export async function syncCombinationOffer(em: EntityManager, raw: unknown, now = new Date()): Promise<boolean> {
  const offer = parseInput(offerSchema, raw);
  const lines = offer.lines.map((l) => ({ productId: l.productId, optionId: l.optionId ?? null, quantity: l.quantity }));
  const rows = await em.execute<{ combination_id: string }[]>(
    `insert into commerce.combination_offers (combination_id, channel_id, name, discount_rate, status, lines, version, updated_at)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, ?)
     on conflict (combination_id) do update set channel_id = excluded.channel_id, name = excluded.name, discount_rate = excluded.discount_rate,
       status = excluded.status, lines = excluded.lines, version = excluded.version, updated_at = excluded.updated_at
     where combination_offers.version < excluded.version
     returning combination_id`,
    [offer.combinationId, offer.channelId, offer.name, offer.discountRate, offer.status, JSON.stringify(lines), offer.version, now],
  );
  return rows.length > 0;
}

/** An active combination to put in a cart (NOT_FOUND naming `combinationId` otherwise). */
export async function activeCombination(em: EntityManager, rawId: unknown): Promise<CombinationOffer> {
  const id = parseInput(idSchema('조합'), rawId, 'combinationId');
  const offer = await em.findOne(CombinationOfferEntity, { combinationId: id });
  if (!offer || offer.status !== 'active') throw new AppError('NOT_FOUND', '조합을 찾을 수 없습니다.', { fields: [{ field: 'combinationId', message: '판매 중인 조합이 아닙니다.' }] });
  return offer;
}

const keyOf = (productId: string, optionId: string | null | undefined) => `${productId}:${optionId ?? ''}`;

/**
 * Which lines take their combination's discount, and at what rate (by index): the lines naming an
 * active combination, when together they hold each of its lines (product and option) in at least
 * its quantity. Lines at a group-buying price are not combined (they carry their own price).
 */
export async function combinationRates(
  em: EntityManager,
  lines: readonly { productId: string; optionId: string | null; quantity: number; combinationId?: string | null }[],
): Promise<Map<number, { combinationId: string; rate: number }>> {
  const rates = new Map<number, { combinationId: string; rate: number }>();
  const ids = [...new Set(lines.flatMap((l) => (l.combinationId ? [l.combinationId] : [])))];
  if (!ids.length) return rates;
  const offers = new Map((await em.find(CombinationOfferEntity, { combinationId: { $in: ids }, status: 'active' })).map((o) => [o.combinationId, o]));
  for (const [combinationId, offer] of offers) {
    const held = new Map<string, number>();
    lines.forEach((l) => {
      if (l.combinationId === combinationId) held.set(keyOf(l.productId, l.optionId), (held.get(keyOf(l.productId, l.optionId)) ?? 0) + l.quantity);
    });
    const whole = offer.lines.every((need) => (held.get(keyOf(need.productId, need.optionId)) ?? 0) >= need.quantity);
    if (!whole) continue;
    const inOffer = new Set(offer.lines.map((need) => keyOf(need.productId, need.optionId)));
    lines.forEach((l, index) => {
      if (l.combinationId === combinationId && inOffer.has(keyOf(l.productId, l.optionId))) rates.set(index, { combinationId, rate: offer.discountRate });
    });
  }
  return rates;
}

/** A unit price at a combination's rate (kit pricing.ts: the same rule partners shows). */
export const combinationUnitPrice = discountedUnitPrice;
