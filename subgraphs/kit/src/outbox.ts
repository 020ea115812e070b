import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from './logger.js';

/**
 * The transactional outbox every subgraph uses for what must follow a commit (score
 * recomputation, notifications, events to other subgraphs, later points and mails).
 *
 * An item is written by `enqueue` with the caller's EntityManager, so it commits or rolls back
 * with the change that caused it. After a mutation commits, the unit of work processes the items
 * that mutation queued at once (so a client reading right after sees their effect); the
 * `kit-outbox` scheduled job sweeps anything left (a crash between commit and processing, a
 * failed attempt waiting for its retry). Each item is processed in its own transaction with its
 * row locked (`skip locked`), so two workers never run one item and one failing item never
 * blocks the others; a failure is retried with growing delays and after
 * `OUTBOX_MAX_ATTEMPTS` the item is parked as `dead` with its last error for a person to read.
 * Handlers must be idempotent: an item may run again after a crash.
 */
export interface OutboxItem {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
}

// Each topic's handler declares its own payload type; the registry holds them all, and a payload is
// what `enqueue` stored for that topic (JSON).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OutboxHandler = (em: EntityManager, payload: any, item: OutboxItem) => Promise<unknown>;
export type OutboxHandlers = Record<string, OutboxHandler>;

const AFTER_ANSWER = Symbol('outbox.afterAnswer');

/**
 * Marks a handler that calls another service (kit system-client.ts): the unit of work starts it
 * after the commit without waiting for it, so the caller's answer never waits on another service
 * (a food approval does not wait for commerce to take its notification). It runs at once in the
 * background; if it fails or the process stops, the sweeper retries it like any other item.
 * `when` picks the items that call out (a lifecycle event for this subgraph itself is applied
 * before the answer; for the others, after).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the handler's own payload type
export function afterAnswer(handler: OutboxHandler, when: (payload: any) => boolean = () => true): OutboxHandler {
  return Object.assign(handler, { [AFTER_ANSWER]: when });
}
const runsAfterAnswer = (handler: OutboxHandler | undefined, payload: unknown): boolean => {
  const when = handler && (handler as { [AFTER_ANSWER]?: (payload: unknown) => boolean })[AFTER_ANSWER];
  return Boolean(when?.(payload));
};

export const OUTBOX_MAX_ATTEMPTS = 5;
/** Delay before retry n (1-based): 10 s, 1 min, 5 min, 30 min. */
export const OUTBOX_RETRY_SECONDS = [10, 60, 300, 1800];

/** CREATE statements of the kit's own tables in a subgraph schema (used by each subgraph's kit migration). */
export function kitTablesSql(schema: string): string[] {
  return [
    `create table if not exists "${schema}"."kit_outbox" (
      "id" bigserial primary key,
      "topic" varchar(80) not null,
      "payload" jsonb not null,
      "dedupe_key" varchar(200) null,
      "status" varchar(10) not null default 'pending' check ("status" in ('pending', 'done', 'dead')),
      "attempts" int not null default 0 check ("attempts" >= 0),
      "available_at" timestamptz not null default now(),
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "processed_at" timestamptz null
    )`,
    `create unique index if not exists "kit_outbox_dedupe_key_unique" on "${schema}"."kit_outbox" ("dedupe_key")`,
    `create index if not exists "kit_outbox_due_index" on "${schema}"."kit_outbox" ("available_at", "id") where "status" = 'pending'`,
    `create table if not exists "${schema}"."kit_idempotency_keys" (
      "user_id" varchar(40) not null,
      "key" varchar(200) not null,
      "operation" varchar(100) not null,
      "request_hash" varchar(64) not null,
      "answer" jsonb null,
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "key", "operation")
    )`,
    `create index if not exists "kit_idempotency_keys_created_at_index" on "${schema}"."kit_idempotency_keys" ("created_at")`,
  ];
}

export function schemaOf(em: EntityManager): string {
  const schema = em.config.get('schema');
  if (!schema) throw new Error('the ORM has no schema configured');
  return schema;
}

/** An item a unit of work queued, for processing after its commit. */
export interface QueuedItem {
  id: string;
  topic: string;
  payload: unknown;
}
// Items queued in a unit of work, by its transactional EntityManager, for processing after commit.
const queued = new WeakMap<object, QueuedItem[]>();

/** Called by the unit of work: collect what `em` (its transaction) queues. */
export function collectQueued(em: EntityManager): QueuedItem[] {
  const list: QueuedItem[] = [];
  queued.set(em, list);
  return list;
}

/**
 * Queues `topic` with `payload` in the caller's transaction. With a `dedupeKey`, an item with
 * the same key is queued once (later calls return null): e.g. one score recomputation per
 * profile and date and transaction burst.
 */
export async function enqueue(em: EntityManager, topic: string, payload: unknown, options: { dedupeKey?: string; delaySeconds?: number } = {}): Promise<string | null> {
  // Due from the millisecond it was queued: the sweeper compares with a JavaScript time (ms), and a
  // microsecond timestamp would not be due to a sweep within the same millisecond.
  const rows = await em.execute<{ id: string }[]>(
    `insert into "${schemaOf(em)}"."kit_outbox" ("topic", "payload", "dedupe_key", "available_at")
     values (?, ?::jsonb, ?, date_trunc('milliseconds', now()) + make_interval(secs => ?))
     on conflict ("dedupe_key") do nothing returning "id"`,
    [topic, JSON.stringify(payload ?? null), options.dedupeKey ?? null, options.delaySeconds ?? 0],
  );
  const id = rows[0] ? String(rows[0].id) : null;
  if (id) queued.get(em)?.push({ id, topic, payload });
  return id;
}

export type ProcessResult = 'done' | 'retry' | 'dead' | 'skipped';

/**
 * Runs one item in its own transaction: the handler's writes and the item's `done` commit
 * together; on failure they roll back (savepoint) and the item records the attempt.
 */
export async function processOutboxItem(root: EntityManager, handlers: OutboxHandlers, id: string, now = new Date()): Promise<ProcessResult> {
  const schema = schemaOf(root);
  return root.fork().transactional(async (tx) => {
    const [row] = await tx.execute<{ id: string; topic: string; payload: unknown; attempts: number }[]>(
      `select "id", "topic", "payload", "attempts" from "${schema}"."kit_outbox"
       where "id" = ? and "status" = 'pending' and "available_at" <= ? for update skip locked`,
      [id, now],
    );
    if (!row) return 'skipped';
    const item: OutboxItem = { id: String(row.id), topic: row.topic, payload: row.payload, attempts: row.attempts };
    try {
      const handler = handlers[item.topic];
      if (!handler) throw new Error(`no outbox handler for topic ${item.topic}`);
      await tx.transactional((inner) => handler(inner as EntityManager, item.payload, item));
      await tx.execute(`update "${schema}"."kit_outbox" set "status" = 'done', "attempts" = "attempts" + 1, "processed_at" = ?, "last_error" = null where "id" = ?`, [now, item.id]);
      return 'done';
    } catch (error) {
      const attempts = item.attempts + 1;
      const dead = attempts >= OUTBOX_MAX_ATTEMPTS;
      const delay = OUTBOX_RETRY_SECONDS[Math.min(attempts, OUTBOX_RETRY_SECONDS.length) - 1];
      const message = error instanceof Error ? error.message : String(error);
      await tx.execute(`update "${schema}"."kit_outbox" set "status" = ?, "attempts" = ?, "last_error" = ?, "available_at" = ? where "id" = ?`, [
        dead ? 'dead' : 'pending',
        attempts,
        message.slice(0, 2000),
        new Date(now.getTime() + delay * 1000),
        item.id,
      ]);
      logger[dead ? 'error' : 'warn']({ err: error, topic: item.topic, id: item.id, attempts }, dead ? 'outbox item dead after its last attempt' : 'outbox item failed; will retry');
      return dead ? 'dead' : 'retry';
    }
  });
}

/**
 * Processes the items a committed unit of work queued; failures stay queued for the sweeper.
 * Items whose handler calls another service (`afterAnswer`) start in the background: the caller
 * is answered without waiting for them.
 */
export async function processQueued(root: EntityManager, handlers: OutboxHandlers, items: QueuedItem[]): Promise<void> {
  const run = async ({ id }: QueuedItem) => {
    try {
      await processOutboxItem(root, handlers, id);
    } catch (error) {
      logger.warn({ err: error, id }, 'outbox item could not be processed after commit; the sweeper will');
    }
  };
  for (const item of items) {
    if (runsAfterAnswer(handlers[item.topic], item.payload)) void run(item);
    else await run(item);
  }
}

/**
 * The sweeper (`kit-outbox` job): every due item, oldest first, each on its own. Returns what
 * happened to each, so a run can be checked.
 */
export async function drainOutbox(root: EntityManager, handlers: OutboxHandlers, now = new Date(), limit = 500): Promise<Record<ProcessResult, number>> {
  const counts: Record<ProcessResult, number> = { done: 0, retry: 0, dead: 0, skipped: 0 };
  const due = await root
    .fork()
    .execute<{ id: string }[]>(`select "id" from "${schemaOf(root)}"."kit_outbox" where "status" = 'pending' and "available_at" <= ? order by "available_at", "id" limit ?`, [now, limit]);
  for (const { id } of due) counts[await processOutboxItem(root, handlers, String(id), now)] += 1;
  return counts;
}

/**
 * A transaction-scoped lock on a name (PostgreSQL advisory lock, released at commit or rollback):
 * serialises work on one thing (a profile's day, an account's profile list) across processes.
 */
export async function lockKey(em: EntityManager, key: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}
