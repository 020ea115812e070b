import { Arg, Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import { NotFound, type Context } from '@shop/kit';
import { nutrientFacts, type NutrientFacts } from './ingredients.service.js';
import { RECOMMEND_NUTRIENTS } from './recommend-nutrients.js';
import { DailyRange } from '../results/results.types.js';

@ObjectType({ description: '영양소 카드: 식약처 인정 기능성, 1일 섭취량, 주의사항, 출처' })
export class NutrientCard {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => [String]) claims!: string[];
  @Field(() => [DailyRange]) ranges!: DailyRange[];
  @Field(() => [String]) cautions!: string[];
  @Field(() => [String]) allergens!: string[];
  @Field(() => [String]) sources!: string[];
  @Field(() => Float, { nullable: true, description: '쇼핑몰의 하루 한도 (명세 9절; 식약처 범위와 다를 수 있음)' }) specLimitMax!: number | null;
}

/** The spec's supplement limits where they differ from MFDS: the spec's is the product rule, the MFDS range is shown beside it (docs/decisions/recommendation.md). */
const SPEC_LIMITS: Record<string, number> = { lutein: 30, astaxanthin: 12, silymarin: 350, coq10: 100, ginsenoside: 80, theanine: 250, collagen: 3270, l_arginine: 5000, chrome: 200 };

const card = (code: string, name: string, facts: NutrientFacts | undefined): NutrientCard => ({
  code,
  name,
  claims: facts?.claims ?? [],
  ranges: facts?.ranges ?? [],
  cautions: facts?.cautions ?? [],
  allergens: facts?.allergens ?? [],
  sources: facts?.sources ?? [],
  specLimitMax: SPEC_LIMITS[code] ?? null,
});

@Resolver()
export class IngredientsResolver {
  @Query(() => [NutrientCard], { description: '영양소 카드 목록 (이름으로 거르기)' })
  async nutrientCards(@Arg('keyword', () => String, { nullable: true }) keyword: string | null, @Ctx() ctx: Context): Promise<NutrientCard[]> {
    const facts = await nutrientFacts(ctx.em);
    const term = keyword?.trim().replace(/\s+/g, '') ?? '';
    return RECOMMEND_NUTRIENTS.filter((n) => !term || n.name.replace(/\s+/g, '').includes(term) || n.code.includes(term.toLowerCase())).map((n) => card(n.code, n.name, facts.get(n.code)));
  }

  @Query(() => NutrientCard, { description: '영양소 카드 하나' })
  async nutrientCard(@Arg('code', () => String) code: string, @Ctx() ctx: Context): Promise<NutrientCard> {
    const nutrient = RECOMMEND_NUTRIENTS.find((n) => n.code === code);
    if (!nutrient) throw NotFound('영양소를 찾을 수 없습니다.');
    return card(nutrient.code, nutrient.name, (await nutrientFacts(ctx.em)).get(code));
  }
}
