import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, groupByKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { User } from '../users/user.types.js';
import type { User as UserRow } from '../users/user.entity.js';
import { OrderEntity } from '../orders/order.entities.js';
import { AccountRestrictionEntity, type AccountRestriction as RestrictionRow } from './restriction.entity.js';
import { CAUSE_TEXT, ESCALATION_STEPS, MAX_RESTRICTION_DAYS, SCOPE_TEXT, escalatedDays } from './restrictions.rules.js';
import * as restrictions from './restrictions.service.js';
import { findMember, ordersOfMembers, searchMembers } from './admin-members.service.js';
import { AccountRestriction, AdminMember, AdminMemberPage, MemberOrderPage, RestrictAccountInput, RestrictionNotice, RestrictionRules } from './restrictions.types.js';

const toRestriction = (row: RestrictionRow, now = new Date()): AccountRestriction => ({
  id: row.id,
  userId: row.userId,
  offence: row.offence,
  scope: row.scope,
  cause: row.cause,
  reason: row.reason,
  startsAt: row.startsAt,
  endsAt: row.endsAt ?? null,
  liftedAt: row.liftedAt ?? null,
  liftReason: row.liftReason ?? null,
  inForce: restrictions.inForce(row, now),
  createdAt: row.createdAt,
});

const toAdminMember = (row: UserRow): AdminMember => ({
  id: row.id,
  loginId: row.loginId ?? null,
  nickname: row.nickname,
  provider: row.provider,
  role: row.role,
  phone: row.phone ?? null,
  email: row.email ?? null,
  birthday: row.birthday ?? null,
  gender: row.gender ?? null,
  createdAt: row.createdAt,
  lastLoginAt: row.lastLoginAt ?? null,
  leftAt: row.leftAt ?? null,
  dormantAt: row.dormantAt ?? null,
});

/** Per-request batches: restrictions in force and histories of the accounts on the page. */
const inForceLoader = (ctx: Context) =>
  ctx.loaders.get<string, restrictions.RestrictionNotice[]>('restrictionsInForce', async (ids) => {
    const byUser = await restrictions.restrictionsInForce(ctx.em, ids);
    return ids.map((id) => byUser.get(id) ?? []);
  });
const historyLoader = (ctx: Context) =>
  ctx.loaders.get<string, RestrictionRow[]>('restrictionHistory', async (ids) =>
    groupByKeys(ids, await ctx.em.find(AccountRestrictionEntity, { userId: { $in: [...ids] } }, { orderBy: { id: 'desc' } }), (r) => r.userId),
  );

@Resolver(() => AccountRestriction)
export class RestrictionsResolver {
  @Authorized('admin')
  @Query(() => RestrictionRules, { description: '관리자: 이용 제한 규칙 (단계, 최대 일수, 범위와 사유 구분)' })
  restrictionRules(): RestrictionRules {
    return {
      steps: ESCALATION_STEPS.map((s) => ({ ...s })),
      maxDays: MAX_RESTRICTION_DAYS,
      scopes: Object.entries(SCOPE_TEXT).map(([value, label]) => ({ value, label })),
      causes: Object.entries(CAUSE_TEXT).map(([value, label]) => ({ value, label })),
    };
  }

  @Authorized('admin')
  @Mutation(() => AccountRestriction, { description: '관리자: 회원 이용 제한 (계정 또는 글쓰기, 기간 또는 영구, 사유)' })
  async restrictAccount(@Arg('input', () => RestrictAccountInput) input: RestrictAccountInput, @Ctx() ctx: Context): Promise<AccountRestriction> {
    return toRestriction(await restrictions.restrictAccount(ctx.em, requireIdentity(ctx), input));
  }

  @Authorized('admin')
  @Mutation(() => AccountRestriction, { description: '관리자: 이용 제한 해제 (사유, 이력은 남습니다)' })
  async liftRestriction(@Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string, @Ctx() ctx: Context): Promise<AccountRestriction> {
    return toRestriction(await restrictions.liftRestriction(ctx.em, requireIdentity(ctx), { id, reason }));
  }
}

@Resolver(() => AdminMember)
export class AdminMembersResolver {
  @Authorized('admin')
  @Query(() => AdminMemberPage, { description: '관리자: 회원 찾기 (아이디, 닉네임, 주문자 이름, 휴대폰 번호 끝자리, 이메일; 최신 가입순)' })
  async adminMembers(@Arg('query', () => String, { nullable: true }) query: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<AdminMemberPage> {
    const found = await searchMembers(ctx.em, query, parsePage(page));
    return { items: found.items.map(toAdminMember), total: found.total };
  }

  @Authorized('admin')
  @Query(() => AdminMember, { description: '관리자: 회원 한 명' })
  async adminMember(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<AdminMember> {
    return toAdminMember(await findMember(ctx.em, id));
  }

  @FieldResolver(() => [AccountRestriction], { description: '이용 제한 이력 (최신순)' })
  async restrictions(@Root() member: AdminMember, @Ctx() ctx: Context): Promise<AccountRestriction[]> {
    const now = new Date();
    return (await historyLoader(ctx).load(member.id)).map((r) => toRestriction(r, now));
  }

  @FieldResolver(() => [RestrictionNotice], { description: '지금 적용 중인 이용 제한' })
  restrictionsInForce(@Root() member: AdminMember, @Ctx() ctx: Context): Promise<RestrictionNotice[]> {
    return inForceLoader(ctx).load(member.id);
  }

  @FieldResolver(() => Int, { nullable: true, description: '약관 위반으로 다음에 제한하면 규칙이 주는 일수 (없으면 영구)' })
  async nextRestrictionDays(@Root() member: AdminMember, @Ctx() ctx: Context): Promise<number | null> {
    return escalatedDays((await historyLoader(ctx).load(member.id)).length, 'VIOLATION');
  }

  @FieldResolver(() => MemberOrderPage, { description: '주문 (최신순)' })
  async orders(@Root() member: AdminMember, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<MemberOrderPage> {
    const { offset, limit } = parsePage(page);
    const loader = ctx.loaders.get<string, Awaited<ReturnType<typeof ordersOfMembers>>>(`memberOrders:${offset}:${limit}`, async (ids) =>
      groupByKeys(ids, await ordersOfMembers(ctx.em, ids, { offset, limit }), (r) => r.user_id),
    );
    const rows = await loader.load(member.id);
    const total = rows[0] ? Number(rows[0].count) : offset > 0 ? await ctx.em.count(OrderEntity, { userId: member.id }) : 0;
    return { items: rows.map((r) => ({ id: r.id, orderNumber: r.order_number, status: r.status, total: r.total, createdAt: new Date(r.created_at) })), total };
  }
}

/** The member's own restrictions in force, on their account (a notice at login); admins see anyone's. */
@Resolver(() => User)
export class UserRestrictionsResolver {
  @FieldResolver(() => [RestrictionNotice], { description: '지금 적용 중인 이용 제한 (본인과 관리자에게만, 다른 사람에게는 빈 목록)' })
  async restrictions(@Root() user: User, @Ctx() ctx: Context): Promise<RestrictionNotice[]> {
    if (!ctx.identity || (ctx.identity.userId !== user.id && ctx.identity.role !== 'admin')) return [];
    return inForceLoader(ctx).load(user.id);
  }
}
