import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { byKeys, groupByKeys, PageArgs, parsePage, type Context, type Role } from '@shop/kit';
import { Channel } from '../channels/channel.types.js';
import { channelById } from '../channels/channels.resolver.js';
import { managesChannel } from '../channels/channel-access.js';
import { Product } from '../cooperate/cooperate.resolver.js';
import {
  ChannelCategoryEntity,
  ChannelLinkEntity,
  ChannelVideoEntity,
  CombinationEntity,
  type ChannelCategory as ChannelCategoryRow,
  type ChannelProduct as ChannelProductRow,
  type Combination as CombinationRow,
  type CombinationLine as CombinationLineRow,
  type CombinationStatus,
} from './catalog.entities.js';
import * as catalog from './catalog.service.js';
import * as media from './channel-media.service.js';
import * as combinations from './combinations.service.js';
import { commerceProductLoader, type CommerceProduct } from './commerce-products.js';
import {
  ChannelCategory,
  ChannelCategoryOrderInput,
  ChannelCategoryPage,
  ChannelLink,
  ChannelLinkInput,
  ChannelProduct,
  ChannelProductPage,
  ChannelVideo,
  Combination,
  CombinationLine,
  CombinationPage,
  CombinationPrice,
  CombinationStatusEnum,
  CreateChannelCategoryInput,
  CreateRecommendedProductInput,
  EditRecommendedProductInput,
  RegisterChannelVideoInput,
  RegisterCombinationInput,
} from './catalog.types.js';

/** Who changes a channel's shop window: influencers (their own channel: channel-access.ts) and admins (any). */
const CHANNEL_STAFF: Role[] = ['influencer', 'admin'];

// Per-request loaders: every relation a list resolves goes through one of these.
const categoryLoader = (ctx: Context) =>
  ctx.loaders.get<string, ChannelCategoryRow | null>('catalog.category', async (ids) => byKeys(ids, await ctx.em.find(ChannelCategoryEntity, { id: { $in: [...ids] } }), (c) => c.id, null));
const combinationLoader = (ctx: Context) =>
  ctx.loaders.get<string, CombinationRow | null>('catalog.combination', async (ids) => byKeys(ids, await ctx.em.find(CombinationEntity, { id: { $in: [...ids] } }), (c) => c.id, null));
const linesLoader = (ctx: Context) =>
  ctx.loaders.get<string, CombinationLineRow[]>('catalog.combinationLines', async (ids) => groupByKeys(ids, await combinations.linesOf(ctx.em, ids), (l) => l.combinationId));

interface CategoryCounts {
  products: number;
  activeCombinations: number;
  combinations: number;
}
const countsLoader = (ctx: Context) =>
  ctx.loaders.get<string, CategoryCounts>('catalog.categoryCounts', async (ids) => {
    const list = ids.map(() => '?').join(', ');
    const [products, combos] = await Promise.all([
      ctx.em.execute<{ id: string; n: number }[]>(`select category_id::text as id, count(*)::int as n from partners.channel_category_products where category_id in (${list}) group by category_id`, [
        ...ids,
      ]),
      ctx.em.execute<{ id: string; n: number; active: number }[]>(
        `select category_id::text as id, count(*)::int as n, (count(*) filter (where status = 'active'))::int as active from partners.channel_combinations where category_id in (${list}) group by category_id`,
        [...ids],
      ),
    ]);
    const productsOf = new Map(products.map((r) => [r.id, r.n]));
    const combosOf = new Map(combos.map((r) => [r.id, r]));
    return ids.map((id) => ({ products: productsOf.get(String(id)) ?? 0, activeCombinations: combosOf.get(String(id))?.active ?? 0, combinations: combosOf.get(String(id))?.n ?? 0 }));
  });
const byChannel = <T extends { channelId: string }>(ctx: Context, name: string, entity: typeof ChannelVideoEntity | typeof ChannelLinkEntity | typeof ChannelCategoryEntity) =>
  ctx.loaders.get<string, T[]>(`catalog.${name}ByChannel`, async (ids) =>
    groupByKeys(ids, (await ctx.em.find(entity as typeof ChannelVideoEntity, { channelId: { $in: [...ids] } }, { orderBy: { position: 'asc' } })) as unknown as T[], (row) => row.channelId),
  );

@Resolver(() => ChannelCategory)
export class ChannelCategoryResolver {
  @Query(() => [ChannelCategory], { description: '채널의 카테고리 (순서대로; channel은 핸들(@ 무시) 또는 채널 번호)' })
  channelCategories(@Arg('channel', () => String, { description: '채널 핸들 또는 채널 번호' }) channel: string, @Ctx() ctx: Context) {
    return catalog.categoriesOfChannel(ctx.em, channel);
  }

  @Query(() => ChannelCategory, { description: '채널 카테고리 하나' })
  channelCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return catalog.categoryById(ctx.em, id);
  }

  @Query(() => ChannelCategoryPage, { description: '채널 카테고리 이름 검색 (초성 검색 가능; channel이 없으면 모든 채널에서; 이름이 같은 것 먼저)' })
  searchChannelCategories(
    @Arg('query', () => String) query: string,
    @Arg('channel', () => String, { nullable: true, description: '채널 핸들 또는 채널 번호' }) channel: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return catalog.searchCategories(ctx.em, { channel, query }, parsePage(page));
  }

  @Authorized(...CHANNEL_STAFF)
  @Query(() => [ChannelCategory], { description: '내 채널의 카테고리 (관리 목록: 상품 수, 조합 수 포함; 관리자는 channelId로 다른 채널)' })
  myChannelCategories(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Ctx() ctx: Context) {
    return catalog.managedCategories(ctx.em, ctx.identity, channelId);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => ChannelCategory, { description: '채널 카테고리 만들기 (채널마다 30개까지, 이름은 대소문자 구분 없이 하나)' })
  createChannelCategory(@Arg('input', () => CreateChannelCategoryInput) input: CreateChannelCategoryInput, @Ctx() ctx: Context) {
    return catalog.createCategory(ctx.em, ctx.identity, input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => [ChannelCategory], { description: '카테고리 이름과 순서 바꾸기: 채널의 카테고리 전부를 새 순서대로, 각각의 이름과 함께 보냅니다' })
  changeChannelCategories(
    @Arg('categories', () => [ChannelCategoryOrderInput]) categories: ChannelCategoryOrderInput[],
    @Arg('channelId', () => ID, { nullable: true, description: '채널 (관리자용; 없으면 내 채널)' }) channelId: string | null,
    @Ctx() ctx: Context,
  ) {
    return catalog.changeCategories(ctx.em, ctx.identity, { channelId, categories });
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: '카테고리 지우기 (추천 상품과 조합도 함께 지워집니다)' })
  deleteChannelCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return catalog.deleteCategory(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => Int, { description: '추천 상품 수' })
  async productCount(@Root() category: ChannelCategoryRow, @Ctx() ctx: Context): Promise<number> {
    return (await countsLoader(ctx).load(category.id)).products;
  }

  @FieldResolver(() => Int, { description: '조합 수 (채널 관리자에게는 숨긴 조합도 셉니다)' })
  async combinationCount(@Root() category: ChannelCategoryRow, @Ctx() ctx: Context): Promise<number> {
    const [counts, channel] = await Promise.all([countsLoader(ctx).load(category.id), channelById(ctx).load(category.channelId)]);
    return channel && managesChannel(ctx.identity, channel) ? counts.combinations : counts.activeCombinations;
  }

  @FieldResolver(() => Channel, { nullable: true })
  channel(@Root() category: ChannelCategoryRow, @Ctx() ctx: Context) {
    return channelById(ctx).load(category.channelId);
  }
}

@Resolver(() => ChannelProduct)
export class ChannelProductResolver {
  @Query(() => [ChannelProduct], { description: '카테고리의 추천 상품 세트 (순서대로; 상품 정보는 product)' })
  categoryProducts(@Arg('categoryId', () => ID) categoryId: string, @Ctx() ctx: Context) {
    return catalog.productsOfCategory(ctx.em, categoryId);
  }

  @Authorized(...CHANNEL_STAFF)
  @Query(() => ChannelProductPage, { description: '내 채널의 추천 상품 (카테고리 순서, 그 안의 순서; categoryId로 한 카테고리만)' })
  myChannelProducts(
    @Arg('channelId', () => ID, { nullable: true, description: '채널 (관리자용; 없으면 내 채널)' }) channelId: string | null,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return catalog.managedProducts(ctx.em, ctx.identity, { channelId, categoryId }, parsePage(page));
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => ChannelProduct, { description: '카테고리에 상품 추천 (판매 중인 상품, 카테고리마다 50개까지, 같은 상품은 한 번)' })
  createRecommendedProduct(@Arg('input', () => CreateRecommendedProductInput) input: CreateRecommendedProductInput, @Ctx() ctx: Context) {
    return catalog.createRecommendedProduct(ctx.em, ctx.identity, input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => ChannelProduct, { description: '추천 상품의 코멘트나 순서 바꾸기' })
  editRecommendedProduct(@Arg('input', () => EditRecommendedProductInput) input: EditRecommendedProductInput, @Ctx() ctx: Context) {
    return catalog.editRecommendedProduct(ctx.em, ctx.identity, input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: '추천 상품 빼기' })
  deleteRecommendedProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return catalog.deleteRecommendedProduct(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => Product, { description: '상품 (페더레이션으로 상품 서비스가 채웁니다)' })
  product(@Root() row: ChannelProductRow): Product {
    return { id: row.productId };
  }

  @FieldResolver(() => ChannelCategory, { nullable: true })
  category(@Root() row: ChannelProductRow, @Ctx() ctx: Context) {
    return categoryLoader(ctx).load(row.categoryId);
  }
}

@Resolver(() => Combination)
export class CombinationResolver {
  @Query(() => Combination, { description: '조합 하나 (숨긴 조합은 채널 관리자만); 장바구니에 담을 때 상품 서비스가 읽습니다' })
  combination(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return combinations.combinationById(ctx.em, ctx.identity, id);
  }

  @Query(() => [Combination], { description: '카테고리의 조합 (보이는 것만, 만든 순서)' })
  categoryCombinations(@Arg('categoryId', () => ID) categoryId: string, @Ctx() ctx: Context) {
    return combinations.combinationsOfCategory(ctx.em, categoryId);
  }

  @Authorized(...CHANNEL_STAFF)
  @Query(() => CombinationPage, { description: '내 채널의 조합 (숨긴 것도, 최신순)' })
  myChannelCombinations(
    @Arg('channelId', () => ID, { nullable: true, description: '채널 (관리자용; 없으면 내 채널)' }) channelId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return combinations.managedCombinations(ctx.em, ctx.identity, channelId, parsePage(page));
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Combination, { description: '조합(세트) 만들기: 판매 중인 상품 2~10줄, 할인율 0~50%' })
  registerCombination(@Arg('input', () => RegisterCombinationInput) input: RegisterCombinationInput, @Ctx() ctx: Context) {
    return combinations.registerCombination(ctx.em, ctx.identity, input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Combination, { description: '조합 보이기(active)·숨기기(hidden)' })
  setCombinationStatus(@Arg('id', () => ID) id: string, @Arg('status', () => CombinationStatusEnum) status: CombinationStatus, @Ctx() ctx: Context) {
    return combinations.setCombinationStatus(ctx.em, ctx.identity, id, status);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: '조합 지우기' })
  deleteCombination(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return combinations.deleteCombination(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => [CombinationLine])
  lines(@Root() combination: CombinationRow, @Ctx() ctx: Context) {
    return linesLoader(ctx).load(combination.id);
  }

  @FieldResolver(() => CombinationPrice, {
    nullable: true,
    description: '가격 (상품 서비스의 지금 판매가로 계산: 요청마다 한 번에 조회); 상품 서비스에 닿지 못하면 오류와 함께 null',
  })
  async price(@Root() combination: CombinationRow, @Ctx() ctx: Context): Promise<combinations.CombinationPriceBreakdown> {
    const lines = await linesLoader(ctx).load(combination.id);
    const loaded = await commerceProductLoader(ctx).loadMany(lines.map((l) => l.productId));
    const products = new Map<string, CommerceProduct>();
    for (const product of loaded) {
      if (product instanceof Error) throw product;
      if (product) products.set(product.id, product);
    }
    return combinations.combinationPrice(combination, lines, products);
  }

  @FieldResolver(() => ChannelCategory, { nullable: true })
  category(@Root() combination: CombinationRow, @Ctx() ctx: Context) {
    return combination.categoryId ? categoryLoader(ctx).load(combination.categoryId) : null;
  }

  @FieldResolver(() => Channel, { nullable: true })
  channel(@Root() combination: CombinationRow, @Ctx() ctx: Context) {
    return channelById(ctx).load(combination.channelId);
  }
}

@Resolver(() => CombinationLine)
export class CombinationLineResolver {
  @FieldResolver(() => Product, { description: '상품 (페더레이션으로 상품 서비스가 채웁니다)' })
  product(@Root() line: CombinationLineRow): Product {
    return { id: line.productId };
  }
}

@Resolver(() => ChannelVideo)
export class ChannelMediaResolver {
  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => ChannelVideo, { description: '채널 영상 등록 (유튜브, 비메오, 네이버TV 주소; 채널마다 20개까지, 맨 뒤에)' })
  registerChannelVideo(@Arg('input', () => RegisterChannelVideoInput) input: RegisterChannelVideoInput, @Ctx() ctx: Context) {
    return media.registerVideo(ctx.em, ctx.identity, input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: '채널 영상 지우기' })
  deleteChannelVideo(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return media.deleteVideo(ctx.em, ctx.identity, id);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => [ChannelLink], { description: '채널 외부 링크 바꾸기: 보낸 목록(10개까지, 순서대로)이 전체를 대신합니다' })
  editChannelLinks(
    @Arg('links', () => [ChannelLinkInput]) links: ChannelLinkInput[],
    @Arg('channelId', () => ID, { nullable: true, description: '채널 (관리자용; 없으면 내 채널)' }) channelId: string | null,
    @Ctx() ctx: Context,
  ) {
    return media.editLinks(ctx.em, ctx.identity, { channelId, links });
  }
}

/** The shop window on the channel itself (the channel page reads it in one query). */
@Resolver(() => Channel)
export class ChannelCatalogResolver {
  @FieldResolver(() => [ChannelCategory], { description: '채널의 카테고리 (순서대로)' })
  categories(@Root() channel: Channel, @Ctx() ctx: Context) {
    return byChannel<ChannelCategoryRow>(ctx, 'categories', ChannelCategoryEntity).load(channel.id);
  }

  @FieldResolver(() => [ChannelVideo], { description: '채널 영상 (순서대로)' })
  videos(@Root() channel: Channel, @Ctx() ctx: Context) {
    return byChannel(ctx, 'videos', ChannelVideoEntity).load(channel.id);
  }

  @FieldResolver(() => [ChannelLink], { description: '채널 외부 링크 (순서대로)' })
  links(@Root() channel: Channel, @Ctx() ctx: Context) {
    return byChannel(ctx, 'links', ChannelLinkEntity).load(channel.id);
  }
}

export const catalogResolvers = [ChannelCategoryResolver, ChannelProductResolver, CombinationResolver, CombinationLineResolver, ChannelMediaResolver, ChannelCatalogResolver];

/** Other subgraphs refer to a combination by id (commerce's cart lines): every status, as it was put there. */
export const catalogReferences = {
  Combination: { __resolveReference: (reference: { id: string }, ctx: Context) => combinationLoader(ctx).load(reference.id) },
};
