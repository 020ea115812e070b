import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '@shop/kit';

@ObjectType({ description: '생애주기(약속) 설정' })
export class LifeStage {
  @Field(() => Int, { description: '0 일반, 1 임신 준비, 2 채식, 3 체중 조절, 4 근력 강화, 5 혈당 관리' })
  promiseType!: number;

  @Field(() => Int, { nullable: true, description: '2 임신 계획, 4 수유 중, 그 외 기본' })
  pregnantType!: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: '출산 예정일' })
  pregnantDay!: string | null;

  @Field(() => Int, { nullable: true, description: '채식 유형 1~6' })
  vegetarianType!: number | null;

  @Field(() => String, { description: '화면에 보이는 이름' })
  label!: string;
}

@ObjectType({ description: '나이 표시 (180일 미만은 일, 2세 미만은 개월, 그 외 세)' })
export class AgeDisplay {
  @Field(() => Int) value!: number;
  @Field(() => String, { description: 'day, month, year' }) unit!: string;
  @Field(() => String) text!: string;
}

@Directive('@key(fields: "id")')
@ObjectType({ description: '영양 관리 대상: 본인 또는 가족' })
export class Profile {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: '소유 계정' }) userId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '1 남성, 2 여성' }) gender!: number;
  @Field(() => LocalDateScalar) birthday!: string;
  @Field(() => Boolean) isPrimary!: boolean;
  @Field(() => Int) imageNo!: number;
}

@Directive('@key(fields: "id")')
@ObjectType()
export class User {
  @Field(() => ID) id!: string;
}

@InputType()
export class ProfileInput {
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '1 남성, 2 여성' }) gender!: number;
  @Field(() => LocalDateScalar) birthday!: string;
}

@InputType()
export class LifeStageInput {
  @Field(() => Int) promiseType!: number;
  @Field(() => Int, { nullable: true }) pregnantType?: number;
  @Field(() => LocalDateScalar, { nullable: true }) pregnantDay?: string;
  @Field(() => Int, { nullable: true }) vegetarianType?: number;
}
