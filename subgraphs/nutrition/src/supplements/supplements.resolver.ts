import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, NotFound, PageArgs, byKeys, groupByKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { Product } from '../product-nutrients/product-nutrients.resolver.js';
import { nutrientName } from './supplement-nutrients.js';
import { SupplementEntity, SupplementNutrientEntity, type Supplement as SupplementRow, type SupplementNutrient as SupplementNutrientRow } from './supplement.entities.js';
import { AllergenCount, Supplement, SupplementInput, SupplementNutrient, SupplementPage } from './supplements.types.js';
import * as supplements from './supplements.service.js';

/** Supplements by id for relations (a regimen's supplement): visibility was checked when it was chosen. */
export function supplementLoader(ctx: Context) {
  return ctx.loaders.get<string, SupplementRow>('supplementById', async (ids) =>
    byKeys(ids, await ctx.em.find(SupplementEntity, { id: { $in: [...ids] } }), (s) => s.id, NotFound('영양제를 찾을 수 없습니다.')),
  );
}

export const nutrientView = (n: { code: string; amount: number; unit: string }): SupplementNutrient => ({ code: n.code, name: nutrientName(n.code), unit: n.unit, amount: n.amount });

@Resolver(() => Supplement)
export class SupplementsResolver {
  @Query(() => SupplementPage, { description: '영양제 검색 (승인된 것과 내가 신청 중인 것; 초성, 두 글자 검색 지원; 빈 검색어는 전체)' })
  searchSupplements(@Arg('query', () => String) query: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return supplements.searchSupplements(ctx.em, ctx.identity, query, parsePage(page));
  }

  @Query(() => Supplement, { description: '영양제 한 개 (승인 전인 것은 신청자와 관리자만)' })
  supplement(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return supplements.getSupplement(ctx.em, ctx.identity, id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Supplement, { description: '영양제 등록 신청 (관리자 승인 전까지 pending)' })
  submitSupplement(@Arg('input', () => SupplementInput) input: SupplementInput, @Ctx() ctx: Context) {
    return supplements.submitSupplement(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized('admin')
  @Query(() => SupplementPage, { description: '관리자: 영양제 목록 (status: pending, approved, rejected; 없으면 전체)' })
  adminSupplements(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('query', () => String, { nullable: true }) query: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return supplements.adminSupplements(ctx.em, status, query ?? '', parsePage(page));
  }

  @Authorized('admin')
  @Mutation(() => Supplement, { description: '관리자: 등록 신청 승인 또는 반려 (반려는 사유 필요; 신청자에게 알림)' })
  reviewSupplement(@Arg('id', () => ID) id: string, @Arg('approve', () => Boolean) approve: boolean, @Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() ctx: Context) {
    return supplements.reviewSupplement(ctx.em, id, { approve, reason });
  }

  @Authorized('admin')
  @Query(() => [AllergenCount], { description: '관리자: 승인된 영양제의 알레르기 유발 성분과 영양제 수' })
  supplementAllergens(@Ctx() ctx: Context) {
    return supplements.supplementAllergens(ctx.em);
  }

  /** Batched: a page of supplements costs one statement for all their nutrients. */
  @FieldResolver(() => [SupplementNutrient], { description: '1일 섭취량당 영양소 함량' })
  async nutrients(@Root() supplement: SupplementRow, @Ctx() ctx: Context): Promise<SupplementNutrient[]> {
    const loader = ctx.loaders.get<string, SupplementNutrientRow[]>('supplementNutrients', async (ids) =>
      groupByKeys(ids, await ctx.em.find(SupplementNutrientEntity, { supplementId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (n) => n.supplementId),
    );
    return (await loader.load(supplement.id)).map((n) => nutrientView({ code: n.nutrientCode, amount: n.amount, unit: n.unit }));
  }

  @FieldResolver(() => Product, { nullable: true, description: '쇼핑몰 상품 (판매 중인 경우)' })
  product(@Root() supplement: SupplementRow): Product | null {
    return supplement.productId ? { id: supplement.productId } : null;
  }
}
