import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { COMMUNITY_RULES } from './community.entities.js';
import { openTestChannel, storedImage, writePost } from './community.testing.js';

/**
 * Counters and limits under bursts: every request is a mutation in its own unit of work (one
 * transaction), sent at once. The database's statements, locks and constraints must make the
 * result the same as one request after another.
 */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const at = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)));
const codes = (results: { errors?: { extensions?: Record<string, unknown> }[] }[]) => results.map((r) => (r.errors?.[0]?.extensions?.code as string | undefined) ?? 'OK');
const count = (list: string[], code: string) => list.filter((c) => c === code).length;

describe('community counters and limits under concurrency', () => {
  it('50 concurrent views of one post count exactly 50', async () => {
    const channel = await openTestChannel(api);
    const post = await writePost(api, testIdentity(), channel.handle);
    const VIEW = 'mutation ($id: ID!) { addCommunityView(id: $id) { viewCount } }';
    const results = await at(50, (i) => api.exec<{ addCommunityView: { viewCount: number } }>(VIEW, { id: post.id }, i % 2 ? null : testIdentity()));
    expect(codes(results)).toEqual(Array(50).fill('OK'));
    // Each answer is the count right after its own increment: 1..50, each once.
    expect(results.map((r) => r.data!.addCommunityView.viewCount).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [row] = await api.em().execute<{ view_count: number }[]>('select view_count from partners.community_posts where id = ?', [post.id]);
    expect(row!.view_count).toBe(post.viewCount + 50);
  });

  it(`${RACERS} concurrent comments on one post count ${RACERS}`, async () => {
    const channel = await openTestChannel(api);
    const post = await writePost(api, testIdentity(), channel.handle);
    const COMMENT = 'mutation ($i: LeaveCommunityCommentInput!) { leaveCommunityComment(input: $i) { id } }';
    expect(codes(await at(RACERS, (i) => api.exec(COMMENT, { i: { postId: post.id, content: `댓글 ${i}` } }, testIdentity())))).toEqual(Array(RACERS).fill('OK'));
    const [row] = await api.em().execute<{ comment_count: number }[]>('select comment_count from partners.community_posts where id = ?', [post.id]);
    expect(row!.comment_count).toBe(RACERS);
  });

  it(`${RACERS} concurrent category creations stop at ${COMMUNITY_RULES.maxCategories} per channel`, async () => {
    const channel = await openTestChannel(api);
    const CREATE = 'mutation ($n: String!) { createCommunityCategory(name: $n) { id } }';
    const existing = COMMUNITY_RULES.maxCategories - 5;
    for (let i = 0; i < existing; i += 1) await api.ok(CREATE, { n: `기존 ${i}` }, channel.owner);
    const results = codes(await at(RACERS, (i) => api.exec(CREATE, { n: `동시 ${i}` }, channel.owner)));
    expect(count(results, 'OK')).toBe(5);
    expect(count(results, 'CHANNEL_LIMIT')).toBe(RACERS - 5);
    const [row] = await api
      .em()
      .execute<{ n: number; positions: number }[]>('select count(*)::int as n, count(distinct position)::int as positions from partners.community_categories where channel_id = ?', [channel.id]);
    expect(row).toEqual({ n: COMMUNITY_RULES.maxCategories, positions: COMMUNITY_RULES.maxCategories });
  });

  it(`${RACERS} concurrent creations of one category name (in different cases) keep one; the rest are a CONFLICT naming name`, async () => {
    const channel = await openTestChannel(api);
    const name = unique('Protein');
    const spellings = [name, name.toLowerCase(), name.toUpperCase()];
    const results = await at(RACERS, (i) => api.exec('mutation ($n: String!) { createCommunityCategory(name: $n) { id } }', { n: spellings[i % 3] }, channel.owner));
    expect(count(codes(results), 'OK')).toBe(1);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name', message: '이 채널에 같은 이름의 카테고리가 있습니다.' }] });
    }
  });

  it(`${RACERS} concurrent image registrations on one post stop at ${COMMUNITY_RULES.maxImages}`, async () => {
    const channel = await openTestChannel(api);
    const writer = testIdentity();
    const post = await writePost(api, writer, channel.handle);
    const REGISTER = 'mutation ($p: ID!, $u: [String!]!) { registerCommunityImages(postId: $p, urls: $u) { id } }';
    const results = codes(await at(RACERS, (i) => api.exec(REGISTER, { p: post.id, u: [storedImage(100 + i)] }, i % 2 ? writer : channel.owner)));
    expect(count(results, 'OK')).toBe(COMMUNITY_RULES.maxImages);
    expect(count(results, 'CHANNEL_LIMIT')).toBe(RACERS - COMMUNITY_RULES.maxImages);
    const [row] = await api.em().execute<{ n: number }[]>('select cardinality(image_urls) as n from partners.community_posts where id = ?', [post.id]);
    expect(row!.n).toBe(COMMUNITY_RULES.maxImages);
  });

  it(`${RACERS} concurrent adds of one favorite leave one row, and none of them fails`, async () => {
    const channel = await openTestChannel(api);
    const member = testIdentity();
    const post = await writePost(api, testIdentity(), channel.handle);
    const ADD = 'mutation ($i: ChannelFavoriteInput!) { addChannelFavorite(input: $i) { id } }';
    const results = await at(RACERS, () => api.exec<{ addChannelFavorite: { id: string } }>(ADD, { i: { channelId: channel.handle, kind: 'post', targetId: post.id } }, member));
    expect(codes(results)).toEqual(Array(RACERS).fill('OK'));
    expect(new Set(results.map((r) => r.data!.addChannelFavorite.id)).size).toBe(1);
    const [row] = await api.em().execute<{ n: number }[]>('select count(*)::int as n from partners.channel_favorites where user_id = ?', [member.userId]);
    expect(row!.n).toBe(1);
  });
});
