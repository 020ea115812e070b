import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { SIGNED_UP, LocalDateScalar, requireIdentity, type Context } from '@shop/kit';
import { NUTRIENT_BY_CODE } from '../nutrients/nutrient-catalog.js';
import { INTAKE_TIERS } from '../rules/rules.js';
import type { NutritionScore } from './score.entity.js';
import { INTAKE_TIER_DESCRIPTIONS, SCORE_MAX_POINTS, SCORE_TIERS, coverageNote, scoreTier, type LimitLine, type NutrientLine } from './score-rules.js';
import * as scores from './scores.service.js';
import { DateRecordCount, LimitLine as LimitLineView, NutrientScoreLine, NutritionReport, NutritionScoreEntry, RankedFoods, ScoreDescription } from './scores.types.js';

const SCORE_DESCRIPTIONS: ScoreDescription[] = SCORE_TIERS.map((t) => ({ kind: 'score', code: t.code, label: t.label, min: t.min, max: t.max, description: t.description }));
const INTAKE_DESCRIPTIONS: ScoreDescription[] = INTAKE_TIERS.map((t) => ({ kind: 'intake', code: t.code, label: t.label, min: t.min, max: t.max, description: INTAKE_TIER_DESCRIPTIONS[t.code] }));
const scoreDescription = (score: number) => SCORE_DESCRIPTIONS.find((d) => d.code === scoreTier(score).code)!;
const intakeDescription = (code: string) => INTAKE_DESCRIPTIONS.find((d) => d.code === code)!;

const nameOf = (code: string) => NUTRIENT_BY_CODE.get(code)?.name ?? code;
const unitOf = (code: string) => NUTRIENT_BY_CODE.get(code)?.unit ?? '';
const rounded = (intake: number | null) => (intake == null ? null : Math.round(intake * 100) / 100);
/** Coverage of a line: known, foods measured of the day's, and the Korean note when not every food was. */
const coverageView = (line: NutrientLine | LimitLine) => ({
  known: line.known,
  measuredFoodCount: line.measuredFoods,
  foodCount: line.foods,
  coverageNote: coverageNote(nameOf(line.code), line),
});
const lineView = (line: NutrientLine): NutrientScoreLine => ({
  code: line.code,
  name: nameOf(line.code),
  unit: unitOf(line.code),
  intake: rounded(line.intake),
  min: line.min,
  max: line.max,
  percent: line.percent,
  points: line.points,
  short: line.short,
  ...coverageView(line),
});
const limitView = (line: LimitLine): LimitLineView => ({
  code: line.code,
  name: nameOf(line.code),
  unit: unitOf(line.code),
  intake: rounded(line.intake),
  limit: line.limit,
  over: line.over,
  ...coverageView(line),
});

const entryView = (row: NutritionScore): NutritionScoreEntry => ({
  profileId: row.profileId,
  date: row.scoreDate,
  score: row.score,
  energyPoints: row.energyPoints,
  macroPoints: row.macroPoints,
  microPoints: row.microPoints,
  penaltyPoints: row.penaltyPoints,
  intakeCount: row.intakeCount,
  intakeTier: row.intakeTier,
  tier: scoreDescription(row.score),
});

@Resolver()
export class ScoresResolver {
  @Authorized()
  @Query(() => NutritionReport, { description: '하루 영양 리포트 (기록으로 바로 계산)' })
  async nutritionReport(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context): Promise<NutritionReport> {
    const report = await scores.scoreReport(ctx.em, requireIdentity(ctx), profileId, date);
    const { result } = report;
    const micros = result.micros.map(lineView);
    return {
      profileId: report.profile.id,
      date: report.date,
      score: result.score,
      tier: scoreDescription(result.score),
      energyPoints: result.energyPoints,
      macroPoints: result.macroPoints,
      microPoints: result.microPoints,
      penaltyPoints: result.penaltyPoints,
      maxPoints: SCORE_MAX_POINTS,
      intakeCount: result.intakeCount,
      unknownCount: result.unknownCount,
      intakeTier: intakeDescription(result.intakeTier),
      energy: lineView(result.energy),
      macros: result.macros.map(lineView),
      micros,
      // Known and short only: scoreDay never marks an unknown nutrient short.
      shortNutrients: micros.filter((m) => m.known && m.short),
      limits: result.limits.map(limitView),
      foodRecordCount: report.foodCount,
      standard: report.standard,
    };
  }

  @Authorized()
  @Query(() => NutritionScoreEntry, { nullable: true, description: '저장된 하루 점수 (기록이 없으면 null)' })
  async nutritionScore(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context) {
    const row = await scores.storedScore(ctx.em, requireIdentity(ctx), profileId, date);
    return row && entryView(row);
  }

  @Authorized()
  @Query(() => [NutritionScoreEntry], { description: '기간의 저장된 점수 (최대 366일)' })
  async nutritionScores(@Arg('profileId', () => ID) profileId: string, @Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return (await scores.storedScores(ctx.em, requireIdentity(ctx), profileId, from, to)).map(entryView);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => NutritionScoreEntry, { description: '하루 점수를 지금 계산해 저장 (기록이 바뀌면 자동으로도 다시 계산됩니다)' })
  async recordNutritionScore(@Arg('profileId', () => ID) profileId: string, @Arg('date', () => LocalDateScalar, { nullable: true }) date: string | null, @Ctx() ctx: Context) {
    return entryView(await scores.recordScore(ctx.em, requireIdentity(ctx), profileId, date));
  }

  @Query(() => [ScoreDescription], { description: '점수 구간과 섭취 등급 설명' })
  scoreDescriptions(): ScoreDescription[] {
    return [...SCORE_DESCRIPTIONS, ...INTAKE_DESCRIPTIONS];
  }

  @Authorized()
  @Query(() => [LocalDateScalar], { description: '기간 중 what(score, food, intake) 기록이 있는 날짜' })
  async recordDates(
    @Arg('profileId', () => ID) profileId: string,
    @Arg('what', () => String) what: string,
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return scores.datesWith(ctx.em, requireIdentity(ctx), profileId, what, from, to);
  }

  @Authorized()
  @Query(() => [DateRecordCount], { description: '날짜별 기록 수 (기록이 있는 날만)' })
  async recordCounts(@Arg('profileId', () => ID) profileId: string, @Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return scores.recordCounts(ctx.em, requireIdentity(ctx), profileId, from, to);
  }

  @Authorized()
  @Query(() => [RankedFoods], { description: '기간 중 카페인·나트륨·당류가 많은 음식 상위 3개' })
  async topFoods(@Arg('profileId', () => ID) profileId: string, @Arg('from', () => LocalDateScalar) from: string, @Arg('to', () => LocalDateScalar) to: string, @Ctx() ctx: Context) {
    return (await scores.topFoods(ctx.em, requireIdentity(ctx), profileId, from, to)).map((r) => ({ ...r, name: nameOf(r.nutrient), unit: unitOf(r.nutrient) }));
  }
}
