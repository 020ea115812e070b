import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestSubgraph, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { CombinationEntity } from './catalog.entities.js';
import { CREATE_CATEGORY, REGISTER_COMBINATION, influencerWithChannel, startCommerce, type CommerceForTests } from './catalog.testing.js';
import { combinationPrice, discountedAmount } from './combinations.service.js';

let api: TestSubgraph;
let shop: CommerceForTests;
beforeAll(async () => {
  shop = await startCommerce();
  api = await startTestSubgraph(partners);
});
afterAll(async () => {
  await api?.close();
  await shop?.close();
});

const extensionsOf = (result: GraphQLResult) => result.errors?.[0]?.extensions;

/** An HTTP proxy in front of `target` that counts the requests it passes on. */
async function countingProxy(target: string): Promise<{ url: string; requests(): number; close(): Promise<void> }> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the price rule', () => {
  it.each([
    // amount, rate, discounted: amount x (100 - rate) / 100, rounded down to 10 won
    [18000, 0, 18000],
    [18000, 10, 16200],
    [18000, 50, 9000],
    [19999, 0, 19990],
    [19999, 15, 16990],
    [33333, 33, 22330],
    [9, 0, 0],
    [0, 20, 0],
  ])('a line of %i won at %i%% costs %i won', (amount, rate, expected) => {
    expect(discountedAmount(amount, rate)).toBe(expected);
  });

  it('sums the lines; a product or option commerce does not sell makes the combination unpurchasable', () => {
    const lines = [
      { combinationId: '1', lineNo: 1, productId: '10', optionId: null, quantity: 2 },
      { combinationId: '1', lineNo: 2, productId: '20', optionId: '201', quantity: 1 },
    ];
    const products = new Map([
      ['10', { id: '10', name: 'a', salePrice: 12345, status: 'on_sale', options: [] }],
      ['20', { id: '20', name: 'b', salePrice: 10000, status: 'on_sale', options: [{ id: '201', extraPrice: 5000 }] }],
    ]);
    expect(combinationPrice({ discountRate: 15 }, lines, products)).toEqual({
      discountRate: 15,
      purchasable: true,
      listPrice: 39690,
      // 24690 x 0.85 = 20986.5 -> 20980; 15000 x 0.85 = 12750
      price: 33730,
      discount: 5960,
      lines: [
        { lineNo: 1, productId: '10', optionId: null, quantity: 2, unitPrice: 12345, amount: 24690, discountedAmount: 20980 },
        { lineNo: 2, productId: '20', optionId: '201', quantity: 1, unitPrice: 15000, amount: 15000, discountedAmount: 12750 },
      ],
    });
    const soldOut = new Map(products).set('20', { ...products.get('20')!, status: 'sold_out' });
    expect(combinationPrice({ discountRate: 15 }, lines, soldOut)).toMatchObject({ purchasable: false, price: null, listPrice: null, lines: [{ unitPrice: 12345 }, { unitPrice: null }] });
    const withoutOption = new Map(products).set('20', { ...products.get('20')!, options: [] });
    expect(combinationPrice({ discountRate: 15 }, lines, withoutOption)).toMatchObject({ purchasable: false, lines: [{}, { unitPrice: null }] });
    const gone = new Map(products);
    gone.delete('10');
    expect(combinationPrice({ discountRate: 15 }, lines, gone)).toMatchObject({ purchasable: false, lines: [{ unitPrice: null }, { unitPrice: 15000 }] });
  });
});

describe('combinations', () => {
  it('are made of 2-10 lines of products on sale, options their own, quantities 1-10 and a rate of 0-50%, each refusal naming its field', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const [a, b] = [await shop.product(), await shop.product()];
    const soldOut = await shop.product({ status: 'sold_out' });
    const line = (productId: string, quantity = 1, optionId?: string) => ({ productId, quantity, ...(optionId ? { optionId } : {}) });
    const make = (input: Record<string, unknown>) => api.exec(REGISTER_COMBINATION, { i: { name: '세트', discountRate: 10, lines: [line(a.id), line(b.id)], ...input } }, owner);
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['one line', { lines: [line(a.id)] }, { code: 'BAD_USER_INPUT', fields: [{ field: 'lines', message: '상품을 2개 이상 골라주세요.' }] }],
      ['eleven lines', { lines: Array.from({ length: 11 }, () => line(a.id)) }, { code: 'BAD_USER_INPUT', fields: [{ field: 'lines', message: '상품은 10개까지 조합할 수 있습니다.' }] }],
      ['quantity 0', { lines: [line(a.id, 0), line(b.id)] }, { code: 'BAD_USER_INPUT', fields: [{ field: 'lines.0.quantity' }] }],
      ['quantity 11', { lines: [line(a.id), line(b.id, 11)] }, { code: 'BAD_USER_INPUT', fields: [{ field: 'lines.1.quantity' }] }],
      ['rate 51', { discountRate: 51 }, { code: 'BAD_USER_INPUT', fields: [{ field: 'discountRate' }] }],
      ['rate -1', { discountRate: -1 }, { code: 'BAD_USER_INPUT', fields: [{ field: 'discountRate' }] }],
      ['empty name', { name: ' ' }, { code: 'BAD_USER_INPUT', fields: [{ field: 'name' }] }],
      ['the same product twice', { lines: [line(a.id), line(a.id, 2)] }, { code: 'BAD_USER_INPUT', fields: [{ field: 'lines.1.productId' }] }],
      ['a missing product', { lines: [line(a.id), line('987654321098')] }, { code: 'NOT_FOUND', fields: [{ field: 'lines.1.productId', message: '상품을 찾을 수 없습니다.' }] }],
      ['a sold-out product', { lines: [line(soldOut.id), line(b.id)] }, { code: 'SOLD_OUT', fields: [{ field: 'lines.0.productId' }] }],
      ["another product's option", { lines: [line(a.id, 1, b.optionId), line(b.id)] }, { code: 'BAD_USER_INPUT', fields: [{ field: 'lines.0.optionId', message: '이 상품의 옵션이 아닙니다.' }] }],
      ['a category of no channel', { categoryId: '987654321098' }, { code: 'NOT_FOUND', fields: [{ field: 'categoryId' }] }],
    ];
    const before = await api.em().count(CombinationEntity, {});
    for (const [name, input, expected] of cases) expect(extensionsOf(await make(input)), name).toMatchObject(expected);
    expect(await api.em().count(CombinationEntity, {})).toBe(before);

    const options = await make({ lines: [line(a.id, 1, a.optionId), line(a.id, 2), line(b.id, 10)], discountRate: 50 });
    expect(options.errors).toBeUndefined();
    expect(options.data!.registerCombination).toMatchObject({
      status: 'active',
      discountRate: 50,
      lines: [
        { lineNo: 1, productId: a.id, optionId: a.optionId, quantity: 1 },
        { lineNo: 2, productId: a.id, optionId: null, quantity: 2 },
        { lineNo: 3, productId: b.id, optionId: null, quantity: 10 },
      ],
    });
  });

  it("are priced from commerce's sale prices now, in ONE commerce call for every combination of a request", async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const box = (await api.ok<{ createChannelCategory: { id: string } }>(CREATE_CATEGORY, { i: { name: '가격' } }, owner)).createChannelCategory;
    const a = await shop.product({ salePrice: 12345 });
    const b = await shop.product({ salePrice: 10000 });
    const c = await shop.product({ salePrice: 19999 });
    const bigger = await shop.option(b.id, 5000);
    const first = await api.ok<{ registerCombination: { id: string } }>(
      REGISTER_COMBINATION,
      {
        i: {
          categoryId: box.id,
          name: '첫 세트',
          discountRate: 15,
          lines: [
            { productId: a.id, quantity: 2 },
            { productId: b.id, optionId: bigger, quantity: 1 },
          ],
        },
      },
      owner,
    );
    await api.ok(
      REGISTER_COMBINATION,
      {
        i: {
          categoryId: box.id,
          name: '둘째 세트',
          discountRate: 0,
          lines: [
            { productId: c.id, quantity: 1 },
            { productId: a.id, quantity: 1 },
          ],
        },
      },
      owner,
    );
    await api.ok(
      REGISTER_COMBINATION,
      {
        i: {
          categoryId: box.id,
          name: '숨긴 세트',
          discountRate: 5,
          status: 'hidden',
          lines: [
            { productId: c.id, quantity: 1 },
            { productId: b.id, quantity: 1 },
          ],
        },
      },
      owner,
    );

    // Each new combination is copied to commerce after its answer (outbox): let those calls finish first.
    await eventually(
      () =>
        shop
          .em()
          .execute<{ n: string }[]>('select count(*) as n from commerce.combination_offers where combination_id in (select id from partners.channel_combinations where category_id = ?)', [box.id]),
      (copies) => Number(copies[0]!.n) >= 3,
    );
    // Counted where they arrive: commerce is reached through a counting proxy for this one request.
    const proxy = await countingProxy(process.env.SUBGRAPH_COMMERCE_URL!);
    const commerceUrl = process.env.SUBGRAPH_COMMERCE_URL;
    process.env.SUBGRAPH_COMMERCE_URL = proxy.url;
    const LIST = 'query ($c: ID!) { categoryCombinations(categoryId: $c) { name price { purchasable listPrice price discount lines { unitPrice discountedAmount } } lines { product { id } } } }';
    const { categoryCombinations } = await api
      .ok<{ categoryCombinations: { name: string; price: Record<string, unknown>; lines: { product: { id: string } }[] }[] }>(LIST, { c: box.id })
      .finally(() => (process.env.SUBGRAPH_COMMERCE_URL = commerceUrl));
    const commerceCalls = proxy.requests();
    await proxy.close();
    expect(commerceCalls).toBe(1);
    expect(categoryCombinations.map((x) => x.name)).toEqual(['첫 세트', '둘째 세트']);
    expect(categoryCombinations[0]!.price).toEqual({
      purchasable: true,
      listPrice: 39690,
      price: 33730,
      discount: 5960,
      lines: [
        { unitPrice: 12345, discountedAmount: 20980 },
        { unitPrice: 15000, discountedAmount: 12750 },
      ],
    });
    expect(categoryCombinations[1]!.price).toMatchObject({ listPrice: 32344, price: 19990 + 12340 });
    expect(categoryCombinations[0]!.lines).toEqual([{ product: { id: a.id } }, { product: { id: b.id } }]);

    // The price follows commerce: a product sold out now makes the combination unpurchasable.
    await shop.em().execute(`update commerce.products set status = 'sold_out' where id = ?`, [a.id]);
    const now = await api.ok<{ combination: { price: { purchasable: boolean; price: number | null } } }>('query ($id: ID!) { combination(id: $id) { price { purchasable price } } }', {
      id: first.registerCombination.id,
    });
    expect(now.combination.price).toEqual({ purchasable: false, price: null });
  });

  it('the owner hides, lists (hidden too, newest first) and deletes them', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const [a, b] = [await shop.product(), await shop.product()];
    const lines = [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ];
    const one = (await api.ok<{ registerCombination: { id: string } }>(REGISTER_COMBINATION, { i: { name: '하나', discountRate: 0, lines } }, owner)).registerCombination;
    const two = (await api.ok<{ registerCombination: { id: string } }>(REGISTER_COMBINATION, { i: { name: '둘', discountRate: 0, lines } }, owner)).registerCombination;
    expect(await api.ok('mutation ($id: ID!) { setCombinationStatus(id: $id, status: hidden) { id status } }', { id: one.id }, owner)).toEqual({
      setCombinationStatus: { id: one.id, status: 'hidden' },
    });
    const ADMIN = '{ myChannelCombinations { total items { id status } } }';
    expect((await api.ok<{ myChannelCombinations: unknown }>(ADMIN, {}, owner)).myChannelCombinations).toEqual({
      total: 2,
      items: [
        { id: two.id, status: 'active' },
        { id: one.id, status: 'hidden' },
      ],
    });
    expect(codeOf(await api.exec('query ($id: ID!) { combination(id: $id) { id } }', { id: one.id }))).toBe('NOT_FOUND');
    expect(await api.ok('mutation ($id: ID!) { deleteCombination(id: $id) }', { id: two.id }, owner)).toEqual({ deleteCombination: true });
    expect((await api.ok<{ myChannelCombinations: { total: number } }>(ADMIN, {}, owner)).myChannelCombinations.total).toBe(1);
    expect(codeOf(await api.exec('query ($id: ID!) { combination(id: $id) { id } }', { id: two.id }))).toBe('NOT_FOUND');
  });
});

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code as string | undefined;
