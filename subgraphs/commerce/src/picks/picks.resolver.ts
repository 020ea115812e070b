import { Arg, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { groupByKeys, type Context } from '@shop/kit';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { Product } from '../catalog/catalog.types.js';
import type { PickItem as PickItemRow } from './pick.entities.js';
import * as picks from './picks.service.js';

@ObjectType({ description: '추천 상품' })
export class PickItem {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => String, { nullable: true, description: '추천 이유' }) comment!: string | null;
}

@ObjectType({ description: '추천 모음 (픽 카테고리)' })
export class PickCategory {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
}

@Resolver(() => PickCategory)
export class PicksResolver {
  @Query(() => [PickCategory], { description: '추천 모음 목록' })
  pickCategories(@Ctx() ctx: Context) {
    return picks.pickCategories(ctx.em);
  }

  @Query(() => PickCategory, { description: '추천 모음 하나' })
  pickCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return picks.pickCategory(ctx.em, id);
  }

  @Query(() => [Product], { description: '베스트 상품 (조회 많은 판매 중 상품, 카테고리 하위 포함)' })
  bestProducts(@Arg('limit', () => Int, { defaultValue: 20 }) limit: number, @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | undefined, @Ctx() ctx: Context) {
    return picks.bestProducts(ctx.em, limit, categoryId);
  }

  @FieldResolver(() => [PickItem], { description: '추천 상품 (순서대로)' })
  items(@Root() category: PickCategory, @Ctx() ctx: Context) {
    const loader = ctx.loaders.get<string, PickItemRow[]>('pickItemsByCategory', async (ids) => groupByKeys(ids, await picks.pickItems(ctx.em, ids), (i) => i.pickCategoryId));
    return loader.load(category.id);
  }
}

@Resolver(() => PickItem)
export class PickItemResolver {
  @FieldResolver(() => Product, { nullable: true })
  product(@Root() item: PickItem, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).product.load(item.productId);
  }
}
