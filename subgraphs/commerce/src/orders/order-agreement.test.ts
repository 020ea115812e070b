import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { OrderEntity } from './order.entities.js';
import { CREATE_ORDER, currentStock, orderInput, stockedProduct } from './orders.testing.js';

/** 주문 내용 확인 및 결제 동의 (issue 21 item 3): createOrder places an order only with the buyer's agreement, and keeps when it was given. */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('the order-terms agreement', () => {
  it.each([
    ['left out', undefined],
    ['false', false],
    ['null', null],
  ])('%s: a 400 naming agreedToTerms in Korean, and no order, no stock taken', async (_case, agreedToTerms) => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 5);
    const input: Record<string, unknown> = { ...orderInput([{ ...stocked, quantity: 2 }]) };
    if (agreedToTerms === undefined) delete input.agreedToTerms;
    else input.agreedToTerms = agreedToTerms;
    const { data, errors } = await api.exec(CREATE_ORDER, { i: input }, me);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: '주문 내용을 확인하고 결제에 동의해주세요.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'agreedToTerms', message: '주문 내용을 확인하고 결제에 동의해주세요.' }] },
    });
    expect(await api.em().count(OrderEntity, { userId: me.userId })).toBe(0);
    expect(await currentStock(api.em(), stocked.option.id)).toBe(5);
  });

  it('true: the order is placed and keeps when the buyer agreed', async () => {
    const me = testIdentity();
    const stocked = await stockedProduct(api.em(), 5);
    const before = Date.now();
    const { createOrder } = await api.ok<{ createOrder: { id: string } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 2 }], { agreedToTerms: true }) }, me);
    const order = await api.em().findOneOrFail(OrderEntity, { id: createOrder.id });
    expect(order.termsAgreedAt).toBeInstanceOf(Date);
    expect(order.termsAgreedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await currentStock(api.em(), stocked.option.id)).toBe(3);
  });
});
