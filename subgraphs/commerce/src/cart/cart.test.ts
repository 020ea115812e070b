import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { ProductEntity, ProductOptionEntity } from '../catalog/catalog.entities.js';
import { issueTokens } from '../auth/tokens.service.js';
import { RefreshTokenEntity } from '../auth/refresh-token.entity.js';
import { commerceLifecycle } from '../lifecycle.js';
import { CartLineEntity } from './cart-line.entity.js';
import { MAX_CART_LINES, markCartLinesPurchased } from './cart.service.js';
import { createStockedProduct, createTestUser } from './cart.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const LINE = 'id productId optionId quantity selected unitPrice lineTotal purchasable reason product { id } option { id }';
const CART = `lines { ${LINE} } sellers { seller { id } lines { id } subtotal fee surcharge freeFrom } selectedTotal deliveryTotal region postcode`;
const ADD = `mutation ($p: ID!, $o: ID, $q: Int!) { addToCart(productId: $p, optionId: $o, quantity: $q) { ${CART} } }`;
const MY_CART = `query ($pc: String) { myCart(postcode: $pc) { ${CART} } }`;

interface CartLineData {
  id: string;
  productId: string;
  optionId: string | null;
  quantity: number;
  selected: boolean;
  unitPrice: number;
  lineTotal: number;
  purchasable: boolean;
  reason: string | null;
}
interface CartData {
  lines: CartLineData[];
  sellers: { seller: { id: string }; lines: { id: string }[]; subtotal: number; fee: number; surcharge: number }[];
  selectedTotal: number;
  deliveryTotal: number;
  region: string;
  postcode: string | null;
}

describe('cart', () => {
  it('adds lines, adds quantities to the same product and option, and groups by seller with totals and fees', async () => {
    const me = await createTestUser(api.em());
    const a = await createStockedProduct(api.em(), { salePrice: 9000, extraPrice: 1000, stock: 20, freeShippingFrom: 30000 });
    const b = await createStockedProduct(api.em(), { salePrice: 15000, stock: 5, deliveryFee: 2500 });
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 1 }, me);
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 2 }, me);
    const { addToCart: cart } = await api.ok<{ addToCart: CartData }>(ADD, { p: b.product.id, o: b.option.id, q: 2 }, me);
    expect(cart.lines.map((l) => [l.productId, l.quantity, l.unitPrice, l.lineTotal, l.purchasable])).toEqual([
      [b.product.id, 2, 15000, 30000, true],
      [a.product.id, 3, 10000, 30000, true],
    ]);
    expect(cart.sellers.map((s) => [s.seller.id, s.subtotal, s.fee, s.surcharge])).toEqual([
      [b.product.sellerId, 30000, 0, 0],
      [a.product.sellerId, 30000, 0, 0],
    ]);
    expect(cart.selectedTotal).toBe(60000);
    // Deselecting a line takes it out of the totals and its seller's fee is quoted on what is left.
    const aLine = cart.lines.find((l) => l.productId === a.product.id)!;
    await api.ok('mutation ($ids: [ID!]!) { selectCartLines(ids: $ids, selected: false) { selectedTotal } }', { ids: [aLine.id] }, me);
    await api.ok('mutation ($id: ID!) { changeCartLine(id: $id, quantity: 1) { selectedTotal } }', { id: cart.lines[0]!.id }, me);
    const after = (await api.ok<{ myCart: CartData }>(MY_CART, { pc: '63001' }, me)).myCart;
    expect(after.selectedTotal).toBe(15000);
    expect(after.region).toBe('jeju');
    expect(after.sellers.find((s) => s.seller.id === b.product.sellerId)).toMatchObject({ subtotal: 15000, fee: 2500, surcharge: 3000 });
    expect(after.sellers.find((s) => s.seller.id === a.product.sellerId)).toMatchObject({ subtotal: 0, fee: 0, surcharge: 0 });
    expect(after.deliveryTotal).toBe(5500);
  });

  it('checks the stock and 99 on add and change, and needs an option when the product has one', async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em(), { stock: 5 });
    await api.ok(ADD, { p: product.id, o: option.id, q: 4 }, me);
    const over = await api.exec(ADD, { p: product.id, o: option.id, q: 2 }, me);
    expect(over.errors?.[0]).toMatchObject({ message: '재고가 5개 남아 있어 5개까지 담을 수 있습니다.', extensions: { code: 'OUT_OF_STOCK', fields: [{ field: 'quantity' }] } });
    const noOption = await api.exec(ADD, { p: product.id, q: 1 }, me);
    expect(noOption.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'optionId', message: '옵션을 선택해주세요.' }] });
    const bad = await api.exec(ADD, { p: product.id, o: option.id, q: 0 }, me);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'quantity', message: '수량은 1개 이상이어야 합니다.' }] });
    const big = await createStockedProduct(api.em(), { stock: 500 });
    await api.ok(ADD, { p: big.product.id, o: big.option.id, q: 99 }, me);
    expect((await api.exec(ADD, { p: big.product.id, o: big.option.id, q: 1 }, me)).errors?.[0]?.extensions?.code).toBe('CART_QUANTITY_LIMIT');
    const { myCart } = await api.ok<{ myCart: CartData }>(MY_CART, {}, me);
    const line = myCart.lines.find((l) => l.productId === product.id)!;
    expect(line.quantity).toBe(4);
    expect((await api.exec('mutation ($id: ID!) { changeCartLine(id: $id, quantity: 6) { selectedTotal } }', { id: line.id }, me)).errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    // Stock falling after the add: the line stays, marked not purchasable, out of the totals.
    await api.em().nativeUpdate(ProductOptionEntity, { id: option.id }, { stock: 2 });
    const later = (await api.ok<{ myCart: CartData }>(MY_CART, {}, me)).myCart.lines.find((l) => l.id === line.id)!;
    expect(later).toMatchObject({ purchasable: false, reason: '재고가 2개 남았습니다.' });
    await api.em().nativeUpdate(ProductEntity, { id: product.id }, { status: 'sold_out' });
    expect((await api.exec(ADD, { p: product.id, o: option.id, q: 1 }, me)).errors?.[0]).toMatchObject({ message: '품절된 상품입니다.', extensions: { code: 'SOLD_OUT' } });
  });

  it('changing to an option that has its own line merges the two', async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em(), { stock: 10 });
    const second = api.em().create(ProductOptionEntity, { productId: product.id, name: '대용량', extraPrice: 5000, stock: 10 });
    await api.em().persist(second).flush();
    await api.ok(ADD, { p: product.id, o: option.id, q: 2 }, me);
    const { addToCart } = await api.ok<{ addToCart: CartData }>(ADD, { p: product.id, o: second.id, q: 3 }, me);
    const first = addToCart.lines.find((l) => l.optionId === option.id)!;
    const { changeCartLine } = await api.ok<{ changeCartLine: CartData }>(`mutation ($id: ID!, $o: ID) { changeCartLine(id: $id, optionId: $o) { ${CART} } }`, { id: first.id, o: second.id }, me);
    expect(changeCartLine.lines.map((l) => [l.optionId, l.quantity, l.unitPrice])).toEqual([[second.id, 5, 15000]]);
  });

  it("lines are their owner's: another member cannot change, select or remove them", async () => {
    const me = await createTestUser(api.em());
    const other = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em());
    const id = (await api.ok<{ addToCart: CartData }>(ADD, { p: product.id, o: option.id, q: 1 }, me)).addToCart.lines[0]!.id;
    for (const [query, vars] of [
      ['mutation ($id: ID!) { changeCartLine(id: $id, quantity: 2) { selectedTotal } }', { id }],
      ['mutation ($ids: [ID!]!) { selectCartLines(ids: $ids, selected: false) { selectedTotal } }', { ids: [id] }],
      ['mutation ($id: ID!) { removeCartLine(id: $id) { selectedTotal } }', { id }],
    ] as const) {
      expect((await api.exec(query, vars, other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const { removeCartLine } = await api.ok<{ removeCartLine: CartData }>(`mutation ($id: ID!) { removeCartLine(id: $id) { ${CART} } }`, { id }, me);
    expect(removeCartLine.lines).toEqual([]);
    expect((await api.exec(MY_CART)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('quotes the cart to the default address unless a postcode is given', async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em(), { salePrice: 5000 });
    await api.ok(ADD, { p: product.id, o: option.id, q: 1 }, me);
    await api.ok('mutation { createAddress(input: { recipient: "홍길동", phone: "010-1234-5678", postcode: "40220", address1: "경북 울릉군 울릉읍 도동길 1" }) { id } }', {}, me);
    const { myCart } = await api.ok<{ myCart: CartData }>(MY_CART, {}, me);
    expect(myCart).toMatchObject({ postcode: '40220', region: 'remote', deliveryTotal: 3000 + 5000 });
  });

  it('purchased lines leave the view, come back when added again, and are removed on request', async () => {
    const me = await createTestUser(api.em());
    const a = await createStockedProduct(api.em());
    const b = await createStockedProduct(api.em());
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 2 }, me);
    await api.ok(ADD, { p: b.product.id, o: b.option.id, q: 1 }, me);
    const em = api.em();
    const lineOf = async (productId: string) => (await em.findOneOrFail(CartLineEntity, { userId: me.userId, productId })).id;
    expect(await markCartLinesPurchased(em, me.userId, [await lineOf(a.product.id)])).toBe(1);
    expect((await api.ok<{ myCart: CartData }>(MY_CART, {}, me)).myCart.lines.map((l) => l.productId)).toEqual([b.product.id]);
    expect((await api.ok<{ removePurchasedCartLines: number }>('mutation { removePurchasedCartLines }', {}, me)).removePurchasedCartLines).toBe(1);
    await markCartLinesPurchased(api.em(), me.userId, [await lineOf(b.product.id)]);
    const revived = (await api.ok<{ addToCart: CartData }>(ADD, { p: b.product.id, o: b.option.id, q: 3 }, me)).addToCart.lines;
    expect(revived.map((l) => [l.productId, l.quantity, l.selected])).toEqual([[b.product.id, 3, true]]);
    expect(await api.em().count(CartLineEntity, { userId: me.userId })).toBe(1);
  });

  it(`holds at most ${MAX_CART_LINES} lines`, async () => {
    const me = await createTestUser(api.em());
    const em = api.em();
    const products: Awaited<ReturnType<typeof createStockedProduct>>[] = [];
    for (let i = 0; i <= MAX_CART_LINES; i++) products.push(await createStockedProduct(em));
    for (const { product, option } of products.slice(0, MAX_CART_LINES)) em.create(CartLineEntity, { userId: me.userId, productId: product.id, optionId: option.id, quantity: 1 });
    await em.flush();
    const last = products[MAX_CART_LINES]!;
    const full = await api.exec(ADD, { p: last.product.id, o: last.option.id, q: 1 }, me);
    expect(full.errors?.[0]).toMatchObject({ message: `장바구니에는 최대 ${MAX_CART_LINES}개 상품까지 담을 수 있습니다.`, extensions: { code: 'CART_LIMIT' } });
    // Adding to a line already there still works.
    await api.ok(ADD, { p: products[0]!.product.id, o: products[0]!.option.id, q: 1 }, me);
  });

  it("moves a guest's cart to the member on login: quantities added, capped at the stock, the guest session revoked", async () => {
    const em = api.em();
    const guest = await createTestUser(em, 'guest');
    const member = await createTestUser(em);
    const a = await createStockedProduct(em, { stock: 5 });
    const b = await createStockedProduct(em, { stock: 10 });
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 3 }, guest);
    await api.ok(ADD, { p: b.product.id, o: b.option.id, q: 1 }, guest);
    await api.ok(ADD, { p: a.product.id, o: a.option.id, q: 4 }, member);
    const { refreshToken } = await issueTokens(api.em(), { id: guest.userId, role: 'guest' });
    const MERGE = `mutation ($t: String!) { mergeGuestCart(guestRefreshToken: $t) { ${CART} } }`;
    expect((await api.exec(MERGE, { t: refreshToken }, guest)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { mergeGuestCart } = await api.ok<{ mergeGuestCart: CartData }>(MERGE, { t: refreshToken }, member);
    expect(mergeGuestCart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [a.product.id, 5],
        [b.product.id, 1],
      ].sort(),
    );
    expect(await api.em().count(CartLineEntity, { userId: guest.userId })).toBe(0);
    expect(await api.em().count(RefreshTokenEntity, { userId: guest.userId, revokedAt: null })).toBe(0);
    // The token is spent: a second merge is refused and changes nothing.
    expect((await api.exec(MERGE, { t: refreshToken }, member)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A member's token is no guest's.
    const { refreshToken: memberToken } = await issueTokens(api.em(), { id: (await createTestUser(api.em())).userId, role: 'member' });
    expect((await api.exec(MERGE, { t: memberToken }, member)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'guestRefreshToken' }] });
  });

  it('goes when the person leaves (lifecycle) and with the user row (cascade)', async () => {
    const me = await createTestUser(api.em());
    const { product, option } = await createStockedProduct(api.em());
    await api.ok(ADD, { p: product.id, o: option.id, q: 1 }, me);
    const em = api.em();
    await em.transactional((tx) => commerceLifecycle.userDeleted(tx as never, { userId: me.userId }));
    expect(await api.em().count(CartLineEntity, { userId: me.userId })).toBe(0);
    const other = await createTestUser(api.em());
    await api.ok(ADD, { p: product.id, o: option.id, q: 1 }, other);
    await api.em().execute('delete from commerce.users where id = ?', [other.userId]);
    expect(await api.em().count(CartLineEntity, { userId: other.userId })).toBe(0);
  });
});
