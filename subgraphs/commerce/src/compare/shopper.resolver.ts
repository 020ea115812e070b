import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, Paginated, parsePage, requireIdentity, type Context } from '@shop/kit';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { Product } from '../catalog/catalog.types.js';
import * as views from '../click-history/click-history.service.js';
import * as favorites from '../favorites/favorites.service.js';
import * as compare from './compare.service.js';

/** A product a user keeps (compare list, favorites, recently viewed); the product is loaded in batches. */
@ObjectType({ description: '비교함에 담은 상품' })
export class CompareItem {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '관심 상품' })
export class FavoriteItem {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class FavoriteItemPage extends Paginated(FavoriteItem) {}

@ObjectType({ description: '최근 본 상품' })
export class ViewedProduct {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => Int) viewCount!: number;
  @Field(() => Date) viewedAt!: Date;
}

const loadProduct = (ctx: Context, productId: string) => catalogLoaders(ctx).product.load(productId);

@Resolver(() => CompareItem)
export class CompareResolver {
  @Authorized()
  @Query(() => [CompareItem], { description: '내 비교함 (최대 4개; 성분 비교표는 각 상품의 nutrientFacts로 만듭니다)' })
  myCompareList(@Ctx() ctx: Context) {
    return compare.compareList(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Mutation(() => CompareItem, { description: '비교함에 담기' })
  addToCompare(@Arg('productId', () => ID) productId: string, @Ctx() ctx: Context) {
    return compare.addToCompare(ctx.em, requireIdentity(ctx), productId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '비교함에서 빼기' })
  async removeFromCompare(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await compare.removeFromCompare(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: '비교함 비우기 (관리자는 userId로 다른 회원의 비교함)' })
  clearCompareList(@Arg('userId', () => ID, { nullable: true }) userId: string | undefined, @Ctx() ctx: Context) {
    return compare.clearCompare(ctx.em, requireIdentity(ctx), userId);
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() item: CompareItem, @Ctx() ctx: Context) {
    return loadProduct(ctx, item.productId);
  }
}

@Resolver(() => FavoriteItem)
export class FavoritesResolver {
  @Authorized()
  @Query(() => FavoriteItemPage, { description: '내 관심 상품 (최신순)' })
  myFavorites(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return favorites.listFavorites(ctx.em, requireIdentity(ctx), parsePage(page));
  }

  @Authorized()
  @Query(() => FavoriteItem, { nullable: true, description: '이 상품이 관심 상품인지 (아니면 null)' })
  favoriteOfProduct(@Arg('productId', () => ID) productId: string, @Ctx() ctx: Context) {
    return favorites.findFavorite(ctx.em, requireIdentity(ctx), productId);
  }

  @Authorized()
  @Mutation(() => FavoriteItem, { description: '관심 상품 추가 (이미 있으면 그대로)' })
  addFavorite(@Arg('productId', () => ID) productId: string, @Ctx() ctx: Context) {
    return favorites.addFavorite(ctx.em, requireIdentity(ctx), productId);
  }

  @Authorized()
  @Mutation(() => Int, { description: '관심 상품 삭제 (선택한 여러 개)' })
  removeFavorites(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return favorites.removeFavorites(ctx.em, requireIdentity(ctx), ids);
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() item: FavoriteItem, @Ctx() ctx: Context) {
    return loadProduct(ctx, item.productId);
  }
}

@Resolver(() => ViewedProduct)
export class ViewedProductsResolver {
  @Authorized()
  @Mutation(() => Boolean, { description: '상품 조회 기록 (최근 본 상품, 인기도)' })
  async recordProductView(@Arg('productId', () => ID) productId: string, @Ctx() ctx: Context) {
    await views.recordView(ctx.em, requireIdentity(ctx), productId);
    return true;
  }

  @Authorized()
  @Query(() => [ViewedProduct], { description: '최근 본 상품 (최신순)' })
  recentlyViewed(@Arg('limit', () => Int, { defaultValue: 20 }) limit: number, @Ctx() ctx: Context) {
    return views.recentlyViewed(ctx.em, requireIdentity(ctx), limit);
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() item: ViewedProduct, @Ctx() ctx: Context) {
    return loadProduct(ctx, item.productId);
  }
}
