import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, requireIdentity, type Context } from '@shop/kit';
import type { RecommendationResult } from './result.entity.js';
import * as results from './results.service.js';
import { GapChange, RecommendationResultView, SubmitRecommendationInput } from './results.types.js';

type View = RecommendationResultView & { row: RecommendationResult };

export function resultView(row: RecommendationResult): View {
  const outcome = row.outcome;
  return {
    row,
    id: row.id,
    profileId: row.profileId ?? null,
    ageBand: row.ageBand,
    createdAt: row.createdAt,
    nutrients: (outcome?.nutrients ?? []).map((n) => ({ ...n, products: n.products.map((p) => ({ ...p, product: { id: p.productId } })) })),
    dropped: outcome?.dropped ?? [],
    excluded: outcome?.excluded ?? [],
    notes: outcome?.notes ?? [],
    diaryDays: outcome?.diary.days ?? 0,
    loggedDays: outcome?.diary.loggedDays ?? 0,
    preferences: outcome?.preferences ?? { formulation: null, price: null, brand: null, vegetarian: null, pregnancy: null, purpose: null },
  };
}

/** Batched: a list of results reads the earlier results of all their profiles at once. */
const earlierLoader = (ctx: Context) => ctx.loaders.get<RecommendationResult, results.EarlierPercents | null>('earlierPercents', (rows) => results.earlierPercents(ctx.em, rows));

@Resolver(() => RecommendationResultView)
export class ResultsResolver {
  @Authorized(...SIGNED_UP)
  @Mutation(() => RecommendationResultView, { description: '추천 설문 제출: 답과 최근 식단·영양제·장바구니로 영양소와 상품을 추천하고 기록으로 남깁니다' })
  async submitRecommendation(@Arg('input', () => SubmitRecommendationInput) input: SubmitRecommendationInput, @Ctx() ctx: Context): Promise<RecommendationResultView> {
    return resultView(await results.submitRecommendation(ctx.em, requireIdentity(ctx), input));
  }

  @Authorized()
  @Query(() => [RecommendationResultView], { description: '내 추천 결과 기록 (최신순; 프로필로 거르기)' })
  async myRecommendationResults(
    @Arg('profileId', () => ID, { nullable: true }) profileId: string | null,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Ctx() ctx: Context,
  ): Promise<RecommendationResultView[]> {
    return (await results.resultsOfProfile(ctx.em, requireIdentity(ctx), profileId, limit)).map(resultView);
  }

  @Authorized()
  @Query(() => RecommendationResultView, { description: '추천 결과 하나' })
  async recommendationResult(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<RecommendationResultView> {
    const { result, earlier } = await results.resultById(ctx.em, requireIdentity(ctx), id);
    // The earlier result came with the row: the second look asks nothing more.
    earlierLoader(ctx).prime(result, earlier);
    return resultView(result);
  }

  @FieldResolver(() => [GapChange], { description: '30일 이상 지난 이전 결과와 비교한 식단 (이전 결과가 없으면 빈 목록)' })
  async secondLook(@Root() view: View, @Ctx() ctx: Context): Promise<GapChange[]> {
    const before = await earlierLoader(ctx).load(view.row);
    if (!before || !view.row.outcome) return [];
    return view.row.outcome.nutrients.filter((n) => n.code in before).map((n) => ({ code: n.code, name: n.name, beforePercent: before[n.code] ?? null, nowPercent: n.diary?.averagePercent ?? null }));
  }
}
