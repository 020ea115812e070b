/** Test factories for the cart, the address book and delivery quotes: real user rows (their tables reference users) and products with a stocked option. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity, Role } from '@shop/kit';
import { unique } from '@shop/kit/testing.js';
import { ProductOptionEntity, SellerEntity, type Product, type ProductOption } from '../catalog/catalog.entities.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { UserEntity } from '../users/user.entity.js';

export async function createTestUser(em: EntityManager, role: Role = 'member'): Promise<Identity> {
  const guest = role === 'guest';
  const user = em.create(UserEntity, { nickname: guest ? 'GUEST' : unique('장바구니'), provider: guest ? 'guest' : 'local', role });
  await em.flush();
  return { userId: user.id, role };
}

/** A product on sale (sale price `salePrice`) with one option of `stock` and `extraPrice`; its seller's fee rules as given. */
export async function createStockedProduct(
  em: EntityManager,
  {
    salePrice = 10000,
    stock = 10,
    extraPrice = 0,
    deliveryFee,
    freeShippingFrom,
  }: { salePrice?: number; stock?: number; extraPrice?: number; deliveryFee?: number; freeShippingFrom?: number | null } = {},
): Promise<{ product: Product; option: ProductOption }> {
  const product = await createTestProduct(em, { salePrice });
  const option = await em.findOneOrFail(ProductOptionEntity, { productId: product.id });
  em.assign(option, { stock, extraPrice });
  if (deliveryFee !== undefined || freeShippingFrom !== undefined) {
    const seller = await em.findOneOrFail(SellerEntity, { id: product.sellerId });
    em.assign(seller, { ...(deliveryFee !== undefined ? { deliveryFee } : {}), ...(freeShippingFrom !== undefined ? { freeShippingFrom } : {}) });
  }
  await em.flush();
  return { product, option };
}
