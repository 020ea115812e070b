import type { Context } from '@shop/kit';
import type { StoredFile } from '../files/file.entity.js';
import { lineReviewStates, ratingSummaries, reviewPhotos, writerNames, type LineReviewState, type RatingSummary } from './reviews.service.js';

/** Per-request loaders: a page of products, reviews or order lines costs one query per relation. */
export const reviewLoaders = (ctx: Context) => ({
  rating: ctx.loaders.get<string, RatingSummary>('ratingByProduct', (ids) => ratingSummaries(ctx.em, ids)),
  writer: ctx.loaders.get<string, string>('reviewWriterByUser', (ids) => writerNames(ctx.em, ids)),
  photos: ctx.loaders.get<string, StoredFile[]>('photosByReview', (ids) => reviewPhotos(ctx.em, ids)),
  lineState: ctx.loaders.get<string, LineReviewState>('reviewStateByLine', (ids) => lineReviewStates(ctx.em, ctx.identity, ids)),
  // The caller's 도움돼요 per review (false for everyone before signing in).
  helpfulByMe: ctx.loaders.get<string, boolean>('helpfulByMe', async (ids) => {
    const userId = ctx.identity?.userId;
    if (!userId) return ids.map(() => false);
    const rows = await ctx.em.execute<{ review_id: string }[]>(
      `select review_id::text as review_id from commerce.review_helpfuls where user_id = ? and review_id in (${ids.map(() => '?').join(', ')})`,
      [userId, ...ids],
    );
    const marked = new Set(rows.map((r) => r.review_id));
    return ids.map((id) => marked.has(String(id)));
  }),
});
