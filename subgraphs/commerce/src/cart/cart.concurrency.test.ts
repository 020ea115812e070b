import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { AddressEntity } from '../addresses/address.entity.js';
import { MAX_ADDRESSES } from '../addresses/addresses.service.js';
import { CartLineEntity } from './cart-line.entity.js';
import { MAX_CART_LINES } from './cart.service.js';
import { createStockedProduct, createTestUser } from './cart.testing.js';

/**
 * The cart's and the address book's limits under concurrency: 20 requests of one shopper at once,
 * each in its own transaction on its own connection (a pool of 20), through the real mutations.
 */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const race = <T>(run: (i: number) => Promise<GraphQLResult<T>>) => Promise.all(Array.from({ length: RACERS }, (_, i) => run(i)));
const ADD = 'mutation ($p: ID!, $o: ID, $q: Int!) { addToCart(productId: $p, optionId: $o, quantity: $q) { selectedTotal } }';
const CREATE = 'mutation ($i: AddressInput!) { createAddress(input: $i) { id isDefault } }';
const address = (i: number, isDefault = false) => ({ recipient: '김영희', phone: '01023456789', postcode: '06236', address1: `서울 강남구 테헤란로 ${i}`, isDefault });

describe('cart', () => {
  it(`${RACERS} concurrent adds of one product end as ONE line with the summed quantity`, async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em(), { stock: 500 });
    const answers = await race(() => api.exec(ADD, { p: product.id, o: option.id, q: 3 }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const lines = await api.em().find(CartLineEntity, { userId: me.userId });
    expect(lines.map((l) => l.quantity)).toEqual([RACERS * 3]);
  });

  it(`${RACERS} concurrent adds over 99 are capped: the line holds every accepted add and never more than 99`, async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em(), { stock: 500 });
    const answers = await race(() => api.exec(ADD, { p: product.id, o: option.id, q: 7 }, me));
    const accepted = answers.filter((a) => !a.errors);
    expect(accepted).toHaveLength(14); // 14 × 7 = 98; a 15th would make 105
    for (const refused of answers.filter((a) => a.errors)) expect(refused.errors![0]!.extensions?.code).toBe('CART_QUANTITY_LIMIT');
    expect((await api.em().find(CartLineEntity, { userId: me.userId })).map((l) => l.quantity)).toEqual([98]);
  });

  it(`${RACERS} concurrent adds over the stock are capped at the stock`, async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em(), { stock: 10 });
    const answers = await race(() => api.exec(ADD, { p: product.id, o: option.id, q: 3 }, me));
    expect(answers.filter((a) => !a.errors)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.errors)) expect(refused.errors![0]!.extensions?.code).toBe('OUT_OF_STOCK');
    expect((await api.em().find(CartLineEntity, { userId: me.userId })).map((l) => l.quantity)).toEqual([9]);
  });

  it(`${RACERS} concurrent adds of different products to a cart with ${MAX_CART_LINES - 5} lines let exactly 5 in`, async () => {
    const me = await createTestUser(api.em());
    const em = api.em();
    for (let i = 0; i < MAX_CART_LINES - 5; i++) {
      const { product, option } = await createStockedProduct(em);
      em.create(CartLineEntity, { userId: me.userId, productId: product.id, optionId: option.id, quantity: 1 });
    }
    await em.flush();
    const fresh: Awaited<ReturnType<typeof createStockedProduct>>[] = [];
    for (let i = 0; i < RACERS; i++) fresh.push(await createStockedProduct(api.em()));
    const answers = await race((i) => api.exec(ADD, { p: fresh[i]!.product.id, o: fresh[i]!.option.id, q: 1 }, me));
    expect(answers.filter((a) => !a.errors)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.errors)) expect(refused.errors![0]!.extensions?.code).toBe('CART_LIMIT');
    expect(await api.em().count(CartLineEntity, { userId: me.userId })).toBe(MAX_CART_LINES);
  });
});

describe('address book', () => {
  it(`${RACERS} concurrent first addresses: ${RACERS} saved, exactly one default`, async () => {
    const me = await createTestUser(api.em());
    const answers = await race((i) => api.exec(CREATE, { i: address(i) }, me));
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const rows = await api.em().find(AddressEntity, { userId: me.userId });
    expect(rows).toHaveLength(RACERS);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it(`${RACERS} concurrent "make this the default" adds leave exactly one default`, async () => {
    const me = await createTestUser(api.em());
    await api.ok(CREATE, { i: address(0) }, me);
    const answers = await race((i) => api.exec(CREATE, { i: address(i, true) }, me));
    expect(answers.filter((a) => a.errors)).toHaveLength(1); // 1 + 19 = 20, the limit
    expect(await api.em().count(AddressEntity, { userId: me.userId, isDefault: true })).toBe(1);
  });

  it(`${RACERS} concurrent adds to a book of ${MAX_ADDRESSES - 3} keep exactly ${MAX_ADDRESSES}`, async () => {
    const me = await createTestUser(api.em());
    for (let i = 0; i < MAX_ADDRESSES - 3; i++) await api.ok(CREATE, { i: address(i) }, me);
    const answers = await race((i) => api.exec(CREATE, { i: address(100 + i) }, me));
    expect(answers.filter((a) => !a.errors)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.errors)) expect(refused.errors![0]!.extensions?.code).toBe('ADDRESS_LIMIT');
    expect(await api.em().count(AddressEntity, { userId: me.userId })).toBe(MAX_ADDRESSES);
  });
});
