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

  // One insert of plain values: as a managed entity, the ~9 KB outcome was cloned and compared for
  // the change set on flush, a tenth of the service's CPU (docs/decisions/recommendation.md, "Cost").
  const stored = { answers: input.answers };
  const createdAt = new Date();
  const [row] = await em.execute<{ id: string }[]>(
    `insert into recommendation.recommendation_results (user_id, profile_id, age_band, answers, outcome, created_at) values (?, ?, ?, ?::jsonb, ?::jsonb, ?) returning id::text as id`,
    [identity.userId, profile.id, band, JSON.stringify(stored), JSON.stringify(outcome), createdAt],
  );
  return { id: row.id, userId: identity.userId, profileId: profile.id, ageBand: band, answers: stored, outcome, createdAt };
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

/** The average percent of each nutrient an earlier result measured (code -> percent; null where it measured none). */
export type EarlierPercents = Record<string, number | null>;

/** A stored result, and the percents of the earlier result its second look compares with (null: none 30 days older). */
export interface ResultWithEarlier {
  result: RecommendationResult;
  earlier: EarlierPercents | null;
}

/**
 * A second look 30 days later (issue 18): how the gap changed since the latest result of the same
 * profile at least SECOND_LOOK_DAYS older, per nutrient both results measured.
 */
export const SECOND_LOOK_DAYS = 30;

/**
 * The earlier result of `r` as its percents only (the ~9 KB outcome stays in the database): `e.percents`
 * of a lateral join over `r`, one index walk (profile_id, created_at) whatever the history holds.
 */
const EARLIER_OF_R = `left join lateral (
    select coalesce((select json_object_agg(n->>'code', (n->'diary'->>'averagePercent')::numeric) from jsonb_array_elements(x.outcome->'nutrients') n), '{}'::json) as percents
      from recommendation.recommendation_results x
     where x.profile_id = r.profile_id and x.user_id = r.user_id and x.outcome is not null
       and x.created_at <= r.created_at - ${SECOND_LOOK_DAYS} * interval '1 day'
     order by x.created_at desc, x.id desc limit 1) e on true`;

/**
 * One result with its earlier one's percents, in one statement of plain values (a result page is
 * read far more often than written; as an entity the outcome was hydrated and snapshotted).
 */
export async function resultById(em: EntityManager, identity: Identity, id: string): Promise<ResultWithEarlier> {
  const [row] = /^[1-9][0-9]{0,17}$/.test(id)
    ? await em.execute<(Omit<RecommendationResult, 'createdAt'> & { createdAt: string; percents: EarlierPercents | null })[]>(
        `select r.id::text as id, r.user_id::text as "userId", r.profile_id::text as "profileId", r.age_band as "ageBand", r.answers, r.outcome,
                to_json(r.created_at) #>> '{}' as "createdAt", e.percents
           from recommendation.recommendation_results r ${EARLIER_OF_R}
          where r.id = ?`,
        [id],
      )
    : [];
  if (!row || (row.userId !== identity.userId && identity.role !== 'admin')) throw NotFound('추천 결과를 찾을 수 없습니다.');
  const { percents, createdAt, ...rest } = row;
  return { result: { ...rest, createdAt: new Date(createdAt) } as RecommendationResult, earlier: percents };
}

/** The earlier results' percents of several results at once (a history list's second looks), in one statement. */
export async function earlierPercents(em: EntityManager, rows: readonly RecommendationResult[]): Promise<(EarlierPercents | null)[]> {
  const ids = rows.filter((r) => r.profileId).map((r) => r.id);
  if (!ids.length) return rows.map(() => null);
  const found = await em.execute<{ id: string; percents: EarlierPercents | null }[]>(
    `select r.id::text as id, e.percents from recommendation.recommendation_results r ${EARLIER_OF_R} where r.id in (select json_array_elements_text(?::json)::bigint)`,
    [JSON.stringify(ids)],
  );
  const byId = new Map(found.map((f) => [f.id, f.percents]));
  return rows.map((row) => byId.get(row.id) ?? null);
}
