import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import { getProduct } from '../catalog/catalog.service.js';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { ProductViewEntity, type ProductView } from './product-view.entity.js';

export const RECENTLY_VIEWED_LIMIT = 30;

/** Records a product view: one row per user and product, moved to now; also counts popularity. */
export async function recordView(em: EntityManager, identity: Identity, productId: string, now = new Date()): Promise<void> {
  await getProduct(em, productId);
  await em.execute(
    `insert into commerce.product_views (user_id, product_id, view_count, viewed_at) values (?, ?, 1, ?)
     on conflict (user_id, product_id) do update set view_count = product_views.view_count + 1, viewed_at = excluded.viewed_at`,
    [identity.userId, productId, now],
  );
  await em.nativeUpdate(ProductEntity, { id: productId }, { popularity: raw('popularity + 1') });
}

export function recentlyViewed(em: EntityManager, identity: Identity, limit = 20): Promise<ProductView[]> {
  return em.find(ProductViewEntity, { userId: identity.userId }, { orderBy: { viewedAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), RECENTLY_VIEWED_LIMIT) });
}
