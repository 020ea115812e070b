import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ChoiceSeed } from './content/content-types.js';

const BANDS = `('infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult')`;
const TOPICS = `('lifestyle', 'eating_habits', 'vegetarian', 'allergy', 'symptoms', 'family_history', 'disease', 'pregnancy', 'purpose', 'formulation', 'brand_preference', 'price')`;

/** Nutrient code -> weight (1..5). */
export type WeightMap = Record<string, number>;

/**
 * A question of an age band (spec section 3 "Survey question"): category_id is `topic`, the
 * choices (significant_id list, menu, menuIcons) are its rows in questionnaire_choices. Seeded
 * from content/bands.ts by a migration, edited by admins.
 */
export const QuestionEntity = defineEntity({
  name: 'Question',
  tableName: 'questionnaire_questions',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    band: p.string().length(20),
    number: p.smallint(),
    topic: p.string().length(20),
    title: p.text(),
    adminMessage: p.text().nullable(),
    /** The most choices an answer may have; null: no maximum. */
    limitCheck: p.smallint().nullable(),
    duplication: p.boolean(),
    okCheck: p.boolean(),
    rowItemNum: p.smallint(),
    femaleOnly: p.boolean().default(false),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'questionnaire_questions_band_number_unique', properties: ['band', 'number'] }],
  checks: [
    { name: 'questionnaire_questions_band_check', expression: `"band" in ${BANDS}` },
    { name: 'questionnaire_questions_topic_check', expression: `"topic" in ${TOPICS}` },
    { name: 'questionnaire_questions_number_check', expression: '"number" between 1 and 9' },
    { name: 'questionnaire_questions_limit_check_check', expression: '"limit_check" is null or "limit_check" between 1 and 30' },
    // A single-choice question takes one choice (spec section 5: duplication false).
    { name: 'questionnaire_questions_single_check', expression: '"duplication" or "limit_check" = 1' },
    { name: 'questionnaire_questions_row_item_num_check', expression: '"row_item_num" between 1 and 4' },
    { name: 'questionnaire_questions_title_check', expression: `length(btrim("title")) between 1 and 200` },
  ],
});
export type Question = InferEntity<typeof QuestionEntity>;

/** A choice of a question; the first (position 1) is always `none` ("해당 없음"), which excludes the others. */
export const ChoiceEntity = defineEntity({
  name: 'Choice',
  tableName: 'questionnaire_choices',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    questionId: () => p.manyToOne(QuestionEntity).mapToPk().joinColumn('question_id').deleteRule('cascade').index(),
    position: p.smallint(),
    code: p.string().length(40),
    label: p.text(),
    icon: p.string().length(20),
    weights: p.json<WeightMap>().default('{}'),
    excludes: p.json<string[]>().default('[]'),
    avoid: p.json<ChoiceSeed['avoid'] | null>().nullable(),
    sets: p.json<NonNullable<ChoiceSeed['sets']>>().default('{}'),
  },
  uniques: [
    { name: 'questionnaire_choices_code_unique', properties: ['questionId', 'code'] },
    { name: 'questionnaire_choices_position_unique', properties: ['questionId', 'position'] },
  ],
  checks: [
    { name: 'questionnaire_choices_none_first_check', expression: `("position" = 1) = ("code" = 'none')` },
    { name: 'questionnaire_choices_label_check', expression: `length(btrim("label")) between 1 and 60` },
    { name: 'questionnaire_choices_weights_check', expression: `jsonb_typeof("weights") = 'object'` },
  ],
});
export type Choice = InferEntity<typeof ChoiceEntity>;

/** A symptom the purpose question opens (at most 3 per answer), with its nutrients and follow-up statements. */
export const SymptomEntity = defineEntity({
  name: 'Symptom',
  tableName: 'questionnaire_symptoms',
  properties: {
    code: p.string().length(40).primary(),
    position: p.smallint(),
    label: p.text(),
    icon: p.string().length(20),
    purpose: p.string().length(10),
    category: p.string().length(10),
    bands: p.json<string[]>(),
    nutrients: p.json<WeightMap>(),
  },
  checks: [
    { name: 'questionnaire_symptoms_purpose_check', expression: `"purpose" in ('health', 'exercise', 'beauty', 'kids')` },
    { name: 'questionnaire_symptoms_category_check', expression: `"category" in ('relief', 'promotion', 'exercise', 'beauty', 'kids')` },
    { name: 'questionnaire_symptoms_label_check', expression: `length(btrim("label")) between 1 and 60` },
  ],
});
export type Symptom = InferEntity<typeof SymptomEntity>;

/** A follow-up statement of a symptom (multi-select), weighing its nutrients. */
export const StatementEntity = defineEntity({
  name: 'Statement',
  tableName: 'questionnaire_statements',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    symptomCode: () => p.manyToOne(SymptomEntity).mapToPk().joinColumn('symptom_code').deleteRule('cascade').index(),
    position: p.smallint(),
    code: p.string().length(40),
    text: p.text(),
    weights: p.json<WeightMap>(),
  },
  uniques: [{ name: 'questionnaire_statements_code_unique', properties: ['symptomCode', 'code'] }],
  checks: [{ name: 'questionnaire_statements_text_check', expression: `length(btrim("text")) between 1 and 200` }],
});
export type Statement = InferEntity<typeof StatementEntity>;

/** The recommended list of an age band and sex, with priorities (spec section 9 "Recommendation data"). */
export const DefaultListEntity = defineEntity({
  name: 'DefaultList',
  tableName: 'recommendation_default_lists',
  properties: {
    band: p.string().length(20).primary(),
    sex: p.string().length(6).primary(),
    /** The spec's recommended-age code: '0-6', '0-11' or '99'. */
    ageCode: p.string().length(4),
    nutrients: p.json<{ code: string; priority: number }[]>(),
  },
  checks: [
    { name: 'recommendation_default_lists_sex_check', expression: `"sex" in ('male', 'female', 'any')` },
    { name: 'recommendation_default_lists_age_code_check', expression: `"age_code" in ('0-6', '0-11', '99')` },
  ],
});
export type DefaultList = InferEntity<typeof DefaultListEntity>;
