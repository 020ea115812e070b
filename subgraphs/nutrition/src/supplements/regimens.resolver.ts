import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, LocalDateScalar, NotFound, byKeys, koreanDate, requireIdentity, type Context } from '@shop/kit';
import { RegimenEntity, type Regimen as RegimenRow, type Supplement as SupplementRow } from './supplement.entities.js';
import { ProfileRegimens, Regimen, RegimenAdherence, RegimenEditInput, RegimenInput, Supplement, SupplementIntake } from './supplements.types.js';
import { supplementLoader } from './supplements.resolver.js';
import * as regimens from './regimens.service.js';

@Resolver(() => Regimen)
export class RegimensResolver {
  @Authorized()
  @Query(() => [Regimen], { description: '프로필의 영양제 복용 기록 (본인과 관리자만)' })
  regimens(@Arg('profileId', () => ID) profileId: string, @Ctx() ctx: Context) {
    return regimens.regimensOfProfile(ctx.em, requireIdentity(ctx), profileId);
  }

  @Authorized()
  @Query(() => [ProfileRegimens], { description: '내 모든 프로필과 각 프로필의 영양제 복용 기록' })
  regimensOfAllProfiles(@Ctx() ctx: Context) {
    return regimens.regimensOfAllProfiles(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Query(() => [SupplementIntake], { description: '프로필의 한 날짜 영양제 섭취 (기본 오늘)' })
  intakesOfDate(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context) {
    return regimens.intakesOfDate(ctx.em, requireIdentity(ctx), profileId, date);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Regimen, { description: '프로필의 복용 목록에 영양제 추가' })
  addRegimen(@Arg('input', () => RegimenInput) input: RegimenInput, @Ctx() ctx: Context) {
    return regimens.addRegimen(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Regimen, { description: '복용 기록 수정' })
  editRegimen(@Arg('id', () => ID) id: string, @Arg('input', () => RegimenEditInput) input: RegimenEditInput, @Ctx() ctx: Context) {
    return regimens.editRegimen(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '복용 기록 삭제 (섭취 기록도 함께)' })
  async deleteRegimen(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await regimens.deleteRegimen(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Regimen, { description: '섭취 알림 설정 (alram_cnt와 알림 시간)' })
  setReminders(
    @Arg('regimenId', () => ID) regimenId: string,
    @Arg('alramCnt', () => Int) alramCnt: number,
    @Arg('reminderTimes', () => [String], { nullable: true }) reminderTimes: string[] | null,
    @Ctx() ctx: Context,
  ) {
    return regimens.setReminders(ctx.em, requireIdentity(ctx), regimenId, { alramCnt, reminderTimes });
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Regimen, { description: '섭취 알림 끄기 (alram_cnt 0)' })
  clearReminders(@Arg('regimenId', () => ID) regimenId: string, @Ctx() ctx: Context) {
    return regimens.clearReminders(ctx.em, requireIdentity(ctx), regimenId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => SupplementIntake, { description: '섭취 체크 (eat_cnt + 1, 하루 최대 알림 횟수 또는 1회; 기본 오늘)' })
  markIntake(@Arg('regimenId', () => ID) regimenId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context) {
    return regimens.markIntake(ctx.em, requireIdentity(ctx), regimenId, date);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => SupplementIntake, { description: '섭취 체크 취소 (eat_cnt − 1)' })
  undoIntake(@Arg('regimenId', () => ID) regimenId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context) {
    return regimens.undoIntake(ctx.em, requireIdentity(ctx), regimenId, date);
  }

  @FieldResolver(() => Int, { description: '하루에 체크할 수 있는 섭취 횟수 (알림 횟수, 알림이 없으면 1)' })
  dailyCap(@Root() regimen: RegimenRow): number {
    return regimens.dailyIntakeCap(regimen.alramCnt);
  }

  @FieldResolver(() => String, { description: '복용 일정 표시 (예: 하루 2회 · 08:30, 20:00; 하루 1회 · 알림 없음)' })
  schedule(@Root() regimen: RegimenRow): string {
    return regimens.scheduleText(regimen);
  }

  @FieldResolver(() => Supplement)
  supplement(@Root() regimen: RegimenRow, @Ctx() ctx: Context): Promise<SupplementRow> {
    return supplementLoader(ctx).load(regimen.supplementId);
  }

  /** Batched per date: one statement for every regimen of the response. */
  @FieldResolver(() => Int, { description: '그 날짜의 섭취 횟수 eat_cnt (기본 오늘)' })
  eatCnt(@Root() regimen: RegimenRow, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context): Promise<number> {
    const loader = ctx.loaders.get<string, number>('regimenEatCnt', (keys) =>
      regimens.eatCounts(
        ctx.em,
        keys.map((key) => ({ regimenId: key.split('|')[0], date: key.split('|')[1] })),
      ),
    );
    return loader.load(`${regimen.id}|${date ?? koreanDate()}`);
  }

  /** Batched per window: one statement per distinct (from, to) in the response. */
  @FieldResolver(() => RegimenAdherence, { description: '기간의 섭취율과 구간 메시지 (기본 최근 7일)' })
  async adherence(
    @Root() regimen: RegimenRow,
    @Arg('from', () => LocalDateScalar, { nullable: true }) from: string | null,
    @Arg('to', () => LocalDateScalar, { nullable: true }) to: string | null,
    @Ctx() ctx: Context,
  ): Promise<RegimenAdherence> {
    const range = regimens.adherenceRange(from, to);
    const loader = ctx.loaders.get<string, number>('regimenEaten', async (keys) => {
      const sums = new Map<string, number>();
      const byRange = new Map<string, string[]>();
      for (const key of keys) {
        const [id, window] = key.split('@');
        byRange.set(window, [...(byRange.get(window) ?? []), id]);
      }
      for (const [window, ids] of byRange) {
        const [rangeFrom, rangeTo] = window.split('|');
        for (const [id, eaten] of await regimens.eatSums(ctx.em, ids, { from: rangeFrom, to: rangeTo })) sums.set(`${id}@${window}`, eaten);
      }
      return keys.map((key) => sums.get(key) ?? 0);
    });
    return regimens.adherenceOf(regimen, range, await loader.load(`${regimen.id}@${range.from}|${range.to}`));
  }
}

@Resolver(() => SupplementIntake)
export class SupplementIntakeResolver {
  @FieldResolver(() => Regimen)
  regimen(@Root() intake: SupplementIntake, @Ctx() ctx: Context): Promise<RegimenRow> {
    const loader = ctx.loaders.get<string, RegimenRow>('regimenById', async (ids) =>
      byKeys(ids, await ctx.em.find(RegimenEntity, { id: { $in: [...ids] } }), (r) => r.id, NotFound('영양제 복용 기록을 찾을 수 없습니다.')),
    );
    return loader.load(intake.regimenId);
  }
}
