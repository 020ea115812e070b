import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SearchPaginated } from '@shop/kit';

@ObjectType({ description: '영양소 함량 (단위는 영양소의 기준 단위)' })
export class FoodNutrientAmount {
  @Field(() => String, { description: '영양소 코드 (예: protein, fe, perfect_virtue)' }) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float) amount!: number;
}

@ObjectType({ description: '음식 또는 식재료 (영양 성분은 100g당)' })
export class Food {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'food 음식, ingredient 식재료' }) kind!: string;
  @Field(() => String, { nullable: true, description: '식품코드 (공공 데이터)' }) code!: string | null;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: '대분류' }) category!: string | null;
  @Field(() => String, { nullable: true, description: '상세분류 (예: 커피류, 치킨류)' }) detailCategory!: string | null;
  @Field(() => Float, { nullable: true, description: '1회 분량 (servingUnit 단위: g, 음료는 mL)' }) servingGrams!: number | null;
  @Field(() => String, { description: "1회 분량과 영양 성분 기준의 단위: 'g' (100g당) 또는 'mL' (100mL당, 음료·국)" }) servingUnit!: string;
  @Field(() => Boolean, { description: '품목대표 음식 (식당 메뉴가 아닌 일반적인 음식)' }) representative!: boolean;
  @Field(() => String, { nullable: true, description: '식당 메뉴의 업체(프랜차이즈) 또는 지역 음식의 지역' }) maker!: string | null;
  @Field(() => String, { description: 'approved 승인, pending 검토 중, rejected 반려' }) status!: string;
  @Field(() => String, { nullable: true, description: '반려 사유' }) rejectReason!: string | null;
  @Field(() => String, { nullable: true, description: '출처' }) source!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '기록할 때 고를 수 있는 분량 (1회 분량의 절반·배수)' })
export class FoodPortion {
  @Field(() => String, { description: '예: 1인분 400g, ½잔 160mL' }) label!: string;
  @Field(() => Float, { description: '기록의 수량' }) quantity!: number;
  @Field(() => String, { description: '기록의 단위 (인분, 잔)' }) unit!: string;
  @Field(() => Float, { description: '기록되는 중량 (g, 음료는 mL)' }) amount!: number;
}

@ObjectType()
export class FoodPage extends SearchPaginated(Food) {}

@InputType()
export class FoodNutrientInput {
  @Field(() => String, { description: '영양소 코드' }) code!: string;
  @Field(() => Float, { description: '100g당 함량 (기준 단위)' }) amount!: number;
}

@InputType({ description: '회원이 등록하는 음식·식재료 (관리자 승인 후 공개)' })
export class SubmitFoodInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'food 또는 ingredient' }) kind!: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Float, { nullable: true }) servingGrams?: number | null;
  @Field(() => [FoodNutrientInput]) nutrients!: FoodNutrientInput[];
}

@ObjectType({ description: '레시피 재료 (무게 = 반올림한 1회 분량 x 비율 / 100)' })
export class RecipeIngredient {
  @Field(() => ID) foodId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) kind!: string;
  @Field(() => Float, { description: '비율 (%)' }) percent!: number;
  @Field(() => Float, { description: '1회 분량 중 무게 (g)' }) grams!: number;
}

@ObjectType({ description: '내 레시피' })
export class Recipe {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: '1회 분량 (g)' }) amountG!: number;
  @Field(() => Int) sortOrder!: number;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class RecipeIngredientInput {
  @Field(() => ID) foodId!: string;
  @Field(() => Float, { description: '비율 (%, 합계 100)' }) percent!: number;
}

@InputType()
export class RecipeInput {
  @Field(() => String) name!: string;
  @Field(() => Float, { description: '1회 분량 (g)' }) amountG!: number;
  @Field(() => [RecipeIngredientInput]) ingredients!: RecipeIngredientInput[];
}
