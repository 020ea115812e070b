import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import { ReviewEntity } from './review.entities.js';
import { writeReview } from './reviews.service.js';

const DEMO_MEMBER: Identity = { userId: '1', role: 'member' };

/** What the demo member wrote about two of her confirmed purchases (orders.seed.ts); her last line is left to review. */
const DEMO_REVIEWS = [
  { rating: 5, content: '알이 작아서 넘기기 편하고, 아침에 하나씩 챙겨 먹기 좋아요. 가족들도 같이 먹고 있어요.' },
  { rating: 4, content: '배송이 빨랐어요. 맛은 무난하고 유통기한도 넉넉합니다. 다 먹으면 재구매할게요.' },
];

/** Through writeReview, so the ratings and review points are the real ones. Only once: when the demo member has no review. */
export async function seedDemoReviews(em: EntityManager): Promise<void> {
  if (await em.count(ReviewEntity, { userId: DEMO_MEMBER.userId })) return;
  const lines = await em.execute<{ id: string }[]>(
    `select l.id::text as id from commerce.order_lines l join commerce.orders o on o.id = l.order_id
      where o.user_id = ? and o.status = 'complete' order by l.id limit ?`,
    [DEMO_MEMBER.userId, DEMO_REVIEWS.length],
  );
  for (const [i, line] of lines.entries()) {
    await em.transactional((tx) => writeReview(tx as EntityManager, DEMO_MEMBER, { orderLineId: line.id, ...DEMO_REVIEWS[i]! }));
  }
}
