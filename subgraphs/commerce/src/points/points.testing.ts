/** Test helpers for points: a grant of the test's own, and the ledger's reconciliation. */
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import { grantPoints } from './points.service.js';

/**
 * Grants `amount` to the member as a purchase of no real order, under a random source id far above
 * real order ids: a counter per file would repeat in the next file of the same worker, and the
 * second grant of a source does nothing (the unique source).
 */
export async function grantedPoints(em: EntityManager, member: Identity, amount: number, now = new Date()): Promise<void> {
  const sourceId = String(8_000_000_000_000 + randomInt(0, 2 ** 47));
  await em.transactional((tx) => grantPoints(tx as EntityManager, { userId: member.userId, source: 'purchase', sourceId, amount, reason: '시험 적립' }, now));
}

/**
 * Every way the ledger could disagree with the lots, for every member in the database: a lot's
 * remaining that is not the sum of its entries, and a member whose entries do not sum to their
 * lots' remaining. Empty when the books balance.
 */
export async function ledgerProblems(em: EntityManager): Promise<string[]> {
  const lots = await em.execute<{ id: string; remaining: number; entries: number }[]>(
    `select l.id::text as id, l.remaining, coalesce(sum(e.amount), 0)::int as entries from commerce.point_lots l left join commerce.point_entries e on e.lot_id = l.id
      group by l.id having l.remaining <> coalesce(sum(e.amount), 0)`,
  );
  const members = await em.execute<{ user_id: string; entries: number; remaining: number }[]>(
    `select u.user_id::text as user_id, u.entries, coalesce(r.remaining, 0)::int as remaining
       from (select user_id, sum(amount)::int as entries from commerce.point_entries group by user_id) u
       left join (select user_id, sum(remaining)::int as remaining from commerce.point_lots group by user_id) r on r.user_id = u.user_id
      where u.entries <> coalesce(r.remaining, 0) or u.entries < 0`,
  );
  return [...lots.map((l) => `lot ${l.id}: remaining ${l.remaining}, entries ${l.entries}`), ...members.map((m) => `member ${m.user_id}: entries ${m.entries}, lots ${m.remaining}`)];
}
