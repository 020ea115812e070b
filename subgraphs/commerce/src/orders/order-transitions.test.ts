import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUSES, ORDER_STATUS_INFO, type OrderStatus } from './order-statuses.js';
import { ACTORS, TRANSITIONS, findTransition, moveOrder, nextStatuses, type Actor } from './order-transitions.js';
import type { Order } from './order.entities.js';

/** An EntityManager that records what moveOrder writes (the table decides before anything is written). */
/** What moveOrder writes: the history rows it creates and the statements it runs after (coupons given back). */
function recordingEm() {
  const created: Record<string, unknown>[] = [];
  const statements: string[] = [];
  const em = {
    create: (_entity: unknown, data: Record<string, unknown>) => created.push(data),
    flush: async () => undefined,
    execute: async (sql: string) => {
      statements.push(sql);
      return [];
    },
    // The outbox (a paid order goes to partners) writes into the service's schema.
    config: { get: (key: string) => (key === 'schema' ? 'commerce' : undefined) },
  } as unknown as EntityManager;
  return { em, created, statements };
}

const orderIn = (status: OrderStatus) => ({ id: '1', status, pointsUsed: 0, updatedAt: new Date(0) }) as unknown as Order;

describe('order statuses', () => {
  it('are the 19 of spec section 4 with Korean labels, success only for ready, paid, delivery and complete', () => {
    expect(ORDER_STATUSES).toHaveLength(19);
    const success = ORDER_STATUSES.filter((s) => ORDER_STATUS_INFO[s].colour === 'success');
    expect(success.sort()).toEqual(['complete', 'delivery_complete', 'delivery_ready', 'delivery_shipping', 'paid', 'ready']);
    expect(ORDER_STATUS_INFO.order_request.colour).toBe('fail');
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_INFO[status].label).toMatch(/^[가-힣]+$/);
    expect(new Set(ORDER_STATUSES.map((s) => ORDER_STATUS_INFO[s].label)).size).toBe(19);
  });

  it('the table names only known statuses and actors, and every status is reachable from order_request', () => {
    for (const t of TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(t.from);
      expect(ORDER_STATUSES).toContain(t.to);
      expect(t.who.length).toBeGreaterThan(0);
      for (const who of t.who) expect(ACTORS).toContain(who);
    }
    const reached = new Set<OrderStatus>(['order_request']);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of TRANSITIONS) if (reached.has(t.from) && !reached.has(t.to)) grew = reached.add(t.to) !== null;
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

// Generated from the table: every (status, target, actor) the table does not list is refused.
const refused: [OrderStatus, OrderStatus, Actor][] = [];
const allowed: [OrderStatus, OrderStatus, Actor][] = [];
for (const from of ORDER_STATUSES) {
  for (const to of ORDER_STATUSES) {
    for (const who of ACTORS) (TRANSITIONS.some((t) => t.from === from && t.to === to && t.who.includes(who)) ? allowed : refused).push([from, to, who]);
  }
}

describe('moveOrder enforces the table', () => {
  it('lists far more refused changes than allowed ones (sanity of the generation)', () => {
    expect(allowed.length).toBe(TRANSITIONS.reduce((n, t) => n + t.who.length, 0));
    expect(refused.length + allowed.length).toBe(19 * 19 * ACTORS.length);
  });

  it.each(refused)('%s -> %s by %s is refused and nothing is written', async (from, to, who) => {
    const { em, created, statements } = recordingEm();
    const order = orderIn(from);
    await expect(moveOrder(em, order, to, { who, userId: who === 'system' ? null : '7' })).rejects.toMatchObject({ extensions: { code: 'ORDER_STATUS_CONFLICT', from, to } });
    expect(order.status).toBe(from);
    expect(created).toEqual([]);
    expect(statements).toEqual([]);
  });

  it.each(allowed)('%s -> %s by %s is applied and recorded in the history', async (from, to, who) => {
    const { em, created, statements } = recordingEm();
    const order = orderIn(from);
    const at = new Date('2026-11-23T00:00:00Z');
    const transition = await moveOrder(em, order, to, { who, userId: '7' }, '사유', at);
    // Ending whole before delivery gives the order's coupons back; nothing else does.
    expect(statements.some((sql) => sql.includes('update commerce.user_coupons'))).toBe(['cancelled', 'failed', 'cancel_complete'].includes(to));
    // Becoming paid queues the order for partners (channel attribution); the order here was never paid before.
    expect(statements.some((sql) => sql.includes('"kit_outbox"'))).toBe(to === 'paid');
    expect(order.status).toBe(to);
    expect(created).toEqual([{ orderId: '1', fromStatus: from, toStatus: to, event: transition.event, actorUserId: '7', actorRole: who, reason: '사유', createdAt: at }]);
    expect(findTransition(from, to, who)).toBe(transition);
    expect(nextStatuses(from, who)).toContain(to);
  });
});
