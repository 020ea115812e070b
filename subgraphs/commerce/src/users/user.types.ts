import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, RoleEnum, type Role } from '@shop/kit';

@Directive('@key(fields: "id")')
@ObjectType({ description: '회원 또는 비회원(게스트) 계정' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: '로그인 아이디' })
  loginId!: string | null;

  @Field(() => String)
  nickname!: string;

  @Field(() => String, { description: 'guest, local, phone, kakao, naver' })
  provider!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Int, { nullable: true, description: '1 남성, 2 여성' })
  gender!: number | null;

  @Field(() => LocalDateScalar, { nullable: true })
  birthday!: string | null;

  @Field(() => Int, { nullable: true, description: '만 나이 (생일 기준, 한국 날짜)' })
  age!: number | null;

  @Field(() => String, { nullable: true, description: '본인과 관리자에게만 보입니다' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: '본인과 관리자에게만 보입니다' })
  email!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: '발급된 토큰' })
export class TokenDto {
  @Field(() => String)
  accessToken!: string;

  @Field(() => String)
  refreshToken!: string;
}

@ObjectType({ description: '가입/로그인 결과 (REST result와 같은 모양)' })
export class AuthPayload {
  @Field(() => TokenDto)
  tokenDto!: TokenDto;

  @Field(() => User)
  user!: User;
}

@ObjectType({ description: '인증번호 발송 결과' })
export class SmsSendResult {
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Int, { description: '다시 받을 수 있을 때까지 남은 초' }) retryAfterSeconds!: number;
}

@ObjectType({ description: '휴대폰 인증 결과: 한 번만 쓸 수 있는 인증 토큰' })
export class SmsVerification {
  @Field(() => String) verificationToken!: string;
}

@ObjectType({ description: '휴대폰으로 찾은 계정' })
export class FoundAccount {
  @Field(() => String, { nullable: true, description: '일부를 가린 아이디' }) maskedLoginId!: string | null;
  @Field(() => String) provider!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '개발/테스트용 SMS 샌드박스에 저장된 메시지' })
export class SandboxMessage {
  @Field(() => String) channel!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) text!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '소셜 로그인 결과' })
export class SocialLoginResult {
  @Field(() => Boolean, { description: '이미 가입된 소셜 계정인지' }) registered!: boolean;
  @Field(() => AuthPayload, { nullable: true, description: '가입된 경우 로그인 결과' }) auth!: AuthPayload | null;
  @Field(() => String, { nullable: true, description: '가입되지 않은 경우 signUpBySocial에 쓰는 토큰 (30분)' }) signUpToken!: string | null;
  @Field(() => String, { nullable: true }) suggestedNickname!: string | null;
}

@ObjectType({ description: '회원가입 규칙 (화면은 규칙을 따로 갖지 않고 여기서 읽습니다)' })
export class SignUpRules {
  @Field(() => Int, { description: '이 나이(만) 미만은 법정대리인 동의가 필요합니다' }) guardianConsentAge!: number;
}
