import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, assertOwner, type Identity, type Page } from '@shop/kit';
import { getProduct } from '../catalog/catalog.service.js';
import { FavoriteEntity, type Favorite } from './favorite.entity.js';

/**
 * Adding a favorite twice keeps one and answers with it (a shopper tapping the heart again, or two
 * devices at once, just sees it favorited). One statement: a concurrent insert of the same pair
 * waits for the other and then does nothing; the row is read after it.
 */
export async function addFavorite(em: EntityManager, identity: Identity, productId: string, now = new Date()): Promise<Favorite> {
  await getProduct(em, productId);
  await em.execute(`insert into commerce.favorites (user_id, product_id, created_at) values (?, ?, ?) on conflict (user_id, product_id) do nothing`, [identity.userId, productId, now]);
  return em.findOneOrFail(FavoriteEntity, { userId: identity.userId, productId });
}

export function findFavorite(em: EntityManager, identity: Identity, productId: string): Promise<Favorite | null> {
  return em.findOne(FavoriteEntity, { userId: identity.userId, productId });
}

export async function listFavorites(em: EntityManager, identity: Identity, page: { offset: number; limit: number }): Promise<Page<Favorite>> {
  const [items, total] = await em.findAndCount(FavoriteEntity, { userId: identity.userId }, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/** Removes favorites by id (the table's select/deselect deletes several at once). */
export async function removeFavorites(em: EntityManager, identity: Identity, ids: string[]): Promise<number> {
  const rows = await em.find(FavoriteEntity, { id: { $in: ids } });
  if (rows.length !== ids.length) throw NotFound('관심 상품을 찾을 수 없습니다.');
  for (const row of rows) assertOwner({ identity }, row.userId);
  return em.nativeDelete(FavoriteEntity, { id: { $in: ids } });
}
