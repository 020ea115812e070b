import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, RateLimited } from './errors.js';
import { logger } from './logger.js';
import { schemaOf } from './outbox.js';

/**
 * Abuse limits (logins, guest accounts, SMS), counted in PostgreSQL by `rate-limiter-flexible`
 * so they hold across processes and replicas. Counters live in the subgraph's own schema, table
 * `kit_rate_limits`, and are written through a small pool of their own, outside the unit of
 * work's transaction: a refused login (an error, so its transaction rolls back) still counts,
 * and a limiter query never waits for a connection that the waiting transactions hold.
 *
 * Each named limit is `points` within `durationSeconds`; going over blocks the key for
 * `blockSeconds`, and each further block within a day doubles, up to `maxBlockSeconds`
 * (`loginAccount`: 5 failures -> 1 min, then 2, 4, ... up to 60 min). Two ways of counting:
 * `consumeLimit` counts every call (guest creation, SMS sends); `assertNotBlocked` +
 * `recordFailure` + `resetLimit` count failures only (logins; a success clears the account).
 *
 * Configuration: `RATE_LIMIT_<NAME>` (e.g. `RATE_LIMIT_LOGIN_ACCOUNT=5/900/60/3600`, as
 * points/durationSeconds/blockSeconds[/maxBlockSeconds]) or `off`; defaults in LIMIT_DEFAULTS.
 * Documented in docs/decisions/security.md ("Limits").
 */
export const RATE_LIMIT_TABLE = 'kit_rate_limits';

export interface LimitRule {
  points: number;
  durationSeconds: number;
  blockSeconds: number;
  /** Cap of the doubling block; equal to blockSeconds for a fixed block. */
  maxBlockSeconds: number;
}

export const LIMIT_DEFAULTS = {
  // Per account, per phone, per login id: tight (one person, one device).
  /** Failed logins per account (login id, or phone for phone-code login). */
  loginAccount: '5/900/60/3600',
  /** Coupon claims per account. */
  couponClaimAccount: '10/60/60/600',
  /** Activity-log entries (page views) per account. */
  usageLog: '120/60/60/600',
  /** Road-address searches (주소 검색) per account. */
  addressSearch: '60/60/60/600',
  // Per client address: loose, because one address is many people — a mobile carrier's NAT puts
  // thousands of phones behind one public address, an office or a school hundreds (docs/decisions/security.md).
  /** Failed logins per client address (any account). */
  loginAddress: '200/900/300/3600',
  /** Guest accounts created per client address (a guest is created only when a cart or an order needs one). */
  guestAddress: '300/600/600/3600',
  /** SMS codes sent per client address (besides 1 a minute and 5 an hour per phone). */
  smsSendAddress: '60/3600/3600/3600',
  /** SMS code checks per client address (besides 5 wrong entries per code). */
  smsVerifyAddress: '300/3600/900/3600',
  /** Coupon claims per client address. */
  couponClaimAddress: '300/60/300/3600',
  /** Activity-log entries (page views) per client address. */
  usageLogAddress: '2000/60/60/600',
  /** Road-address searches (주소 검색) per client address. */
  addressSearchAddress: '1200/60/60/600',
} as const;

export type LimitName = keyof typeof LIMIT_DEFAULTS;

/** What a refused caller reads; `{wait}` becomes `3분`, `45초`, `1시간`. */
const MESSAGES: Record<LimitName, string> = {
  loginAccount: '로그인에 여러 번 실패했습니다. {wait} 후에 다시 시도해주세요.',
  loginAddress: '로그인에 여러 번 실패했습니다. {wait} 후에 다시 시도해주세요.',
  guestAddress: '비회원 계정 생성 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  smsSendAddress: '인증번호 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  smsVerifyAddress: '인증번호 확인 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  couponClaimAccount: '쿠폰 받기 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  couponClaimAddress: '쿠폰 받기 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  usageLog: '이용 기록 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  usageLogAddress: '이용 기록 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  addressSearch: '주소 검색 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  addressSearchAddress: '주소 검색 요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
};

/** How long blocks are remembered for the doubling. */
const STRIKE_MEMORY_SECONDS = 24 * 3600;

/** `loginAccount` -> `RATE_LIMIT_LOGIN_ACCOUNT`. */
export const limitEnvName = (name: LimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** Parses `points/duration/block[/maxBlock]` (seconds); `off` (or 0 points) turns a limit off. */
export function parseLimitRule(value: string, variable = 'rule'): LimitRule | null {
  if (value.trim().toLowerCase() === 'off') return null;
  const parts = value.split('/').map((p) => Number(p.trim()));
  if (parts.length < 3 || parts.length > 4 || parts.some((n) => !Number.isInteger(n) || n < 0)) {
    throw new Error(`${variable}="${value}" is not points/durationSeconds/blockSeconds[/maxBlockSeconds] (whole numbers) or off`);
  }
  const [points, durationSeconds, blockSeconds, maxBlockSeconds = blockSeconds] = parts as [number, number, number, number?];
  if (points === 0) return null;
  if (durationSeconds === 0 || blockSeconds === 0) throw new Error(`${variable}="${value}": duration and block must be positive`);
  return { points, durationSeconds, blockSeconds, maxBlockSeconds: Math.max(maxBlockSeconds, blockSeconds) };
}

/** Every limit's rule (null = off) from the environment, with the defaults. */
export function limitRules(env: NodeJS.ProcessEnv = process.env): Record<LimitName, LimitRule | null> {
  return Object.fromEntries(
    (Object.keys(LIMIT_DEFAULTS) as LimitName[]).map((name) => {
      const variable = limitEnvName(name);
      return [name, parseLimitRule(env[variable] ?? LIMIT_DEFAULTS[name], variable)];
    }),
  ) as Record<LimitName, LimitRule | null>;
}

let rules: Record<LimitName, LimitRule | null> | undefined;
const ruleOf = (name: LimitName) => (rules ??= limitRules())[name];

/** `3분`, `45초`, `1시간`: the wait a refused caller is told. */
export function koreanWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))}초`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}분`;
  return `${Math.ceil(seconds / 3600)}시간`;
}

function refusal(name: LimitName, seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return RateLimited(MESSAGES[name].replace('{wait}', koreanWait(wait)), wait);
}

// One pool per database server, and the table made once per schema. The pool is small: limiter
// statements are single autocommitted upserts.
interface Store {
  pool: pg.Pool;
  tables: Map<string, Promise<void>>;
  limiters: Map<string, RateLimiterPostgres>;
}
const stores = new Map<string, Store>();

function storeOf(em: EntityManager): Store {
  const url = em.config.get('clientUrl');
  if (!url) throw new Error('the ORM has no clientUrl configured');
  let store = stores.get(url);
  if (!store) {
    const pool = new pg.Pool({ connectionString: url, max: 3, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    pool.on('error', (error) => logger.warn({ err: error }, 'rate limit pool: connection error'));
    store = { pool, tables: new Map(), limiters: new Map() };
    stores.set(url, store);
  }
  return store;
}

function ensureTable(store: Store, schema: string): Promise<void> {
  let ready = store.tables.get(schema);
  if (!ready) {
    // Same columns as rate-limiter-flexible's own CREATE; done here so the first request waits for
    // it (the library would create it in the background and refuse calls until then).
    ready = store.pool.query(`create table if not exists "${schema}"."${RATE_LIMIT_TABLE}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`).then(
      () => undefined,
      (error: { code?: string }) => {
        // Another process created it at the same moment (catalog unique index / duplicate table).
        if (error.code === '23505' || error.code === '42P07') return;
        store.tables.delete(schema);
        throw error;
      },
    );
    store.tables.set(schema, ready);
  }
  return ready;
}

async function limiter(em: EntityManager, keyPrefix: string, points: number, durationSeconds: number): Promise<RateLimiterPostgres> {
  const schema = schemaOf(em);
  const store = storeOf(em);
  await ensureTable(store, schema);
  const id = `${schema}.${keyPrefix}`;
  let found = store.limiters.get(id);
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: store.pool,
      storeType: 'pool',
      schemaName: schema,
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Expired rows are deleted every 5 minutes by one limiter per schema.
      clearExpiredByTimeout: store.limiters.size === 0,
      keyPrefix,
      points,
      duration: durationSeconds,
    } as ConstructorParameters<typeof RateLimiterPostgres>[0]);
    store.limiters.set(id, found);
  }
  return found;
}

const counter = (em: EntityManager, name: LimitName, rule: LimitRule) => limiter(em, `${name}:${rule.points}:${rule.durationSeconds}`, rule.points, rule.durationSeconds);
// Blocks imposed on a key within a day: the next block doubles.
const strikes = (em: EntityManager, name: LimitName) => limiter(em, `${name}:strikes`, Number.MAX_SAFE_INTEGER, STRIKE_MEMORY_SECONDS);

/** Keys are stored in varchar(255): long ones (a 1 MB "login id") are hashed. */
function storedKey(key: string): string {
  return key.length <= 100 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Blocks `key` for the rule's block, doubled per earlier block within a day; returns the seconds. */
async function impose(em: EntityManager, name: LimitName, rule: LimitRule, key: string): Promise<number> {
  const strike = (await (await strikes(em, name)).penalty(key, 1)).consumedPoints;
  const seconds = Math.min(rule.blockSeconds * 2 ** Math.max(0, strike - 1), rule.maxBlockSeconds);
  await (await counter(em, name, rule)).block(key, seconds);
  return seconds;
}

/**
 * Counts one call of `name` for `key` (an address, an account); over the limit it throws
 * RATE_LIMITED (HTTP 429) with a Korean message and `retryAfterSeconds`. A null key (no client
 * address: in-process tests and system calls) or a limit set `off` counts nothing.
 */
export async function consumeLimit(em: EntityManager, name: LimitName, rawKey: string | null | undefined): Promise<void> {
  const rule = ruleOf(name);
  if (!rule || !rawKey) return;
  const key = storedKey(rawKey);
  try {
    await (await counter(em, name, rule)).consume(key, 1);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    // The call that went over imposes the (growing) block; later ones read what is left of it.
    const seconds = error.consumedPoints === rule.points + 1 ? await impose(em, name, rule, key) : error.msBeforeNext / 1000;
    throw refusal(name, seconds);
  }
}

/** RATE_LIMITED while `key` is blocked for `name` (failure-counted limits); counts nothing. */
export async function assertNotBlocked(em: EntityManager, name: LimitName, rawKey: string | null | undefined): Promise<void> {
  const rule = ruleOf(name);
  if (!rule || !rawKey) return;
  const state = await (await counter(em, name, rule)).get(storedKey(rawKey));
  if (state && state.consumedPoints >= rule.points) throw refusal(name, state.msBeforeNext / 1000);
}

/**
 * Counts a failure (a wrong password) of `key`; the failure that reaches the limit blocks the key
 * (growing). Returns the block in seconds when this failure imposed one. The caller still answers
 * with its own refusal: the next attempt meets the block (assertNotBlocked).
 */
export async function recordFailure(em: EntityManager, name: LimitName, rawKey: string | null | undefined): Promise<number | null> {
  const rule = ruleOf(name);
  if (!rule || !rawKey) return null;
  const key = storedKey(rawKey);
  const state = await (await counter(em, name, rule)).penalty(key, 1);
  return state.consumedPoints === rule.points ? impose(em, name, rule, key) : null;
}

/** Forgets `key`'s failures and blocks for `name` (a successful login clears its account). */
export async function resetLimit(em: EntityManager, name: LimitName, rawKey: string | null | undefined): Promise<void> {
  const rule = ruleOf(name);
  if (!rule || !rawKey) return;
  const key = storedKey(rawKey);
  await (await counter(em, name, rule)).delete(key);
  await (await strikes(em, name)).delete(key);
}

/** Tests change RATE_LIMIT_* between cases; they call this to re-read them. */
export function resetLimitRules(): void {
  rules = undefined;
}

/** Closes the limits' pools (service shutdown; tests). */
export async function closeRateLimits(): Promise<void> {
  const all = [...stores.values()];
  stores.clear();
  await Promise.all(all.map((s) => s.pool.end()));
}
