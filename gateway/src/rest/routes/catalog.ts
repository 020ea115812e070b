import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** The legacy filter names of the product lists (repeatable keys). */
const FILTER = { brandIds: 'brandId', formulations: 'formulation' } as const;
const FILTER_NOTES = { brandId: '브랜드 (반복 가능)', formulation: 'pill, powder, jelly, chewable, liquid (반복 가능)' };

const searchRoute = (path: string, summary: string) => route({ method: 'GET', path, summary, auth: 'optional', operation: op.SearchProductsDocument, fields: FILTER, notes: FILTER_NOTES });

/** Catalog and search rows of shared/api/rest-endpoints.tsv. */
export const catalogRoutes: RestRoute[] = [
  searchRoute('/naverApi/search', '쇼핑 상품 검색 (검색어, 페이지)'),
  searchRoute('/productItem/search', '상품 검색 (부분 일치, 두 글자, 초성; 필터와 정렬)'),
  route({ method: 'GET', path: '/productCategory/level', summary: '단계별 카테고리 (level 없으면 전체)', auth: 'none', operation: op.CategoriesDocument }),
  route({ method: 'GET', path: '/productCategory/read/mall', summary: '쇼핑몰 카테고리 (1단계와 하위)', auth: 'none', operation: op.MallCategoriesDocument }),
  route({
    method: 'GET',
    path: '/productItem/list/byCategory',
    summary: '카테고리의 상품 (하위 카테고리 포함)',
    auth: 'none',
    operation: op.ProductsByCategoryDocument,
    fields: FILTER,
    notes: FILTER_NOTES,
  }),
  route({
    method: 'POST',
    path: '/productItem/list/brandIdList',
    summary: '여러 브랜드의 상품',
    auth: 'none',
    operation: op.ProductsOfBrandsDocument,
    fields: { brandIds: 'brandIdList' },
  }),
  route({ method: 'GET', path: '/brands/{id}/products', summary: '브랜드의 상품', auth: 'none', operation: op.ProductsOfBrandDocument }),
  route({ method: 'GET', path: '/productItem/availablePurchase', summary: '구매 가능 여부 (상태·재고)', auth: 'none', operation: op.PurchasableDocument }),
  route({
    method: 'GET',
    path: '/productItem/option/list',
    summary: '상품 옵션과 재고',
    auth: 'none',
    operation: op.ProductOptionsDocument,
    fields: { id: 'productId' },
    result: 'product.options',
  }),
  route({
    method: 'GET',
    path: '/productItem/search/byIdList',
    summary: '상품 번호 목록으로 조회 (요청 순서대로)',
    auth: 'none',
    operation: op.ProductsByIdsDocument,
    fields: { ids: 'idList' },
    notes: { idList: '상품 번호 (반복 또는 쉼표 구분)' },
  }),
  route({ method: 'GET', path: '/productItem/target-id', summary: '상품 상세 (productId)', auth: 'none', operation: op.ProductDocument, fields: { id: 'productId' } }),
  route({ method: 'GET', path: '/relatedProduct/read', summary: '관련 상품', auth: 'none', operation: op.RelatedProductsDocument, fields: { id: 'productId' } }),
  route({
    method: 'GET',
    path: '/productSeller/read',
    summary: '상품의 판매자',
    auth: 'none',
    operation: op.ProductSellerDocument,
    fields: { id: 'productId' },
    result: 'product.seller',
  }),
  route({ method: 'POST', path: '/userSearchHistory/add', summary: '검색어 기록', auth: 'required', operation: op.AddSearchHistoryDocument }),
  route({ method: 'GET', path: '/userSearchHistory/read', summary: '최근 검색어 (최신순 20개)', auth: 'required', operation: op.MySearchHistoryDocument }),
  route({ method: 'DELETE', path: '/userSearchHistory/delete/{id}', summary: '검색어 삭제', auth: 'required', operation: op.DeleteSearchHistoryDocument }),
];

/** Group-buying products: partners' running events, with product fields from commerce. */
export const cooperateRoute = route({
  method: 'GET',
  path: '/productItem/search/cooperate',
  summary: '진행 중인 공동구매 상품 (마감 임박순)',
  auth: 'none',
  operation: op.CooperateProductsDocument,
});

/** Admin category lists. */
export const adminCategoryRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/admin/CategoryList', summary: '관리자: 모든 카테고리 (kind: mall, nutrient; 없으면 둘 다)', auth: 'required', operation: op.AdminCategoriesDocument }),
  route({ method: 'GET', path: '/admin/nutrientCategorySelect', summary: '관리자: 영양소 카테고리 (선택 목록용)', auth: 'required', operation: op.NutrientCategoriesDocument }),
];

/** `{product}Pick` rows: best list and curated pick collections. */
export const pickRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/productPick/best/list', summary: '베스트 상품 (조회 많은 판매 중 상품)', auth: 'none', operation: op.BestProductsDocument }),
  route({ method: 'GET', path: '/productPick/category/list', summary: '추천 모음 목록', auth: 'none', operation: op.PickCategoriesDocument }),
  route({ method: 'GET', path: '/productPick/category', summary: '추천 모음의 상품', auth: 'none', operation: op.PickCategoryDocument }),
];
