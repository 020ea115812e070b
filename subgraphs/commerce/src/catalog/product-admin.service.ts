import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Conflict, NotFound, displayName, idSchema, lockKey, normalizeSearch, parseInput, searchCondition, searchKeys, z, type Page } from '@shop/kit';
import type { DemoPack } from '@shop/kit/demo-catalog.js';
import { StoredFileEntity } from '../files/file.entity.js';
import { fileUrl } from '../files/files.service.js';
import { BrandEntity, CategoryEntity, FORMULATIONS, PRODUCT_STATUSES, ProductEntity, ProductOptionEntity, SellerEntity, type Product, type ProductOption } from './catalog.entities.js';
import { packshotDataUri } from './packshot.js';

/**
 * The products desk (관리자 -> 상품 관리): an admin creates and edits products, their options, prices,
 * stock, status (판매중, 품절, 숨김) and main image. The limits are CHECKs of the database
 * (Migration20261127110000_admin_desks; catalog.constraints.ts says what they mean to a client);
 * the schemas here refuse the same values first with a message naming the field.
 */
export const PRODUCT_LIMITS = {
  /** Highest list or sale price, and option surcharge (won). */
  maxPrice: 10_000_000,
  /** Highest stock an admin sets on an option (the database allows up to 1,000,000: stock released by cancelled orders may pass it). */
  maxStock: 100_000,
  /** Options one product has at most. */
  maxOptions: 30,
} as const;

const won = (label: string) =>
  z
    .number({ error: `${label}을 입력해주세요.` })
    .int(`${label}은 원 단위로 입력해주세요.`)
    .min(0, `${label}은 0원 이상이어야 합니다.`)
    .max(PRODUCT_LIMITS.maxPrice, `${label}은 ${PRODUCT_LIMITS.maxPrice.toLocaleString('ko-KR')}원 이하여야 합니다.`);

const optionSchema = z.object({
  name: displayName('옵션 이름', { max: 60 }),
  extraPrice: won('옵션 추가 금액')
    .nullish()
    .transform((v) => v ?? 0),
  stock: z
    .number({ error: '재고를 입력해주세요.' })
    .int('재고는 정수로 입력해주세요.')
    .min(0, '재고는 0개 이상이어야 합니다.')
    .max(PRODUCT_LIMITS.maxStock, `재고는 ${PRODUCT_LIMITS.maxStock.toLocaleString('ko-KR')}개 이하여야 합니다.`),
});
export type ProductOptionInput = z.input<typeof optionSchema>;

const productFields = z
  .object({
    name: displayName('상품 이름', { max: 120 }),
    brandId: idSchema('브랜드'),
    categoryId: idSchema('카테고리'),
    sellerId: idSchema('판매자'),
    price: won('정가'),
    salePrice: won('판매가'),
    formulation: z.enum(FORMULATIONS, { error: '제형을 선택해주세요.' }),
    status: z.enum(PRODUCT_STATUSES, { error: '판매 상태를 선택해주세요.' }),
    description: z
      .string()
      .max(2000, '상품 설명은 2000자 이하입니다.')
      .nullish()
      .transform((v) => v?.normalize('NFC').trim() || null),
    keywords: z
      .string()
      .max(300, '검색 키워드는 300자 이하입니다.')
      .nullish()
      .transform((v) => v?.normalize('NFC').trim().replace(/\s+/g, ' ') ?? ''),
    imageFileId: idSchema('대표 이미지')
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((p) => p.salePrice <= p.price, { path: ['salePrice'], message: '판매가는 정가보다 높을 수 없습니다.' });

const createSchema = productFields.and(
  z.object({
    options: z
      .array(optionSchema)
      .min(1, '옵션을 하나 이상 입력해주세요. (옵션이 없는 상품은 "기본" 옵션 하나로 재고를 관리합니다)')
      .max(PRODUCT_LIMITS.maxOptions, `옵션은 ${PRODUCT_LIMITS.maxOptions}개까지입니다.`),
  }),
);
export type CreateProductInput = z.input<typeof createSchema>;
export type UpdateProductInput = z.input<typeof productFields>;

const PACK_OF: Record<(typeof FORMULATIONS)[number], DemoPack> = { pill: 'bottle', powder: 'pouch', jelly: 'box', chewable: 'jar', liquid: 'bottle' };

interface Refs {
  brandName: string;
  categoryName: string;
}

/** The brand, category (a shopping category) and seller the input names, or a refusal naming the field. */
async function references(em: EntityManager, input: { brandId: string; categoryId: string; sellerId: string }): Promise<Refs> {
  const [brand, category, seller] = await Promise.all([
    em.findOne(BrandEntity, { id: input.brandId }),
    em.findOne(CategoryEntity, { id: input.categoryId }),
    em.findOne(SellerEntity, { id: input.sellerId }),
  ]);
  const missing = [
    !brand && { field: 'brandId', message: '브랜드를 찾을 수 없습니다.' },
    !category && { field: 'categoryId', message: '카테고리를 찾을 수 없습니다.' },
    category && category.kind !== 'mall' && { field: 'categoryId', message: '상품은 쇼핑 카테고리에만 둘 수 있습니다.' },
    !seller && { field: 'sellerId', message: '판매자를 찾을 수 없습니다.' },
  ].filter((f): f is { field: string; message: string } => !!f);
  if (missing.length) throw BadInput(missing);
  return { brandName: brand!.name, categoryName: category!.name };
}

/** The main image: an uploaded file of this product (files module, owner type `product`), as its URL. */
async function imageOf(em: EntityManager, productId: string, fileId: string): Promise<string> {
  const file = await em.findOne(StoredFileEntity, { id: fileId, ownerType: 'product', ownerId: productId });
  if (!file) throw BadInput([{ field: 'imageFileId', message: '이 상품에 올린 이미지를 선택해주세요.' }]);
  if (!file.contentType.startsWith('image/')) throw BadInput([{ field: 'imageFileId', message: '이미지 파일만 대표 이미지로 쓸 수 있습니다.' }]);
  return fileUrl(file);
}

/** Name, brand, category and keywords as the Korean search reads them (kit korean-search.ts): the list and search find an edited name at once. */
const keysOf = (name: string, refs: Refs, keywords: string) => searchKeys([name, refs.brandName, refs.categoryName, keywords]);

/** Creates a product with its options (one transaction; an Idempotency-Key makes a retry return the same product). */
export async function createProduct(em: EntityManager, raw: unknown, now = new Date()): Promise<Product> {
  const input = parseInput(createSchema, raw);
  if (input.imageFileId) throw BadInput([{ field: 'imageFileId', message: '이미지는 상품을 만든 뒤 올려주세요.' }]);
  const names = input.options.map((o) => o.name);
  const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (twice >= 0) throw BadInput([{ field: `options.${twice}.name`, message: '같은 이름의 옵션이 있습니다.' }]);
  const refs = await references(em, input);
  const product = em.create(ProductEntity, {
    name: input.name,
    brandId: input.brandId,
    categoryId: input.categoryId,
    sellerId: input.sellerId,
    price: input.price,
    salePrice: input.salePrice,
    formulation: input.formulation,
    status: input.status,
    // Until a photo is uploaded: a packshot drawn from the product's own brand, category and form.
    imageUrl: packshotDataUri({ pack: PACK_OF[input.formulation], lineName: refs.categoryName, brandId: Number(input.brandId), brandName: refs.brandName }),
    description: input.description,
    keywords: input.keywords,
    createdAt: now,
    ...keysOf(input.name, refs, input.keywords),
  });
  await em.flush();
  for (const option of input.options) em.create(ProductOptionEntity, { productId: product.id, ...option });
  await em.flush();
  return product;
}

async function lockedProduct(em: EntityManager, rawId: unknown): Promise<Product> {
  const id = parseInput(idSchema('상품'), rawId, 'id');
  const product = await em.findOne(ProductEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!product) throw NotFound('상품을 찾을 수 없습니다.');
  return product;
}

/** Changes a product's own fields (not its options); its search keys follow the new name, brand, category and keywords. */
export async function updateProduct(em: EntityManager, rawId: unknown, raw: unknown): Promise<Product> {
  const product = await lockedProduct(em, rawId);
  const input = parseInput(productFields, raw);
  const refs = await references(em, input);
  const { imageFileId, ...fields } = input;
  em.assign(product, { ...fields, ...keysOf(input.name, refs, input.keywords) });
  if (imageFileId) product.imageUrl = await imageOf(em, product.id, imageFileId);
  await em.flush();
  return product;
}

const SAME_OPTION = '이 상품에 같은 이름의 옵션이 있습니다.';

/**
 * Adds an option. Under the product's lock (`lockKey`) the count is checked against maxOptions;
 * the name is unique per product by `product_options_product_name_unique`.
 */
export async function addProductOption(em: EntityManager, rawProductId: unknown, raw: unknown): Promise<ProductOption> {
  const productId = parseInput(idSchema('상품'), rawProductId, 'productId');
  const input = parseInput(optionSchema, raw);
  await lockKey(em, `product-options:${productId}`);
  if (!(await em.count(ProductEntity, { id: productId }))) throw NotFound('상품을 찾을 수 없습니다.');
  if ((await em.count(ProductOptionEntity, { productId })) >= PRODUCT_LIMITS.maxOptions) {
    throw new AppError('CONFLICT', `옵션은 한 상품에 ${PRODUCT_LIMITS.maxOptions}개까지입니다.`, { fields: [{ field: 'productId', message: `옵션은 ${PRODUCT_LIMITS.maxOptions}개까지입니다.` }] });
  }
  if (await em.count(ProductOptionEntity, { productId, name: input.name })) throw Conflict(SAME_OPTION, { fields: [{ field: 'name', message: SAME_OPTION }] });
  const option = em.create(ProductOptionEntity, { productId, ...input });
  await em.flush();
  return option;
}

async function lockedOption(em: EntityManager, rawId: unknown): Promise<ProductOption> {
  const id = parseInput(idSchema('옵션'), rawId, 'id');
  const option = await em.findOne(ProductOptionEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!option) throw NotFound('옵션을 찾을 수 없습니다.');
  return option;
}

/**
 * Changes an option's name, surcharge and stock. The stock is set as counted (what is on the
 * shelf now); the row is locked, so an order taking stock at the same moment waits and then takes
 * from the new count.
 */
export async function updateProductOption(em: EntityManager, rawId: unknown, raw: unknown): Promise<ProductOption> {
  const option = await lockedOption(em, rawId);
  const input = parseInput(optionSchema, raw);
  if (input.name !== option.name && (await em.count(ProductOptionEntity, { productId: option.productId, name: input.name, id: { $ne: option.id } }))) {
    throw Conflict(SAME_OPTION, { fields: [{ field: 'name', message: SAME_OPTION }] });
  }
  em.assign(option, input);
  await em.flush();
  return option;
}

const IN_USE = '주문이나 정기배송에 쓰인 옵션은 삭제할 수 없습니다. 재고를 0으로 바꿔 판매를 멈춰주세요.';

/** Removes an option nobody ordered or subscribed to (their records keep it); a product keeps at least one. */
export async function removeProductOption(em: EntityManager, rawId: unknown): Promise<void> {
  const option = await lockedOption(em, rawId);
  await lockKey(em, `product-options:${option.productId}`);
  if ((await em.count(ProductOptionEntity, { productId: option.productId })) <= 1) {
    throw Conflict('상품에는 옵션이 하나 이상 있어야 합니다.', { fields: [{ field: 'id', message: '마지막 옵션은 삭제할 수 없습니다.' }] });
  }
  const [used] = await em.execute<{ used: boolean }[]>(
    'select exists (select 1 from commerce.order_lines where option_id = ?) or exists (select 1 from commerce.subscriptions where option_id = ?) as used',
    [option.id, option.id],
  );
  if (used?.used) throw Conflict(IN_USE, { fields: [{ field: 'id', message: IN_USE }] });
  await em.nativeDelete(ProductOptionEntity, { id: option.id });
}

const listSchema = z.object({
  query: z
    .string()
    .max(60, '검색어는 60자 이하입니다.')
    .nullish()
    .transform((v) => (v ? normalizeSearch(v) : '')),
  status: z
    .enum(PRODUCT_STATUSES, { error: '판매 상태를 확인해주세요.' })
    .nullish()
    .transform((v) => v ?? null),
});

/**
 * The desk's product list: every status (hidden too), newest first; a query matches as the shop's
 * search does (Korean search keys: words, two-syllable words, initials) or a product number.
 */
export async function adminProducts(em: EntityManager, raw: unknown, page: { offset: number; limit: number }): Promise<Page<Product>> {
  const input = parseInput(listSchema, raw);
  const parts: string[] = [];
  const params: unknown[] = [];
  if (input.status) {
    parts.push('p.status = ?');
    params.push(input.status);
  }
  if (input.query) {
    const match = searchCondition(input.query, 'p');
    const byId = /^\d{1,18}$/.test(input.query) ? ' or p.id = ?' : '';
    if (!match && !byId) return { items: [], total: 0 };
    parts.push(`(${match ? match.sql : 'false'}${byId})`);
    params.push(...(match ? match.params : []), ...(byId ? [input.query] : []));
  }
  const where = parts.length ? parts.join(' and ') : 'true';
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select p.id from commerce.products p where ${where} order by p.created_at desc, p.id desc offset ? limit ?`, [...params, page.offset, page.limit]),
    em.execute<{ total: number }[]>(`select count(*)::int as total from commerce.products p where ${where}`, params),
  ]);
  const ids = rows.map((r) => String(r.id));
  const products = ids.length ? await em.find(ProductEntity, { id: { $in: ids } }) : [];
  const byIdMap = new Map(products.map((p) => [p.id, p]));
  return { items: ids.map((id) => byIdMap.get(id)!).filter(Boolean), total: count?.total ?? 0 };
}

/** One product for the desk, whatever its status (the shop's `product` hides hidden ones). */
export async function adminProduct(em: EntityManager, rawId: unknown): Promise<Product> {
  const id = parseInput(idSchema('상품'), rawId, 'id');
  const product = await em.findOne(ProductEntity, { id });
  if (!product) throw NotFound('상품을 찾을 수 없습니다.');
  return product;
}

/** Sellers by name, for the product form. */
export const sellers = (em: EntityManager) => em.find(SellerEntity, {}, { orderBy: { name: 'asc', id: 'asc' } });
