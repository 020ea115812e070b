import { Arg, Authorized, Ctx, Float, ID, Mutation, Query, Resolver } from 'type-graphql';
import { BadInput, requireIdentity, type Context } from '@shop/kit';
import { AGE_BANDS, QUESTIONS_PER_BAND, ageBandOf, type AgeBand as AgeBandRule } from './age-bands.js';
import { SYMPTOM_LIMIT, type BandQuestionnaire } from './answers.js';
import * as questionnaire from './questionnaire.service.js';
import * as admin from './questionnaire-admin.service.js';
import { profileFacts } from '../results/sources.js';
import { RECOMMEND_NUTRIENT_BY_CODE } from '../ingredients/recommend-nutrients.js';
import {
  AdminChoice,
  AdminSymptom,
  AgeBand,
  ChoiceEditInput,
  DefaultNutrientList,
  Questionnaire,
  QuestionEditInput,
  QuestionnaireQuestion,
  QuestionnaireSymptom,
  SymptomEditInput,
} from './questionnaire.types.js';

const bandView = (band: AgeBandRule): AgeBand => ({ ...band, questionCount: QUESTIONS_PER_BAND });

function questionnaireView(loaded: BandQuestionnaire, profile: { id: string; gender: number } | null): Questionnaire {
  return {
    band: bandView(AGE_BANDS.find((b) => b.code === loaded.band)!),
    profileId: profile?.id ?? null,
    female: profile ? profile.gender !== 1 : null,
    questions: loaded.questions.map((q) => ({ ...q, choices: q.choices.map((c) => ({ code: c.code, label: c.label, icon: c.icon, isNone: c.code === 'none' })) })),
    symptoms: loaded.symptoms.map((s) => ({
      code: s.code,
      label: s.label,
      icon: s.icon,
      purpose: s.purpose,
      category: s.category,
      statements: s.statements.map((t) => ({ code: t.code, text: t.text })),
    })),
    symptomLimit: SYMPTOM_LIMIT,
  };
}

@Resolver()
export class QuestionnaireResolver {
  @Query(() => [AgeBand], { description: '추천 설문 연령대 목록' })
  recommendationAgeBands(): AgeBand[] {
    return AGE_BANDS.map(bandView);
  }

  @Query(() => AgeBand, { description: '나이(년, 소수 가능)에 맞는 설문 연령대' })
  recommendationAgeBand(@Arg('ageYears', () => Float) ageYears: number): AgeBand {
    if (!Number.isFinite(ageYears) || ageYears < 0 || ageYears > 150) throw BadInput([{ field: 'ageYears', message: '나이를 확인해주세요.' }]);
    return bandView(ageBandOf(ageYears));
  }

  @Query(() => Questionnaire, { description: '연령대의 추천 설문 (band로, 또는 로그인한 회원의 profileId로: 그 프로필의 나이에 맞는 연령대)' })
  async recommendationQuestionnaire(
    @Arg('band', () => String, { nullable: true }) band: string | null,
    @Arg('profileId', () => ID, { nullable: true }) profileId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Questionnaire> {
    if (profileId) {
      const profile = await profileFacts(requireIdentity(ctx), profileId);
      return questionnaireView(await questionnaire.bandQuestionnaire(ctx.em, questionnaire.bandOfBirthday(profile.birthday)), profile);
    }
    if (!band) throw BadInput([{ field: 'band', message: '연령대나 프로필을 골라주세요.' }]);
    return questionnaireView(await questionnaire.bandQuestionnaire(ctx.em, questionnaire.parseBand(band)), null);
  }

  @Authorized('admin')
  @Query(() => [DefaultNutrientList], { description: '관리자: 연령대·성별 기본 추천 영양소 목록' })
  async recommendationDefaultLists(@Ctx() ctx: Context): Promise<DefaultNutrientList[]> {
    return (await questionnaire.defaultLists(ctx.em)).map((l) => ({ ...l, nutrients: l.nutrients.map((n) => ({ ...n, name: RECOMMEND_NUTRIENT_BY_CODE.get(n.code)?.name ?? n.code })) }));
  }

  @Authorized('admin')
  @Query(() => [AdminChoice], { description: '관리자: 문항의 답과 영양소 가중치' })
  adminQuestionChoices(@Arg('questionId', () => ID) questionId: string, @Ctx() ctx: Context): Promise<AdminChoice[]> {
    return admin.choicesOf(ctx.em, questionId);
  }

  @Authorized('admin')
  @Query(() => [AdminSymptom], { description: '관리자: 연령대의 증상과 영양소 가중치' })
  adminSymptoms(@Arg('band', () => String) band: string, @Ctx() ctx: Context): Promise<AdminSymptom[]> {
    return admin.symptomsOfBand(ctx.em, questionnaire.parseBand(band));
  }

  @Authorized('admin')
  @Mutation(() => QuestionnaireQuestion, { description: '관리자: 문항 고치기' })
  updateQuestionnaireQuestion(@Arg('id', () => ID) id: string, @Arg('input', () => QuestionEditInput) input: QuestionEditInput, @Ctx() ctx: Context): Promise<QuestionnaireQuestion> {
    return admin.updateQuestion(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => AdminChoice, { description: '관리자: 답의 글과 영양소 가중치 고치기' })
  updateQuestionnaireChoice(@Arg('id', () => ID) id: string, @Arg('input', () => ChoiceEditInput) input: ChoiceEditInput, @Ctx() ctx: Context): Promise<AdminChoice> {
    return admin.updateChoice(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => QuestionnaireSymptom, { description: '관리자: 증상의 이름과 영양소 가중치 고치기' })
  updateQuestionnaireSymptom(@Arg('code', () => String) code: string, @Arg('input', () => SymptomEditInput) input: SymptomEditInput, @Ctx() ctx: Context): Promise<QuestionnaireSymptom> {
    return admin.updateSymptom(ctx.em, code, input);
  }
}
