import { BAND_CONTENT } from './bands.js';
import { SYMPTOMS } from './symptoms.js';
import { DEFAULT_LISTS } from './default-lists.js';

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Writes the questionnaire's first content (bands.ts, symptoms.ts, default-lists.ts) into the
 * database, where admins edit it. Rows already there (by band and number, symptom code, ...) are
 * left as they are: loading twice changes nothing, and an admin's edits survive.
 */
export async function loadQuestionnaireContent(execute: Execute): Promise<void> {
  const questions = BAND_CONTENT.flatMap(({ band, questions }) =>
    questions.map((q) => ({
      band,
      number: q.number,
      topic: q.topic,
      title: q.title,
      admin_message: q.adminMessage,
      limit_check: q.limitCheck,
      duplication: q.duplication,
      ok_check: q.okCheck,
      row_item_num: q.rowItemNum,
      female_only: q.femaleOnly ?? false,
    })),
  );
  await execute(
    `insert into "recommendation"."questionnaire_questions" ("band", "number", "topic", "title", "admin_message", "limit_check", "duplication", "ok_check", "row_item_num", "female_only", "updated_at")
     select q.band, q.number, q.topic, q.title, q.admin_message, q.limit_check, q.duplication, q.ok_check, q.row_item_num, q.female_only, now()
       from json_to_recordset(?::json) as q(band text, number int, topic text, title text, admin_message text, limit_check int, duplication boolean, ok_check boolean, row_item_num int, female_only boolean)
     on conflict ("band", "number") do nothing`,
    [JSON.stringify(questions)],
  );
  const choices = BAND_CONTENT.flatMap(({ band, questions }) =>
    questions.flatMap((q) =>
      q.choices.map((c, i) => ({
        band,
        number: q.number,
        position: i + 1,
        code: c.code,
        label: c.label,
        icon: c.icon,
        weights: c.weights ?? {},
        excludes: c.excludes ?? [],
        avoid: c.avoid ?? null,
        sets: c.sets ?? {},
      })),
    ),
  );
  await execute(
    `insert into "recommendation"."questionnaire_choices" ("question_id", "position", "code", "label", "icon", "weights", "excludes", "avoid", "sets")
     select q.id, c.position, c.code, c.label, c.icon, c.weights, c.excludes, c.avoid, c.sets
       from json_to_recordset(?::json) as c(band text, number int, position int, code text, label text, icon text, weights jsonb, excludes jsonb, avoid jsonb, sets jsonb)
       join "recommendation"."questionnaire_questions" q on q.band = c.band and q.number = c.number
     on conflict ("question_id", "code") do nothing`,
    [JSON.stringify(choices)],
  );
  await execute(
    `insert into "recommendation"."questionnaire_symptoms" ("code", "position", "label", "icon", "purpose", "category", "bands", "nutrients")
     select s.code, s.position, s.label, s.icon, s.purpose, s.category, s.bands, s.nutrients
       from json_to_recordset(?::json) as s(code text, position int, label text, icon text, purpose text, category text, bands jsonb, nutrients jsonb)
     on conflict ("code") do nothing`,
    [JSON.stringify(SYMPTOMS.map((s, i) => ({ code: s.code, position: i + 1, label: s.label, icon: s.icon, purpose: s.purpose, category: s.category, bands: s.bands, nutrients: s.nutrients })))],
  );
  await execute(
    `insert into "recommendation"."questionnaire_statements" ("symptom_code", "position", "code", "text", "weights")
     select t.symptom_code, t.position, t.code, t.text, t.weights
       from json_to_recordset(?::json) as t(symptom_code text, position int, code text, text text, weights jsonb)
     on conflict ("symptom_code", "code") do nothing`,
    [JSON.stringify(SYMPTOMS.flatMap((s) => s.statements.map((t, i) => ({ symptom_code: s.code, position: i + 1, code: t.code, text: t.text, weights: t.weights }))))],
  );
  await execute(
    `insert into "recommendation"."recommendation_default_lists" ("band", "sex", "age_code", "nutrients")
     select d.band, d.sex, d.age_code, d.nutrients from json_to_recordset(?::json) as d(band text, sex text, age_code text, nutrients jsonb)
     on conflict ("band", "sex") do nothing`,
    [JSON.stringify(DEFAULT_LISTS.map((d) => ({ band: d.band, sex: d.sex, age_code: d.ageCode, nutrients: d.nutrients })))],
  );
}
