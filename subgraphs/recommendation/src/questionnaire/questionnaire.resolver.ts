import { Arg, Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { BadInput, requireIdentity, type Context } from '@shop/kit';
import { AGE_BANDS, QUESTIONS_PER_BAND, ageBandOf, type AgeBand as AgeBandRule } from './age-bands.js';
import { RecommendationResultEntity } from './result.entity.js';

@ObjectType({ description: '설문 연령대 (연령대마다 9개 문항)' })
export class AgeBand {
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => Float, { nullable: true, description: '이 나이 초과' }) minYearsExclusive!: number | null;
  @Field(() => Float, { nullable: true, description: '이 나이 이하' }) maxYearsInclusive!: number | null;
  @Field(() => Int) questionCount!: number;
}

@ObjectType()
export class RecommendationResultSummary {
  @Field(() => ID) id!: string;
  @Field(() => String) ageBand!: string;
  @Field(() => Date) createdAt!: Date;
}

const view = (band: AgeBandRule): AgeBand => ({ ...band, questionCount: QUESTIONS_PER_BAND });

@Resolver()
export class QuestionnaireResolver {
  @Query(() => [AgeBand], { description: '추천 설문 연령대 목록' })
  recommendationAgeBands(): AgeBand[] {
    return AGE_BANDS.map(view);
  }

  @Query(() => AgeBand, { description: '나이(년, 소수 가능)에 맞는 설문 연령대' })
  recommendationAgeBand(@Arg('ageYears', () => Float) ageYears: number): AgeBand {
    if (!Number.isFinite(ageYears) || ageYears < 0 || ageYears > 150) throw BadInput([{ field: 'ageYears', message: '나이를 확인해주세요.' }]);
    return view(ageBandOf(ageYears));
  }

  @Authorized()
  @Query(() => [RecommendationResultSummary], { description: '내 추천 결과 기록' })
  async myRecommendationResults(@Ctx() ctx: Context): Promise<RecommendationResultSummary[]> {
    return ctx.em.find(RecommendationResultEntity, { userId: requireIdentity(ctx).userId }, { orderBy: { id: 'desc' }, limit: 20 });
  }
}
