import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Unauthenticated, type Context } from '@shop/kit';
import { assertNotBlocked, recordFailure, resetLimit } from '@shop/kit/rate-limits.js';
import argon2 from 'argon2';
import { AuthPayload } from '../users/user.types.js';
import { toAuthPayload } from '../users/user.view.js';
import { UserEntity } from '../users/user.entity.js';
import { restoreWithVerification } from './dormancy.service.js';
import { dormantUserOfRestoreToken } from '../social/social.service.js';
import { RETENTION_PERIODS } from './retention.rules.js';
import { RETENTION_JOBS } from './retention.jobs.js';

@ObjectType({ description: '보존 기간 한 가지 (법적 근거와 적용 대상)' })
export class RetentionPeriod {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Int, { description: '기간 (개월)' }) months!: number;
  @Field(() => String, { description: '법적 근거' }) basis!: string;
  @Field(() => String, { description: '적용 대상 (개발자용 설명)' }) covers!: string;
  @Field(() => String, { description: '적용하는 예약 작업' }) job!: string;
}

const LOGIN_FAILED = '아이디 또는 비밀번호가 일치하지 않습니다.';

@Resolver()
export class RetentionResolver {
  @Query(() => [RetentionPeriod], { description: '개인정보·거래기록 보존 기간과 법적 근거 (개인정보처리방침의 표)' })
  retentionPeriods(): RetentionPeriod[] {
    return RETENTION_PERIODS.map((p) => ({ key: p.key, label: p.label, months: p.months, basis: p.basis, covers: p.covers, job: RETENTION_JOBS[p.key].name }));
  }

  @Mutation(() => AuthPayload, {
    description: '휴면 계정 로그인: 아이디·비밀번호와 휴대폰 인증(용도 LOGIN의 verificationToken)으로 분리 보관된 정보를 되돌리고 로그인합니다',
  })
  async restoreDormantAccount(
    @Arg('loginId', () => String) loginId: string,
    @Arg('password', () => String) password: string,
    @Arg('verificationToken', () => String) verificationToken: string,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    // The same guard as login: failures count per id and address, outside this transaction.
    await assertNotBlocked(ctx.em, 'loginAccount', `id:${loginId}`);
    await assertNotBlocked(ctx.em, 'loginAddress', ctx.clientIp);
    const user = await ctx.em.findOne(UserEntity, { loginId, leftAt: null });
    if (!user?.passwordHash || !(await argon2.verify(user.passwordHash, password))) {
      await recordFailure(ctx.em, 'loginAccount', `id:${loginId}`);
      await recordFailure(ctx.em, 'loginAddress', ctx.clientIp);
      throw Unauthenticated(LOGIN_FAILED);
    }
    await resetLimit(ctx.em, 'loginAccount', `id:${loginId}`);
    if (!user.dormantAt) throw Unauthenticated('휴면 상태가 아닌 계정입니다. 일반 로그인을 이용해주세요.');
    return toAuthPayload(await restoreWithVerification(ctx.em, user, verificationToken));
  }

  @Mutation(() => AuthPayload, {
    description:
      '휴면 계정 소셜 로그인: 카카오·네이버 로그인이 DORMANT_ACCOUNT와 함께 준 restoreToken(30분)과 휴대폰 인증(용도 LOGIN의 verificationToken)으로 분리 보관된 정보를 되돌리고 로그인합니다',
  })
  async restoreDormantSocialAccount(
    @Arg('restoreToken', () => String) restoreToken: string,
    @Arg('verificationToken', () => String) verificationToken: string,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const user = await dormantUserOfRestoreToken(ctx.em, restoreToken);
    return toAuthPayload(await restoreWithVerification(ctx.em, user, verificationToken));
  }
}
