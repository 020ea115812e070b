import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, graphqlEnum } from '@shop/kit';
import { CONSENT_SOURCES } from './terms.entities.js';
import { TERMS_KINDS } from './terms.kinds.js';

export const TermsKindEnum = graphqlEnum(
  TERMS_KINDS,
  'TermsKind',
  '약관·방침 문서 종류: TERMS_OF_USE 이용약관, PRIVACY_COLLECTION 개인정보 수집·이용 동의, PRIVACY_POLICY 개인정보 처리방침, MARKETING 마케팅 정보 수신 동의, NIGHT_MARKETING 야간 광고성 정보 수신 동의',
);
export const ConsentRuleEnum = graphqlEnum(['REQUIRED', 'OPTIONAL', 'NONE'] as const, 'ConsentRule', '동의: REQUIRED 필수 (가입 조건), OPTIONAL 선택, NONE 동의 없이 공개하는 문서');
export const ConsentSourceEnum = graphqlEnum(CONSENT_SOURCES, 'ConsentSource', '동의한 곳: sign_up 회원가입, account 회원정보 수정, renewal 개정 약관 재동의');

@ObjectType({ description: '약관·방침 문서의 한 버전 (버전은 종류마다 1부터)' })
export class TermsDocument {
  @Field(() => ID) id!: string;
  @Field(() => TermsKindEnum) kind!: string;
  @Field(() => Int) version!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: '바뀐 내용 (첫 버전은 없음)' }) summary!: string | null;
  @Field(() => LocalDateScalar, { description: '시행일 (한국 날짜)' }) effectiveOn!: string;
  @Field(() => Boolean, { description: '회원에게 불리한 변경인지 (30일 전 공지)' }) disadvantageous!: boolean;
  @Field(() => Date, { description: '공개한 때' }) publishedAt!: Date;
  @Field(() => ID, { nullable: true, description: '개정을 알린 공지 (고객센터 공지사항)' }) noticeId!: string | null;
}

@ObjectType({ description: '내 동의 한 항목' })
export class MyConsent {
  @Field(() => TermsKindEnum) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => Boolean, { description: '필수 항목인지 (철회하려면 탈퇴)' }) required!: boolean;
  @Field(() => Boolean) agreed!: boolean;
  @Field(() => Int, { nullable: true, description: '답한 문서 버전 (없으면 아직 답하지 않음)' }) agreedVersion!: number | null;
  @Field(() => Date, { nullable: true, description: '마지막으로 바꾼 때' }) changedAt!: Date | null;
  @Field(() => TermsDocument, { description: '지금 시행 중인 버전' }) current!: TermsDocument;
}

@ObjectType({ description: '동의·철회 기록' })
export class ConsentChange {
  @Field(() => ID) id!: string;
  @Field(() => TermsKindEnum) kind!: string;
  @Field(() => Boolean) agreed!: boolean;
  @Field(() => ConsentSourceEnum) source!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '사업자 정보 (전자상거래법 제10조; 설정에서 읽습니다)' })
export class BusinessInfo {
  @Field(() => String, { description: '상호' }) businessName!: string;
  @Field(() => String, { description: '대표자' }) representative!: string;
  @Field(() => String, { description: '사업자등록번호' }) registrationNumber!: string;
  @Field(() => String, { description: '통신판매업 신고번호' }) mailOrderNumber!: string;
  @Field(() => String, { description: '사업장 주소' }) address!: string;
  @Field(() => String, { description: '호스팅 서비스 제공자' }) hostingProvider!: string;
  @Field(() => String, { description: '고객센터 전화' }) csPhone!: string;
  @Field(() => String, { description: '고객센터 운영 시간' }) csHours!: string;
  @Field(() => String, { description: '고객센터 이메일' }) csEmail!: string;
  @Field(() => String, { description: '개인정보 보호책임자' }) privacyOfficerName!: string;
  @Field(() => String, { description: '개인정보 보호책임자 연락처' }) privacyOfficerContact!: string;
  @Field(() => String, { description: '공정거래위원회 사업자정보 확인 페이지' }) verificationUrl!: string;
}

@InputType({ description: '동의 한 항목: 어떤 문서의 몇 번째 버전에 동의했는지 (또는 동의하지 않았는지)' })
export class AgreementInput {
  @Field(() => TermsKindEnum) kind!: string;
  @Field(() => Int, { nullable: true, description: '화면에 보여 준 버전 (동의할 때는 시행 중인 버전이어야 합니다)' }) version?: number | null;
  @Field(() => Boolean) agreed!: boolean;
}

@InputType({ description: '약관·방침의 새 버전 공개 (시행 7일 전, 불리한 변경은 30일 전; 공지가 함께 올라갑니다)' })
export class PublishTermsInput {
  @Field(() => TermsKindEnum) kind!: string;
  @Field(() => String, { nullable: true, description: '제목 (없으면 종류의 이름)' }) title?: string | null;
  @Field(() => String, { description: '바뀐 내용 요약 (공지에 실립니다)' }) summary!: string;
  @Field(() => String, { description: '본문 (Markdown)' }) body!: string;
  @Field(() => LocalDateScalar) effectiveOn!: string;
  @Field(() => Boolean) disadvantageous!: boolean;
}

@ObjectType({ description: '공지 기간 한 가지 (보통 변경 또는 회원에게 불리한 변경)' })
export class TermsNoticeRule {
  @Field(() => Int, { description: '시행 며칠 전에 알려야 하는지' }) noticeDays!: number;
  @Field(() => LocalDateScalar, { description: '오늘 공개하면 정할 수 있는 가장 이른 시행일 (한국 날짜; 이 날부터 받습니다)' }) earliestEffectiveOn!: string;
  @Field(() => Boolean, { description: '가장 이른 시행일을 공지 기간이 아니라 가장 최근 버전의 시행일이 정했는지 (새 버전은 그 다음 날부터)' }) limitedByLatest!: boolean;
}

@ObjectType({ description: '관리자: 약관·방침 한 종류의 새 버전 공개 규칙 (화면은 규칙을 따로 갖지 않고 여기서 읽습니다)' })
export class TermsPublishingRule {
  @Field(() => TermsKindEnum) kind!: string;
  @Field(() => String, { description: '문서 종류의 이름 (이용약관, 개인정보 처리방침 ...)' }) title!: string;
  @Field(() => TermsNoticeRule, { description: '보통 변경' }) normal!: TermsNoticeRule;
  @Field(() => TermsNoticeRule, { description: '회원에게 불리한 변경' }) disadvantageous!: TermsNoticeRule;
  @Field(() => TermsDocument, { nullable: true, description: '가장 최근 버전 (시행 예정 버전 포함)' }) latest!: TermsDocument | null;
  @Field(() => String, { nullable: true, description: '가장 최근 버전의 본문 원문 (Markdown; {{businessName}} 같은 자리표시자 그대로): 새 버전을 고쳐 쓸 바탕' })
  latestSource!: string | null;
}
