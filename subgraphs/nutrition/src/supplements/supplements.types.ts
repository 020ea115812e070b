import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, SearchPaginated } from '@shop/kit';
import { Profile } from '../profiles/profile.types.js';

@ObjectType({ description: '영양제의 1일 섭취량당 영양소 함량' })
export class SupplementNutrient {
  @Field(() => String, { description: '영양소 코드 (예: vitamin_d)' }) code!: string;
  @Field(() => String, { description: '영양소 이름' }) name!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float) amount!: number;
}

@ObjectType({ description: '섭취 기록용 영양제 (승인된 것 또는 내가 등록 신청한 것)' })
export class Supplement {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) brandName!: string | null;
  @Field(() => ID, { nullable: true, description: '쇼핑몰 상품 번호 (판매 중인 경우)' }) productId!: string | null;
  @Field(() => String, { nullable: true, description: '1일 섭취량 표시 (예: 1일 1회 1정)' }) dailyServing!: string | null;
  @Field(() => [String], { description: '알레르기 유발 성분' }) allergens!: string[];
  @Field(() => String, { description: 'pending 검토 중, approved 승인, rejected 반려' }) status!: string;
  @Field(() => String, { nullable: true, description: '반려 사유' }) rejectReason!: string | null;
  @Field(() => ID, { nullable: true, description: '등록 신청한 회원 (데모 카탈로그는 없음)' }) submittedBy!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
}

@ObjectType()
export class SupplementPage extends SearchPaginated(Supplement) {}

@ObjectType({ description: '승인된 영양제의 알레르기 유발 성분과 영양제 수' })
export class AllergenCount {
  @Field(() => String) allergen!: string;
  @Field(() => Int) count!: number;
}

@InputType()
export class SupplementNutrientInput {
  @Field(() => String, { description: '영양소 코드' }) code!: string;
  @Field(() => Float, { description: '1일 섭취량당 함량' }) amount!: number;
  @Field(() => String, { description: '단위 (g, mg, µg 또는 영양소의 기본 단위)' }) unit!: string;
}

@InputType({ description: '영양제 등록 신청 (관리자 승인 후 검색됩니다)' })
export class SupplementInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) brandName?: string;
  @Field(() => String, { nullable: true }) dailyServing?: string;
  @Field(() => [String], { nullable: true }) allergens?: string[];
  @Field(() => [SupplementNutrientInput]) nutrients!: SupplementNutrientInput[];
}

@ObjectType({ description: '기간의 섭취율: 섭취 횟수 합 / 알림 횟수 합 (복용 시작일부터 오늘까지의 날만)' })
export class RegimenAdherence {
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
  @Field(() => Int, { description: '계산에 든 날 수' }) days!: number;
  @Field(() => Int, { description: '섭취 횟수 합 (eat_cnt)' }) eatCnt!: number;
  @Field(() => Int, { description: '알림 횟수 합 (alram_cnt x 날 수)' }) alramCnt!: number;
  @Field(() => Float, { nullable: true, description: '섭취율 % (소수 첫째 자리 내림, 최대 100; 알림이 없으면 null)' }) percent!: number | null;
  @Field(() => String, { nullable: true, description: '섭취율 구간 메시지' }) message!: string | null;
}

@ObjectType({ description: '프로필의 영양제 복용 기록 (알림 횟수와 시간)' })
export class Regimen {
  @Field(() => ID) id!: string;
  @Field(() => ID) profileId!: string;
  @Field(() => ID) supplementId!: string;
  @Field(() => Int, { description: '하루 알림 횟수 (alram_cnt, 0~10)' }) alramCnt!: number;
  @Field(() => [String], { description: '알림 시간 HH:mm (한국 시간)' }) reminderTimes!: string[];
  @Field(() => LocalDateScalar, { description: '복용 시작일' }) startDate!: string;
  @Field(() => String, { nullable: true }) memo!: string | null;
}

@ObjectType({ description: '한 날짜의 영양제 섭취 (eat_cnt)' })
export class SupplementIntake {
  @Field(() => ID) regimenId!: string;
  @Field(() => ID) profileId!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => Int, { description: '섭취 횟수 (eat_cnt)' }) eatCnt!: number;
}

@ObjectType({ description: '프로필과 그 영양제 복용 기록' })
export class ProfileRegimens {
  @Field(() => Profile) profile!: Profile;
  @Field(() => [Regimen]) regimens!: Regimen[];
}

@InputType({ description: '영양제 복용 기록 추가' })
export class RegimenInput {
  @Field(() => ID) profileId!: string;
  @Field(() => ID) supplementId!: string;
  @Field(() => Int, { nullable: true, description: '하루 알림 횟수 0~10 (기본 0)' }) alramCnt?: number;
  @Field(() => [String], { nullable: true, description: '알림 시간 HH:mm, 개수는 알림 횟수와 같게' }) reminderTimes?: string[];
  @Field(() => LocalDateScalar, { nullable: true, description: '복용 시작일 (기본 오늘)' }) startDate?: string;
  @Field(() => String, { nullable: true }) memo?: string;
}

@InputType({ description: '영양제 복용 기록 수정 (보낸 항목만 바뀝니다)' })
export class RegimenEditInput {
  @Field(() => Int, { nullable: true }) alramCnt?: number;
  @Field(() => [String], { nullable: true }) reminderTimes?: string[];
  @Field(() => LocalDateScalar, { nullable: true }) startDate?: string;
  @Field(() => String, { nullable: true }) memo?: string;
}

@ObjectType({ description: '연동된 외부 건강 앱' })
export class HealthApp {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '앱 종류' }) provider!: string;
  @Field(() => String, { description: '앱의 사용자 번호' }) externalUserId!: string;
  @Field(() => Date) linkedAt!: Date;
}

@ObjectType({ description: '건강 앱에서 가져온 영양제 (앱이 알려준 영양소 그대로)' })
export class HealthAppSupplement {
  @Field(() => ID) id!: string;
  @Field(() => ID) interlockId!: string;
  @Field(() => String) externalId!: string;
  @Field(() => String) name!: string;
  @Field(() => [SupplementNutrient]) nutrients!: SupplementNutrient[];
  @Field(() => Date) importedAt!: Date;
}
