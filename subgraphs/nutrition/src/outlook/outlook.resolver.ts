import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { BadInput, requireIdentity, type Context } from '@shop/kit';
import * as outlook from './outlook.service.js';
import { NutrientOutlook, NutrientProducts, ProductLabel } from './outlook.types.js';

const MAX_IDS = 500;

@Resolver()
export class OutlookResolver {
  @Authorized()
  @Query(() => NutrientOutlook, { description: '최근 기록으로 본 프로필의 영양 상태: 부족한 영양소, 영양제로 먹는 양, 상한 (추천 설문이 씁니다)' })
  async nutrientOutlook(
    @Arg('profileId', () => ID) profileId: string,
    @Arg('days', () => Int, { nullable: true }) days: number | null,
    @Arg('lifeStage', () => String, { nullable: true, description: 'none, planning, pregnant, nursing: 설문에서 답한 임신·수유 상태' }) lifeStage: string | null,
    @Arg('productIds', () => [ID], { nullable: true, description: '함께 라벨을 읽을 상품 (장바구니)' }) productIds: string[] | null,
    @Ctx() ctx: Context,
  ): Promise<NutrientOutlook> {
    if ((productIds?.length ?? 0) > MAX_IDS) throw BadInput([{ field: 'productIds', message: `상품은 한 번에 ${MAX_IDS}개까지 조회할 수 있습니다.` }]);
    const [seen, labels] = await Promise.all([outlook.nutrientOutlook(ctx.em, requireIdentity(ctx), profileId, { days, lifeStage }), outlook.productLabels(ctx.em, productIds ?? [])]);
    return { ...seen, productLabels: labels };
  }

  @Query(() => [ProductLabel], { description: '상품 라벨 (1일 섭취량의 영양 성분과 알레르기·젤라틴 표시)' })
  productLabels(@Arg('productIds', () => [ID]) productIds: string[], @Ctx() ctx: Context): Promise<ProductLabel[]> {
    if (productIds.length > MAX_IDS) throw BadInput([{ field: 'productIds', message: `상품은 한 번에 ${MAX_IDS}개까지 조회할 수 있습니다.` }]);
    return outlook.productLabels(ctx.em, productIds);
  }

  @Query(() => [NutrientProducts], { description: '영양소별로 그 영양소가 든 상품 (최신순, 영양소마다 최대 perNutrient개)' })
  productsWithNutrients(@Arg('codes', () => [String]) codes: string[], @Arg('perNutrient', () => Int, { defaultValue: 50 }) perNutrient: number, @Ctx() ctx: Context): Promise<NutrientProducts[]> {
    return outlook.productsWithNutrients(ctx.em, codes, perNutrient);
  }
}
