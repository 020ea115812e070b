import type { RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const PRODUCT_FIELDS = 'id name salePrice imageUrl status brand { name }';

interface ComparedProduct {
  id: string;
  name: string;
  nutrientFacts: { nutrientCode: string; name: string; amount: number; unit: string }[];
}

/**
 * The side-by-side nutrient table of the compare list: one row per nutrient any product has,
 * one cell per product (null where a product lacks it), in the order of the list.
 */
export function nutrientTable(products: ComparedProduct[]) {
  const rows = new Map<string, { nutrientCode: string; name: string; unit: string; amounts: (number | null)[] }>();
  products.forEach((product, column) => {
    for (const fact of product.nutrientFacts) {
      const row = rows.get(fact.nutrientCode) ?? { nutrientCode: fact.nutrientCode, name: fact.name, unit: fact.unit, amounts: products.map(() => null) };
      row.amounts[column] = fact.amount;
      rows.set(fact.nutrientCode, row);
    }
  });
  return { products: products.map((p) => ({ id: p.id, name: p.name })), rows: [...rows.values()] };
}

/** Compare list, favorites and recently viewed rows of shared/api/rest-endpoints.tsv. */
export const shopperRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/userNutrientsCompare/add',
    summary: '비교함에 담기 (최대 4개)',
    auth: 'required',
    body: { productId: { type: 'string', required: true } },
    operation: 'mutation AddCompare($productId: ID!) { addToCompare(productId: $productId) { id productId createdAt } }',
    variables: ({ body }) => ({ productId: body.productId }),
  },
  {
    method: 'GET',
    path: '/userNutrientsCompare/read',
    summary: '비교함과 성분 비교표 (영양소별 행, 상품별 열)',
    auth: 'required',
    operation: `query CompareList { myCompareList { id productId product { ${PRODUCT_FIELDS} nutrientFacts { nutrientCode name amount unit } } } }`,
    result: (data) => {
      const items = data.myCompareList as { id: string; product: ComparedProduct | null }[];
      return { items, table: nutrientTable(items.flatMap((i) => (i.product ? [i.product] : []))) };
    },
  },
  {
    method: 'DELETE',
    path: '/userNutrientsCompare/delete/{id}',
    summary: '비교함에서 빼기',
    auth: 'required',
    params: { id: { type: 'string' } },
    operation: 'mutation RemoveCompare($id: ID!) { removeFromCompare(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'DELETE',
    path: '/userNutrientsCompare/delete/user/{id}',
    summary: '회원의 비교함 비우기 (본인, 또는 관리자)',
    auth: 'required',
    params: { id: { type: 'string', description: '회원 번호' } },
    operation: 'mutation ClearCompare($userId: ID) { clearCompareList(userId: $userId) }',
    variables: ({ params }) => ({ userId: params.id }),
  },
  {
    method: 'POST',
    path: '/userFavoriteHistory/add',
    summary: '관심 상품 추가',
    auth: 'required',
    body: { productId: { type: 'string', required: true } },
    operation: 'mutation AddFavorite($productId: ID!) { addFavorite(productId: $productId) { id productId createdAt } }',
    variables: ({ body }) => ({ productId: body.productId }),
  },
  {
    method: 'GET',
    path: '/userFavoriteHistory/read',
    summary: '관심 상품인지 (아니면 result null)',
    auth: 'required',
    query: { productId: { type: 'string', required: true } },
    operation: 'query IsFavorite($productId: ID!) { favoriteOfProduct(productId: $productId) { id productId createdAt } }',
    variables: ({ query }) => ({ productId: query.productId }),
  },
  {
    method: 'GET',
    path: '/userFavoriteHistory/readList',
    summary: '관심 상품 목록 (최신순)',
    auth: 'required',
    query: LEGACY_PAGING,
    operation: `query Favorites($offset: Int, $limit: Int) { myFavorites(offset: $offset, limit: $limit) { total items { id productId createdAt product { ${PRODUCT_FIELDS} } } } }`,
    variables: ({ query }) => pageVariables(query),
  },
  {
    method: 'DELETE',
    path: '/userFavoriteHistory/delete/{id}',
    summary: '관심 상품 삭제',
    auth: 'required',
    params: { id: { type: 'string' } },
    operation: 'mutation RemoveFavorite($ids: [ID!]!) { removeFavorites(ids: $ids) }',
    variables: ({ params }) => ({ ids: [params.id] }),
  },
  {
    method: 'POST',
    path: '/clickHistory/create',
    summary: '상품 조회 기록',
    auth: 'required',
    body: { productId: { type: 'string', required: true } },
    operation: 'mutation RecordView($productId: ID!) { recordProductView(productId: $productId) }',
    variables: ({ body }) => ({ productId: body.productId }),
  },
  {
    method: 'GET',
    path: '/clickHistory/list/recentlyView',
    summary: '최근 본 상품 (최신순)',
    auth: 'required',
    query: { pageSize: { type: 'integer' } },
    operation: `query RecentlyViewed($limit: Int!) { recentlyViewed(limit: $limit) { productId viewCount viewedAt product { ${PRODUCT_FIELDS} } } }`,
    variables: ({ query }) => ({ limit: query.pageSize ?? 20 }),
  },
];
