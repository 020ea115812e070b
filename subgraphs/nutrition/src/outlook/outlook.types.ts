import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '최근 기록으로 본 영양소 하나 (추천에 쓰는 식단의 부족과 상한)' })
export class OutlookNutrient {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true, description: '권장(또는 충분)섭취량' }) min!: number | null;
  @Field(() => Float, { nullable: true, description: '상한섭취량 (임신·수유 기준 포함)' }) max!: number | null;
  @Field(() => Int, { description: '기록한 날' }) loggedDays!: number;
  @Field(() => Int, { description: '이 영양소의 분석값이 있는 날' }) measuredDays!: number;
  @Field(() => Int, { description: '기준의 75% 미만이었던 날' }) shortDays!: number;
  @Field(() => [String]) shortDates!: string[];
  @Field(() => Float, { nullable: true, description: '분석값이 있는 날의 하루 평균 (모르면 null)' }) averageIntake!: number | null;
  @Field(() => Int, { nullable: true }) averagePercent!: number | null;
  @Field(() => Boolean, { description: '부족 (기록한 날의 60% 이상에서 기준의 75% 미만)' }) short!: boolean;
  @Field(() => [String], { description: '주로 먹은 음식' }) foods!: string[];
  @Field(() => Float, { description: '복용 중인 영양제로 하루에 먹는 양' }) regimenDaily!: number;
}

@ObjectType()
export class OutlookAmount {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) daily!: number;
  @Field(() => String) unit!: string;
}

@ObjectType({ description: '영양제 성분 상한 (명세 9절)' })
export class OutlookLimit {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float) max!: number;
  @Field(() => String) unit!: string;
}

@ObjectType()
export class LabelAmount {
  @Field(() => String) code!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) unit!: string;
}

@ObjectType({ description: '상품 라벨: 1일 섭취량의 영양 성분(표준 단위)과 알레르기·젤라틴 표시' })
export class ProductLabel {
  @Field(() => ID) productId!: string;
  @Field(() => [LabelAmount]) nutrients!: LabelAmount[];
  @Field(() => [String]) contents!: string[];
}

@ObjectType({ description: '프로필의 최근 식단·영양제로 본 영양 상태 (추천의 근거)' })
export class NutrientOutlook {
  @Field(() => ID) profileId!: string;
  @Field(() => ID, { description: '프로필의 계정' }) userId!: string;
  @Field(() => Int, { nullable: true, description: '프로필에 저장된 pregnant_type (2 임신 계획, 4 수유 중)' }) ownPregnantType!: number | null;
  @Field(() => String) name!: string;
  @Field(() => Int) gender!: number;
  @Field(() => String) birthday!: string;
  @Field(() => Float) ageYears!: number;
  @Field(() => String) lifeStage!: string;
  @Field(() => String) standardLabel!: string;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Int) loggedDays!: number;
  @Field(() => [OutlookNutrient]) nutrients!: OutlookNutrient[];
  @Field(() => [OutlookAmount]) regimen!: OutlookAmount[];
  @Field(() => [OutlookLimit]) limits!: OutlookLimit[];
  @Field(() => [ProductLabel], { description: 'productIds로 물은 상품의 라벨 (장바구니에 담긴 것)' }) productLabels!: ProductLabel[];
}

@ObjectType()
export class NutrientProducts {
  @Field(() => String) code!: string;
  @Field(() => [ID]) productIds!: string[];
  @Field(() => [ProductLabel], { description: '그 상품들의 라벨 (한 번에 읽음)' }) labels!: ProductLabel[];
}
