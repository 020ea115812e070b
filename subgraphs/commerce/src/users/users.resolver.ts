import { Arg, Authorized, Ctx, Directive, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { UserEntity } from './user.entity.js';
import { byKeys, Forbidden, isSystem, requireIdentity, type Context, LocalDateScalar } from '@shop/kit';
import { AuthPayload, User } from './user.types.js';
import { toAuthPayload, toUserView } from './user.view.js';
import * as users from './users.service.js';
import { accountTokenStates, revokeRefreshToken } from '../auth/tokens.service.js';
import { accountStateFeed } from '../auth/account-state-feed.js';
import { RestrictionNotice } from '../restrictions/restrictions.types.js';
import { AgreementInput } from '../terms/terms.types.js';

@InputType()
export class SignUpInput {
  @Field(() => String) loginId!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true, description: '비밀번호 확인 (보내면 비밀번호와 같아야 합니다)' }) passwordConfirm?: string;
  @Field(() => String) nickname!: string;
  @Field(() => LocalDateScalar) birthday!: string;
  @Field(() => Int, { nullable: true }) gender?: number;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => Boolean, { nullable: true, description: '만 14세 미만: 법정대리인의 개인정보 처리 동의 여부' })
  guardianConsent?: boolean;
  @Field(() => String, { nullable: true }) guardianPhone?: string;
  @Field(() => String, { nullable: true, description: '인플루언서 채널 링크로 들어와 가입하면 그 채널 핸들 (@ 무시)' }) channelId?: string;
  @Field(() => [AgreementInput], { nullable: true, description: '약관 동의: signUpAgreements의 항목마다 동의 여부와 본 버전 (필수 항목에 동의해야 가입됩니다)' })
  agreements?: AgreementInput[];
}

/** An account's token version and whether it may still use tokens; for the gateway only. */
@Directive('@inaccessible')
@ObjectType()
export class AccountTokenState {
  @Field(() => ID) userId!: string;
  @Field(() => Int) tokenVersion!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => [RestrictionNotice], { description: '지금 적용 중인 이용 제한 (게이트웨이가 쓰기를 막는 근거)' }) restrictions!: RestrictionNotice[];
}

/** The changes of account token states after a position of a stream (the gateway's watch; auth/account-state-feed.ts). */
@Directive('@inaccessible')
@ObjectType()
export class AccountStateChangesView {
  @Field(() => String) stream!: string;
  @Field(() => Int) position!: number;
  @Field(() => [ID]) userIds!: string[];
  @Field(() => Boolean) reset!: boolean;
}

@Resolver(() => User)
export class UsersResolver {
  // Hidden from the public graph; the gateway asks it (as the system identity) to refuse access
  // tokens of accounts that left or changed their password since the token was issued.
  @Directive('@inaccessible')
  @Query(() => [AccountTokenState])
  async accountTokenStates(@Arg('userIds', () => [ID]) userIds: string[], @Ctx() ctx: Context): Promise<AccountTokenState[]> {
    if (!isSystem(ctx.identity)) throw Forbidden();
    if (userIds.length > 100) throw Forbidden();
    return accountTokenStates(ctx.em, userIds);
  }

  // Hidden too: the gateway asks it (as the system identity) in a loop, each question waiting up
  // to `waitMs` for a change, so it can keep the states above instead of asking before each write.
  @Directive('@inaccessible')
  @Query(() => AccountStateChangesView)
  async accountStateChanges(
    @Arg('stream', () => String, { nullable: true }) stream: string | null,
    @Arg('after', () => Int, { nullable: true }) after: number | null,
    @Arg('waitMs', () => Int, { defaultValue: 0 }) waitMs: number,
    @Ctx() ctx: Context,
  ): Promise<AccountStateChangesView> {
    if (!isSystem(ctx.identity)) throw Forbidden();
    return (await accountStateFeed(ctx.em)).changesAfter(stream, after, waitMs);
  }

  @Query(() => User, { nullable: true, description: '로그인한 계정 (게스트 포함)' })
  async me(@Ctx() ctx: Context): Promise<User | null> {
    if (!ctx.identity) return null;
    const row = await ctx.em.findOne(UserEntity, { id: ctx.identity.userId, leftAt: null });
    return row ? toUserView(row, ctx.identity) : null;
  }

  @Authorized()
  @Query(() => User, { description: '회원 조회: 본인 계정, 관리자는 모든 계정' })
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<User> {
    // Refused before the lookup: another account's answer (or its absence, or the time the
    // lookup takes) must not tell a non-admin whether that account exists.
    const identity = requireIdentity(ctx);
    if (identity.role !== 'admin' && identity.userId !== id) throw Forbidden('다른 회원의 정보는 조회할 수 없습니다.');
    return toUserView(await users.findUser(ctx.em, id), ctx.identity);
  }

  @Mutation(() => AuthPayload, { description: '비회원(게스트) 계정 생성' })
  async createGuest(@Ctx() ctx: Context): Promise<AuthPayload> {
    const result = await users.createGuest(ctx.em, ctx.clientIp);
    return toAuthPayload(result);
  }

  @Mutation(() => AuthPayload, { description: '아이디/비밀번호 회원가입 (만 14세 미만은 법정대리인 동의 필요)' })
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    const result = await users.signUp(ctx.em, input, ctx.identity);
    return toAuthPayload(result);
  }

  @Mutation(() => AuthPayload, { description: '아이디/비밀번호 로그인' })
  async login(@Arg('loginId', () => String) loginId: string, @Arg('password', () => String) password: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    const result = await users.login(ctx.em, { loginId, password }, ctx.clientIp);
    return toAuthPayload(result);
  }

  @Mutation(() => AuthPayload, { description: '자동 로그인: 리프레시 토큰은 한 번만 쓸 수 있습니다' })
  async refreshSession(@Arg('refreshToken', () => String) refreshToken: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    const result = await users.refreshSession(ctx.em, refreshToken);
    return toAuthPayload(result);
  }

  @Mutation(() => Boolean, { description: '로그아웃: 리프레시 토큰을 폐기합니다' })
  async logout(@Arg('refreshToken', () => String) refreshToken: string, @Ctx() ctx: Context): Promise<boolean> {
    requireIdentity(ctx);
    await revokeRefreshToken(ctx.em, refreshToken);
    return true;
  }
}

/** Federation: other subgraphs reference `User { id }`; batched per request. */
export const userReference = {
  __resolveReference: async (reference: { id: string }, ctx: Context) => {
    const loader = ctx.loaders.get<string, import('./user.entity.js').User | null>('userById', async (ids) => byKeys(ids, await ctx.em.find(UserEntity, { id: { $in: [...ids] } }), (u) => u.id, null));
    const row = await loader.load(reference.id);
    return row ? toUserView(row, ctx.identity) : null;
  },
};
