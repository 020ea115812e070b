import { byKeys, groupByKeys, type Context } from '@shop/kit';
import { BrandEntity, CategoryEntity, ProductEntity, ProductOptionEntity, SellerEntity, type Brand, type Category, type Product, type ProductOption, type Seller } from './catalog.entities.js';

/** Per-request loaders: a page of products costs one query per relation, whatever its size. */
export const catalogLoaders = (ctx: Context) => ({
  brand: ctx.loaders.get<string, Brand | null>('brandById', async (ids) => byKeys(ids, await ctx.em.find(BrandEntity, { id: { $in: [...ids] } }), (b) => b.id, null)),
  category: ctx.loaders.get<string, Category | null>('categoryById', async (ids) =>
    byKeys(ids, await ctx.em.find(CategoryEntity, { id: { $in: [...ids] } }), (c) => c.id, null),
  ),
  seller: ctx.loaders.get<string, Seller | null>('sellerById', async (ids) => byKeys(ids, await ctx.em.find(SellerEntity, { id: { $in: [...ids] } }), (s) => s.id, null)),
  options: ctx.loaders.get<string, ProductOption[]>('optionsByProduct', async (ids) =>
    groupByKeys(ids, await ctx.em.find(ProductOptionEntity, { productId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (o) => o.productId),
  ),
  product: ctx.loaders.get<string, Product | null>('productById', async (ids) =>
    byKeys(ids, await ctx.em.find(ProductEntity, { id: { $in: [...ids] } }), (p) => p.id, null),
  ),
});
