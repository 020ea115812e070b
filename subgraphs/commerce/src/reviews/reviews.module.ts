import type { ModuleDefinition } from '@shop/kit';
import { OrderLineReviewResolver, ProductRatingResolver, ReviewsResolver } from './reviews.resolver.js';
import { reviewsConstraints } from './reviews.constraints.js';
import { seedDemoReviews } from './reviews.seed.js';

/**
 * Reviews and ratings (issue 19): a buyer's review of a confirmed order line, 도움돼요, and each
 * product's rating summary. A member leaving takes their reviews (commerce lifecycle).
 */
export const reviewsModule: ModuleDefinition = {
  name: 'reviews',
  resolvers: [ReviewsResolver, ProductRatingResolver, OrderLineReviewResolver],
  constraints: reviewsConstraints,
  seed: seedDemoReviews,
};
