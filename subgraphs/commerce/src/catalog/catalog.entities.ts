import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchIndexes, searchKeyProperties } from '@shop/kit';

/** Mall categories form a two-level tree by `parentId`/`level`; nutrient categories are a flat list. */
export const CategoryEntity = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(40),
    kind: p.string().length(10).default('mall'),
    // Restrict: a category with subcategories (or products) is not deleted by accident.
    parentId: () => p.manyToOne(CategoryEntity).mapToPk().joinColumn('parent_id').deleteRule('restrict').nullable().index(),
    level: p.integer().default(1),
    /**
     * The parent's level, derived (`level - 1`): with `kind` it is the key of the parent the
     * foreign key `categories_parent_kind_level_foreign` (parent_id, kind, parent_level) ->
     * (id, kind, level) must find, so a category sits exactly one level below a parent of its own
     * kind, and no chain of parents can loop. That composite key is created by
     * Migration20261123140000_category_content_admin (entities cannot declare it).
     */
    parentLevel: p.integer().generated('("level" - 1) stored').nullable().hidden(),
    sortOrder: p.integer().default(0),
  },
  // Names are unique among siblings (roots per kind); their meaning for clients: catalog.constraints.ts.
  uniques: [
    { name: 'categories_root_name_unique', properties: ['kind', 'name'], where: '"parent_id" is null' },
    { name: 'categories_sibling_name_unique', properties: ['parentId', 'name'], where: '"parent_id" is not null' },
    { name: 'categories_id_kind_level_unique', properties: ['id', 'kind', 'level'] },
  ],
  checks: [
    { name: 'categories_kind_check', expression: `"kind" in ('mall', 'nutrient')` },
    { name: 'categories_level_check', expression: '"level" >= 1' },
    // The demo tree's depth: mall categories have two levels, nutrient categories are a flat list.
    { name: 'categories_depth_check', expression: `"level" <= case when "kind" = 'mall' then 2 else 1 end` },
    { name: 'categories_root_level_check', expression: '("parent_id" is null) = ("level" = 1)' },
  ],
});
export type Category = InferEntity<typeof CategoryEntity>;

export const BrandEntity = defineEntity({
  name: 'Brand',
  tableName: 'brands',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(60).unique(),
    description: p.text().nullable(),
    logoUrl: p.text().nullable(),
  },
});
export type Brand = InferEntity<typeof BrandEntity>;

export const SellerEntity = defineEntity({
  name: 'Seller',
  tableName: 'sellers',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(60),
    /** The seller's account, when the seller answers questions in the shop. */
    userId: p.bigint('string').nullable().index(),
    businessNumber: p.string().length(12).nullable(),
    /** Delivery fee per order from this seller, integer won (delivery/delivery-rules.ts). */
    deliveryFee: p.integer().default(3000),
    /** Goods total from which this seller ships free; null: never free. */
    freeShippingFrom: p.integer().nullable().default(30000),
  },
  checks: [
    { name: 'sellers_delivery_fee_check', expression: '"delivery_fee" >= 0 and "delivery_fee" <= 100000' },
    { name: 'sellers_free_shipping_from_check', expression: '"free_shipping_from" is null or "free_shipping_from" >= 0' },
  ],
});
export type Seller = InferEntity<typeof SellerEntity>;

export const FORMULATIONS = ['pill', 'powder', 'jelly', 'chewable', 'liquid'] as const;
export const PRODUCT_STATUSES = ['on_sale', 'sold_out', 'hidden'] as const;

/**
 * A product. `searchText`, `searchChoseong` and `searchBigrams` are derived from the name,
 * brand, category and keywords when the product is saved (kit korean-search.ts) and indexed
 * for Korean search: trigram GIN on the two texts, GIN on the bigram array.
 */
export const ProductEntity = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(120),
    // Restrict: brands, categories and sellers with products are not deleted by accident.
    brandId: () => p.manyToOne(BrandEntity).mapToPk().joinColumn('brand_id').deleteRule('restrict').index(),
    categoryId: () => p.manyToOne(CategoryEntity).mapToPk().joinColumn('category_id').deleteRule('restrict').index(),
    sellerId: () => p.manyToOne(SellerEntity).mapToPk().joinColumn('seller_id').deleteRule('restrict').index(),
    /** Integer won. */
    price: p.integer(),
    salePrice: p.integer(),
    formulation: p.string().length(10),
    status: p.string().length(10).default('on_sale'),
    imageUrl: p.text(),
    description: p.text().nullable(),
    keywords: p.text().default(''),
    ...searchKeyProperties(),
    popularity: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { properties: ['status', 'salePrice'] },
    // The orders of a product list (catalog.service.ts ORDER_BY), so a page is an index walk.
    { name: 'products_popularity', expression: 'create index "products_popularity" on "commerce"."products" ("popularity" desc, "id" desc)' },
    { name: 'products_created_at', expression: 'create index "products_created_at" on "commerce"."products" ("created_at" desc, "id" desc)' },
    { name: 'products_sale_price', expression: 'create index "products_sale_price" on "commerce"."products" ("sale_price", "id")' },
    // Declared so the migration generator keeps them; created by Migration20261122173200_search_indexes.
    ...searchIndexes('commerce', 'products'),
  ],
  checks: [
    // Limits of the products desk (product-admin.service.ts PRODUCT_LIMITS; Migration20261127110000_admin_desks).
    { name: 'products_price_check', expression: '"price" >= 0 and "price" <= 10000000' },
    { name: 'products_sale_price_check', expression: '"sale_price" >= 0 and "sale_price" <= "price"' },
    { name: 'products_popularity_check', expression: '"popularity" >= 0' },
    { name: 'products_status_check', expression: `"status" in ('on_sale', 'sold_out', 'hidden')` },
    { name: 'products_formulation_check', expression: `"formulation" in ('pill', 'powder', 'jelly', 'chewable', 'liquid')` },
  ],
});
export type Product = InferEntity<typeof ProductEntity>;

export const ProductOptionEntity = defineEntity({
  name: 'ProductOption',
  tableName: 'product_options',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    // An option is part of its product (cascade).
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade').index(),
    name: p.string().length(60),
    /** Added to the product's sale price, integer won. */
    extraPrice: p.integer().default(0),
    stock: p.integer().default(0),
  },
  // An option's name is unique within its product; stock at most 1,000,000 (an admin sets up to 100,000: cancelled orders give stock back above it).
  uniques: [{ name: 'product_options_product_name_unique', properties: ['productId', 'name'] }],
  checks: [
    { name: 'product_options_extra_price_check', expression: '"extra_price" >= 0 and "extra_price" <= 10000000' },
    { name: 'product_options_stock_check', expression: '"stock" >= 0 and "stock" <= 1000000' },
  ],
});
export type ProductOption = InferEntity<typeof ProductOptionEntity>;

export const RelatedProductEntity = defineEntity({
  name: 'RelatedProduct',
  tableName: 'related_products',
  properties: {
    // A relation between two products goes with either of them (cascade).
    productId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('product_id').deleteRule('cascade').primary(),
    relatedProductId: () => p.manyToOne(ProductEntity).mapToPk().joinColumn('related_product_id').deleteRule('cascade').primary(),
    sortOrder: p.integer().default(0),
  },
  checks: [{ name: 'related_products_not_self_check', expression: '"product_id" <> "related_product_id"' }],
});
export type RelatedProduct = InferEntity<typeof RelatedProductEntity>;
