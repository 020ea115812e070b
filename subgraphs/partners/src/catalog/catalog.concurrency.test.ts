import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { searchKeys } from '@shop/kit';
import { startTestSubgraph, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { ChannelCategoryEntity, ChannelLinkEntity, ChannelProductEntity, ChannelVideoEntity } from './catalog.entities.js';
import { CHANGE_CATEGORIES, CREATE_CATEGORY, CREATE_PRODUCT, EDIT_LINKS, REGISTER_VIDEO, influencerWithChannel, startCommerce, type CommerceForTests } from './catalog.testing.js';

/** Each limit and uniqueness rule of the shop window hit by 20 requests at once, each on its own connection. */
const RACERS = 20;
let api: TestSubgraph;
let shop: CommerceForTests;
beforeAll(async () => {
  shop = await startCommerce();
  api = await startTestSubgraph(partners, { pool: { min: 0, max: RACERS } });
});
afterAll(async () => {
  await api?.close();
  await shop?.close();
});

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code as string | undefined;
const refusedWith = (results: GraphQLResult[]) => [...new Set(results.filter((r) => r.errors).map(codeOf))];

/** `n` categories written directly (the starting state of a race), positions 1..n. */
async function existingCategories(em: EntityManager, channelId: string, n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => em.create(ChannelCategoryEntity, { channelId, name: `기존 ${i + 1}`, position: i + 1, ...searchKeys([`기존 ${i + 1}`]) }));
  await em.flush();
  return rows.map((r) => r.id);
}

const positionsOf = async (entity: typeof ChannelCategoryEntity | typeof ChannelVideoEntity, channelId: string) =>
  (await api.em().find(entity as typeof ChannelVideoEntity, { channelId }, { orderBy: { position: 'asc' } })).map((r) => r.position);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('channel categories under concurrency', () => {
  it(`${RACERS} creations at once on a channel with 25: exactly 5 get in (30 at most), positions 1..30`, async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    await existingCategories(api.em(), channel.id, 25);
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(CREATE_CATEGORY, { i: { name: `동시 ${i}` } }, owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    expect(refusedWith(results)).toEqual(['CHANNEL_LIMIT']);
    expect(await positionsOf(ChannelCategoryEntity, channel.id)).toEqual(oneTo(30));
  });

  it(`${RACERS} creations of one name in different cases at once: exactly one, the rest CONFLICT naming name`, async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const spellings = ['Protein', 'protein', 'PROTEIN', 'pRoTeIn'];
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(CREATE_CATEGORY, { i: { name: spellings[i % spellings.length] } }, owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name' }] });
    expect(await api.em().count(ChannelCategoryEntity, { channelId: channel.id })).toBe(1);
  });

  it(`${RACERS} reorders at once (and ${RACERS} creations at once): positions stay unique and packed, one order wins whole`, async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const created = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.ok<{ createChannelCategory: { id: string } }>(CREATE_CATEGORY, { i: { name: `칸 ${i}` } }, owner)));
    expect(await positionsOf(ChannelCategoryEntity, channel.id)).toEqual(oneTo(RACERS));
    const ids = created.map((c) => c.createChannelCategory.id);
    // Each racer rotates the list by its own amount and renames with its number.
    const orders = Array.from({ length: RACERS }, (_, r) => ids.map((_, i) => ({ id: ids[(i + r) % ids.length]!, name: `${r}번 순서 ${i}` })));
    const results = await Promise.all(orders.map((c) => api.exec(CHANGE_CATEGORIES, { c }, owner)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    const after = await api.em().find(ChannelCategoryEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
    expect(after.map((c) => c.position)).toEqual(oneTo(RACERS));
    const winner = Number(after[0]!.name.split('번')[0]);
    expect(after.map((c) => ({ id: c.id, name: c.name }))).toEqual(orders[winner]);
  });
});

describe('recommended products under concurrency', () => {
  it(`${RACERS} recommendations at once in a category with 45: exactly 5 get in (50 at most)`, async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const box = (await api.ok<{ createChannelCategory: { id: string } }>(CREATE_CATEGORY, { i: { name: '가득' } }, owner)).createChannelCategory;
    const em = api.em();
    // Product ids of nobody's: partners keeps commerce's ids without a foreign key.
    for (let i = 0; i < 45; i += 1) em.create(ChannelProductEntity, { categoryId: box.id, productId: String(900_000_000_000 + i), position: i + 1 });
    await em.flush();
    const products = [];
    for (let i = 0; i < RACERS; i += 1) products.push(await shop.product());
    const results = await Promise.all(products.map((p) => api.exec(CREATE_PRODUCT, { i: { categoryId: box.id, productId: p.id } }, owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    expect(refusedWith(results)).toEqual(['CHANNEL_LIMIT']);
    const positions = (await api.em().find(ChannelProductEntity, { categoryId: box.id }, { orderBy: { position: 'asc' } })).map((r) => r.position);
    expect(positions).toEqual(oneTo(50));
  });

  it(`${RACERS} recommendations of one product in one category at once: exactly one, the rest CONFLICT naming productId`, async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const box = (await api.ok<{ createChannelCategory: { id: string } }>(CREATE_CATEGORY, { i: { name: '하나만' } }, owner)).createChannelCategory;
    const product = await shop.product();
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(CREATE_PRODUCT, { i: { categoryId: box.id, productId: product.id, comment: `${i}` } }, owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'productId' }] });
    expect(await api.em().count(ChannelProductEntity, { categoryId: box.id })).toBe(1);
  });
});

describe('videos and links under concurrency', () => {
  it(`${RACERS} videos at once on a channel with 15: exactly 5 get in (20 at most), positions 1..20`, async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const em = api.em();
    for (let i = 0; i < 15; i += 1) em.create(ChannelVideoEntity, { channelId: channel.id, title: `영상 ${i}`, url: `https://youtu.be/old${i}`, provider: 'youtube', position: i + 1 });
    await em.flush();
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(REGISTER_VIDEO, { i: { title: `새 영상 ${i}`, url: `https://youtu.be/new${i}` } }, owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    expect(refusedWith(results)).toEqual(['CHANNEL_LIMIT']);
    expect(await positionsOf(ChannelVideoEntity, channel.id)).toEqual(oneTo(20));
  });

  it(`${RACERS} registrations of one video address at once: exactly one, the rest CONFLICT naming url`, async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => api.exec(REGISTER_VIDEO, { i: { title: `같은 영상 ${i}`, url: 'https://vimeo.com/424242' } }, owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'url' }] });
    expect(await api.em().count(ChannelVideoEntity, { channelId: channel.id })).toBe(1);
  });

  it(`${RACERS} replacements of the links at once, 10 each: the channel ends with one request's 10 (10 at most)`, async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const lists = Array.from({ length: RACERS }, (_, r) => Array.from({ length: 10 }, (_, i) => ({ label: `${r}번 ${i}`, url: `https://example.com/${r}/${i}` })));
    const results = await Promise.all(lists.map((l) => api.exec(EDIT_LINKS, { l }, owner)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    const links = await api.em().find(ChannelLinkEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
    expect(links).toHaveLength(10);
    const winner = Number(links[0]!.label.split('번')[0]);
    expect(links.map((l) => ({ label: l.label, url: l.url }))).toEqual(lists[winner]);
  });
});
