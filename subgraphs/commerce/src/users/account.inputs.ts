import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '@shop/kit';
import { SMS_PURPOSES } from '../sms/sms.service.js';
import { AgreementInput } from '../terms/terms.types.js';

export const SmsPurposeEnum = Object.fromEntries(SMS_PURPOSES.map((p) => [p, p])) as { [K in (typeof SMS_PURPOSES)[number]]: K };
registerEnumType(SmsPurposeEnum, { name: 'SmsPurpose', description: '인증번호 용도' });

@InputType()
export class MemberDetailsInput {
  @Field(() => String) nickname!: string;
  @Field(() => LocalDateScalar) birthday!: string;
  @Field(() => Int, { nullable: true }) gender?: number;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => Boolean, { nullable: true, description: '만 14세 미만: 법정대리인의 개인정보 처리 동의 여부' }) guardianConsent?: boolean;
  @Field(() => String, { nullable: true }) guardianPhone?: string;
  @Field(() => String, { nullable: true, description: '인플루언서 채널 링크로 들어와 가입하면 그 채널 핸들 (@ 무시)' }) channelId?: string;
  @Field(() => [AgreementInput], { nullable: true, description: '약관 동의: signUpAgreements의 항목마다 동의 여부와 본 버전 (필수 항목에 동의해야 가입됩니다)' })
  agreements?: AgreementInput[];
}

@InputType()
export class PhoneSignUpInput extends MemberDetailsInput {
  @Field(() => String, { description: 'verifySmsCode(purpose: SIGN_UP)의 인증 토큰' }) verificationToken!: string;
  @Field(() => String, { nullable: true, description: '선택: 비밀번호 (없으면 휴대폰 로그인만)' }) password?: string;
  @Field(() => String, { nullable: true, description: '비밀번호 확인 (보내면 비밀번호와 같아야 합니다)' }) passwordConfirm?: string;
}

@InputType()
export class SocialSignUpInput extends MemberDetailsInput {
  @Field(() => String, { description: 'socialLogin이 준 가입 토큰' }) signUpToken!: string;
  @Field(() => String, { nullable: true }) phone?: string;
}

@InputType()
export class UpdateAccountInput {
  @Field(() => String, { nullable: true }) nickname?: string;
  @Field(() => Int, { nullable: true }) gender?: number;
  @Field(() => LocalDateScalar, { nullable: true }) birthday?: string;
  @Field(() => String, { nullable: true }) email?: string;
}
