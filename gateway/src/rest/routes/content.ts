import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Content, banners and brand-content rows of shared/api/rest-endpoints.tsv. */
export const contentRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/blog/list', summary: '블로그 글', auth: 'none', operation: op.BlogPostsDocument }),
  route({ method: 'GET', path: '/todaycomment/todayCommentNow', summary: '오늘의 한마디', auth: 'none', operation: op.TodayCommentDocument }),
  route({ method: 'GET', path: '/banner/bannerList', summary: '배너 (placement: mall 기본, top)', auth: 'none', operation: op.BannersDocument }),
  route({ method: 'GET', path: '/banner/list/mall', summary: '쇼핑몰 배너', auth: 'none', operation: op.BannersDocument, fixed: { placement: 'mall' } }),
  route({ method: 'GET', path: '/content/topBanner', summary: '상단 띠 배너', auth: 'none', operation: op.BannersDocument, fixed: { placement: 'top' } }),
  route({ method: 'GET', path: '/content/admin/list', summary: '관리자: 모든 콘텐츠 (status: draft, published)', auth: 'required', operation: op.ContentAdminListDocument }),
  route({
    method: 'GET',
    path: '/content/list/all',
    summary: '콘텐츠 목록 (categoryCode: best, compare, age, nutrition_encyclopedia, symptom, trend, selection)',
    auth: 'none',
    operation: op.ContentsDocument,
  }),
  route({ method: 'GET', path: '/content/mall/one', summary: '콘텐츠 하나', auth: 'none', operation: op.ContentDocument }),
  route({ method: 'GET', path: '/content/category', summary: '콘텐츠 카테고리와 제목 (best: 월과 주차 + 베스트)', auth: 'none', operation: op.ContentCategoriesDocument }),
  route({
    method: 'GET',
    path: '/content/category/together',
    summary: '콘텐츠 카테고리별 최신 콘텐츠',
    auth: 'none',
    operation: op.ContentCategoriesWithItemsDocument,
    notes: { pageSize: '카테고리당 개수 (기본 4)' },
  }),
  route({ method: 'GET', path: '/brands/contents/categories', summary: '브랜드 콘텐츠 종류', auth: 'none', operation: op.BrandContentTypesDocument }),
  route({ method: 'GET', path: '/brands/contents', summary: '브랜드 콘텐츠 (brandId, contentTypes 반복 가능)', auth: 'none', operation: op.BrandContentsDocument }),
];
