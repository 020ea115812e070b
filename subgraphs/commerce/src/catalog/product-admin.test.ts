import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { commerce } from '../schema.js';
import { StoredFileEntity } from '../files/file.entity.js';
import { ProductEntity, ProductOptionEntity, type Product, type ProductOption } from './catalog.entities.js';
import { CREATE_ORDER, orderInput } from '../orders/orders.testing.js';
import { createTestProduct } from './catalog.testing.js';
import { PRODUCT_LIMITS } from './product-admin.service.js';

/** The products desk (product-admin.service.ts): create, edit, options, limits, search, images. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const admin = testIdentity('admin');
const CREATE =
  'mutation ($i: CreateProductInput!) { createProduct(input: $i) { id name status price salePrice imageUrl keywords brand { id } category { id } seller { id } options { id name extraPrice stock } } }';
const UPDATE = 'mutation ($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { id name status imageUrl } }';
const ADD_OPTION = 'mutation ($p: ID!, $i: ProductOptionInput!) { addProductOption(productId: $p, input: $i) { id name stock } }';
type Created = { createProduct: { id: string; name: string; status: string; imageUrl: string; options: { id: string; name: string; stock: number }[] } };

/** A brand, a shopping category and a seller of the test's own (from a test product). */
async function refs() {
  const product = await createTestProduct(api.em());
  return { brandId: product.brandId, categoryId: product.categoryId, sellerId: product.sellerId };
}

async function input(overrides: Record<string, unknown> = {}) {
  return {
    name: `관리 상품 ${unique('p')}`,
    ...(await refs()),
    price: 30000,
    salePrice: 25000,
    formulation: 'pill',
    status: 'on_sale',
    description: '하루 한 알',
    keywords: '비타민 활력',
    options: [
      { name: '30정', stock: 40 },
      { name: '60정', extraPrice: 20000, stock: 5 },
    ],
    ...overrides,
  };
}

const fieldsOf = (result: { errors?: { extensions?: Record<string, any> }[] }) => (result.errors?.[0]?.extensions?.fields ?? []).map((f: { field: string }) => f.field);

describe('creating a product', () => {
  it('creates it with its options and a drawn packshot; an Idempotency-Key retry returns the same product', async () => {
    const i = await input();
    const key = unique('create-product-');
    const first = await api.ok<Created>(CREATE, { i }, admin, { idempotencyKey: key });
    const again = await api.ok<Created>(CREATE, { i }, admin, { idempotencyKey: key });
    expect(again.createProduct.id).toBe(first.createProduct.id);
    expect(await api.em().count(ProductEntity, { name: i.name })).toBe(1);
    expect(first.createProduct).toMatchObject({
      name: i.name,
      status: 'on_sale',
      options: [
        { name: '30정', stock: 40 },
        { name: '60정', stock: 5 },
      ],
    });
    expect(first.createProduct.imageUrl).toMatch(/^data:image\/svg\+xml/);
    // Each option's own prices: the product's sale and list prices plus its extra amount.
    const shown = await api.ok<{ product: { options: { name: string; price: number; listPrice: number }[] } }>(
      'query ($id: ID!) { product(id: $id) { options { name price listPrice } } }',
      { id: first.createProduct.id },
      null,
    );
    expect(shown.product.options).toEqual([
      { name: '30정', price: 25000, listPrice: 30000 },
      { name: '60정', price: 45000, listPrice: 50000 },
    ]);
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const i = await input({ salePrice: 40000, price: 30000, options: [{ name: '30정', stock: -1 }] });
    const result = await api.exec(CREATE, { i }, admin);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)).toEqual(expect.arrayContaining(['salePrice', 'options.0.stock']));
    const over = await api.exec(CREATE, { i: await input({ price: PRODUCT_LIMITS.maxPrice + 1, salePrice: 0 }) }, admin);
    expect(fieldsOf(over)).toEqual(['price']);
    const noOptions = await api.exec(CREATE, { i: await input({ options: [] }) }, admin);
    expect(fieldsOf(noOptions)).toEqual(['options']);
    const same = await api.exec(
      CREATE,
      {
        i: await input({
          options: [
            { name: '기본', stock: 1 },
            { name: '기본', stock: 2 },
          ],
        }),
      },
      admin,
    );
    expect(fieldsOf(same)).toEqual(['options.1.name']);
    const category = await api.exec(CREATE, { i: await input({ categoryId: '987654321987' }) }, admin);
    expect(fieldsOf(category)).toEqual(['categoryId']);
    expect(await api.em().count(ProductEntity, { name: i.name })).toBe(0);
    // What a REST client would see.
    expect(fromGraphQLError(result.errors![0] as never)[0]).toBe(400);
  });

  it('is for admins only', async () => {
    for (const who of [testIdentity(), testIdentity('influencer')]) {
      expect((await api.exec(CREATE, { i: await input() }, who)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('the database holds the limits (CHECKs), whatever writes', () => {
  it('refuses a price above 10,000,000 won, stock above 1,000,000 and a second option of one name', async () => {
    const product = await createTestProduct(api.em());
    await expect(api.em().nativeUpdate(ProductEntity, { id: product.id }, { price: 10_000_001, salePrice: 0 })).rejects.toThrow(/products_price_check/);
    const [option] = await api.em().find(ProductOptionEntity, { productId: product.id });
    await expect(api.em().nativeUpdate(ProductOptionEntity, { id: option!.id }, { stock: 1_000_001 })).rejects.toThrow(/product_options_stock_check/);
    await expect(api.em().nativeUpdate(ProductOptionEntity, { id: option!.id }, { extraPrice: 10_000_001 })).rejects.toThrow(/product_options_extra_price_check/);
    await expect(api.em().insert(ProductOptionEntity, { productId: product.id, name: option!.name, stock: 1 })).rejects.toThrow(/product_options_product_name_unique/);
  });
});

describe('editing a product', () => {
  it('an edited name is found by the shop search at once, the old one no longer', async () => {
    const { createProduct } = await api.ok<Created>(CREATE, { i: await input({ name: `옛이름${unique('q').slice(-6)} 유산균` }) }, admin);
    const newWord = `새이름${unique('q').slice(-6)}`;
    const SEARCH = 'query ($q: String!) { searchProducts(query: $q, offset: 0, limit: 5) { total items { id } } }';
    const oldWord = createProduct.name.split(' ')[0]!;
    expect((await api.ok<{ searchProducts: { items: { id: string }[] } }>(SEARCH, { q: oldWord })).searchProducts.items.map((p) => p.id)).toEqual([createProduct.id]);
    const edit = { ...(await input()), name: `${newWord} 프로바이오틱스` };
    delete (edit as { options?: unknown }).options;
    const row = await api.em().findOneOrFail(ProductEntity, { id: createProduct.id });
    await api.ok(UPDATE, { id: createProduct.id, i: { ...edit, brandId: row.brandId, categoryId: row.categoryId, sellerId: row.sellerId } }, admin);
    expect((await api.ok<{ searchProducts: { items: { id: string }[] } }>(SEARCH, { q: newWord })).searchProducts.items.map((p) => p.id)).toEqual([createProduct.id]);
    expect((await api.ok<{ searchProducts: { total: number } }>(SEARCH, { q: oldWord })).searchProducts.total).toBe(0);
    // The desk finds it too, by name or number.
    const DESK = 'query ($q: String) { adminProducts(query: $q, offset: 0, limit: 5) { total items { id name } } }';
    expect((await api.ok<{ adminProducts: { items: { id: string }[] } }>(DESK, { q: newWord }, admin)).adminProducts.items.map((p) => p.id)).toEqual([createProduct.id]);
    expect((await api.ok<{ adminProducts: { items: { id: string }[] } }>(DESK, { q: createProduct.id }, admin)).adminProducts.items.map((p) => p.id)).toContain(createProduct.id);
  });

  it('sold out and hidden: a hidden product leaves the shop but stays on the desk; sold out cannot be bought', async () => {
    const i = await input();
    const { createProduct } = await api.ok<Created>(CREATE, { i }, admin);
    const { options: _options, ...fields } = i;
    await api.ok(UPDATE, { id: createProduct.id, i: { ...fields, status: 'sold_out' } }, admin);
    const buy = await api.ok<{ isPurchasable: { purchasable: boolean; reason: string } }>('query ($p: ID!) { isPurchasable(productId: $p) { purchasable reason } }', { p: createProduct.id });
    expect(buy.isPurchasable).toEqual({ purchasable: false, reason: '품절된 상품입니다.' });
    await api.ok(UPDATE, { id: createProduct.id, i: { ...fields, status: 'hidden' } }, admin);
    expect((await api.exec('query ($id: ID!) { product(id: $id) { id } }', { id: createProduct.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api.ok<{ adminProduct: { status: string } }>('query ($id: ID!) { adminProduct(id: $id) { status } }', { id: createProduct.id }, admin)).adminProduct.status).toBe('hidden');
    const hiddenList = await api.ok<{ adminProducts: { items: { id: string }[] } }>('{ adminProducts(status: "hidden", offset: 0, limit: 100) { items { id } } }', {}, admin);
    expect(hiddenList.adminProducts.items.map((p) => p.id)).toContain(createProduct.id);
  });

  it("sets the main image to a photo uploaded for the product (files module), not another target's", async () => {
    const i = await input();
    const { createProduct } = await api.ok<Created>(CREATE, { i }, admin);
    const { options: _options, ...fields } = i;
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const UPLOAD = 'mutation ($i: UploadFileInput!) { uploadFile(input: $i) { id url } }';
    const { uploadFile } = await api.ok<{ uploadFile: { id: string; url: string } }>(
      UPLOAD,
      { i: { ownerType: 'product', ownerId: createProduct.id, fileName: '정면.png', contentBase64: png } },
      admin,
    );
    const done = await api.ok<{ updateProduct: { imageUrl: string } }>(UPDATE, { id: createProduct.id, i: { ...fields, imageFileId: uploadFile.id } }, admin);
    expect(done.updateProduct.imageUrl).toBe(uploadFile.url);
    const other = await api.ok<{ uploadFile: { id: string } }>(UPLOAD, { i: { ownerType: 'product', ownerId: '1', fileName: '다른.png', contentBase64: png } }, admin);
    const refused = await api.exec(UPDATE, { id: createProduct.id, i: { ...fields, imageFileId: other.uploadFile.id } }, admin);
    expect(fieldsOf(refused)).toEqual(['imageFileId']);
    await api.em().nativeDelete(StoredFileEntity, { id: { $in: [uploadFile.id, other.uploadFile.id] } });
  });
});

describe('options', () => {
  it('adds, edits and removes an option; an ordered option or the last one stays', async () => {
    const { createProduct } = await api.ok<Created>(CREATE, { i: await input() }, admin);
    const { addProductOption } = await api.ok<{ addProductOption: { id: string } }>(ADD_OPTION, { p: createProduct.id, i: { name: '90정', extraPrice: 30000, stock: 7 } }, admin);
    const edited = await api.ok<{ updateProductOption: { name: string; stock: number; extraPrice: number } }>(
      'mutation ($id: ID!, $i: ProductOptionInput!) { updateProductOption(id: $id, input: $i) { name stock extraPrice } }',
      { id: addProductOption.id, i: { name: '90정 (3개월)', extraPrice: 28000, stock: 12 } },
      admin,
    );
    expect(edited.updateProductOption).toEqual({ name: '90정 (3개월)', stock: 12, extraPrice: 28000 });
    const rename = await api.exec('mutation ($id: ID!, $i: ProductOptionInput!) { updateProductOption(id: $id, input: $i) { id } }', { id: addProductOption.id, i: { name: '30정', stock: 1 } }, admin);
    expect(rename.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name' }] });
    const REMOVE = 'mutation ($id: ID!) { removeProductOption(id: $id) }';
    expect(await api.ok(REMOVE, { id: addProductOption.id }, admin)).toEqual({ removeProductOption: true });
    // An ordered option: its order keeps pointing at it.
    const ordered = createProduct.options[0]!;
    await api.ok(CREATE_ORDER, { i: orderInput([{ product: { id: createProduct.id } as Product, option: { id: ordered.id } as ProductOption, quantity: 1 }]) }, testIdentity());
    const inUse = await api.exec(REMOVE, { id: ordered.id }, admin);
    expect(inUse.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'id' }] });
    await api.ok(REMOVE, { id: createProduct.options[1]!.id }, admin);
    const last = await api.exec(REMOVE, { id: ordered.id }, admin);
    expect(last.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await api.em().count(ProductOptionEntity, { productId: createProduct.id })).toBe(1);
  });

  it(`${RACERS} concurrent adds of one option name: exactly one, the others a 409 naming the name`, async () => {
    const { createProduct } = await api.ok<Created>(CREATE, { i: await input() }, admin);
    const results = await Promise.all(Array.from({ length: RACERS }, (_, n) => api.exec(ADD_OPTION, { p: createProduct.id, i: { name: '120정', stock: n } }, admin)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name' }] });
    expect(await api.em().count(ProductOptionEntity, { productId: createProduct.id, name: '120정' })).toBe(1);
  });

  it(`${RACERS} concurrent adds of different options to a product with ${PRODUCT_LIMITS.maxOptions - 5}: exactly 5 more, never over ${PRODUCT_LIMITS.maxOptions}`, async () => {
    const many = Array.from({ length: PRODUCT_LIMITS.maxOptions - 5 }, (_, n) => ({ name: `옵션${n + 1}`, stock: 1 }));
    const { createProduct } = await api.ok<Created>(CREATE, { i: await input({ options: many }) }, admin);
    const results = await Promise.all(Array.from({ length: RACERS }, (_, n) => api.exec(ADD_OPTION, { p: createProduct.id, i: { name: `추가${n}`, stock: 1 } }, admin)));
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    for (const refused of results.filter((r) => r.errors)) expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'productId' }] });
    expect(await api.em().count(ProductOptionEntity, { productId: createProduct.id })).toBe(PRODUCT_LIMITS.maxOptions);
  });
});
