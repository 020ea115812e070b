import type { EntityManager } from '@mikro-orm/postgresql';
import { findProducts } from '../catalog/catalog.service.js';
import { PickCategoryEntity, PickItemEntity } from './pick.entities.js';

/** Demo pick collections, filled by searching the demo catalog (idempotent). */
const DEMO_PICKS: { name: string; description: string; query: string; comment: string }[] = [
  { name: '면역력 챙기기', description: '환절기에 챙기면 좋은 영양제', query: '면역', comment: '면역 기능에 필요한 영양소를 담았어요.' },
  { name: '눈이 피로할 때', description: '화면을 오래 보는 분께', query: '루테인', comment: '루테인과 지아잔틴을 함께 챙겨보세요.' },
  { name: '장 건강', description: '매일 편안하게', query: '유산균', comment: '보장균수를 확인하고 골라보세요.' },
  { name: '엄마를 위한 선물', description: '부모님 건강 선물', query: '홍삼', comment: '선물하기 좋은 홍삼·녹용 제품이에요.' },
];

export async function seedPicks(em: EntityManager): Promise<void> {
  if (await em.count(PickCategoryEntity, {})) return;
  for (const [index, pick] of DEMO_PICKS.entries()) {
    const category = em.create(PickCategoryEntity, { name: pick.name, description: pick.description, sortOrder: index });
    await em.flush();
    const { items } = await findProducts(em, { query: pick.query, sort: 'POPULAR', offset: 0, limit: 6, filter: { includeSoldOut: false } });
    items.forEach((product, sortOrder) => em.create(PickItemEntity, { pickCategoryId: category.id, productId: product.id, comment: pick.comment, sortOrder }));
  }
  await em.flush();
}
