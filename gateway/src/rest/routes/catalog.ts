import type { ParamSpec, RestRequest, RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const PRODUCT_FIELDS = 'id name price salePrice discountRate formulation status imageUrl popularity brand { id name } category { id name } seller { id name }';
const PAGE_FIELDS = `total items { ${PRODUCT_FIELDS} }`;

const paging = LEGACY_PAGING;
const filters: Record<string, ParamSpec> = {
  categoryId: { type: 'string', description: '카테고리 (하위 포함)' },
  brandId: { type: 'array', items: 'string', description: '브랜드 (반복 가능)' },
  minPrice: { type: 'integer' },
  maxPrice: { type: 'integer' },
  formulation: { type: 'array', items: 'string', description: 'pill, powder, jelly, chewable, liquid (반복 가능)' },
  sort: { type: 'string', description: 'RELEVANCE, NEWEST, PRICE_ASC, PRICE_DESC, POPULAR' },
};

const filterVariables = (q: Record<string, unknown>) => ({
  filter: { categoryId: q.categoryId, brandIds: q.brandId, minPrice: q.minPrice, maxPrice: q.maxPrice, formulations: q.formulation },
  sort: q.sort,
});

function searchRoute(path: string, summary: string): RestRoute {
  return {
    method: 'GET',
    path,
    summary,
    auth: 'optional',
    query: { query: { type: 'string', required: true, description: '검색어 (초성 검색 가능)' }, ...paging, ...filters },
    operation: `query SearchProducts($query: String!, $offset: Int, $limit: Int, $filter: ProductFilterInput, $sort: ProductSort) {
      searchProducts(query: $query, offset: $offset, limit: $limit, filter: $filter, sort: $sort) { ${PAGE_FIELDS} } }`,
    variables: ({ query }: RestRequest) => ({ query: query.query, ...pageVariables(query), ...filterVariables(query) }),
  };
}

const LIST_PRODUCTS = `query ListProducts($offset: Int, $limit: Int, $filter: ProductFilterInput, $sort: ProductSort) {
  products(offset: $offset, limit: $limit, filter: $filter, sort: $sort) { ${PAGE_FIELDS} } }`;

/** Catalog and search rows of shared/api/rest-endpoints.tsv. */
export const catalogRoutes: RestRoute[] = [
  searchRoute('/naverApi/search', '쇼핑 상품 검색 (검색어, 페이지)'),
  searchRoute('/productItem/search', '상품 검색 (부분 일치, 두 글자, 초성; 필터와 정렬)'),
  {
    method: 'GET',
    path: '/productCategory/level',
    summary: '단계별 카테고리 (level 없으면 전체)',
    auth: 'none',
    query: { level: { type: 'integer' }, parentId: { type: 'string' }, kind: { type: 'string', description: 'mall(기본) 또는 nutrient' } },
    operation: 'query Categories($kind: String!, $level: Int, $parentId: ID) { categories(kind: $kind, level: $level, parentId: $parentId) { id name kind level parentId } }',
    variables: ({ query }) => ({ kind: query.kind ?? 'mall', level: query.level, parentId: query.parentId }),
  },
  {
    method: 'GET',
    path: '/productCategory/read/mall',
    summary: '쇼핑몰 카테고리 (1단계와 하위)',
    auth: 'none',
    operation: 'query MallCategories { categories(kind: "mall") { id name level parentId } }',
  },
  {
    method: 'GET',
    path: '/productItem/list/byCategory',
    summary: '카테고리의 상품 (하위 카테고리 포함)',
    auth: 'none',
    query: { ...paging, ...filters, categoryId: { type: 'string', required: true } },
    operation: LIST_PRODUCTS,
    variables: ({ query }) => ({ ...pageVariables(query), ...filterVariables(query) }),
  },
  {
    method: 'POST',
    path: '/productItem/list/brandIdList',
    summary: '여러 브랜드의 상품',
    auth: 'none',
    body: { brandIdList: { type: 'array', items: 'string', required: true }, ...paging, sort: filters.sort },
    operation: LIST_PRODUCTS,
    variables: ({ body }) => ({ ...pageVariables(body), filter: { brandIds: body.brandIdList }, sort: body.sort }),
  },
  {
    method: 'GET',
    path: '/brands/{id}/products',
    summary: '브랜드의 상품',
    auth: 'none',
    params: { id: { type: 'string' } },
    query: { ...paging, sort: filters.sort },
    operation: LIST_PRODUCTS,
    variables: ({ params, query }) => ({ ...pageVariables(query), filter: { brandIds: [params.id] }, sort: query.sort }),
  },
  {
    method: 'GET',
    path: '/productItem/availablePurchase',
    summary: '구매 가능 여부 (상태·재고)',
    auth: 'none',
    query: { productId: { type: 'string', required: true }, optionId: { type: 'string' }, quantity: { type: 'integer' } },
    operation: 'query Purchasable($productId: ID!, $optionId: ID, $quantity: Int) { isPurchasable(productId: $productId, optionId: $optionId, quantity: $quantity) { purchasable reason unitPrice } }',
    variables: ({ query }) => ({ productId: query.productId, optionId: query.optionId, quantity: query.quantity ?? 1 }),
  },
  {
    method: 'GET',
    path: '/productItem/option/list',
    summary: '상품 옵션과 재고',
    auth: 'none',
    query: { productId: { type: 'string', required: true } },
    operation: 'query ProductOptions($id: ID!) { product(id: $id) { options { id name extraPrice stock } } }',
    variables: ({ query }) => ({ id: query.productId }),
    result: (data) => data.product.options,
  },
  {
    method: 'GET',
    path: '/productItem/search/byIdList',
    summary: '상품 번호 목록으로 조회 (요청 순서대로)',
    auth: 'none',
    query: { idList: { type: 'array', items: 'string', required: true, description: '상품 번호 (반복 또는 쉼표 구분)' } },
    operation: `query ProductsByIds($ids: [ID!]!) { productsByIds(ids: $ids) { ${PRODUCT_FIELDS} } }`,
    variables: ({ query }) => ({ ids: query.idList }),
  },
  {
    method: 'GET',
    path: '/productItem/target-id',
    summary: '상품 상세 (productId)',
    auth: 'none',
    query: { productId: { type: 'string', required: true } },
    operation: `query Product($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} description options { id name extraPrice stock } nutrientFacts { nutrientCode name amount unit } } }`,
    variables: ({ query }) => ({ id: query.productId }),
  },
  {
    method: 'GET',
    path: '/relatedProduct/read',
    summary: '관련 상품',
    auth: 'none',
    query: { productId: { type: 'string', required: true } },
    operation: `query Related($id: ID!) { relatedProducts(productId: $id) { ${PRODUCT_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.productId }),
  },
  {
    method: 'GET',
    path: '/productSeller/read',
    summary: '상품의 판매자',
    auth: 'none',
    query: { productId: { type: 'string', required: true } },
    operation: 'query ProductSeller($id: ID!) { product(id: $id) { seller { id name } } }',
    variables: ({ query }) => ({ id: query.productId }),
    result: (data) => data.product.seller,
  },
  {
    method: 'POST',
    path: '/userSearchHistory/add',
    summary: '검색어 기록',
    auth: 'required',
    body: { query: { type: 'string', required: true } },
    operation: 'mutation AddSearch($query: String!) { addSearchHistory(query: $query) { id query createdAt } }',
    variables: ({ body }) => ({ query: body.query }),
  },
  {
    method: 'GET',
    path: '/userSearchHistory/read',
    summary: '최근 검색어 (최신순 20개)',
    auth: 'required',
    operation: 'query MySearches { mySearchHistory { id query createdAt } }',
  },
  {
    method: 'DELETE',
    path: '/userSearchHistory/delete/{id}',
    summary: '검색어 삭제',
    auth: 'required',
    params: { id: { type: 'string' } },
    operation: 'mutation DeleteSearch($id: ID!) { deleteSearchHistory(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
];

/** Group-buying products: partners' running events, with product fields from commerce. */
export const cooperateRoute: RestRoute = {
  method: 'GET',
  path: '/productItem/search/cooperate',
  summary: '진행 중인 공동구매 상품 (마감 임박순)',
  auth: 'none',
  query: paging,
  operation: `query CooperateProducts($offset: Int, $limit: Int) {
    activeCooperateEvents(offset: $offset, limit: $limit) { total items { id title groupPrice startsAt endsAt channel { handle name } product { ${PRODUCT_FIELDS} } } } }`,
  variables: ({ query }) => pageVariables(query),
};

/** Admin category lists. */
export const adminCategoryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/CategoryList',
    summary: '관리자: 모든 카테고리 (kind: mall, nutrient; 없으면 둘 다)',
    auth: 'required',
    query: { kind: { type: 'string' } },
    operation: 'query AdminCategories($kind: String) { adminCategories(kind: $kind) { id name kind level parentId } }',
    variables: ({ query }) => ({ kind: query.kind }),
  },
  {
    method: 'GET',
    path: '/admin/nutrientCategorySelect',
    summary: '관리자: 영양소 카테고리 (선택 목록용)',
    auth: 'required',
    operation: 'query NutrientCategories { adminCategories(kind: "nutrient") { id name } }',
  },
];

/** `{product}Pick` rows: best list and curated pick collections. */
export const pickRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/productPick/best/list',
    summary: '베스트 상품 (조회 많은 판매 중 상품)',
    auth: 'none',
    query: { pageSize: { type: 'integer', description: '개수 (기본 20, 최대 50)' }, categoryId: { type: 'string' } },
    operation: `query BestProducts($limit: Int!, $categoryId: ID) { bestProducts(limit: $limit, categoryId: $categoryId) { ${PRODUCT_FIELDS} } }`,
    variables: ({ query }) => ({ limit: query.pageSize ?? 20, categoryId: query.categoryId }),
  },
  {
    method: 'GET',
    path: '/productPick/category/list',
    summary: '추천 모음 목록',
    auth: 'none',
    operation: 'query PickCategories { pickCategories { id name description } }',
  },
  {
    method: 'GET',
    path: '/productPick/category',
    summary: '추천 모음의 상품',
    auth: 'none',
    query: { id: { type: 'string', required: true, description: '추천 모음 번호' } },
    operation: `query PickCategory($id: ID!) { pickCategory(id: $id) { id name description items { comment product { ${PRODUCT_FIELDS} } } } }`,
    variables: ({ query }) => ({ id: query.id }),
  },
];
