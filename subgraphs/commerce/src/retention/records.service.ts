import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '@shop/kit';
import { FILE_REMOVE } from '../lifecycle.js';
import { ReviewEntity } from '../reviews/review.entities.js';
import { removeReviews } from '../reviews/reviews.service.js';
import { deleteExpiredUsage } from '../usage-log/usage-log.service.js';
import { retentionCutoff } from './retention.rules.js';

const BATCH = 200;
const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * Contract, cancellation, payment and delivery records (retention.rules CONTRACT_RECORDS, 5 years):
 * an order whose last change is older than the period goes with everything that is only its record
 * (lines, shipments, refunds, status history by cascade; its payments and their events). Nothing
 * personal stays: reviews of its lines go through the reviews module (their photos, points and
 * the product's rating summary follow), used coupons of it leave the wallet, the points ledger keeps
 * its amounts without the order. Returns how many orders went.
 */
export async function purgeContractRecords(em: EntityManager, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff('CONTRACT_RECORDS', now);
  let total = 0;
  for (;;) {
    // One batch, one transaction: an order goes whole or stays whole.
    const count = await em.transactional(async (tx) => {
      const orders = await tx.execute<{ id: string }[]>(`select id::text as id from commerce.orders where updated_at <= ? order by id limit ${BATCH} for update skip locked`, [cutoff]);
      if (!orders.length) return 0;
      const ids = orders.map((o) => o.id);
      const lines = await tx.execute<{ id: string }[]>(`select id::text as id from commerce.order_lines where order_id in (${marks(ids)})`, ids);
      const reviews = lines.length ? await tx.find(ReviewEntity, { orderLineId: { $in: lines.map((l) => l.id) } }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : [];
      await removeReviews(tx, reviews);
      await tx.execute(`delete from commerce.user_coupons where order_id in (${marks(ids)})`, ids);
      await tx.execute(`update commerce.point_entries set order_id = null where order_id in (${marks(ids)})`, ids);
      await tx.execute(`update commerce.subscription_charges set order_id = null where order_id in (${marks(ids)})`, ids);
      await tx.execute(`delete from commerce.payments where order_id in (${marks(ids)})`, ids);
      await tx.execute(`delete from commerce.orders where id in (${marks(ids)})`, ids);
      return ids.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}

/**
 * Complaint and dispute records (retention.rules COMPLAINT_RECORDS, 3 years): one-to-one inquiries
 * and event inquiries 3 years after they were answered (or asked, when never answered), with the
 * files attached to them. Returns how many went.
 */
export async function purgeComplaintRecords(em: EntityManager, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff('COMPLAINT_RECORDS', now);
  return em.transactional(async (tx) => purgeComplaintsBefore(tx, cutoff));
}

async function purgeComplaintsBefore(em: EntityManager, cutoff: Date): Promise<number> {
  const inquiries = await em.execute<{ id: string }[]>(`delete from commerce.inquiries where coalesce(answered_at, created_at) <= ? returning id::text as id`, [cutoff]);
  if (inquiries.length) {
    const ids = inquiries.map((i) => i.id);
    const files = await em.execute<{ storage_key: string }[]>(`delete from commerce.files where owner_type = 'inquiry' and owner_id in (${marks(ids)}) returning storage_key`, ids);
    for (const { storage_key } of files) await enqueue(em, FILE_REMOVE, { storageKey: storage_key });
  }
  const events = await em.execute<{ id: string }[]>(`delete from commerce.event_inquiries where coalesce(answered_at, created_at) <= ? returning id`, [cutoff]);
  return inquiries.length + events.length;
}

/** Access logs (retention.rules ACCESS_LOGS, 3 months): the usage log's entries older than the period. */
export function purgeAccessLogs(em: EntityManager, now = new Date()): Promise<number> {
  return deleteExpiredUsage(em, retentionCutoff('ACCESS_LOGS', now));
}
