/** Test factory: a brand, category, seller and product of the test's own (no demo seed needed). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { BrandEntity, CategoryEntity, ProductEntity, ProductOptionEntity, SellerEntity, type Product } from './catalog.entities.js';
import { searchKeys } from '@shop/kit';

let sequence = 0;

export async function createTestProduct(em: EntityManager, overrides: Partial<Pick<Product, 'name' | 'salePrice' | 'status'>> = {}): Promise<Product> {
  const tag = `${Date.now().toString(36)}${(sequence += 1)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const brand = em.create(BrandEntity, { name: `테스트브랜드${tag}` });
  const category = em.create(CategoryEntity, { name: `테스트분류${tag}`, kind: 'mall', level: 1 });
  const seller = em.create(SellerEntity, { name: `테스트판매자${tag}` });
  await em.flush();
  const name = overrides.name ?? `테스트 상품 ${tag}`;
  const product = em.create(ProductEntity, {
    name,
    brandId: brand.id,
    categoryId: category.id,
    sellerId: seller.id,
    price: 20000,
    salePrice: overrides.salePrice ?? 18000,
    formulation: 'pill',
    status: overrides.status ?? 'on_sale',
    imageUrl: 'data:,',
    ...searchKeys([name, brand.name, category.name]),
  });
  await em.flush();
  em.create(ProductOptionEntity, { productId: product.id, name: '기본', stock: 10 });
  await em.flush();
  return product;
}
