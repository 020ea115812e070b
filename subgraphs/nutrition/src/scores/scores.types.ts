import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '@shop/kit';
import { NutritionStandard } from '../standards/standards.types.js';

@ObjectType({ description: '영양소별 섭취와 기준 대비 비율 (실제 값: 100%를 넘을 수 있음; 막대와 점수만 100%에서 멈춤)' })
export class NutrientScoreLine {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true, description: '하루 섭취량 (모름이면 null: 먹은 음식에 분석값이 없고 영양제로도 먹지 않음)' }) intake!: number | null;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
  @Field(() => Float, { nullable: true, description: '기준 대비 % (실제 값, 100을 넘을 수 있음; 모름이면 null)' }) percent!: number | null;
  @Field(() => Int) points!: number;
  @Field(() => Boolean, { description: '기준에 못 미침 (모름은 부족이 아님)' }) short!: boolean;
  @Field(() => Boolean, { description: '이 날 먹은 음식 중 분석값이 있는 것이 있거나 영양제로 먹음 (false면 모름)' }) known!: boolean;
  @Field(() => Int, { description: '이 영양소의 분석값이 있는 음식 기록 수' }) measuredFoodCount!: number;
  @Field(() => Int, { description: '이 날의 음식 기록 수' }) foodCount!: number;
  @Field(() => String, { nullable: true, description: '분석값이 없는 음식이 있을 때의 안내 (모든 음식에 값이 있거나 음식 기록이 없으면 null)' }) coverageNote!: string | null;
}

@ObjectType({ description: '카페인·당류·나트륨 상한 대비 섭취' })
export class LimitLine {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true, description: '하루 섭취량 (모름이면 null)' }) intake!: number | null;
  @Field(() => Float, { nullable: true }) limit!: number | null;
  @Field(() => Boolean, { description: '상한 초과 (모름은 초과가 아님)' }) over!: boolean;
  @Field(() => Boolean, { description: 'false면 모름' }) known!: boolean;
  @Field(() => Int, { description: '이 영양소의 분석값이 있는 음식 기록 수' }) measuredFoodCount!: number;
  @Field(() => Int, { description: '이 날의 음식 기록 수' }) foodCount!: number;
  @Field(() => String, { nullable: true, description: '분석값이 없는 음식이 있을 때의 안내' }) coverageNote!: string | null;
}

@ObjectType({ description: '점수 구간 또는 섭취 등급의 설명' })
export class ScoreDescription {
  @Field(() => String, { description: 'score (영양 점수) 또는 intake (섭취 영양소 수)' }) kind!: string;
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
  @Field(() => String) description!: string;
}

@ObjectType({ description: '저장된 하루 영양 점수' })
export class NutritionScoreEntry {
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => Int) score!: number;
  @Field(() => Int) energyPoints!: number;
  @Field(() => Int) macroPoints!: number;
  @Field(() => Int) microPoints!: number;
  @Field(() => Int) penaltyPoints!: number;
  @Field(() => Int, { description: '섭취한 영양소 수 (26가지 중)' }) intakeCount!: number;
  @Field(() => String) intakeTier!: string;
  @Field(() => ScoreDescription, { description: '점수 구간' }) tier!: ScoreDescription;
}

@ObjectType({ description: '점수 항목별 만점 (에너지 40, 탄수화물·단백질·지방 30, 비타민·무기질 30)' })
export class ScoreMaxPoints {
  @Field(() => Int) energy!: number;
  @Field(() => Int) macros!: number;
  @Field(() => Int) micros!: number;
  @Field(() => Int, { description: '상한을 넘은 항목마다 빼는 점수' }) penaltyPerLimit!: number;
}

@ObjectType({ description: '하루 영양 리포트: 점수, 영양소별 비율, 부족한 영양소, 기준' })
export class NutritionReport {
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => Int) score!: number;
  @Field(() => ScoreDescription) tier!: ScoreDescription;
  @Field(() => Int) energyPoints!: number;
  @Field(() => Int) macroPoints!: number;
  @Field(() => Int) microPoints!: number;
  @Field(() => Int) penaltyPoints!: number;
  @Field(() => ScoreMaxPoints) maxPoints!: ScoreMaxPoints;
  @Field(() => Int, { description: '섭취한 영양소 수 (26가지 중, 분석값이 있고 0보다 많은 것)' }) intakeCount!: number;
  @Field(() => Int, { description: '26가지 중 모름인 영양소 수 (먹은 음식에 분석값이 없고 영양제로도 먹지 않음)' }) unknownCount!: number;
  @Field(() => ScoreDescription) intakeTier!: ScoreDescription;
  @Field(() => NutrientScoreLine) energy!: NutrientScoreLine;
  @Field(() => [NutrientScoreLine]) macros!: NutrientScoreLine[];
  @Field(() => [NutrientScoreLine], { description: '26가지 영양소' }) micros!: NutrientScoreLine[];
  @Field(() => [NutrientScoreLine], { description: '기준에 못 미치는 영양소 (모름은 빠짐)' }) shortNutrients!: NutrientScoreLine[];
  @Field(() => [LimitLine]) limits!: LimitLine[];
  @Field(() => Int, { description: '음식 기록 수' }) foodRecordCount!: number;
  @Field(() => NutritionStandard) standard!: NutritionStandard;
}

@ObjectType()
export class RankedFood {
  @Field(() => String) name!: string;
  @Field(() => String, { description: '화면에 보일 이름 (전체 이름은 name)' }) displayName!: string;
  @Field(() => Float) amount!: number;
}

@ObjectType({ description: '카페인·나트륨·당류가 많은 음식 상위 3개' })
export class RankedFoods {
  @Field(() => String) nutrient!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => [RankedFood]) foods!: RankedFood[];
}

@ObjectType({ description: '날짜별 기록 수' })
export class DateRecordCount {
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => Int) foods!: number;
  @Field(() => Int) bodies!: number;
  @Field(() => Int, { description: '영양제 섭취 체크 수' }) intakes!: number;
}
