import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, NotFound, assertOwner, lockKey, type Identity } from '@shop/kit';
import { getProduct } from '../catalog/catalog.service.js';
import { CompareItemEntity, type CompareItem } from './compare.entity.js';

/** How many products are compared side by side (four columns fit a phone in landscape). */
export const MAX_COMPARE = 4;

/**
 * Adds a product (adding one already there returns it). One user's adds take turns on a lock of
 * their list held until the transaction ends, so the count below cannot be overtaken by a
 * concurrent add: with 20 at once, exactly four get in. The unique index is the guard for the pair.
 */
export async function addToCompare(em: EntityManager, identity: Identity, productId: string): Promise<CompareItem> {
  await getProduct(em, productId);
  await lockKey(em, `commerce:compare:${identity.userId}`);
  const existing = await em.findOne(CompareItemEntity, { userId: identity.userId, productId });
  if (existing) return existing;
  if ((await em.count(CompareItemEntity, { userId: identity.userId })) >= MAX_COMPARE) {
    throw new AppError('COMPARE_LIMIT', `비교함에는 최대 ${MAX_COMPARE}개까지 담을 수 있습니다.`);
  }
  const item = em.create(CompareItemEntity, { userId: identity.userId, productId });
  await em.flush();
  return item;
}

export function compareList(em: EntityManager, identity: Identity): Promise<CompareItem[]> {
  return em.find(CompareItemEntity, { userId: identity.userId }, { orderBy: { id: 'asc' } });
}

export async function removeFromCompare(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const item = await em.findOne(CompareItemEntity, { id });
  if (!item) throw NotFound('비교함에 없는 상품입니다.');
  assertOwner({ identity }, item.userId);
  await em.nativeDelete(CompareItemEntity, { id });
}

/** Empties a user's compare list (`/userNutrientsCompare/delete/user/{id}`: own list, or any for admins). */
export async function clearCompare(em: EntityManager, identity: Identity, userId: string = identity.userId): Promise<number> {
  assertOwner({ identity }, userId);
  return em.nativeDelete(CompareItemEntity, { userId });
}
