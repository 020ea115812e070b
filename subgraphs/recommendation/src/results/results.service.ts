import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, NotFound, idSchema, parseInput, z, type Identity } from '@shop/kit';
import { nutrientFacts } from '../ingredients/ingredients.service.js';
import { checkAnswers, type AnswerInput } from '../questionnaire/answers.js';
import { bandOfBirthday, bandQuestionnaire, defaultListOf } from '../questionnaire/questionnaire.service.js';
import { RecommendationResultEntity, type RecommendationResult } from './result.entity.js';
import { scoreRecommendation } from './scoring.js';
import * as sources from './sources.js';

/** Candidates per recommended nutrient read from the labels (newest first); bounded so any catalog costs the same. */
const CANDIDATES_PER_NUTRIENT = 30;

/** A choice, symptom or statement code as the questionnaire gives it (answers.ts checks it is one of the question's). */
const code = z.string().max(40, { message: '선택지 코드가 너무 깁니다.' });
const submitSchema = z.object({
  profileId: idSchema('프로필'),
  answers: z
    .array(
      z.object({
        number: z.number().int({ message: '문항 번호를 확인해주세요.' }),
        choices: z.array(code).max(30, { message: '선택지가 너무 많습니다.' }),
        confirmed: z.boolean().nullish(),
        symptoms: z
          .array(z.object({ code, statements: z.array(code).max(20, { message: '증상별 문장이 너무 많습니다.' }) }))
          .max(10, { message: '증상이 너무 많습니다.' })
          .nullish(),
      }),
    )
    .min(1, { message: '설문에 답해주세요.' })
    .max(12, { message: '설문 문항은 9개입니다.' }),
});

/**
 * Scores a profile's answers with what nutrition knows of the profile (the measured gap, the
 * regimen, the limits of its life stage) and what is in the member's cart, ranks the products,
 * and keeps the result as history. Answers that break a rule store nothing (checkAnswers throws
 * before anything is written).
 */
export async function submitRecommendation(em: EntityManager, identity: Identity, raw: unknown): Promise<RecommendationResult> {
  const input = parseInput(submitSchema, raw);
  // Two calls before scoring: the cart (commerce), then everything nutrition knows of the profile
  // with the cart's labels. The outlook needs the life stage the answers state before the answers
  // can be checked (checking needs the profile's band): read it from the raw answers, and ask again
  // in the rare case the checked answers say otherwise.
  const cartIds = await sources.cartProductIds(identity);
  const guessed = statedLifeStage(input.answers.flatMap((a) => a.choices));
  let seen = await sources.outlookOf(identity, input.profileId, guessed, cartIds);
  const { profile } = seen;
  if (profile.userId !== identity.userId) throw Forbidden('본인 계정의 프로필로만 설문할 수 있습니다.');
  const band = bandOfBirthday(profile.birthday);
  const sex = profile.gender === 1 ? 'male' : 'female';
  const questionnaire = await bandQuestionnaire(em, band);
  const answers = checkAnswers(questionnaire, sex, input.answers as AnswerInput[]);
  // The answer overrides the profile's own setting ("해당 없음" too); ask again only when the standard would differ.
  const stated = answers.sets.pregnancy ?? null;
  const own = seen.ownPregnantType;
  const standardOf = (stage: string | null) => (stage === null ? own : (PREGNANT_TYPE_OF_STAGE[stage] ?? null));
  if (standardOf(stated) !== standardOf(guessed)) seen = await sources.outlookOf(identity, profile.id, stated, cartIds);

  const [defaultList, facts] = await Promise.all([defaultListOf(em, band, sex), nutrientFacts(em)]);
  const cart = [...seen.labels.values()].flatMap((label) => label.nutrients.map((n) => ({ code: n.code, daily: n.amount })));
  const base = { band, sex, answers, defaultList, outlook: seen.outlook, cart, facts } as const;
  // Which nutrients make the list does not depend on the products; their candidates are read for those only.
  const first = scoreRecommendation({ ...base, candidates: [] });
  const candidates = await sources.candidates(
    first.nutrients.map((n) => n.code),
    CANDIDATES_PER_NUTRIENT,
  );
  const outcome = scoreRecommendation({ ...base, candidates });

  const result = em.create(RecommendationResultEntity, { userId: identity.userId, profileId: profile.id, ageBand: band, answers: { answers: input.answers }, outcome });
  await em.flush();
  return result;
}

/** pregnant_type a stated life stage selects in nutrition's standard (outlook.service.ts LIFE_STAGES). */
const PREGNANT_TYPE_OF_STAGE: Record<string, number | null> = { none: null, planning: 2, pregnant: 2, nursing: 4 };

/**
 * The life stage a set of choice codes states (the pregnancy question's codes), else 'none': the
 * answers of a woman who is not pregnant, and of anyone not asked (men, children, whose profiles
 * carry no pregnancy setting), so the second call is for the rare profile that does.
 */
function statedLifeStage(codes: readonly string[]): string {
  return (['pregnant', 'nursing', 'planning'] as const).find((stage) => codes.includes(stage)) ?? 'none';
}

/** A profile's results, newest first (the owner; admins read any). */
export async function resultsOfProfile(em: EntityManager, identity: Identity, profileId: string | null, limit = 20): Promise<RecommendationResult[]> {
  const where = identity.role === 'admin' && profileId ? { profileId } : { userId: identity.userId, ...(profileId ? { profileId } : {}) };
  return em.find(RecommendationResultEntity, where, { orderBy: { id: 'desc' }, limit: Math.min(Math.max(limit, 1), 50) });
}

export async function resultById(em: EntityManager, identity: Identity, id: string): Promise<RecommendationResult> {
  const result = /^[1-9][0-9]{0,17}$/.test(id) ? await em.findOne(RecommendationResultEntity, { id }) : null;
  if (!result || (result.userId !== identity.userId && identity.role !== 'admin')) throw NotFound('추천 결과를 찾을 수 없습니다.');
  return result;
}

/**
 * How the gap changed since an earlier result of the same profile at least 30 days older ("a second
 * look 30 days later"): per nutrient both results measured, the average percent then and now.
 */
export const SECOND_LOOK_DAYS = 30;
export async function earlierResults(em: EntityManager, rows: readonly RecommendationResult[]): Promise<(RecommendationResult | null)[]> {
  const keys = rows
    .filter((r) => r.profileId)
    .map((r) => ({ id: r.id, profile_id: r.profileId, user_id: r.userId, before: new Date(r.createdAt.getTime() - SECOND_LOOK_DAYS * 86_400_000).toISOString() }));
  if (!keys.length) return rows.map(() => null);
  // One index walk per result (profile_id, created_at), whatever the profile's history holds.
  const found = await em.execute<{ id: string; earlier_id: string }[]>(
    `select k.id, e.id::text as earlier_id
       from json_to_recordset(?::json) as k(id text, profile_id bigint, user_id bigint, before timestamptz)
       cross join lateral (select r.id from recommendation.recommendation_results r
                            where r.profile_id = k.profile_id and r.user_id = k.user_id and r.created_at <= k.before and r.outcome is not null
                            order by r.created_at desc, r.id desc limit 1) e`,
    [JSON.stringify(keys)],
  );
  const earlier = found.length ? await em.find(RecommendationResultEntity, { id: { $in: found.map((f) => f.earlier_id) } }) : [];
  const byId = new Map(earlier.map((r) => [r.id, r]));
  const earlierOf = new Map(found.map((f) => [f.id, byId.get(f.earlier_id) ?? null]));
  return rows.map((row) => earlierOf.get(row.id) ?? null);
}
