import { createHash } from 'node:crypto';
import { DeadlockException, LockWaitTimeoutException, helper, type AnyEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Context } from './context.js';
import { isErrorCode, type ErrorCode } from './error-codes.js';
import { AppError, BadInput, Conflict, keepsWrites } from './errors.js';
import { Loaders } from './loaders.js';
import { logger } from './logger.js';
import { collectQueued, processQueued, schemaOf, type OutboxHandlers, type QueuedItem } from './outbox.js';

/**
 * The unit of work: every root mutation field runs in one database transaction opened here, not
 * in resolvers. Resolvers and services use `ctx.em`, which is the transaction's EntityManager for
 * the duration; either everything the mutation wrote commits or nothing does. Outbox items the
 * mutation queued are processed right after the commit (those that call another service start in
 * the background: the answer does not wait for them).
 *
 * With an idempotency key (the `Idempotency-Key` header forwarded by the gateway), the first
 * answer of a (caller, key, mutation field) is stored in the same transaction as the change; a
 * retry returns that answer and changes nothing, even when the first is still running (the retry
 * waits on the key's row, then reads the committed answer). A refusal whose writes stand
 * (`keepWritesAndRefuse`) is that key's answer too: the retry is refused again with the same code,
 * message and fields, and counts nothing a second time.
 */
export interface UnitOfWorkOptions {
  outbox?: OutboxHandlers;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const RETRIES = 3;

export function wrapMutationsInUnitOfWork(schema: GraphQLSchema, options: UnitOfWorkOptions = {}): void {
  const mutation = schema.getMutationType();
  if (!mutation) return;
  for (const field of Object.values(mutation.getFields())) {
    const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>;
    field.resolve = (source, args, ctx, info) => runUnitOfWork(ctx, info.fieldName, args, () => resolve(source, args, ctx, info), options);
  }
}

export async function runUnitOfWork<T>(ctx: Context, operation: string, args: unknown, run: () => Promise<T> | T, options: UnitOfWorkOptions = {}): Promise<T> {
  const root = ctx.em;
  const key = ctx.idempotencyKey ?? null;
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw BadInput([{ field: 'Idempotency-Key', message: '요청 키(Idempotency-Key)는 영문, 숫자, -_.: 로 된 8~200자여야 합니다.' }]);
  }
  // Anonymous callers (before a guest account exists) share one namespace; keys are random.
  const userId = ctx.identity?.userId ?? 'anonymous';
  const requestHash = key
    ? createHash('sha256')
        .update(`${operation}\n${stableJson(args)}`)
        .digest('hex')
    : '';
  for (let attempt = 1; ; attempt += 1) {
    let queued: QueuedItem[] = [];
    try {
      // After the commit MikroORM merges the transaction's entities into `root`, so the fields
      // under the mutation (and lazy references) read through `root`, outside the finished transaction.
      const outcome = await root.transactional(async (tx) => {
        const em = tx as EntityManager;
        ctx.em = em;
        // Loaders cache rows; a retried attempt must not see the rolled-back one's.
        ctx.loaders = new Loaders();
        queued = collectQueued(em);
        if (key) {
          const replay = await claimKey(em, userId, key, operation, requestHash);
          if (replay) return { replay };
        }
        let value: T;
        try {
          value = await run();
        } catch (error) {
          if (keepsWrites(error)) {
            await em.flush();
            // The refusal is this key's answer: a retry must hear it again, not replay nothing.
            if (key) await storeAnswer(em, userId, key, operation, error);
            return { refusal: error };
          }
          throw error;
        }
        await em.flush();
        if (key) await storeAnswer(em, userId, key, operation, value);
        return { value };
      });
      ctx.em = root;
      if ('refusal' in outcome) throw outcome.refusal as AppError;
      if ('replay' in outcome) return (await revive(ctx.em, outcome.replay!)) as T;
      if (queued.length && options.outbox) await processQueued(root, options.outbox, queued);
      return outcome.value as T;
    } catch (error) {
      ctx.em = root;
      if (attempt < RETRIES && isTransient(error)) {
        logger.warn({ err: error, operation, attempt }, 'transaction conflict; retrying the mutation');
        continue;
      }
      throw error;
    }
  }
}

function isTransient(error: unknown): boolean {
  if (error instanceof DeadlockException || error instanceof LockWaitTimeoutException) return true;
  return (error as { code?: string })?.code === '40001';
}

/** Stable JSON of arguments (sorted keys) for the request fingerprint. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  return `{${Object.keys(value as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

/** A stored answer: entities by class and primary key (re-read on replay), anything else as JSON. */
type StoredAnswer =
  | { kind: 'json'; value: unknown }
  | { kind: 'refusal'; message: string; extensions: Record<string, unknown> }
  | { kind: 'entity'; entity: string; id: unknown }
  | { kind: 'entities'; entity: string; ids: unknown[] };

function isEntity(value: unknown): value is AnyEntity {
  return !!value && typeof value === 'object' && !!(value as { __helper?: unknown }).__helper;
}

function toStored(value: unknown): StoredAnswer {
  if (value instanceof AppError) return { kind: 'refusal', message: value.message, extensions: { ...value.extensions } };
  if (isEntity(value)) return { kind: 'entity', entity: helper(value).__meta.className, id: helper(value).getPrimaryKey() };
  if (Array.isArray(value) && value.length > 0 && value.every(isEntity)) {
    return { kind: 'entities', entity: helper(value[0]).__meta.className, ids: value.map((v) => helper(v).getPrimaryKey()) };
  }
  return { kind: 'json', value: JSON.parse(JSON.stringify(value ?? null, (_k, v) => (isEntity(v) ? helper(v).toPOJO() : v))) };
}

async function revive(em: EntityManager, stored: StoredAnswer): Promise<unknown> {
  if (stored.kind === 'json') return stored.value;
  if (stored.kind === 'refusal') {
    const { code, ...extra } = stored.extensions;
    throw new AppError(isErrorCode(String(code)) ? (code as ErrorCode) : 'INTERNAL_SERVER_ERROR', stored.message, extra);
  }
  const entity = em.getMetadata().getByClassName(stored.entity).class;
  if (stored.kind === 'entity') return em.findOne(entity, stored.id as never);
  {
    const found = await em.find(entity, stored.ids as never);
    const byId = new Map(found.map((e) => [String(helper(e as AnyEntity).getPrimaryKey()), e]));
    return stored.ids.map((id) => byId.get(String(id))).filter(Boolean);
  }
}

/**
 * Takes the key for this request. The insert waits while another transaction holds the same key
 * uncommitted; if that one commits, this one conflicts and replays its answer; if it rolled back,
 * this one proceeds as the first.
 */
async function claimKey(em: EntityManager, userId: string, key: string, operation: string, requestHash: string): Promise<StoredAnswer | null> {
  const table = `"${schemaOf(em)}"."kit_idempotency_keys"`;
  const inserted = await em.execute<{ key: string }[]>(`insert into ${table} ("user_id", "key", "operation", "request_hash") values (?, ?, ?, ?) on conflict do nothing returning "key"`, [
    userId,
    key,
    operation,
    requestHash,
  ]);
  if (inserted.length) return null;
  const [row] = await em.execute<{ request_hash: string; answer: StoredAnswer | null }[]>(`select "request_hash", "answer" from ${table} where "user_id" = ? and "key" = ? and "operation" = ?`, [
    userId,
    key,
    operation,
  ]);
  if (!row || row.request_hash !== requestHash)
    throw Conflict('같은 요청 키(Idempotency-Key)로 다른 내용을 보낼 수 없습니다.', { fields: [{ field: 'Idempotency-Key', message: '요청 키가 다른 요청에 이미 쓰였습니다.' }] });
  return row.answer ?? { kind: 'json', value: null };
}

async function storeAnswer(em: EntityManager, userId: string, key: string, operation: string, value: unknown): Promise<void> {
  await em.execute(`update "${schemaOf(em)}"."kit_idempotency_keys" set "answer" = ?::jsonb where "user_id" = ? and "key" = ? and "operation" = ?`, [
    JSON.stringify(toStored(value)),
    userId,
    key,
    operation,
  ]);
}
