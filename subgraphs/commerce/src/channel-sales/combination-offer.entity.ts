import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const COMBINATION_OFFER_STATUSES = ['active', 'hidden', 'deleted'] as const;

/**
 * Commerce's copy of a channel's combination (조합, a bundle), kept by partners through its outbox
 * (`syncCombinationOffer`): the cart adds its lines and checkout takes its discount from this table,
 * never from a client and without calling partners. `version` is partners' change time (ms): an
 * older state never overwrites a newer one.
 */
export const CombinationOfferEntity = defineEntity({
  name: 'CombinationOffer',
  tableName: 'combination_offers',
  properties: {
    /** partners' channel_combinations.id. */
    combinationId: p.bigint('string').primary(),
    channelId: p.bigint('string').index(),
    name: p.string().length(100),
    /** Percent taken off each unit (kit pricing.ts discountedUnitPrice). */
    discountRate: p.integer(),
    status: p.string().length(10),
    lines: p.json<{ productId: string; optionId: string | null; quantity: number }[]>(),
    version: p.bigint('number'),
    updatedAt: p.datetime(),
  },
  checks: [
    { name: 'combination_offers_discount_rate_check', expression: '"discount_rate" between 0 and 90' },
    { name: 'combination_offers_status_check', expression: `"status" in (${COMBINATION_OFFER_STATUSES.map((s) => `'${s}'`).join(', ')})` },
  ],
});
export type CombinationOffer = InferEntity<typeof CombinationOfferEntity>;
