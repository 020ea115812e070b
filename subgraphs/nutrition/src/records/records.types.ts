import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, Paginated } from '@shop/kit';

@ObjectType({ description: '식사 기록에 연결된 음식·원재료 요약' })
export class RecordedFood {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'food 음식, ingredient 원재료' }) kind!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: '화면에 보일 이름 (전체 이름은 name)' }) displayName!: string;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => Float, { nullable: true, description: '1회 분량 (servingUnit 단위)' }) servingGrams!: number | null;
  @Field(() => String, { description: "1회 분량과 기록 중량의 단위: 'g', 음료·국은 'mL'" }) servingUnit!: string;
}

@ObjectType({ description: '식사 기록에 연결된 레시피 요약' })
export class RecordedRecipe {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: '1인분 중량(g)' }) amountG!: number;
}

@ObjectType({ description: '식사 기록: 프로필이 어느 날 어느 끼니에 먹은 음식 하나' })
export class FoodRecord {
  @Field(() => ID) id!: string;
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar, { description: '한국 날짜' }) recordDate!: string;
  @Field(() => Int, { description: '1 아침, 2 점심, 3 저녁, 4 간식·기타' }) mealType!: number;
  @Field(() => ID, { nullable: true, description: '음식 또는 원재료 번호' }) foodId!: string | null;
  @Field(() => ID, { nullable: true }) recipeId!: string | null;
  @Field(() => String, { description: '기록할 때의 음식·레시피 이름' }) name!: string;
  @Field(() => String, { description: '화면에 보일 이름: 음식은 식품 데이터의 _ 구분을 띄어쓰기로, 레시피는 그대로 (전체 이름은 name)' }) displayName!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => String, { description: '단위 (개, 인분, 그릇 등)' }) unit!: string;
  @Field(() => Float, { description: '먹은 양(g): 영양소 계산의 기준' }) amountG!: number;
  @Field(() => Float, { description: '에너지(kcal): 음식·레시피의 100g당 에너지 × 먹은 양' }) kcal!: number;
  @Field(() => String, { nullable: true, description: '식사 사진' }) imageUrl!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class FoodRecordPage extends Paginated(FoodRecord) {}

@ObjectType({ description: '신체 기록: 몸무게, 키, 사진' })
export class BodyRecord {
  @Field(() => ID) id!: string;
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar, { description: '한국 날짜' }) recordAt!: string;
  @Field(() => Float, { nullable: true, description: 'kg' }) weight!: number | null;
  @Field(() => Float, { nullable: true, description: 'cm' }) height!: number | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class BodyRecordPage extends Paginated(BodyRecord) {}

@ObjectType({ description: '한 끼의 식사 기록' })
export class MealRecords {
  @Field(() => Int) mealType!: number;
  @Field(() => String, { description: '아침, 점심, 저녁, 간식·기타' }) label!: string;
  @Field(() => [FoodRecord]) records!: FoodRecord[];
}

@ObjectType({ description: '그날의 영양제 섭취 표시' })
export class DayRecordIntake {
  @Field(() => ID) regimenId!: string;
  @Field(() => Int, { description: '섭취 횟수 (eat_cnt)' }) eatCnt!: number;
}

@ObjectType({ description: '하루의 모든 기록: 끼니별 식사, 신체, 영양제 섭취' })
export class DayRecords {
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => [MealRecords], { description: '아침·점심·저녁·간식 순서, 빈 끼니 포함' }) meals!: MealRecords[];
  @Field(() => [BodyRecord]) bodyRecords!: BodyRecord[];
  @Field(() => [DayRecordIntake]) intakes!: DayRecordIntake[];
}

@InputType({ description: '식사 기록 (음식 또는 레시피 중 하나)' })
export class FoodRecordInput {
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar) recordDate!: string;
  @Field(() => Int, { description: '1 아침, 2 점심, 3 저녁, 4 간식·기타' }) mealType!: number;
  @Field(() => ID, { nullable: true, description: '음식 또는 원재료 번호' }) foodId?: string | null;
  @Field(() => ID, { nullable: true, description: '내 레시피 번호' }) recipeId?: string | null;
  // Nullable so that a form left empty hears the service's Korean refusal at the field (수량을 입력해주세요).
  @Field(() => Float, { nullable: true, description: '수량 (필수: 0보다 크고 1000 이하)' }) quantity?: number | null;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true, description: '먹은 양(g); 없으면 수량 × 1회 분량(없으면 100g), 레시피는 수량 × 1인분' }) amountG?: number | null;
  @Field(() => String, { nullable: true, description: '식사 사진 주소' }) imageUrl?: string | null;
}

@InputType({ description: '식사 기록 수정: 준 항목만 바뀌고 null은 지웁니다' })
export class FoodRecordEditInput {
  @Field(() => LocalDateScalar, { nullable: true }) recordDate?: string;
  @Field(() => Int, { nullable: true }) mealType?: number;
  @Field(() => ID, { nullable: true }) foodId?: string | null;
  @Field(() => ID, { nullable: true }) recipeId?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number;
  @Field(() => String, { nullable: true }) unit?: string;
  @Field(() => Float, { nullable: true, description: 'null이면 다시 계산합니다' }) amountG?: number | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
}

@InputType({ description: '신체 기록 (몸무게, 키, 사진 중 하나 이상)' })
export class BodyRecordInput {
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar) recordAt!: string;
  @Field(() => Float, { nullable: true, description: 'kg (0.3~500)' }) weight?: number | null;
  @Field(() => Float, { nullable: true, description: 'cm (20~250)' }) height?: number | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
}

@InputType({ description: '신체 기록 수정: 준 항목만 바뀌고 null은 지웁니다' })
export class BodyRecordEditInput {
  @Field(() => LocalDateScalar, { nullable: true }) recordAt?: string;
  @Field(() => Float, { nullable: true }) weight?: number | null;
  @Field(() => Float, { nullable: true }) height?: number | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
}
