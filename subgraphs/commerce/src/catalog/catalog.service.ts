import type { EntityManager } from '@mikro-orm/postgresql';
import { synonymAlternatives } from '../search/search-synonyms.service.js';
import { AppError, NotFound, isId, normalizeSearch, parseInput, searchCondition, searchExactness, searchPage, z, type Page } from '@shop/kit';
import { CategoryEntity, FORMULATIONS, ProductEntity, ProductOptionEntity, RelatedProductEntity, type Category, type Product } from './catalog.entities.js';

export const PRODUCT_SORTS = ['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'POPULAR'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const filterSchema = z
  .object({
    categoryId: z.string().refine(isId, '카테고리를 확인해주세요.').nullish(),
    brandIds: z.array(z.string().refine(isId, '브랜드를 확인해주세요.')).max(50).nullish(),
    minPrice: z.number().int().min(0, '최저 가격은 0원 이상입니다.').nullish(),
    maxPrice: z.number().int().min(0, '최고 가격은 0원 이상입니다.').nullish(),
    formulations: z.array(z.enum(FORMULATIONS, { error: '제형은 pill, powder, jelly, chewable, liquid 중 하나입니다.' })).nullish(),
    /** Restricts to these products (e.g. the ids nutrition found for a nutrient). */
    productIds: z.array(z.string().refine(isId, '상품을 확인해주세요.')).max(500).nullish(),
    includeSoldOut: z.boolean().nullish(),
  })
  .refine((f) => f.minPrice == null || f.maxPrice == null || f.minPrice <= f.maxPrice, { message: '최저 가격이 최고 가격보다 높습니다.', path: ['minPrice'] });
export type ProductFilter = z.input<typeof filterSchema>;

/**
 * Orders that indexes serve (products_popularity, products_created_at, products_sale_price), so a
 * page of a common term costs a short index walk (kit search-page.ts). Relevance is the exact
 * name first (searchPage), then popularity: a stored column views keep up to date.
 */
const ORDER_BY: Record<ProductSort, string> = {
  RELEVANCE: 'p.popularity desc, p.id desc',
  NEWEST: 'p.created_at desc, p.id desc',
  PRICE_ASC: 'p.sale_price asc, p.id asc',
  PRICE_DESC: 'p.sale_price desc, p.id desc',
  POPULAR: 'p.popularity desc, p.id desc',
};

/** A category and all categories below it (a filter on 비타민 includes 비타민D). */
async function withDescendants(em: EntityManager, categoryId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `with recursive tree as (select id from commerce.categories where id = ? union all
       select c.id from commerce.categories c join tree t on c.parent_id = t.id) select id from tree`,
    [categoryId],
  );
  return rows.map((r) => String(r.id));
}

export interface ProductQuery {
  query?: string | null;
  /** Validated here (filterSchema); resolvers pass their input as is. */
  filter?: unknown;
  sort?: ProductSort | null;
  offset: number;
  limit: number;
}

/** The filters a facet can leave out (a brand facet counts every brand, not only the chosen ones). */
export type FilterDimension = 'brand' | 'formulation' | 'price';

/** SQL conditions on `commerce.products p`, each tagged with the filter it comes from. */
export interface ProductConditions {
  query: string;
  /** The query and its synonym translations (exact-name ranking reads each). */
  alternatives: string[];
  /** `scan`: the search match's row-by-row form (kit korean-search.ts `SearchMatch`). */
  parts: { sql: string; params: unknown[]; dimension?: FilterDimension; scan?: { sql: string; params: unknown[] } }[];
}

/**
 * The conditions of a search or list (validated filter, Korean search match, category subtree).
 * Null when the search term can match nothing (an empty result, not an error).
 */
export async function productConditions(em: EntityManager, rawQuery: string | null | undefined, rawFilter: unknown): Promise<ProductConditions | null> {
  const filter = parseInput(filterSchema, rawFilter ?? {});
  const parts: ProductConditions['parts'] = [{ sql: filter.includeSoldOut === false ? "p.status = 'on_sale'" : "p.status <> 'hidden'", params: [] }];
  const query = rawQuery ? normalizeSearch(rawQuery) : '';
  // The query as typed, or any of its translations by the synonym table ('vitamin' -> 비타민,
  // typos of a term included): each alternative's match is served by the search indexes, the OR
  // of them by a bitmap OR (search/search-synonyms.service.ts).
  const alternatives = query ? [query, ...(await synonymAlternatives(em, query))] : [];
  const matches = alternatives.map((alt) => searchCondition(alt, 'p')).filter((m): m is NonNullable<typeof m> => m !== null);
  if (query && !matches.length) return null;
  if (matches.length) {
    parts.push({
      sql: `(${matches.map((m) => `(${m.sql})`).join(' or ')})`,
      params: matches.flatMap((m) => m.params),
      scan: { sql: `(${matches.map((m) => `(${m.scan.sql})`).join(' or ')})`, params: matches.flatMap((m) => m.scan.params) },
    });
  }
  // One placeholder per value: the driver's `?` expansion of arrays is not relied on.
  const inList = (column: string, values: unknown[], dimension?: FilterDimension) =>
    parts.push({ sql: values.length ? `${column} in (${values.map(() => '?').join(', ')})` : 'false', params: values, dimension });
  if (filter.categoryId) inList('p.category_id', await withDescendants(em, filter.categoryId));
  if (filter.brandIds?.length) inList('p.brand_id', filter.brandIds, 'brand');
  if (filter.minPrice != null) parts.push({ sql: 'p.sale_price >= ?', params: [filter.minPrice], dimension: 'price' });
  if (filter.maxPrice != null) parts.push({ sql: 'p.sale_price <= ?', params: [filter.maxPrice], dimension: 'price' });
  if (filter.formulations?.length) inList('p.formulation', filter.formulations, 'formulation');
  if (filter.productIds) inList('p.id', filter.productIds);
  return { query, alternatives, parts };
}

/**
 * The `where` text and its parameters, leaving out one filter when a facet asks; `scan` puts the
 * search match in its row-by-row form (for walking the popularity index over a common term).
 */
export function whereOf(conditions: ProductConditions, omit?: FilterDimension, form: 'indexed' | 'scan' = 'indexed'): { sql: string; params: unknown[] } {
  const kept = conditions.parts.filter((part) => !omit || part.dimension !== omit).map((part) => (form === 'scan' && part.scan ? part.scan : part));
  return { sql: kept.map((part) => part.sql).join(' and '), params: kept.flatMap((part) => part.params) };
}

/** The product named exactly as the query or one of its translations (ranked first). */
function exactnessOf(alternatives: string[]): { sql: string; params: unknown[] } {
  const parts = alternatives.map((alt) => searchExactness(alt, 'p'));
  return { sql: parts.map((part) => `(${part.sql})`).join(' or '), params: parts.flatMap((part) => part.params) };
}

/**
 * Lists or searches products; unknown terms give an empty page, not an error. Relevance lists the
 * product named exactly as the query first, then by popularity; the total is counted up to the
 * search cap (kit search-page.ts).
 */
export async function findProducts(em: EntityManager, input: ProductQuery): Promise<Page<Product>> {
  const conditions = await productConditions(em, input.query, input.filter);
  if (!conditions) return { items: [], total: 0, totalCapped: false };
  const { query } = conditions;
  const sort: ProductSort = input.sort ?? (query ? 'RELEVANCE' : 'NEWEST');
  const page = await searchPage(em, {
    table: 'commerce.products',
    alias: 'p',
    // What the exact test and every ORDER_BY read.
    columns: ['search_name', 'search_choseong', 'popularity', 'created_at', 'sale_price'],
    where: whereOf(conditions),
    scanWhere: whereOf(conditions, undefined, 'scan'),
    exact: query && sort === 'RELEVANCE' ? exactnessOf(conditions.alternatives) : null,
    orderBy: ORDER_BY[sort],
    offset: input.offset,
    limit: input.limit,
  });
  const products = page.ids.length ? await em.find(ProductEntity, { id: { $in: page.ids } }) : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  return { items: page.ids.map((id) => byId.get(id)!).filter(Boolean), total: page.total, totalCapped: page.totalCapped };
}

export async function getProduct(em: EntityManager, id: string): Promise<Product> {
  const product = await em.findOne(ProductEntity, { id, status: { $ne: 'hidden' } });
  if (!product) throw NotFound('상품을 찾을 수 없습니다.');
  return product;
}

/** Products by id, in the order asked, skipping unknown or hidden ones. */
export async function productsByIds(em: EntityManager, ids: string[]): Promise<Product[]> {
  if (ids.length > 200) throw new AppError('BAD_USER_INPUT', '한 번에 200개까지 조회할 수 있습니다.');
  const rows = await em.find(ProductEntity, { id: { $in: ids }, status: { $ne: 'hidden' } });
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p));
}

export async function relatedProducts(em: EntityManager, productId: string): Promise<Product[]> {
  const links = await em.find(RelatedProductEntity, { productId }, { orderBy: { sortOrder: 'asc' } });
  return productsByIds(
    em,
    links.map((l) => l.relatedProductId),
  );
}

export async function categories(em: EntityManager, kind: 'mall' | 'nutrient', level?: number | null, parentId?: string | null): Promise<Category[]> {
  return em.find(CategoryEntity, { kind, ...(level != null ? { level } : {}), ...(parentId !== undefined ? { parentId } : {}) }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

export interface Purchasability {
  purchasable: boolean;
  reason: string | null;
  unitPrice: number;
}

/** Whether a quantity of a product (option) can be bought now, with the reason if not. */
export async function checkPurchasable(em: EntityManager, productId: string, optionId: string | null | undefined, quantity: number): Promise<Purchasability> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw new AppError('BAD_USER_INPUT', '수량은 1~99개입니다.', { fields: [{ field: 'quantity', message: '수량은 1~99개입니다.' }] });
  const product = await getProduct(em, productId);
  if (product.status !== 'on_sale') return { purchasable: false, reason: '품절된 상품입니다.', unitPrice: product.salePrice };
  const options = await em.find(ProductOptionEntity, { productId }, { orderBy: { id: 'asc' } });
  const option = optionId ? options.find((o) => o.id === optionId) : options[0];
  if (optionId && !option) throw NotFound('선택한 옵션을 찾을 수 없습니다.');
  if (!option) return { purchasable: true, reason: null, unitPrice: product.salePrice };
  const unitPrice = product.salePrice + option.extraPrice;
  if (option.stock < quantity) return { purchasable: false, reason: option.stock === 0 ? '품절된 옵션입니다.' : `재고가 ${option.stock}개 남았습니다.`, unitPrice };
  return { purchasable: true, reason: null, unitPrice };
}
