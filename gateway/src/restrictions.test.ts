import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { signAccessToken, startSubgraph, type Identity, type RunningSubgraph } from '@shop/kit';
import { openTestOrm, startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../subgraphs/commerce/src/schema.js';
import { accountTokenStates } from '../../subgraphs/commerce/src/auth/tokens.service.js';
import { restrictAccount } from '../../subgraphs/commerce/src/restrictions/restrictions.service.js';
import { makeMember } from '../../subgraphs/commerce/src/restrictions/restrictions.testing.js';
import { CREATE_ORDER, orderInput, stockedProduct } from '../../subgraphs/commerce/src/orders/orders.testing.js';
import { orderedLine } from '../../subgraphs/commerce/src/reviews/reviews.testing.js';
import { ReviewEntity } from '../../subgraphs/commerce/src/reviews/review.entities.js';
import { startGateway, type RunningGateway } from './server.js';
import { useAccountStates } from './identity.js';
import { MUTATION_RULES, type Rule } from './authz/matrix.js';
import { restrictionCovering } from './restrictions.js';

/**
 * Account restrictions hold at the gateway, the one door of every subgraph's writes: a real gateway
 * over HTTP in front of a real commerce, whose account states (with the restrictions in force) are
 * read at a controllable clock, so "7 days later" is a value, not a wait.
 */
let shop: TestSubgraph;
let orm: MikroORM;
let server: RunningSubgraph;
let gateway: RunningGateway;
let clock = new Date();

beforeAll(async () => {
  shop = await startTestSubgraph(commerce);
  orm = await openTestOrm(commerce.database);
  server = await startSubgraph(commerce, orm, 0);
  gateway = await startGateway({ port: 0, supergraphPath: fileURLToPath(new URL('../../schema/supergraph.graphql', import.meta.url)), subgraphUrls: { commerce: server.url } });
  // The gateway asks commerce's own function, at the test's clock, instead of commerce's wall clock.
  useAccountStates(async (userId) => {
    const [state] = await accountTokenStates(orm.em.fork() as never, [userId], clock);
    // As the GraphQL answer carries it: times as ISO text.
    return { ...state!, restrictions: state!.restrictions.map((r) => ({ scope: r.scope, endsAt: r.endsAt?.toISOString() ?? null, message: r.message })) };
  });
});
afterAll(async () => {
  useAccountStates(null);
  await gateway.stop();
  await server.stop();
  await orm.close(true);
  await shop.close();
});

const DAY = 86_400_000;
const admin: Identity = testIdentity('admin');
const WRITE_REVIEW = 'mutation ($i: WriteReviewInput!) { writeReview(input: $i) { id } }';

async function post(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, any> }[] } };
}

describe('a restricted account at the gateway', () => {
  it('a member restricted for 7 days cannot order or review until day 8', async () => {
    const { identity } = await makeMember(shop.em());
    const token = await signAccessToken(identity, 600, 0);
    const stocked = await stockedProduct(shop.em(), 100);
    // Bought and confirmed before the restriction: a line to review.
    const lines = [await orderedLine(shop, identity, stocked), await orderedLine(shop, identity, stocked)];
    const start = new Date();
    const restriction = await restrictAccount(shop.em(), admin, { userId: identity.userId, scope: 'ACCOUNT', cause: 'VIOLATION', reason: '욕설이 담긴 리뷰 반복 작성' }, start);
    expect(restriction.endsAt?.getTime()).toBe(start.getTime() + 7 * DAY);

    const order = () => post(token, CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }]) });
    const review = (lineId: string) => post(token, WRITE_REVIEW, { i: { orderLineId: lineId, rating: 5, content: '제한이 끝난 뒤에 쓰는 리뷰입니다.' } });

    // Day 1 to day 7 (the last second of the seventh day included): refused, saying until when and why.
    for (const at of [0, 1, 3, 6].map((d) => start.getTime() + d * DAY).concat(start.getTime() + 7 * DAY - 1000)) {
      clock = new Date(at);
      for (const attempt of [await order(), await review(lines[0]!.lineId)]) {
        expect(attempt.status, `at ${clock.toISOString()}`).toBe(403);
        expect(attempt.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_RESTRICTED');
        expect(attempt.body.errors?.[0]?.message).toMatch(/까지 주문, 리뷰, 문의와 글쓰기를 할 수 없습니다\. \(사유: 욕설이 담긴 리뷰 반복 작성\)/);
      }
    }
    // Nothing was written while refused.
    expect(await shop.em().count(ReviewEntity, { userId: identity.userId })).toBe(0);

    // Day 8: both go through.
    clock = new Date(start.getTime() + 7 * DAY + 60_000);
    const ordered = await order();
    expect(ordered.body.errors).toBeUndefined();
    expect(ordered.body.data?.createOrder?.id).toBeTruthy();
    const reviewed = await review(lines[1]!.lineId);
    expect(reviewed.body.errors).toBeUndefined();
    expect(reviewed.body.data?.writeReview?.id).toBeTruthy();
  });

  it('a content restriction stops writing but not buying; reads and other writes go on', async () => {
    const { identity } = await makeMember(shop.em());
    const token = await signAccessToken(identity, 600, 0);
    const stocked = await stockedProduct(shop.em(), 10);
    clock = new Date();
    await restrictAccount(shop.em(), admin, { userId: identity.userId, scope: 'CONTENT', cause: 'VIOLATION', reason: '광고성 글 반복 게시', days: 3 }, clock);
    const inquiry = await post(token, 'mutation { createInquiry(category: "order", title: "문의합니다", content: "배송 문의를 드립니다.") { id } }', {});
    expect(inquiry.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_RESTRICTED');
    expect(inquiry.status).toBe(403);
    const ordered = await post(token, CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }]) });
    expect(ordered.body.errors).toBeUndefined();
    const me = await post(token, 'query { me { id restrictions { scope message } } }', {});
    expect(me.body.data?.me?.restrictions?.[0]?.scope).toBe('CONTENT');
  });

  it('marks the writes of every subgraph a restriction covers in the matrix (orders, reviews, questions, inquiries, events, community)', () => {
    const marked = Object.entries(MUTATION_RULES as Record<string, Rule>).filter(([, rule]) => rule.restricted);
    const names = new Map(marked.map(([name, rule]) => [name, rule.restricted]));
    for (const name of ['createOrder', 'createPayment']) expect(names.get(name), name).toBe('order');
    for (const name of ['writeReview', 'askProductQuestion', 'createInquiry', 'answerEventSurvey', 'askEventInquiry', 'createCommunityPost', 'leaveCommunityComment', 'replyCommunityComment']) {
      expect(names.get(name), name).toBe('content');
    }
    // Reading, leaving and lifting never are.
    for (const name of ['leave', 'logout', 'cancelOrder', 'restrictAccount', 'liftRestriction']) expect(names.has(name), name).toBe(false);
  });

  it('chooses the restriction that covers a write, the longest first', () => {
    const week = { scope: 'ACCOUNT' as const, endsAt: '2026-12-04T00:00:00.000Z', message: 'a' };
    const forever = { scope: 'CONTENT' as const, endsAt: null, message: 'b' };
    expect(restrictionCovering([week, forever], 'order')).toBe(week);
    expect(restrictionCovering([week, forever], 'content')).toBe(forever);
    expect(restrictionCovering([forever], 'order')).toBeNull();
    expect(restrictionCovering([], 'content')).toBeNull();
  });
});
