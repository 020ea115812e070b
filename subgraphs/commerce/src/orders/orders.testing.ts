/** Test factory for orders: a product of the test's own with a known stock, and an order input for it. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import { ProductOptionEntity, SellerEntity, type Product, type ProductOption } from '../catalog/catalog.entities.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { randomPhone } from '../sms/sms.testing.js';

export interface StockedProduct {
  product: Product;
  option: ProductOption;
}

/** A product on sale (sale price `salePrice`) whose one option has `stock`; its seller charges 3000, free from 30000. */
export async function stockedProduct(em: EntityManager, stock: number, salePrice = 18000): Promise<StockedProduct> {
  const product = await createTestProduct(em, { salePrice });
  const option = await em.findOneOrFail(ProductOptionEntity, { productId: product.id });
  option.stock = stock;
  await em.flush();
  return { product, option };
}

/** Makes `identity` the account of the product's seller. */
export async function makeSeller(em: EntityManager, product: Product, identity: Identity): Promise<void> {
  await em.nativeUpdate(SellerEntity, { id: product.sellerId }, { userId: identity.userId });
}

export const currentStock = async (em: EntityManager, optionId: string): Promise<number> => (await em.findOneOrFail(ProductOptionEntity, { id: optionId })).stock;

/** createOrder input for lines of stocked products, delivered to a Seoul address. */
export function orderInput(lines: { product: Product; option: ProductOption; quantity: number }[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lines: lines.map(({ product, option, quantity }) => ({ productId: product.id, optionId: option.id, quantity })),
    address: { recipientName: '김영양', recipientPhone: '010-1234-5678', postcode: '04524', address1: '서울특별시 중구 세종대로 110', address2: '3층' },
    ordererName: '김영양',
    ordererPhone: randomPhone(),
    payMethod: 'card',
    agreedToTerms: true,
    ...overrides,
  };
}

export const CREATE_ORDER = 'mutation ($i: CreateOrderInput!) { createOrder(input: $i) { id orderNumber status total goodsTotal deliveryTotal lines { id lineTotal status } } }';
