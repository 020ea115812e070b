import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductEntity, ProductOptionEntity } from '../catalog/catalog.entities.js';
import { UserEntity } from '../users/user.entity.js';
import { CombinationOfferEntity } from '../channel-sales/combination-offer.entity.js';

/**
 * A cart line: one product (option) of a user's cart. One line per user, product and option (the
 * expression index treats "no option" as one value); adding again adds quantities. A line a paid
 * order consumed keeps its row with `purchasedAt` until the shopper removes purchased lines (or
 * adds the product again, which revives it).
 */
export const CartLineEntity = defineEntity({
  name: 'CartLine',
  tableName: 'cart_lines',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: () => p.manyToOne(UserEntity).mapToPk().joinColumn('user_id').deleteRule('cascade'),
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade').index(),
    optionId: () => p.manyToOne(ProductOptionEntity).mapToPk().joinColumn('option_id').deleteRule('cascade').nullable().index(),
    quantity: p.integer(),
    selected: p.boolean().default(true),
    /** Put in the cart as part of a channel combination (commerce's copy): checkout takes its discount when the combination is whole. */
    combinationId: () => p.manyToOne(CombinationOfferEntity).mapToPk().joinColumn('combination_id').deleteRule('set null').nullable().index(),
    purchasedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [
    {
      name: 'cart_lines_user_product_option_unique',
      expression: 'create unique index "cart_lines_user_product_option_unique" on "commerce"."cart_lines" ("user_id", "product_id", coalesce("option_id", 0))',
    },
  ],
  checks: [{ name: 'cart_lines_quantity_check', expression: '"quantity" >= 1 and "quantity" <= 99' }],
});
export type CartLine = InferEntity<typeof CartLineEntity>;
