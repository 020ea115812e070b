import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SIGNED_UP, Forbidden, requireIdentity, type Context } from '@shop/kit';
import { messageSender } from '../adapters/sms/index.js';
import { registerAppToken, sendKakaoMessage } from '../devices/devices.service.js';
import * as sms from '../sms/sms.service.js';
import * as social from '../social/social.service.js';
import * as account from './account.service.js';
import { PhoneSignUpInput, SmsPurposeEnum, SocialSignUpInput, UpdateAccountInput } from './account.inputs.js';
import { AuthPayload, FoundAccount, SandboxMessage, SignUpRules, SmsSendResult, SmsVerification, SocialLoginResult, User } from './user.types.js';
import { GUARDIAN_CONSENT_AGE } from './users.service.js';
import { toAuthPayload, toUserView } from './user.view.js';

type Purpose = (typeof sms.SMS_PURPOSES)[number];

/** SMS certification, phone and social sign-in, and the account's own settings. */
@Resolver()
export class AccountResolver {
  @Query(() => SignUpRules, { description: '회원가입 규칙: 법정대리인 동의가 필요한 나이' })
  signUpRules(): SignUpRules {
    return { guardianConsentAge: GUARDIAN_CONSENT_AGE };
  }

  @Mutation(() => SmsSendResult, { description: '인증번호 발송 (같은 번호·용도는 60초에 한 번, 1시간에 5번까지)' })
  sendSmsCode(@Arg('phone', () => String) phone: string, @Arg('purpose', () => SmsPurposeEnum) purpose: Purpose, @Ctx() ctx: Context) {
    return sms.sendCode(ctx.em, phone, purpose, new Date(), ctx.clientIp);
  }

  @Mutation(() => SmsVerification, { description: '인증번호 확인 (5회 틀리면 새 인증번호가 필요합니다)' })
  async verifySmsCode(
    @Arg('phone', () => String) phone: string,
    @Arg('purpose', () => SmsPurposeEnum) purpose: Purpose,
    @Arg('code', () => String) code: string,
    @Ctx() ctx: Context,
  ): Promise<SmsVerification> {
    return { verificationToken: await sms.verifyCode(ctx.em, phone, purpose, code, new Date(), ctx.clientIp) };
  }

  @Mutation(() => AuthPayload, { description: '휴대폰 인증으로 회원가입' })
  async signUpByPhone(@Arg('input', () => PhoneSignUpInput) input: PhoneSignUpInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    const { verificationToken, ...details } = input;
    return toAuthPayload(await account.signUpWithPhone(ctx.em, verificationToken, details, ctx.identity));
  }

  @Mutation(() => AuthPayload, { description: '휴대폰 번호와 인증번호로 로그인' })
  async loginByPhone(@Arg('phone', () => String) phone: string, @Arg('code', () => String) code: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    return toAuthPayload(await account.loginByPhone(ctx.em, phone, code, new Date(), ctx.clientIp));
  }

  @Mutation(() => Boolean, { description: '휴대폰 인증 후 비밀번호 재설정 (모든 기기에서 로그아웃됩니다)' })
  async resetPasswordByPhone(@Arg('verificationToken', () => String) token: string, @Arg('newPassword', () => String) newPassword: string, @Ctx() ctx: Context) {
    await account.resetPasswordByPhone(ctx.em, token, newPassword);
    return true;
  }

  @Mutation(() => FoundAccount, { description: '휴대폰 인증으로 계정 찾기 (아이디 일부 표시)' })
  findAccountByPhone(@Arg('verificationToken', () => String) token: string, @Ctx() ctx: Context) {
    return account.findAccountByPhone(ctx.em, token);
  }

  @Authorized()
  @Query(() => Boolean, { description: '현재 비밀번호 확인' })
  checkPassword(@Arg('password', () => String) password: string, @Ctx() ctx: Context) {
    return account.checkPassword(ctx.em, requireIdentity(ctx), password);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => AuthPayload, { description: '비밀번호 변경: 다른 기기는 로그아웃되고, 이 기기에는 새 토큰을 줍니다' })
  async changePassword(@Arg('currentPassword', () => String) current: string, @Arg('newPassword', () => String) next: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    return toAuthPayload(await account.changePassword(ctx.em, requireIdentity(ctx), current, next));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => User, { description: '휴대폰 번호 변경 (CHANGE_PHONE 인증 토큰)' })
  async changePhone(@Arg('verificationToken', () => String) token: string, @Ctx() ctx: Context): Promise<User> {
    return toUserView(await account.changePhone(ctx.em, requireIdentity(ctx), token), ctx.identity);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => User, { description: '회원 정보 수정' })
  async updateAccount(@Arg('input', () => UpdateAccountInput) input: UpdateAccountInput, @Ctx() ctx: Context): Promise<User> {
    return toUserView(await account.updateAccount(ctx.em, requireIdentity(ctx), input), ctx.identity);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '회원 탈퇴 (비밀번호가 있는 계정은 비밀번호 확인)' })
  async leave(@Arg('password', () => String, { nullable: true }) password: string | undefined, @Ctx() ctx: Context) {
    await account.leave(ctx.em, requireIdentity(ctx), password);
    return true;
  }

  @Query(() => Boolean, { description: '아이디 사용 가능 여부' })
  isLoginIdAvailable(@Arg('loginId', () => String) loginId: string, @Ctx() ctx: Context) {
    return account.isAvailable(ctx.em, 'loginId', loginId);
  }

  @Query(() => Boolean, { description: '닉네임 사용 가능 여부' })
  isNicknameAvailable(@Arg('nickname', () => String) nickname: string, @Ctx() ctx: Context) {
    return account.isAvailable(ctx.em, 'nickname', nickname);
  }

  @Query(() => Boolean, { description: '이메일 사용 가능 여부' })
  isEmailAvailable(@Arg('email', () => String) email: string, @Ctx() ctx: Context) {
    return account.isAvailable(ctx.em, 'email', email);
  }

  @Query(() => Boolean, { description: '이 소셜 계정으로 가입되어 있는지' })
  isSocialIdRegistered(@Arg('provider', () => String) provider: string, @Arg('socialId', () => String) socialId: string, @Ctx() ctx: Context) {
    return social.isSocialIdRegistered(ctx.em, provider, socialId);
  }

  @Mutation(() => SocialLoginResult, { description: '카카오/네이버 로그인 (인가 코드 교환)' })
  async socialLogin(
    @Arg('provider', () => String) provider: string,
    @Arg('code', () => String) code: string,
    @Arg('redirectUri', () => String) redirectUri: string,
    @Ctx() ctx: Context,
  ): Promise<SocialLoginResult> {
    const result = await social.socialLogin(ctx.em, provider, code, redirectUri);
    return { ...result, auth: result.auth ? toAuthPayload(result.auth) : null };
  }

  @Mutation(() => AuthPayload, { description: '소셜 계정으로 회원가입' })
  async signUpBySocial(@Arg('input', () => SocialSignUpInput) input: SocialSignUpInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    const { signUpToken, ...details } = input;
    return toAuthPayload(await social.signUpBySocial(ctx.em, signUpToken, details, ctx.identity));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '앱 푸시 토큰 등록' })
  async registerAppToken(@Arg('token', () => String) token: string, @Arg('platform', () => String) platform: string, @Ctx() ctx: Context) {
    await registerAppToken(ctx.em, requireIdentity(ctx), { token, platform });
    return true;
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '카카오 알림 메시지 보내기 (본인 번호로, 정해진 템플릿만)' })
  async sendKakaoMessage(@Arg('template', () => String) template: string, @Ctx() ctx: Context) {
    await sendKakaoMessage(ctx.em, requireIdentity(ctx), template);
    return true;
  }

  // Codes in these messages log people in: only admins (and the gateway's development helper,
  // which calls as the system identity) read them, and only while the sandbox is the provider.
  @Authorized('admin')
  @Query(() => [SandboxMessage], { description: '개발/테스트 전용, 관리자만: SMS 샌드박스가 받은 메시지 (실제 발송 설정에서는 거부)' })
  async sandboxSmsMessages(@Arg('phone', () => String) phone: string) {
    const sender = messageSender();
    if (sender.name !== 'sandbox' || !sender.delivered) throw Forbidden('SMS 샌드박스가 꺼져 있습니다.');
    // The Solapi sandbox's own record (its message list), newest first.
    return sender.delivered(phone);
  }
}
