import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, parseInput, z } from '@shop/kit';
import { RECOMMEND_NUTRIENT_BY_CODE } from '../ingredients/recommend-nutrients.js';
import { ChoiceEntity, QuestionEntity, StatementEntity, SymptomEntity, type Choice, type Question } from './questionnaire.entities.js';
import { forgetQuestionnaireContent } from './questionnaire.service.js';

/**
 * Admins edit the questionnaire's words and weights; the rules stay true because the database
 * holds them (a single-choice question takes one choice, the first choice is `none`, limits in
 * range: CHECKs in questionnaire.entities.ts), and weights name known nutrients only.
 */
const weightsSchema = z
  .array(
    z.object({
      code: z.string().refine((code) => RECOMMEND_NUTRIENT_BY_CODE.has(code), { message: '알 수 없는 영양소입니다.' }),
      weight: z.number().min(1, { message: '가중치는 1~5입니다.' }).max(5, { message: '가중치는 1~5입니다.' }),
    }),
  )
  .max(12, { message: '영양소는 12개까지입니다.' })
  .refine((list) => new Set(list.map((w) => w.code)).size === list.length, { message: '같은 영양소가 두 번 있습니다.' });
const toMap = (list: { code: string; weight: number }[]) => Object.fromEntries(list.map((w) => [w.code, w.weight]));
const toList = (map: Record<string, number>) => Object.entries(map).map(([code, weight]) => ({ code, weight }));

const questionSchema = z.object({
  title: z.string().trim().min(1, { message: '문항을 입력해주세요.' }).max(200, { message: '문항은 200자까지입니다.' }),
  adminMessage: z.string().trim().max(200, { message: '안내 문구는 200자까지입니다.' }).nullish(),
  limitCheck: z.number().int().min(1, { message: '최대 선택 수는 1 이상입니다.' }).max(30, { message: '최대 선택 수는 30 이하입니다.' }).nullish(),
  duplication: z.boolean(),
  okCheck: z.boolean(),
  rowItemNum: z.number().int().min(1, { message: '한 줄 답 수는 1~4입니다.' }).max(4, { message: '한 줄 답 수는 1~4입니다.' }),
});

const choiceView = (c: Choice) => ({ id: c.id, code: c.code, label: c.label, icon: c.icon, isNone: c.code === 'none', weights: toList(c.weights), excludes: c.excludes });

export async function choicesOf(em: EntityManager, questionId: string) {
  return (await em.find(ChoiceEntity, { questionId }, { orderBy: { position: 'asc' } })).map(choiceView);
}

async function questionView(em: EntityManager, question: Question) {
  const choices = await em.find(ChoiceEntity, { questionId: question.id }, { orderBy: { position: 'asc' } });
  return { ...question, adminMessage: question.adminMessage ?? null, limitCheck: question.limitCheck ?? null, choices: choices.map(choiceView) };
}

export async function updateQuestion(em: EntityManager, id: string, raw: unknown) {
  const input = parseInput(questionSchema, raw);
  const question = await em.findOne(QuestionEntity, { id });
  if (!question) throw NotFound('문항을 찾을 수 없습니다.');
  em.assign(question, { ...input, adminMessage: input.adminMessage || null, limitCheck: input.duplication ? (input.limitCheck ?? null) : 1 });
  await em.flush();
  forgetQuestionnaireContent();
  return questionView(em, question);
}

export async function updateChoice(em: EntityManager, id: string, raw: unknown) {
  const input = parseInput(z.object({ label: z.string().trim().min(1, { message: '답을 입력해주세요.' }).max(60, { message: '답은 60자까지입니다.' }), weights: weightsSchema }), raw);
  const choice = await em.findOne(ChoiceEntity, { id });
  if (!choice) throw NotFound('답을 찾을 수 없습니다.');
  // `none` means "not applicable": it weighs nothing.
  em.assign(choice, { label: input.label, weights: choice.code === 'none' ? {} : toMap(input.weights) });
  await em.flush();
  forgetQuestionnaireContent();
  return choiceView(choice);
}

export async function updateSymptom(em: EntityManager, code: string, raw: unknown) {
  const input = parseInput(z.object({ label: z.string().trim().min(1, { message: '증상을 입력해주세요.' }).max(60, { message: '증상은 60자까지입니다.' }), nutrients: weightsSchema }), raw);
  const symptom = await em.findOne(SymptomEntity, { code });
  if (!symptom) throw NotFound('증상을 찾을 수 없습니다.');
  em.assign(symptom, { label: input.label, nutrients: toMap(input.nutrients) });
  await em.flush();
  forgetQuestionnaireContent();
  const statements = await em.find(StatementEntity, { symptomCode: code }, { orderBy: { position: 'asc' } });
  return { ...symptom, statements: statements.map((s) => ({ code: s.code, text: s.text })) };
}

/** A band's symptoms with their nutrient weights, as stored (the admin's editor starts from them). */
export async function symptomsOfBand(em: EntityManager, band: string) {
  const symptoms = await em.find(SymptomEntity, {}, { orderBy: { position: 'asc', code: 'asc' } });
  return symptoms.filter((s) => s.bands.includes(band)).map((s) => ({ code: s.code, label: s.label, purpose: s.purpose, nutrients: toList(s.nutrients) }));
}
