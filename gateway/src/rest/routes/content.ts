import type { RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

const CONTENT_FIELDS = 'id categoryCode title summary body imageUrl brandId contentType publishedAt';
const paging = LEGACY_PAGING;
const page = pageVariables;

/** Content, banners and brand-content rows of shared/api/rest-endpoints.tsv. */
export const contentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/blog/list',
    summary: '블로그 글',
    auth: 'none',
    query: paging,
    operation: `query Blog($offset: Int, $limit: Int) { blogPosts(offset: $offset, limit: $limit) { total items { ${CONTENT_FIELDS} } } }`,
    variables: ({ query }) => page(query),
  },
  {
    method: 'GET',
    path: '/todaycomment/todayCommentNow',
    summary: '오늘의 한마디',
    auth: 'none',
    operation: `query TodayComment { todayComment { ${CONTENT_FIELDS} } }`,
  },
  {
    method: 'GET',
    path: '/banner/bannerList',
    summary: '배너 (placement: mall 기본, top)',
    auth: 'none',
    query: { placement: { type: 'string' } },
    operation: 'query Banners($placement: String!) { banners(placement: $placement) { id placement title imageUrl linkUrl } }',
    variables: ({ query }) => ({ placement: query.placement ?? 'mall' }),
  },
  {
    method: 'GET',
    path: '/banner/list/mall',
    summary: '쇼핑몰 배너',
    auth: 'none',
    operation: 'query MallBanners { banners(placement: "mall") { id placement title imageUrl linkUrl } }',
  },
  {
    method: 'GET',
    path: '/content/topBanner',
    summary: '상단 띠 배너',
    auth: 'none',
    operation: 'query TopBanners { banners(placement: "top") { id placement title imageUrl linkUrl } }',
  },
  {
    method: 'GET',
    path: '/content/admin/list',
    summary: '관리자: 모든 콘텐츠 (status: draft, published)',
    auth: 'required',
    query: { status: { type: 'string' }, ...paging },
    operation: `query ContentAdmin($status: String, $offset: Int, $limit: Int) { contentAdminList(status: $status, offset: $offset, limit: $limit) { total items { ${CONTENT_FIELDS} status } } }`,
    variables: ({ query }) => ({ status: query.status, ...page(query) }),
  },
  {
    method: 'GET',
    path: '/content/list/all',
    summary: '콘텐츠 목록 (categoryCode: best, compare, age, nutrition_encyclopedia, symptom, trend, selection)',
    auth: 'none',
    query: { categoryCode: { type: 'string' }, ...paging },
    operation: `query Contents($categoryCode: String, $offset: Int, $limit: Int) { contents(categoryCode: $categoryCode, offset: $offset, limit: $limit) { total items { ${CONTENT_FIELDS} } } }`,
    variables: ({ query }) => ({ categoryCode: query.categoryCode, ...page(query) }),
  },
  {
    method: 'GET',
    path: '/content/mall/one',
    summary: '콘텐츠 하나',
    auth: 'none',
    query: { id: { type: 'string', required: true } },
    operation: `query Content($id: ID!) { content(id: $id) { ${CONTENT_FIELDS} } }`,
    variables: ({ query }) => ({ id: query.id }),
  },
  {
    method: 'GET',
    path: '/content/category',
    summary: '콘텐츠 카테고리와 제목 (best: 월과 주차 + 베스트)',
    auth: 'none',
    query: { date: { type: 'string', description: 'YYYY-MM-DD (기본 오늘, 한국 날짜)' } },
    operation: 'query ContentCategories($date: LocalDate) { contentCategories(date: $date) { code title } }',
    variables: ({ query }) => ({ date: query.date }),
  },
  {
    method: 'GET',
    path: '/content/category/together',
    summary: '콘텐츠 카테고리별 최신 콘텐츠',
    auth: 'none',
    query: { date: { type: 'string' }, pageSize: { type: 'integer', description: '카테고리당 개수 (기본 4)' } },
    operation: `query ContentTogether($date: LocalDate, $limit: Int) { contentCategories(date: $date) { code title items(limit: $limit) { ${CONTENT_FIELDS} } } }`,
    variables: ({ query }) => ({ date: query.date, limit: query.pageSize ?? 4 }),
  },
  {
    method: 'GET',
    path: '/brands/contents/categories',
    summary: '브랜드 콘텐츠 종류',
    auth: 'none',
    operation: 'query BrandContentTypes { brandContentTypes }',
  },
  {
    method: 'GET',
    path: '/brands/contents',
    summary: '브랜드 콘텐츠 (brandId, contentTypes 반복 가능)',
    auth: 'none',
    query: { brandId: { type: 'string', required: true }, contentTypes: { type: 'array', items: 'string' } },
    operation: `query BrandContents($brandId: ID!, $contentTypes: [String!]) { brandContents(brandId: $brandId, contentTypes: $contentTypes) { ${CONTENT_FIELDS} } }`,
    variables: ({ query }) => ({ brandId: query.brandId, contentTypes: query.contentTypes }),
  },
];
