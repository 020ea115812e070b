import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { declareConstraints } from './constraints.js';
import { AppError, keepWritesAndRefuse } from './errors.js';
import type { Context } from './context.js';
import { migrate } from './database.js';
import { afterAnswer, drainOutbox, enqueue, kitTablesSql, OUTBOX_MAX_ATTEMPTS, processOutboxItem } from './outbox.js';
import { startTestSubgraph, testIdentity, type TestSubgraph } from './testing.js';

/**
 * The kit's unit of work, constraint mapping, idempotency keys and outbox, on a small schema of
 * their own (kit_uow_test) with the kit's real migration, through real GraphQL mutations.
 */
const SCHEMA = 'kit_uow_test';

class TestTables extends Migration {
  override name = 'TestTables';
  override up(): void {
    for (const sql of kitTablesSql(SCHEMA)) this.addSql(sql);
    this.addSql(`create table "${SCHEMA}"."items" ("id" bigserial primary key, "name" varchar(40) not null, "n" int not null default 0 check ("n" between 0 and 10))`);
    this.addSql(`alter table "${SCHEMA}"."items" add constraint "items_name_unique" unique ("name")`);
  }
}

declareConstraints({
  items_name_unique: { field: 'name', message: '이미 있는 이름입니다.' },
  items_n_check: { field: 'n', message: 'n은 0에서 10 사이여야 합니다.' },
});

@ObjectType()
class Item {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

const insertItem = async (em: EntityManager, name: string, n = 0): Promise<Item> => {
  const [row] = await em.execute<{ id: string; name: string }[]>(`insert into "${SCHEMA}"."items" ("name", "n") values (?, ?) returning "id", "name"`, [name, n]);
  return { id: String(row.id), name: row.name };
};

@Resolver()
class ItemsResolver {
  @Query(() => Int)
  itemCount(@Arg('prefix', () => String) prefix: string, @Ctx() ctx: Context): Promise<number> {
    return ctx.em.execute<{ n: string }[]>(`select count(*) as n from "${SCHEMA}"."items" where "name" like ?`, [`${prefix}%`]).then((r) => Number(r[0].n));
  }

  @Mutation(() => Item)
  async addItem(@Arg('name', () => String) name: string, @Arg('n', () => Int, { nullable: true }) n: number | null, @Ctx() ctx: Context): Promise<Item> {
    return insertItem(ctx.em, name, n ?? 0);
  }

  /** Two steps; the second fails on purpose when asked. */
  @Mutation(() => [Item])
  async addTwo(@Arg('first', () => String) first: string, @Arg('second', () => String) second: string, @Arg('failSecond', () => Boolean) failSecond: boolean, @Ctx() ctx: Context): Promise<Item[]> {
    const a = await insertItem(ctx.em, first);
    if (failSecond) throw new Error('the second step failed');
    return [a, await insertItem(ctx.em, second)];
  }

  /** Counts an attempt under `name` and refuses; the count stands (as a wrong SMS code's attempt does). */
  @Mutation(() => Item)
  async attemptAndRefuse(@Arg('name', () => String) name: string, @Ctx() ctx: Context): Promise<Item> {
    await ctx.em.execute(`insert into "${SCHEMA}"."items" ("name", "n") values (?, 1) on conflict ("name") do update set "n" = "items"."n" + 1`, [name]);
    throw keepWritesAndRefuse(new AppError('SMS_CODE_MISMATCH', '인증번호가 일치하지 않습니다.', { fields: [{ field: 'code', message: '인증번호가 일치하지 않습니다.' }] }));
  }

  /** Queues follow-up work with the change. */
  @Mutation(() => Item)
  async addItemAndFollowUp(@Arg('name', () => String) name: string, @Arg('topic', () => String) topic: string, @Ctx() ctx: Context): Promise<Item> {
    const item = await insertItem(ctx.em, name);
    await enqueue(ctx.em, topic, { name: `${name}-followed` });
    return item;
  }
}

/** A follow-up that calls "another service": it waits until the test lets it go. */
let releaseRemote: () => void = () => undefined;
const remoteCalled: string[] = [];
const outbox = {
  remote: afterAnswer(async (em: EntityManager, payload: { name: string }) => {
    remoteCalled.push(payload.name);
    await new Promise<void>((resolve) => (releaseRemote = resolve));
    return insertItem(em, payload.name);
  }),
  'follow-up': async (em: EntityManager, payload: { name: string }) => insertItem(em, payload.name),
  broken: async () => {
    throw new Error('the follow-up service is down');
  },
};

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(
    { name: 'kittest', resolvers: [ItemsResolver], outbox, database: { schema: SCHEMA, entities: [], migrations: [{ name: 'TestTables', class: TestTables }] } },
    { discovery: { warnWhenNoEntities: false } },
  );
  await api.orm.em.getConnection().execute(`drop schema if exists "${SCHEMA}" cascade`);
  await migrate(api.orm, SCHEMA);
});
afterAll(async () => {
  await api?.close();
});

/** Waits (5 s at most) until `done` answers true. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const prefix = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const count = async (p: string) => (await api.ok<{ itemCount: number }>('query ($p: String!) { itemCount(prefix: $p) }', { p })).itemCount;
const ADD = 'mutation ($name: String!, $n: Int) { addItem(name: $name, n: $n) { id name } }';

describe('one transaction per mutation', () => {
  it('a mutation whose second step fails leaves nothing of its first', async () => {
    const p = prefix();
    const failed = await api.exec('mutation ($a: String!, $b: String!) { addTwo(first: $a, second: $b, failSecond: true) { id } }', { a: `${p}a`, b: `${p}b` }, testIdentity());
    expect(failed.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await count(p)).toBe(0);
    await api.ok('mutation ($a: String!, $b: String!) { addTwo(first: $a, second: $b, failSecond: false) { id } }', { a: `${p}a`, b: `${p}b` }, testIdentity());
    expect(await count(p)).toBe(2);
  });

  it('a unique violation is a 409 CONFLICT naming the field, with the Korean message; 20 at once make one row', async () => {
    const name = prefix();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.exec(ADD, { name }, testIdentity())));
    expect(answers.filter((a) => !a.errors).length).toBe(1);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(19);
    for (const a of refused) {
      expect(a.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name', message: '이미 있는 이름입니다.' }] });
      expect(a.errors![0].message).toBe('이미 있는 이름입니다.');
    }
    expect(await count(name)).toBe(1);
  });

  it('a CHECK violation is BAD_USER_INPUT naming the field', async () => {
    const result = await api.exec(ADD, { name: prefix(), n: 11 }, testIdentity());
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'n' }] });
  });
});

describe('idempotency keys', () => {
  it('a retried create with the same key returns the first answer and creates one row, also when 20 retries race', async () => {
    const name = prefix();
    const identity = testIdentity();
    const key = `key-${name}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.exec<{ addItem: Item }>(ADD, { name }, identity, { idempotencyKey: key })));
    expect(answers.map((a) => a.errors)).toEqual(Array(20).fill(undefined));
    expect(new Set(answers.map((a) => a.data!.addItem.id)).size).toBe(1);
    expect(await count(name)).toBe(1);
    const later = await api.ok<{ addItem: Item }>(ADD, { name }, identity, { idempotencyKey: key });
    expect(later.addItem).toEqual(answers[0].data!.addItem);
  });

  it('the same key with different arguments is a conflict; another caller has their own keys', async () => {
    const identity = testIdentity();
    const key = `key-${prefix()}`;
    await api.ok(ADD, { name: prefix() }, identity, { idempotencyKey: key });
    const reused = await api.exec(ADD, { name: prefix() }, identity, { idempotencyKey: key });
    expect(reused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'Idempotency-Key' }] });
    const other = prefix();
    await api.ok(ADD, { name: other }, testIdentity(), { idempotencyKey: key });
    expect(await count(other)).toBe(1);
  });

  it('a failed first attempt does not keep the key: the retry runs', async () => {
    const identity = testIdentity();
    const key = `key-${prefix()}`;
    const failed = await api.exec(ADD, { name: prefix(), n: 99 }, identity, { idempotencyKey: key });
    expect(failed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Had the key been kept, different arguments would be refused as a reused key.
    const name = prefix();
    await api.ok(ADD, { name }, identity, { idempotencyKey: key });
    expect(await count(name)).toBe(1);
  });

  it("a refusal whose writes stand is the key's answer: a retry (20 at once, and later) is refused the same way and counts nothing again", async () => {
    const identity = testIdentity();
    const name = prefix();
    const key = `key-${name}`;
    const ATTEMPT = 'mutation ($name: String!) { attemptAndRefuse(name: $name) { id } }';
    const attempts = async () => (await api.orm.em.fork().execute<{ n: number }[]>(`select "n" from "${SCHEMA}"."items" where "name" = ?`, [name]))[0]?.n;
    const first = await api.exec(ATTEMPT, { name }, identity, { idempotencyKey: key });
    const refusal = { message: '인증번호가 일치하지 않습니다.', extensions: { code: 'SMS_CODE_MISMATCH', fields: [{ field: 'code', message: '인증번호가 일치하지 않습니다.' }] } };
    expect(first.errors?.[0]).toMatchObject(refusal);
    expect(await attempts()).toBe(1);
    const retries = await Promise.all(Array.from({ length: 20 }, () => api.exec(ATTEMPT, { name }, identity, { idempotencyKey: key })));
    for (const retry of [...retries, await api.exec(ATTEMPT, { name }, identity, { idempotencyKey: key })]) {
      expect(retry.data).toBeNull();
      expect(retry.errors).toHaveLength(1);
      expect(retry.errors![0]).toMatchObject(refusal);
    }
    expect(await attempts()).toBe(1);
    // Without a key every attempt is a new one.
    await api.exec(ATTEMPT, { name }, identity);
    expect(await attempts()).toBe(2);
  });

  it('a malformed key is refused before anything runs', async () => {
    const name = prefix();
    const result = await api.exec(ADD, { name }, testIdentity(), { idempotencyKey: 'short' });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'Idempotency-Key' }] });
    expect(await count(name)).toBe(0);
  });
});

describe('outbox', () => {
  const FOLLOW = 'mutation ($name: String!, $topic: String!) { addItemAndFollowUp(name: $name, topic: $topic) { id } }';
  const status = async (name: string) =>
    (
      await api.orm.em
        .fork()
        .execute<{ status: string; attempts: number; last_error: string | null }[]>(`select "status", "attempts", "last_error" from "${SCHEMA}"."kit_outbox" where "payload"->>'name' = ?`, [name])
    )[0];

  it('work queued by a mutation commits with it and runs right after the commit', async () => {
    const name = prefix();
    await api.ok(FOLLOW, { name, topic: 'follow-up' }, testIdentity());
    expect(await count(`${name}-followed`)).toBe(1);
    expect(await status(`${name}-followed`)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('work that calls another service (afterAnswer) starts after the commit without holding the answer, and finishes in the background', async () => {
    const name = prefix();
    // Were the answer waiting for the follow-up, this would never resolve (the follow-up waits for the test).
    await api.ok(FOLLOW, { name, topic: 'remote' }, testIdentity());
    expect(await count(name)).toBe(1);
    await until(async () => remoteCalled.includes(`${name}-followed`));
    expect(await count(`${name}-followed`)).toBe(0);
    releaseRemote();
    await until(async () => (await status(`${name}-followed`))?.status === 'done');
    expect(await count(`${name}-followed`)).toBe(1);
  });

  it('work queued by a mutation that fails is never run', async () => {
    const name = prefix();
    await api.ok(ADD, { name }, testIdentity());
    const failed = await api.exec(FOLLOW, { name, topic: 'follow-up' }, testIdentity());
    expect(failed.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await status(`${name}-followed`)).toBeUndefined();
  });

  it('a failing item does not block the next; it is retried later and parked as dead after its last attempt', async () => {
    const bad = prefix();
    const good = prefix();
    await api.ok(FOLLOW, { name: bad, topic: 'broken' }, testIdentity());
    // The good one is queued after the bad one and still runs.
    await api.ok(FOLLOW, { name: good, topic: 'follow-up' }, testIdentity());
    expect(await count(`${good}-followed`)).toBe(1);
    expect(await status(`${bad}-followed`)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'the follow-up service is down' });

    // Not due yet: the sweeper leaves it alone until its retry time.
    const [{ id }] = await api.orm.em.fork().execute<{ id: string }[]>(`select "id" from "${SCHEMA}"."kit_outbox" where "payload"->>'name' = ?`, [`${bad}-followed`]);
    expect(await processOutboxItem(api.orm.em.fork() as EntityManager, outbox, String(id), new Date())).toBe('skipped');
    let clock = Date.now();
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      clock += 3_600_000;
      await drainOutbox(api.orm.em.fork() as EntityManager, outbox, new Date(clock));
    }
    expect(await status(`${bad}-followed`)).toMatchObject({ status: 'dead', attempts: OUTBOX_MAX_ATTEMPTS });
    clock += 3_600_000;
    const after = await drainOutbox(api.orm.em.fork() as EntityManager, outbox, new Date(clock));
    expect(after.dead + after.retry).toBe(0);
  });

  it('two sweepers never run one item twice', async () => {
    const name = prefix();
    const em = api.orm.em.fork() as EntityManager;
    await em.transactional((tx) => enqueue(tx as EntityManager, 'follow-up', { name }));
    const results = await Promise.all([drainOutbox(api.orm.em.fork() as EntityManager, outbox), drainOutbox(api.orm.em.fork() as EntityManager, outbox)]);
    // What the test means: the item ran once. (Which sweeper took it is not the point; another
    // sweeper of the same schema may even have taken it first, so this waits for it to be done.)
    expect(results[0].done + results[1].done).toBeLessThanOrEqual(1);
    await until(async () => (await status(`${name}`))?.status === 'done');
    expect(await status(`${name}`)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await count(name)).toBe(1);
  });
});
