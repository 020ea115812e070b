import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '@shop/kit';

@ObjectType({ description: '기준 범위 (없으면 null)' })
export class StandardRange {
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
}

@ObjectType({ description: '분유 에너지 기준 (생후 일수 구간, ±20%)' })
export class MilkPowderStandard extends StandardRange {
  @Field(() => Float) target!: number;
}

@ObjectType({ description: '카페인 상한 (19세 미만은 체중 x 2.5mg, 표시 범위 400~600)' })
export class CaffeineStandard {
  @Field(() => Float, { nullable: true, description: '하루 상한 mg (체중 기록이 없는 19세 미만은 null)' }) cap!: number | null;
  @Field(() => [Float], { nullable: true }) displayRange!: readonly number[] | null;
}

@ObjectType({ description: '영양소 기준 (KDRI 2020)' })
export class NutrientStandard {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true, description: '권장섭취량(RNI), 없으면 충분섭취량(AI)' }) min!: number | null;
  @Field(() => String, { nullable: true, description: 'RNI 또는 AI' }) minKind!: string | null;
  @Field(() => Float, { nullable: true, description: '상한섭취량(UL)' }) max!: number | null;
}

@ObjectType({ description: '나이·성별·생애주기에 따른 하루 영양 기준' })
export class NutritionStandard {
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => Float) ageYears!: number;
  @Field(() => String, { description: '기준 나이 구간: infant, toddler, 2-7, 7-19, 19-50, 50+' }) ageBand!: string;
  @Field(() => Int, { description: '기준 유형 1~6' }) standardType!: number;
  @Field(() => Int, { description: '기준 번호 (관리 목적이 있으면 13~18)' }) standardCode!: number;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'KDRI 2020 연령 구간' }) kdriGroup!: string;
  @Field(() => String, { nullable: true, description: 'before, early, mid, late, postpartum' }) pregnancyStage!: string | null;
  @Field(() => Float, { nullable: true, description: '에너지 필요추정량 kcal' }) energy!: number | null;
  @Field(() => StandardRange) carbohydrate!: StandardRange;
  @Field(() => StandardRange) protein!: StandardRange;
  @Field(() => StandardRange) fat!: StandardRange;
  @Field(() => MilkPowderStandard, { nullable: true }) milkPowder!: MilkPowderStandard | null;
  @Field(() => StandardRange, { description: '당류 g' }) totalSugar!: StandardRange;
  @Field(() => StandardRange, { description: '나트륨 mg (충분섭취량 ~ 만성질환위험감소섭취량)' }) sodium!: StandardRange;
  @Field(() => CaffeineStandard) caffeine!: CaffeineStandard;
  @Field(() => StandardRange, { description: '베타카로틴 mg' }) betaCarotene!: StandardRange;
  @Field(() => [NutrientStandard], { description: '점수에 세는 26가지 영양소' }) nutrients!: NutrientStandard[];
}

@ObjectType({ description: '서비스가 다루는 영양소 (39가지, 그중 26가지는 섭취 등급에 셈)' })
export class NutrientDefinition {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => String, { description: 'energy, macro, vitamin, mineral, fatty_acid, limit, other' }) group!: string;
  @Field(() => Boolean, { description: '섭취 등급(26가지)에 세는지' }) counted!: boolean;
}
