import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike, isLocalDate, parseInput, z, type Page } from '@shop/kit';
import { ORDER_STATUSES, ORDER_STATUS_INFO, type OrderStatus } from './order-statuses.js';
import { OrderEntity, type Order } from './order.entities.js';

/**
 * The orders desk (관리자 -> 주문 관리): finding any order by its number, status, Korean order date
 * and buyer, and the queues an admin works through. The actions on one order are the existing
 * mutations (order-changes.service.ts), offered through `Order.actions.staff` (order-actions.ts).
 */

/** The desk's work queues: which statuses wait for the shop (the home page counts them). */
export const ORDER_QUEUES = {
  to_prepare: { label: '배송 준비 대기', statuses: ['paid'] },
  to_ship: { label: '발송 대기', statuses: ['delivery_ready'] },
  claims: { label: '취소·반품·교환 요청', statuses: ['cancel_request', 'return_request', 'exchange_request', 'return_receive', 'return_collection', 'return_collection_complete'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;
export type OrderQueue = keyof typeof ORDER_QUEUES;
export const ORDER_QUEUE_KEYS = Object.keys(ORDER_QUEUES) as OrderQueue[];

/** The longest date range one search covers (a year and a day: 2025-11-27 to 2026-11-27). */
export const MAX_RANGE_DAYS = 366;

const koreanDay = (label: string) =>
  z
    .string()
    .refine(isLocalDate, `${label}는 YYYY-MM-DD 형식의 날짜여야 합니다.`)
    .nullish()
    .transform((v) => v ?? null);

const filterSchema = z
  .object({
    orderNumber: z
      .string()
      .transform((s) => s.normalize('NFC').trim().toUpperCase())
      .pipe(
        z
          .string()
          .max(16, '주문번호는 16자 이하입니다.')
          .regex(/^[0-9A-Z]*$/, '주문번호는 영문 대문자와 숫자입니다.'),
      )
      .nullish()
      .transform((v) => v || null),
    statuses: z
      .array(z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]], { error: '주문 상태를 확인해주세요.' }))
      .max(ORDER_STATUSES.length)
      .nullish()
      .transform((v) => v ?? null),
    queue: z
      .enum(ORDER_QUEUE_KEYS as [OrderQueue, ...OrderQueue[]], { error: '처리 대기 구분을 확인해주세요.' })
      .nullish()
      .transform((v) => v ?? null),
    from: koreanDay('시작일'),
    to: koreanDay('종료일'),
    buyer: z
      .string()
      .transform((s) => s.normalize('NFC').trim())
      .pipe(z.string().max(40, '구매자 검색어는 40자 이하입니다.'))
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: 'custom', path: ['to'], message: '종료일이 시작일보다 빠릅니다.' });
    if (f.from && f.to && (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `기간은 ${MAX_RANGE_DAYS}일 이하로 골라주세요.` });
    }
  });
export type AdminOrderFilter = z.input<typeof filterSchema>;

/** The start of a Korean calendar day as an instant (Korea keeps UTC+9 all year). */
const kstStart = (date: string) => new Date(`${date}T00:00:00+09:00`);
const nextDay = (date: string) => new Date(kstStart(date).getTime() + 86_400_000);

/** `where` over `commerce.orders o` (and the buyer's account `u`) for a filter. */
function whereOf(filter: z.infer<typeof filterSchema>): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.orderNumber) {
    parts.push('o.order_number like ?');
    params.push(`${filter.orderNumber}%`);
  }
  const statuses = filter.queue ? [...ORDER_QUEUES[filter.queue].statuses].filter((s) => !filter.statuses || filter.statuses.includes(s)) : filter.statuses;
  if (statuses) {
    parts.push(statuses.length ? `o.status in (${statuses.map(() => '?').join(', ')})` : 'false');
    params.push(...statuses);
  }
  if (filter.from) {
    parts.push('o.created_at >= ?');
    params.push(kstStart(filter.from));
  }
  if (filter.to) {
    parts.push('o.created_at < ?');
    params.push(nextDay(filter.to));
  }
  if (filter.buyer) {
    const digits = filter.buyer.replace(/[\s-]/g, '');
    const like = `%${escapeLike(filter.buyer)}%`;
    const or = ['o.orderer_name ilike ?', 'u.nickname ilike ?', 'u.login_id = ?'];
    params.push(like, like, filter.buyer);
    if (/^\d{4,11}$/.test(digits)) {
      // A phone number (or its last digits), as the order or the account keeps it.
      or.push('o.orderer_phone like ?', "replace(u.phone, '-', '') like ?");
      params.push(`%${digits}`, `%${digits}`);
    }
    parts.push(`(${or.join(' or ')})`);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', params };
}

/**
 * Orders for the desk, newest first (orders_created_at_id / orders_status_created_at serve it), with
 * the total. Relations (lines, buyer, payments, shipments) come through the order's loaders.
 */
export async function adminOrders(em: EntityManager, raw: unknown, page: { offset: number; limit: number }): Promise<Page<Order>> {
  const filter = parseInput(filterSchema, raw ?? {}, 'filter');
  const where = whereOf(filter);
  const from = 'commerce.orders o left join commerce.users u on u.id = o.user_id';
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select o.id from ${from} where ${where.sql} order by o.created_at desc, o.id desc offset ? limit ?`, [...where.params, page.offset, page.limit]),
    em.execute<{ total: number }[]>(`select count(*)::int as total from ${from} where ${where.sql}`, where.params),
  ]);
  const ids = rows.map((r) => String(r.id));
  const orders = ids.length ? await em.find(OrderEntity, { id: { $in: ids } }) : [];
  const byId = new Map(orders.map((o) => [o.id, o]));
  return { items: ids.map((id) => byId.get(id)!).filter(Boolean), total: count?.total ?? 0 };
}

export interface QueueCount {
  queue: OrderQueue;
  label: string;
  statuses: OrderStatus[];
  count: number;
}

/** How many orders wait in each queue (one statement). */
export async function orderQueueCounts(em: EntityManager): Promise<QueueCount[]> {
  const all = ORDER_QUEUE_KEYS.flatMap((q) => ORDER_QUEUES[q].statuses);
  const rows = await em.execute<{ status: OrderStatus; count: number }[]>(
    `select status, count(*)::int as count from commerce.orders where status in (${all.map(() => '?').join(', ')}) group by status`,
    all,
  );
  const byStatus = new Map(rows.map((r) => [r.status, r.count]));
  return ORDER_QUEUE_KEYS.map((queue) => {
    const { label, statuses } = ORDER_QUEUES[queue];
    return { queue, label, statuses: [...statuses], count: statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0) };
  });
}

/** How many orders there are in each status (the desk's status chips). */
export async function orderStatusCounts(em: EntityManager): Promise<{ status: OrderStatus; label: string; count: number }[]> {
  const rows = await em.execute<{ status: OrderStatus; count: number }[]>('select status, count(*)::int as count from commerce.orders group by status');
  const byStatus = new Map(rows.map((r) => [r.status, r.count]));
  return ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_INFO[status].label, count: byStatus.get(status) ?? 0 }));
}
