import { byKeys, groupByKeys, type Context } from '@shop/kit';
import { BrandEntity, CategoryEntity, ProductEntity, ProductOptionEntity, SellerEntity, type Brand, type Category, type Product, type ProductOption, type Seller } from './catalog.entities.js';
import { FavoriteEntity, type Favorite } from '../favorites/favorite.entity.js';

/** Per-request loaders: a page of products costs one query per relation, whatever its size. */
export const catalogLoaders = (ctx: Context) => ({
  brand: ctx.loaders.get<string, Brand | null>('brandById', async (ids) => byKeys(ids, await ctx.em.find(BrandEntity, { id: { $in: [...ids] } }), (b) => b.id, null)),
  category: ctx.loaders.get<string, Category | null>('categoryById', async (ids) => byKeys(ids, await ctx.em.find(CategoryEntity, { id: { $in: [...ids] } }), (c) => c.id, null)),
  seller: ctx.loaders.get<string, Seller | null>('sellerById', async (ids) => byKeys(ids, await ctx.em.find(SellerEntity, { id: { $in: [...ids] } }), (s) => s.id, null)),
  options: ctx.loaders.get<string, ProductOption[]>('optionsByProduct', async (ids) =>
    groupByKeys(ids, await ctx.em.find(ProductOptionEntity, { productId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (o) => o.productId),
  ),
  // The caller's favorite row per product (null: not a favorite, or nobody signed in): one query
  // for a whole page of products, so a list can show its hearts without a query per card.
  myFavorite: ctx.loaders.get<string, Favorite | null>('myFavoriteByProduct', async (ids) => {
    const userId = ctx.identity?.userId;
    if (!userId) return ids.map(() => null);
    return byKeys(ids, await ctx.em.find(FavoriteEntity, { userId, productId: { $in: [...ids] } }), (f) => f.productId, null);
  }),
  product: ctx.loaders.get<string, Product | null>('productById', async (ids) => byKeys(ids, await ctx.em.find(ProductEntity, { id: { $in: [...ids] } }), (p) => p.id, null)),
});
