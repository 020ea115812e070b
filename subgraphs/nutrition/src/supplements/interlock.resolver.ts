import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, requireIdentity, type Context } from '@shop/kit';
import type { InterlockSupplement as InterlockSupplementRow } from './supplement.entities.js';
import { HealthApp, HealthAppSupplement, SupplementNutrient } from './supplements.types.js';
import { nutrientView } from './supplements.resolver.js';
import * as interlock from './interlock.service.js';

@Resolver(() => HealthAppSupplement)
export class InterlockResolver {
  @Authorized(...SIGNED_UP)
  @Mutation(() => HealthApp, { description: '외부 건강 앱 연동 (앱의 인증 코드; 앱마다 하나, 다시 연동하면 갱신)' })
  linkHealthApp(@Arg('provider', () => String) provider: string, @Arg('code', () => String) code: string, @Ctx() ctx: Context) {
    return interlock.linkHealthApp(ctx.em, requireIdentity(ctx), { provider, code });
  }

  @Authorized()
  @Query(() => [HealthApp], { description: '내가 연동한 건강 앱' })
  healthApps(@Ctx() ctx: Context) {
    return interlock.healthApps(ctx.em, requireIdentity(ctx));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => [HealthAppSupplement], { description: '연동한 앱의 영양제 가져오기 (새 인증 코드 필요; 같은 영양제는 갱신)' })
  importHealthAppSupplements(@Arg('interlockId', () => ID) interlockId: string, @Arg('code', () => String) code: string, @Ctx() ctx: Context) {
    return interlock.importHealthAppSupplements(ctx.em, requireIdentity(ctx), interlockId, code);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '가져온 영양제 삭제' })
  async deleteHealthAppSupplement(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await interlock.deleteHealthAppSupplement(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized()
  @Query(() => [HealthAppSupplement], { description: '회원이 건강 앱에서 가져온 영양제 (본인과 관리자만)' })
  healthAppSupplements(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context) {
    return interlock.healthAppSupplements(ctx.em, requireIdentity(ctx), userId);
  }

  @FieldResolver(() => [SupplementNutrient])
  nutrients(@Root() row: InterlockSupplementRow): SupplementNutrient[] {
    return row.nutrients.map(nutrientView);
  }
}
