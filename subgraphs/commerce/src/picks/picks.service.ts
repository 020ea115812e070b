import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '@shop/kit';
import { findProducts } from '../catalog/catalog.service.js';
import type { Product } from '../catalog/catalog.entities.js';
import { PickCategoryEntity, PickItemEntity, type PickCategory, type PickItem } from './pick.entities.js';

export const BEST_LIMIT_MAX = 50;

export function pickCategories(em: EntityManager): Promise<PickCategory[]> {
  return em.find(PickCategoryEntity, { active: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

export async function pickCategory(em: EntityManager, id: string): Promise<PickCategory> {
  const category = await em.findOne(PickCategoryEntity, { id, active: true });
  if (!category) throw NotFound('추천 목록을 찾을 수 없습니다.');
  return category;
}

export function pickItems(em: EntityManager, pickCategoryIds: readonly string[]): Promise<PickItem[]> {
  return em.find(PickItemEntity, { pickCategoryId: { $in: [...pickCategoryIds] } }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

/** Best products: the most viewed on-sale products, optionally within a category (and below it). */
export async function bestProducts(em: EntityManager, limit: number, categoryId?: string | null): Promise<Product[]> {
  const page = await findProducts(em, {
    sort: 'POPULAR',
    offset: 0,
    limit: Math.min(Math.max(limit, 1), BEST_LIMIT_MAX),
    filter: { includeSoldOut: false, ...(categoryId ? { categoryId } : {}) },
  });
  return page.items;
}
