import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { LocalDateScalar, koreanDate, requireIdentity, type Context } from '@shop/kit';
import { getOwnedProfile } from '../profiles/profiles.service.js';
import { parseDate } from '../scores/scores.service.js';
import { standardOfProfile, type ProfileStandard } from './standards.service.js';
import { NUTRIENTS } from '../nutrients/nutrient-catalog.js';
import { NutrientDefinition, NutritionStandard } from './standards.types.js';

@Resolver(() => NutritionStandard)
export class StandardsResolver {
  @Query(() => [NutrientDefinition], { description: '영양소 목록 (39가지, counted는 섭취 등급의 26가지)' })
  nutrientCatalog(): readonly NutrientDefinition[] {
    return NUTRIENTS;
  }

  @Authorized()
  @Query(() => NutritionStandard, { description: '프로필의 하루 영양 기준 (날짜 기준 나이·생애주기·최근 체중)' })
  async nutritionStandard(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context): Promise<ProfileStandard> {
    const on = parseDate(date ?? koreanDate());
    return standardOfProfile(ctx.em, await getOwnedProfile(ctx.em, requireIdentity(ctx), profileId), on);
  }
}
