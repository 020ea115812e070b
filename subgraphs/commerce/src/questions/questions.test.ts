import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph, testIdentity } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { commerce } from '../schema.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { SellerEntity } from '../catalog/catalog.entities.js';
import { SECRET_PLACEHOLDER } from './questions.service.js';

let api: TestSubgraph;
let productId: string;
const member = (): Identity => testIdentity();
const seller = member();
const admin: Identity = { userId: '2', role: 'admin' };

beforeAll(async () => {
  api = await startTestSubgraph(commerce);
  const product = await createTestProduct(api.em());
  await api.em().nativeUpdate(SellerEntity, { id: product.sellerId }, { userId: seller.userId });
  productId = product.id;
});
afterAll(() => api.close());

const ASK = 'mutation ($p: ID!, $c: String!, $s: Boolean!) { askProductQuestion(productId: $p, content: $c, secret: $s) { id } }';
const LIST = 'query ($p: ID!) { productQuestions(productId: $p, limit: 100) { items { id content answer secret } } }';

describe('product questions', () => {
  it('shows a secret question only to its writer, the seller and admins', async () => {
    const writer = member();
    const { askProductQuestion } = await api.ok<{ askProductQuestion: { id: string } }>(ASK, { p: productId, c: '임산부도 먹어도 되나요?', s: true }, writer);
    const contentFor = async (viewer: Identity | null) =>
      (await api.ok<{ productQuestions: { items: { id: string; content: string }[] } }>(LIST, { p: productId }, viewer)).productQuestions.items.find((q) => q.id === askProductQuestion.id)!.content;
    expect(await contentFor(writer)).toBe('임산부도 먹어도 되나요?');
    expect(await contentFor(seller)).toBe('임산부도 먹어도 되나요?');
    expect(await contentFor(admin)).toBe('임산부도 먹어도 되나요?');
    expect(await contentFor(member())).toBe(SECRET_PLACEHOLDER);
    expect(await contentFor(null)).toBe(SECRET_PLACEHOLDER);
  });

  it('lets the seller answer (not other members), and the writer edit only before the answer', async () => {
    const writer = member();
    const { askProductQuestion } = await api.ok<{ askProductQuestion: { id: string } }>(ASK, { p: productId, c: '하루에 몇 알 먹나요?', s: false }, writer);
    const id = askProductQuestion.id;
    const UPDATE = 'mutation ($id: ID!, $c: String, $a: String) { updateProductQuestion(id: $id, content: $c, answer: $a) { content answer } }';
    expect((await api.exec(UPDATE, { id, a: '두 알입니다.' }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(UPDATE, { id, c: '남의 글 수정' }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok(UPDATE, { id, c: '하루에 몇 알 먹으면 되나요?' }, writer);
    const answered = await api.ok<{ updateProductQuestion: { answer: string } }>(UPDATE, { id, a: '하루 두 알입니다.' }, seller);
    expect(answered.updateProductQuestion.answer).toBe('하루 두 알입니다.');
    expect((await api.exec(UPDATE, { id, c: '답변 후 수정 시도' }, writer)).errors?.[0].extensions?.code).toBe('QUESTION_ANSWERED');
    expect((await api.exec('mutation ($id: ID!) { deleteProductQuestion(id: $id) }', { id }, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await api.ok('mutation ($id: ID!) { deleteProductQuestion(id: $id) }', { id }, writer);
  });

  it('refuses short questions, guests, and the admin list to members', async () => {
    expect((await api.exec(ASK, { p: productId, c: '짧음', s: false }, member())).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.exec(ASK, { p: productId, c: '비회원 질문입니다', s: false }, { userId: '1', role: 'guest' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec('{ allProductQuestions { total } }', {}, member())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.ok<{ allProductQuestions: { total: number } }>('{ allProductQuestions(unansweredOnly: true) { total } }', {}, admin)).allProductQuestions.total).toBeGreaterThan(0);
  });
});
