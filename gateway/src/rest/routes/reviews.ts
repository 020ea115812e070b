import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Reviews and ratings (issue 19). 도움돼요 and 내 리뷰 have no documented path: GraphQL only. */
export const reviewRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/userReviewHistory/add',
    summary: '리뷰 쓰기 (구매확정한 주문 상품의 구매자, 한 번; 별점 1~5, 10~1000자, 사진 5장까지)',
    auth: 'required',
    operation: op.WriteReviewDocument,
    fields: { input: { orderLineId: ['orderLineId', 'order_line_id'] } },
  }),
  route({
    method: 'POST',
    path: '/userReviewHistory/edit',
    summary: '리뷰 고치기 (쓴 사람; 별점, 내용, 사진 더하기·빼기)',
    auth: 'required',
    operation: op.EditReviewDocument,
    fields: { input: { id: ['id', 'review_id'] } },
  }),
  route({ method: 'DELETE', path: '/userReviewHistory/delete/{id}', summary: '리뷰 지우기 (쓴 사람 또는 관리자)', auth: 'required', operation: op.DeleteReviewDocument }),
  route({
    method: 'GET',
    path: '/review/list',
    summary: '상품의 리뷰 (sort: LATEST 최신순, RATING_HIGH, RATING_LOW, HELPFUL; photoOnly면 사진 리뷰만; 평점 요약은 상품의 rating)',
    auth: 'optional',
    operation: op.ProductReviewsDocument,
    fields: { productId: ['productId', 'product_id'] },
  }),
  route({
    method: 'GET',
    path: '/review/best/list/product',
    summary: '베스트 리뷰 (productId가 없으면 쇼핑몰 전체): 도움돼요 많은순, 사진 리뷰 먼저',
    auth: 'none',
    operation: op.BestReviewsDocument,
    fields: { productId: ['productId', 'product_id'] },
  }),
];
