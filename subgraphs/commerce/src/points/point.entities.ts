import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrderEntity } from '../orders/order.entities.js';

export const LOT_SOURCES = ['purchase', 'review'] as const;
export type LotSource = (typeof LOT_SOURCES)[number];
export const ENTRY_KINDS = ['earn', 'spend', 'return', 'expire', 'revoke'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * A grant of points: what one purchase or one review earned (unique per source), with what is
 * left of it and when it expires. `remaining` moves only with an entry in the same transaction;
 * the ledger (point_entries) is the record and reconciles to it (points.test.ts).
 */
export const PointLotEntity = defineEntity({
  name: 'PointLot',
  tableName: 'point_lots',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    source: p.string().length(20),
    sourceId: p.bigint('string'),
    amount: p.integer(),
    remaining: p.integer(),
    grantedAt: p.datetime(),
    expiresAt: p.datetime(),
    /** When the member was told it expires soon. */
    noticedAt: p.datetime().nullable(),
    /** Expired or revoked: nothing is left and nothing returns to it. */
    closedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'point_lots_source_unique', properties: ['source', 'sourceId'] }],
  indexes: [
    // A member's live lots, oldest first (spending), and the lots due to expire (the job).
    { name: 'point_lots_user_live_index', expression: 'create index "point_lots_user_live_index" on "commerce"."point_lots" ("user_id", "expires_at") where "closed_at" is null' },
    { name: 'point_lots_expiry_index', expression: 'create index "point_lots_expiry_index" on "commerce"."point_lots" ("expires_at") where "closed_at" is null' },
  ],
  checks: [
    { name: 'point_lots_source_check', expression: `"source" in ('purchase', 'review')` },
    { name: 'point_lots_amount_check', expression: '"amount" > 0 and "remaining" between 0 and "amount"' },
    { name: 'point_lots_closed_check', expression: '"closed_at" is null or "remaining" = 0' },
  ],
});
export type PointLot = InferEntity<typeof PointLotEntity>;

/**
 * The ledger: every change of a member's points, append-only (a trigger refuses updates and
 * deletes: Migration..._points). The balance is the sum of a member's entries.
 */
export const PointEntryEntity = defineEntity({
  name: 'PointEntry',
  tableName: 'point_entries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    lotId: () => p.manyToOne(PointLotEntity).mapToPk().joinColumn('lot_id').deleteRule('restrict').index(),
    kind: p.string().length(10),
    amount: p.integer(),
    orderId: () => p.manyToOne(OrderEntity).mapToPk().joinColumn('order_id').deleteRule('restrict').nullable().index(),
    reason: p.string().length(100),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'point_entries_user_index', properties: ['userId', 'id'] }],
  checks: [
    { name: 'point_entries_kind_check', expression: `"kind" in ('earn', 'spend', 'return', 'expire', 'revoke')` },
    { name: 'point_entries_sign_check', expression: `case when "kind" in ('earn', 'return') then "amount" > 0 else "amount" < 0 end` },
  ],
});
export type PointEntry = InferEntity<typeof PointEntryEntity>;
