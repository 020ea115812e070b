import * as op from '../generated/graphql.js';
import { route, type JsonSchema, type RestRoute } from '../types.js';

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

const NUTRIENT_TABLE: JsonSchema = {
  type: 'object',
  description: '성분 비교표: 영양소별 행, 상품별 열 (없는 성분은 null)',
  required: ['products', 'rows'],
  properties: {
    products: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['nutrientCode', 'name', 'unit', 'amounts'],
        properties: {
          nutrientCode: { type: 'string' },
          name: { type: 'string' },
          unit: { type: 'string' },
          amounts: { type: 'array', items: { type: ['number', 'null'] } },
        },
      },
    },
  },
};

/** Compare list, favorites and recently viewed rows of shared/api/rest-endpoints.tsv. */
export const shopperRoutes: RestRoute[] = [
  route({ method: 'POST', path: '/userNutrientsCompare/add', summary: '비교함에 담기 (최대 4개)', auth: 'required', operation: op.AddToCompareDocument }),
  route({
    method: 'GET',
    path: '/userNutrientsCompare/read',
    summary: '비교함과 성분 비교표 (영양소별 행, 상품별 열)',
    auth: 'required',
    operation: op.CompareListDocument,
    // Escape hatch: the table is computed here from the list's nutrient facts.
    result: {
      map: ({ myCompareList: items }) => ({ items, table: nutrientTable(items.flatMap((i) => (i.product ? [i.product] : []))) }),
      schema: (data) => ({
        type: 'object',
        required: ['items', 'table'],
        properties: { items: (data.properties as Record<string, JsonSchema>).myCompareList, table: NUTRIENT_TABLE },
      }),
    },
  }),
  route({ method: 'DELETE', path: '/userNutrientsCompare/delete/{id}', summary: '비교함에서 빼기', auth: 'required', operation: op.RemoveFromCompareDocument }),
  route({
    method: 'DELETE',
    path: '/userNutrientsCompare/delete/user/{id}',
    summary: '회원의 비교함 비우기 (본인, 또는 관리자)',
    auth: 'required',
    operation: op.ClearCompareListDocument,
    fields: { userId: 'id' },
  }),
  route({ method: 'POST', path: '/userFavoriteHistory/add', summary: '관심 상품 추가', auth: 'required', operation: op.AddFavoriteDocument }),
  route({ method: 'GET', path: '/userFavoriteHistory/read', summary: '관심 상품인지 (아니면 result null)', auth: 'required', operation: op.FavoriteOfProductDocument }),
  route({ method: 'GET', path: '/userFavoriteHistory/readList', summary: '관심 상품 목록 (최신순)', auth: 'required', operation: op.MyFavoritesDocument }),
  route({ method: 'DELETE', path: '/userFavoriteHistory/delete/{id}', summary: '관심 상품 삭제', auth: 'required', operation: op.RemoveFavoriteDocument }),
  route({ method: 'POST', path: '/clickHistory/create', summary: '상품 조회 기록', auth: 'required', operation: op.RecordProductViewDocument }),
  route({ method: 'GET', path: '/clickHistory/list/recentlyView', summary: '최근 본 상품 (최신순)', auth: 'required', operation: op.RecentlyViewedDocument }),
];
