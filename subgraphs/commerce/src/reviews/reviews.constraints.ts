import type { ConstraintMeaning } from '@shop/kit';
import { REVIEW_RULES } from './review.entities.js';

/** Client meaning of the review tables' constraints (the service checks first; these hold under races). */
export const reviewsConstraints: Record<string, ConstraintMeaning> = {
  reviews_order_line_unique: { field: 'orderLineId', message: '이미 리뷰를 쓴 상품이에요.' },
  reviews_order_line_id_foreign: { field: 'orderLineId', message: '주문 상품을 찾을 수 없습니다.' },
  reviews_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  reviews_rating_check: { field: 'rating', message: '별점은 1점부터 5점까지예요.' },
  reviews_content_check: { field: 'content', message: `리뷰는 ${REVIEW_RULES.minContent}자 이상 ${REVIEW_RULES.maxContent}자 이하로 써주세요.` },
  reviews_photo_count_check: { field: 'photos', message: `사진은 ${REVIEW_RULES.maxPhotos}장까지 올릴 수 있어요.` },
  reviews_helpful_count_check: { field: 'reviewId', message: '도움돼요 수가 올바르지 않습니다.' },
  review_helpfuls_review_id_foreign: { field: 'reviewId', message: '리뷰를 찾을 수 없습니다.' },
  product_ratings_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  product_ratings_counts_check: { field: 'rating', message: '평점 요약이 리뷰와 맞지 않습니다.' },
  product_ratings_count_sum_check: { field: 'rating', message: '평점 요약이 리뷰와 맞지 않습니다.' },
  product_ratings_rating_sum_check: { field: 'rating', message: '평점 요약이 리뷰와 맞지 않습니다.' },
};
