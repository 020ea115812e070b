import type { EntityManager } from '@mikro-orm/postgresql';
import { demoLineOfProduct } from '@shop/kit/demo-catalog.js';
import { ProductNutrientEntity } from './product-nutrient.entity.js';
import { ProductContentEntity } from './product-content.entity.js';

/** Label facts and contents of the demo catalog's products (ids 1..count, as commerce's demo seed makes them). */
export async function seedProductNutrients(em: EntityManager, productCount = 220): Promise<void> {
  if (!(await em.count(ProductNutrientEntity, {}))) {
    for (let productId = 1; productId <= productCount; productId++) {
      for (const [nutrientCode, amount, unit] of demoLineOfProduct(productId).nutrients) {
        em.create(ProductNutrientEntity, { productId: String(productId), nutrientCode, amount, unit });
      }
    }
  }
  if (!(await em.count(ProductContentEntity, {}))) {
    for (let productId = 1; productId <= productCount; productId++) {
      for (const contentCode of demoLineOfProduct(productId).contains ?? []) em.create(ProductContentEntity, { productId: String(productId), contentCode });
    }
  }
  await em.flush();
}
