import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '@shop/kit';
import { ChannelEntity } from '../channels/channel.entity.js';
import { DEMO_CHANNEL } from '../seed.js';
import { ChannelCategoryEntity } from './catalog.entities.js';
import { createCategory, createRecommendedProduct } from './catalog.service.js';
import { commerceProducts } from './commerce-products.js';
import { registerCombination } from './combinations.service.js';

/**
 * The demo channel's shop window: a category with two recommended products and a combination of
 * them. Made through the module's own services as the demo influencer, which ask commerce about
 * the products (on sale, their options): so it is queued at seed time and made by the outbox once
 * commerce answers (the sweeper retries while it does not).
 */
export const DEMO_CATALOG_SEED = 'catalog.demo-seed';
const DEMO_PRODUCTS = ['11', '13'] as const;

export async function queueDemoCatalog(em: EntityManager): Promise<void> {
  await enqueue(em, DEMO_CATALOG_SEED, {}, { dedupeKey: DEMO_CATALOG_SEED });
}

export async function seedDemoCatalog(em: EntityManager): Promise<void> {
  const channel = await em.findOne(ChannelEntity, { handle: DEMO_CHANNEL.handle });
  if (!channel || (await em.count(ChannelCategoryEntity, { channelId: channel.id }))) return;
  const owner = { userId: channel.ownerUserId, role: 'influencer' as const };
  const category = await createCategory(em, owner, { name: '영양코치 추천' });
  await createRecommendedProduct(em, owner, { categoryId: category.id, productId: DEMO_PRODUCTS[0], comment: '하루 한 알, 식후에 드세요. 제가 3년째 먹는 오메가3예요.' });
  await createRecommendedProduct(em, owner, { categoryId: category.id, productId: DEMO_PRODUCTS[1], comment: '화면을 오래 보는 분께 추천해요.' });
  const products = await commerceProducts([...DEMO_PRODUCTS]);
  await registerCombination(em, owner, {
    categoryId: category.id,
    name: '눈·혈행 건강 세트',
    discountRate: 10,
    lines: DEMO_PRODUCTS.map((productId) => ({ productId, optionId: products.get(productId)?.options[0]?.id ?? null, quantity: 1 })),
  });
}
