import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { ProductOptionEntity, SellerEntity } from '../catalog/catalog.entities.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { createStockedProduct } from '../cart/cart.testing.js';
import { quoteDelivery, unitPrice } from './delivery-quote.service.js';
import { REMOTE_RANGES, regionOf, sellerFee, SURCHARGE } from './delivery-rules.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('delivery rules (data)', () => {
  it.each([
    [null, 'normal'],
    ['06236', 'normal'],
    ['62999', 'normal'],
    ['63000', 'jeju'],
    ['63644', 'jeju'],
    ['63645', 'normal'],
    ['40199', 'normal'],
    ['40200', 'remote'],
    ['40240', 'remote'],
    ['40241', 'normal'],
    ['23100', 'remote'],
    ['58830', 'remote'],
    ['59160', 'remote'],
  ] as const)('postcode %s is %s', (postcode, region) => {
    expect(regionOf(postcode)).toBe(region);
  });

  it('remote ranges are well formed, in order and outside 제주', () => {
    REMOTE_RANGES.forEach((r, i) => {
      expect(r.from).toBeLessThanOrEqual(r.to);
      if (i > 0) expect(r.from).toBeGreaterThan(REMOTE_RANGES[i - 1]!.to);
      expect(r.to < 63000 || r.from > 63644).toBe(true);
    });
  });

  it.each([
    [0, 3000, 30000, 0],
    [29999, 3000, 30000, 3000],
    [30000, 3000, 30000, 0],
    [500000, 2500, null, 2500],
  ] as const)('subtotal %i with fee %i from %s costs %i', (subtotal, deliveryFee, freeShippingFrom, fee) => {
    expect(sellerFee(subtotal, { deliveryFee, freeShippingFrom })).toBe(fee);
  });
});

describe('quoteDelivery', () => {
  it('prices from the database per seller: sale price + option extra, threshold, fee and surcharge per parcel', async () => {
    const em = api.em();
    const cheap = await createStockedProduct(em, { salePrice: 9000, extraPrice: 1000, deliveryFee: 2500, freeShippingFrom: 30000 });
    const dear = await createStockedProduct(em, { salePrice: 18000, freeShippingFrom: 30000 });
    const lines = [
      { productId: cheap.product.id, optionId: cheap.option.id, quantity: 2 },
      { productId: dear.product.id, optionId: dear.option.id, quantity: 2 },
    ];
    const mainland = await quoteDelivery(em, lines, '06236');
    expect(mainland).toEqual({
      region: 'normal',
      goodsTotal: 20000 + 36000,
      deliveryTotal: 2500,
      sellers: [
        { sellerId: cheap.product.sellerId, sellerName: expect.any(String), subtotal: 20000, fee: 2500, surcharge: 0, freeFrom: 30000 },
        { sellerId: dear.product.sellerId, sellerName: expect.any(String), subtotal: 36000, fee: 0, surcharge: 0, freeFrom: 30000 },
      ],
    });
    const jeju = await quoteDelivery(em, lines, '63100');
    expect(jeju.region).toBe('jeju');
    expect(jeju.deliveryTotal).toBe(2500 + 3000 + 3000);
    const island = await quoteDelivery(em, lines, '40230');
    expect(island.deliveryTotal).toBe(2500 + 5000 + 5000);
    expect(await unitPrice(em, cheap.product.id, cheap.option.id)).toBe(10000);
  });

  it('follows the seller row: a changed fee, no threshold', async () => {
    const em = api.em();
    const { product, option } = await createStockedProduct(em, { salePrice: 19000, deliveryFee: 4000, freeShippingFrom: null });
    const quote = await quoteDelivery(em, [{ productId: product.id, optionId: option.id, quantity: 1 }], null);
    expect(quote.sellers[0]).toMatchObject({ fee: 4000, surcharge: 0, freeFrom: null });
    await em.nativeUpdate(SellerEntity, { id: product.sellerId }, { deliveryFee: 0 });
    expect((await quoteDelivery(api.em(), [{ productId: product.id, optionId: option.id, quantity: 1 }], null)).deliveryTotal).toBe(0);
  });

  it('refuses bad input in Korean naming the field, and unknown products or options', async () => {
    const em = api.em();
    const { product, option } = await createStockedProduct(em);
    const other = await createStockedProduct(em);
    const line = { productId: product.id, optionId: option.id, quantity: 1 };
    await expect(quoteDelivery(em, [line], '1234')).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'postcode', message: '우편번호는 숫자 5자리입니다.' }] } });
    await expect(quoteDelivery(em, [{ ...line, quantity: 100 }], null)).rejects.toMatchObject({ extensions: { fields: [{ field: 'lines.0.quantity' }] } });
    await expect(quoteDelivery(em, [{ ...line, optionId: null }], null)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'optionId', message: '옵션을 선택해주세요.' }] },
    });
    await expect(quoteDelivery(em, [{ ...line, optionId: other.option.id }], null)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const hidden = await createTestProduct(em, { status: 'hidden' });
    await expect(quoteDelivery(em, [{ productId: hidden.id, optionId: null, quantity: 1 }], null)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('is the deliveryQuote query, for everyone', async () => {
    const { product, option } = await createStockedProduct(api.em(), { salePrice: 12000 });
    const data = await api.ok<{ deliveryQuote: { goodsTotal: number; deliveryTotal: number; region: string } }>(
      'query ($l: [QuoteLineInput!]!, $p: String) { deliveryQuote(lines: $l, postcode: $p) { goodsTotal deliveryTotal region } }',
      { l: [{ productId: product.id, optionId: option.id, quantity: 3 }], p: '63000' },
    );
    expect(data.deliveryQuote).toEqual({ goodsTotal: 36000, deliveryTotal: 3000, region: 'jeju' });
  });

  it('tells the surcharge rules it applies, so a product page can explain them before an address is known', async () => {
    const { product, option } = await createStockedProduct(api.em(), { salePrice: 12000 });
    const data = await api.ok<{ deliveryQuote: { regionSurcharges: { region: string; label: string; amount: number }[] } }>(
      'query ($l: [QuoteLineInput!]!) { deliveryQuote(lines: $l) { regionSurcharges { region label amount } } }',
      { l: [{ productId: product.id, optionId: option.id, quantity: 1 }] },
    );
    expect(data.deliveryQuote.regionSurcharges).toEqual([
      { region: 'jeju', label: '제주', amount: SURCHARGE.jeju },
      { region: 'remote', label: '도서산간', amount: SURCHARGE.remote },
    ]);
    // The amounts are the ones a quote to such a postcode charges.
    const jeju = await quoteDelivery(api.em(), [{ productId: product.id, optionId: option.id, quantity: 1 }], '63000');
    expect(jeju.sellers[0].surcharge).toBe(SURCHARGE.jeju);
  });

  it("keeps sellers' fee rules in range in the database", async () => {
    const { product } = await createStockedProduct(api.em());
    await expect(api.em().nativeUpdate(SellerEntity, { id: product.sellerId }, { deliveryFee: -1 })).rejects.toThrow(/sellers_delivery_fee_check/);
    await expect(api.em().nativeUpdate(SellerEntity, { id: product.sellerId }, { freeShippingFrom: -1 })).rejects.toThrow(/sellers_free_shipping_from_check/);
    expect(await api.em().count(ProductOptionEntity, { productId: product.id })).toBe(1);
  });
});
