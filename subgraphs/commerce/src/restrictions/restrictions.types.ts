import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, LocalDateScalar } from '@shop/kit';
import { RESTRICTION_CAUSES, RESTRICTION_SCOPES, type RestrictionCause, type RestrictionScope } from './restriction.entity.js';

export const RestrictionScopeEnum = graphqlEnum(RESTRICTION_SCOPES, 'RestrictionScope', '이용 제한 범위: ACCOUNT (계정: 주문·리뷰·글쓰기 불가, 영구면 로그인 불가), CONTENT (글쓰기만 불가)');
export const RestrictionCauseEnum = graphqlEnum(RESTRICTION_CAUSES, 'RestrictionCause', '이용 제한 사유 구분: VIOLATION (이용약관 위반, 단계적으로 늘어남), ILLEGAL (명백한 불법 행위, 바로 영구)');

@ObjectType({ description: '지금 적용 중인 이용 제한 (회원 본인과 관리자에게만)' })
export class RestrictionNotice {
  @Field(() => ID) id!: string;
  @Field(() => RestrictionScopeEnum) scope!: RestrictionScope;
  @Field(() => Date, { nullable: true, description: '끝나는 때 (없으면 영구)' }) endsAt!: Date | null;
  @Field(() => String) reason!: string;
  @Field(() => String, { description: '회원에게 보여줄 안내 문장 (무엇을, 언제까지, 사유)' }) message!: string;
}

@ObjectType({ description: '이용 제한 이력 한 건' })
export class AccountRestriction {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => Int, { description: '이 회원의 몇 번째 제한인지' }) offence!: number;
  @Field(() => RestrictionScopeEnum) scope!: RestrictionScope;
  @Field(() => RestrictionCauseEnum) cause!: RestrictionCause;
  @Field(() => String) reason!: string;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date, { nullable: true, description: '끝나는 때 (없으면 영구)' }) endsAt!: Date | null;
  @Field(() => Date, { nullable: true }) liftedAt!: Date | null;
  @Field(() => String, { nullable: true }) liftReason!: string | null;
  @Field(() => Boolean, { description: '지금 적용 중인지' }) inForce!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@InputType({ description: '이용 제한 (기간도 영구도 정하지 않으면 단계 규칙의 다음 기간)' })
export class RestrictAccountInput {
  @Field(() => ID) userId!: string;
  @Field(() => RestrictionScopeEnum) scope!: string;
  @Field(() => RestrictionCauseEnum) cause!: string;
  @Field(() => String, { description: '회원에게 보이는 사유' }) reason!: string;
  @Field(() => Int, { nullable: true, description: '제한 일수' }) days?: number | null;
  @Field(() => Boolean, { nullable: true, description: '영구 제한' }) permanent?: boolean | null;
}

@ObjectType({ description: '단계적 이용 제한 규칙 한 단계' })
export class EscalationStep {
  @Field(() => Int, { description: '몇 번째 위반' }) offence!: number;
  @Field(() => Int, { nullable: true, description: '제한 일수 (없으면 영구)' }) days!: number | null;
  @Field(() => String) label!: string;
}

@ObjectType({ description: '선택지와 설명' })
export class RestrictionChoice {
  @Field(() => String) value!: string;
  @Field(() => String) label!: string;
}

@ObjectType({ description: '이용 제한 규칙 (약관: 임시 제한에서 영구 제한으로, 명백한 불법 행위는 바로 영구)' })
export class RestrictionRules {
  @Field(() => [EscalationStep]) steps!: EscalationStep[];
  @Field(() => Int, { description: '기간 제한의 최대 일수' }) maxDays!: number;
  @Field(() => [RestrictionChoice]) scopes!: RestrictionChoice[];
  @Field(() => [RestrictionChoice]) causes!: RestrictionChoice[];
}

@ObjectType({ description: '회원의 주문 요약 (회원 관리)' })
export class MemberOrderSummary {
  @Field(() => ID) id!: string;
  @Field(() => String) orderNumber!: string;
  @Field(() => String) status!: string;
  @Field(() => Int) total!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class MemberOrderPage {
  @Field(() => [MemberOrderSummary]) items!: MemberOrderSummary[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: '회원 관리에서 보는 회원 (관리자 전용)' })
export class AdminMember {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) loginId!: string | null;
  @Field(() => String) nickname!: string;
  @Field(() => String, { description: 'guest, local, phone, kakao, naver' }) provider!: string;
  @Field(() => String) role!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => LocalDateScalar, { nullable: true }) birthday!: string | null;
  @Field(() => Int, { nullable: true, description: '1 남성, 2 여성' }) gender!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => Date, { nullable: true, description: '탈퇴한 때' }) leftAt!: Date | null;
  @Field(() => Date, { nullable: true, description: '휴면으로 분리된 때 (개인정보는 분리 보관되어 보이지 않습니다)' }) dormantAt!: Date | null;
}

@ObjectType()
export class AdminMemberPage {
  @Field(() => [AdminMember]) items!: AdminMember[];
  @Field(() => Int) total!: number;
}
