import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity } from '../catalog/catalog.entities.js';

/** The statuses partners' group-buying lifecycle has (partners cooperate-transitions.ts); only `open` sells at the group price. */
export const GROUP_BUY_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'fulfilled', 'cancelled'] as const;
export type GroupBuyStatus = (typeof GROUP_BUY_STATUSES)[number];

/**
 * Commerce's copy of a channel's group-buying event (공동구매), kept by partners through its outbox
 * (`syncGroupBuyOffer`): checkout prices a line at the group price from this table, in its own
 * transaction, without calling partners on the buyer's path. `version` is partners' change counter:
 * a late delivery of an older state never overwrites a newer one.
 */
export const GroupBuyOfferEntity = defineEntity({
  name: 'GroupBuyOffer',
  tableName: 'group_buy_offers',
  properties: {
    /** partners' cooperate_events.id. */
    eventId: p.bigint('string').primary(),
    /** partners' channel id (another service's row: no foreign key). */
    channelId: p.bigint('string').index(),
    productId: p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade').index(),
    groupPrice: p.integer(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    status: p.string().length(20),
    version: p.integer(),
    updatedAt: p.datetime(),
  },
  checks: [
    { name: 'group_buy_offers_group_price_check', expression: '"group_price" >= 0' },
    { name: 'group_buy_offers_status_check', expression: `"status" in (${GROUP_BUY_STATUSES.map((s) => `'${s}'`).join(', ')})` },
    { name: 'group_buy_offers_period_check', expression: '"ends_at" > "starts_at"' },
  ],
});
export type GroupBuyOffer = InferEntity<typeof GroupBuyOfferEntity>;
