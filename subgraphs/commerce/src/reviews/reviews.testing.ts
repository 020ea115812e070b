/** Test factory for reviews: confirmed order lines of a product of the test's own. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import type { TestSubgraph } from '@shop/kit/testing.js';
import { OrderEntity } from '../orders/order.entities.js';
import { CREATE_ORDER, orderInput, stockedProduct, type StockedProduct } from '../orders/orders.testing.js';

/** A one-pixel PNG, as a phone's photo would arrive (base64). */
export const PNG_PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** An order of one unit of `stocked` by `buyer`, moved to `status` (구매확정 by default) as the order flow would leave it; returns its line id. */
export async function orderedLine(api: TestSubgraph, buyer: Identity, stocked: StockedProduct, status = 'complete'): Promise<{ orderId: string; lineId: string }> {
  const { createOrder } = await api.ok<{ createOrder: { id: string; lines: { id: string }[] } }>(CREATE_ORDER, { i: orderInput([{ ...stocked, quantity: 1 }]) }, buyer);
  await api.em().nativeUpdate(OrderEntity, { id: createOrder.id }, { status, ...(status === 'complete' ? { confirmedAt: new Date() } : {}) });
  return { orderId: createOrder.id, lineId: createOrder.lines[0]!.id };
}

export const reviewedProduct = (em: EntityManager, stock = 100): Promise<StockedProduct> => stockedProduct(em, stock);

export const WRITE_REVIEW = 'mutation ($i: WriteReviewInput!) { writeReview(input: $i) { id rating content photoCount photos { id url } writer mine } }';
export const RATING = 'query ($id: ID!) { product(id: $id) { rating { reviewCount average distribution photoReviewCount } } }';

/** The summary as the reviews themselves count it (what product_ratings must always equal). */
export async function countedRating(em: EntityManager, productId: string): Promise<{ reviewCount: number; distribution: number[]; photoReviewCount: number; ratingSum: number }> {
  const rows = await em.execute<{ rating: number; photo_count: number }[]>('select rating, photo_count from commerce.reviews where product_id = ?', [productId]);
  const distribution = [1, 2, 3, 4, 5].map((star) => rows.filter((r) => r.rating === star).length);
  return { reviewCount: rows.length, distribution, photoReviewCount: rows.filter((r) => r.photo_count > 0).length, ratingSum: rows.reduce((sum, r) => sum + r.rating, 0) };
}
