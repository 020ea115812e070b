import { Directive, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType()
export class Product {
  @Field(() => ID) id!: string;
}

@ObjectType({ description: '추천 이유' })
export class RecommendationReason {
  @Field(() => String, { description: 'diary (식단 기록), symptom, statement, answer, default (연령·성별 기본), regimen (이미 먹는 영양제), diary_unknown (분석값 부족)' }) kind!: string;
  @Field(() => String) text!: string;
}

@ObjectType({ description: '식약처 고시 1일 섭취량' })
export class DailyRange {
  @Field(() => String, { description: '원료명' }) label!: string;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
  @Field(() => String) unit!: string;
}

@ObjectType({ description: '쇼핑몰의 영양제 성분 한도 (명세 9절)' })
export class SpecLimit {
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float) max!: number;
  @Field(() => String) unit!: string;
}

@ObjectType({ description: '추천의 근거가 된 최근 식단' })
export class DiaryGap {
  @Field(() => Int) loggedDays!: number;
  @Field(() => Int) measuredDays!: number;
  @Field(() => Int) shortDays!: number;
  @Field(() => Int, { nullable: true }) averagePercent!: number | null;
  @Field(() => [String]) shortDates!: string[];
  @Field(() => [String]) foods!: string[];
}

@ObjectType({ description: '추천 상품' })
export class RecommendedProduct {
  @Field(() => ID) productId!: string;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: '1일 섭취량에 든 양' }) amount!: number;
  @Field(() => String) unit!: string;
  @Field(() => Product) product!: Product;
}

@ObjectType({ description: '추천 영양소' })
export class RecommendedNutrient {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) priority!: number;
  @Field(() => Float) score!: number;
  @Field(() => [RecommendationReason]) reasons!: RecommendationReason[];
  @Field(() => [String], { description: '식약처 인정 기능성 내용' }) claims!: string[];
  @Field(() => [DailyRange]) ranges!: DailyRange[];
  @Field(() => SpecLimit, { nullable: true }) specLimit!: SpecLimit | null;
  @Field(() => [String], { description: '섭취 시 주의사항 (식약처)' }) cautions!: string[];
  @Field(() => DiaryGap, { nullable: true }) diary!: DiaryGap | null;
  @Field(() => [RecommendedProduct]) products!: RecommendedProduct[];
}

@ObjectType({ description: '추천하지 않은 영양소와 그 이유' })
export class DroppedNutrient {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) reason!: string;
}

@ObjectType()
export class RecommendationPreferences {
  @Field(() => String, { nullable: true }) formulation!: string | null;
  @Field(() => String, { nullable: true }) price!: string | null;
  @Field(() => String, { nullable: true }) brand!: string | null;
  @Field(() => Int, { nullable: true }) vegetarian!: number | null;
  @Field(() => String, { nullable: true }) pregnancy!: string | null;
  @Field(() => String, { nullable: true }) purpose!: string | null;
}

@ObjectType({ description: '30일 전 결과와 비교한 식단 (다시 보기)' })
export class GapChange {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) beforePercent!: number | null;
  @Field(() => Int, { nullable: true }) nowPercent!: number | null;
}

@ObjectType({ description: '추천 결과 (설문 한 번)' })
export class RecommendationResultView {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) profileId!: string | null;
  @Field(() => String) ageBand!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => [RecommendedNutrient]) nutrients!: RecommendedNutrient[];
  @Field(() => [DroppedNutrient]) dropped!: DroppedNutrient[];
  @Field(() => [String], { description: '상품에서 뺀 성분 (알레르기, 채식)' }) excluded!: string[];
  @Field(() => [String]) notes!: string[];
  @Field(() => Int, { description: '식단을 본 기간(일)' }) diaryDays!: number;
  @Field(() => Int, { description: '그 기간에 기록한 날' }) loggedDays!: number;
  @Field(() => RecommendationPreferences) preferences!: RecommendationPreferences;
}

@InputType()
export class SymptomAnswerInput {
  @Field(() => String) code!: string;
  @Field(() => [String], { description: '고른 문장 (없으면 빈 목록)' }) statements!: string[];
}

@InputType()
export class RecommendationAnswerInput {
  @Field(() => Int, { description: '문항 번호 1~9' }) number!: number;
  @Field(() => [String], { description: '고른 답 (첫 답 none은 다른 답과 함께 고를 수 없음)' }) choices!: string[];
  @Field(() => Boolean, { nullable: true, description: 'okCheck 문항의 확인' }) confirmed?: boolean | null;
  @Field(() => [SymptomAnswerInput], { nullable: true, description: '목적 문항: 고른 증상 (최대 3개)과 그 문장' }) symptoms?: SymptomAnswerInput[] | null;
}

@InputType()
export class SubmitRecommendationInput {
  @Field(() => ID) profileId!: string;
  @Field(() => [RecommendationAnswerInput]) answers!: RecommendationAnswerInput[];
}
