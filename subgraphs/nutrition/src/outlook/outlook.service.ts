import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, assertOwner, dayjs, koreanDate, parseId, parseInput, z, type Identity } from '@shop/kit';
import { recipeNutrientMap, scaleNutrients } from '../foods/food-nutrients.js';
import { foodDisplayName } from '../foods/food-names.js';
import { standardFor } from '../standards/standards.service.js';
import { canonicalUnit, isSupplementNutrient, nutrientName, toCanonicalAmount } from '../supplements/supplement-nutrients.js';
import { COUNTED_NUTRIENTS, SUPPLEMENT_LIMITS } from '../rules/rules.js';
import { lifeStageLabel } from '../profiles/life-stage.js';

/**
 * Nutrition's view of a profile for the recommendation (issue 18): what the last days of the diary
 * show short, what the regimen already supplies, and the limits that hold. The rules are data
 * (docs/decisions/recommendation.md, "The measured gap"):
 * - a logged day is a day with at least one food record;
 * - a day MEASURED a nutrient when at least half of its food records have an analysed value for it
 *   (unknown is not zero: a day where most of what was eaten was never analysed tells nothing);
 * - a nutrient is SHORT when it was below 75 % of the profile's standard on at least 60 % of the
 *   logged days (counting measured days only) and at least 3 days were logged.
 */
export const GAP_RULES = { days: 14, shortBelowPercent: 75, shortShareOfLoggedDays: 0.6, minLoggedDays: 3, minMeasuredShareOfFoods: 0.5, topFoods: 3 } as const;

/** The life stage the answers state, overriding the profile's own settings for the standard (pregnancy and lactation ULs). */
export const LIFE_STAGES = ['none', 'planning', 'pregnant', 'nursing'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];
/** pregnant_type of spec section 3 that selects the pregnancy (type 5) or lactation (type 6) standard. */
const PREGNANT_TYPE_OF: Record<LifeStage, number | null> = { none: null, planning: 2, pregnant: 2, nursing: 4 };

export interface OutlookNutrient {
  code: string;
  name: string;
  unit: string;
  /** RNI or AI of the profile's standard. */
  min: number | null;
  /** KDRI UL (the pregnancy or lactation one when that life stage applies). */
  max: number | null;
  loggedDays: number;
  measuredDays: number;
  shortDays: number;
  shortDates: string[];
  /** Mean over the measured days (null when none). */
  averageIntake: number | null;
  averagePercent: number | null;
  short: boolean;
  /** The foods that supplied most of it over the measured days. */
  foods: string[];
  /** What the regimen's supplements supply a day (label daily amounts). */
  regimenDaily: number;
}

export interface Outlook {
  profileId: string;
  /** The account the profile belongs to (the recommendation keeps results to their owner). */
  userId: string;
  /** The profile's own pregnant_type setting (before any stated life stage). */
  ownPregnantType: number | null;
  name: string;
  gender: number;
  birthday: string;
  ageYears: number;
  lifeStage: string;
  standardLabel: string;
  from: string;
  to: string;
  loggedDays: number;
  nutrients: OutlookNutrient[];
  /** Every nutrient the regimen supplies a day, in its canonical unit (functional ingredients too). */
  regimen: { code: string; name: string; daily: number; unit: string }[];
  /** Spec section 9's supplement limits. */
  limits: { code: string; name: string; min: number | null; max: number; unit: string }[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * What the outlook reads, in one statement: the profile, its settings, its latest weight, every
 * label amount of its regimen (one per regimen and nutrient), the food records of the period, and
 * the per-100 g values of the standard's nutrients for the foods of those records.
 */
interface OutlookFacts {
  profile: { userId: string; name: string; gender: number; birthday: string } | null;
  promise: { promiseType: number; pregnantType: number | null; pregnantDay: string | null } | null;
  weight: number | null;
  regimen: { code: string; amount: number }[];
  records: OutlookRecord[];
  /** food id -> nutrient code -> amount per 100 g (only the codes a food has a value for). */
  foods: Record<string, Record<string, number>>;
}

/** A food record as the outlook reads it. */
interface OutlookRecord {
  recordDate: string;
  foodId: string | null;
  recipeId: string | null;
  name: string;
  amountG: number;
}

/** The nutrients an outlook weighs: the ones the standard scores (an MFDS dish has some 80 nutrient rows). */
const OUTLOOK_CODES = JSON.stringify(COUNTED_NUTRIENTS);

const outlookInput = z.object({
  days: z.number().int().min(1, { message: '기간은 1일 이상이어야 합니다.' }).max(90, { message: '기간은 최대 90일입니다.' }),
  lifeStage: z.enum(LIFE_STAGES, { message: '임신·수유 상태를 확인해주세요.' }).nullable(),
});

export async function nutrientOutlook(em: EntityManager, identity: Identity, profileId: string, raw: { days?: number | null; lifeStage?: string | null }, today = koreanDate()): Promise<Outlook> {
  const input = parseInput(outlookInput, { days: raw.days ?? GAP_RULES.days, lifeStage: raw.lifeStage ?? null });
  const id = parseId(profileId, 'profileId');
  const from = dayjs(today)
    .subtract(input.days - 1, 'day')
    .format('YYYY-MM-DD');
  // One statement, plain rows (docs/decisions/recommendation.md, "Cost"): each statement is a round
  // trip whose socket writes and wake-ups cost more than its SQL here, and hydrating 14 days of
  // meals as MikroORM entities had been a large part of a recommendation's cost. Nothing of it is
  // used before the profile is found to be the caller's (or the caller is an admin).
  const [facts] = await em.execute<OutlookFacts[]>(
    `with period as (
       select record_date, id, food_id, recipe_id, name, amount_g from nutrition.food_records
        where profile_id = ? and record_date between ? and ?)
     select (select json_build_object('userId', user_id::text, 'name', name, 'gender', gender, 'birthday', birthday::text)
               from nutrition.profiles where id = ?) as profile,
            (select json_build_object('promiseType', promise_type, 'pregnantType', pregnant_type, 'pregnantDay', pregnant_day::text)
               from nutrition.promise_records where profile_id = ?) as promise,
            (select weight from nutrition.body_records where profile_id = ? and record_at <= ? and weight is not null
              order by record_at desc, id desc limit 1) as weight,
            coalesce((select json_agg(json_build_object('code', n.nutrient_code, 'amount', n.amount) order by r.id, n.id)
                        from nutrition.supplement_regimens r join nutrition.supplement_nutrients n on n.supplement_id = r.supplement_id
                       where r.profile_id = ?), '[]'::json) as regimen,
            coalesce((select json_agg(json_build_object('recordDate', record_date::text, 'foodId', food_id::text, 'recipeId', recipe_id::text, 'name', name, 'amountG', amount_g)
                                      order by record_date, id) from period), '[]'::json) as records,
            coalesce((select json_object_agg(food_id, nutrients) from (
                        select fn.food_id::text as food_id, json_object_agg(fn.nutrient_code, fn.amount) as nutrients
                          from nutrition.food_nutrients fn
                         where fn.food_id in (select food_id from period where food_id is not null)
                           and fn.nutrient_code in (select json_array_elements_text(?::json))
                         group by fn.food_id) per_food), '{}'::json) as foods`,
    [id, from, today, id, id, id, today, id, OUTLOOK_CODES],
  );
  if (!facts.profile) throw NotFound('프로필을 찾을 수 없습니다.');
  assertOwner({ identity }, facts.profile.userId);
  const profile = { id, ...facts.profile };
  const records = facts.records;
  const promise = facts.promise;
  const stated = input.lifeStage ? PREGNANT_TYPE_OF[input.lifeStage] : undefined;
  const pregnantType = stated === undefined ? (promise?.pregnantType ?? null) : stated;
  const standard = await standardFor(
    em,
    {
      birthday: profile.birthday,
      gender: profile.gender,
      promiseType: promise?.promiseType ?? 0,
      pregnantType,
      // A stated pregnancy without a due date reads as its early stage.
      pregnantDay: stated === undefined ? (promise?.pregnantDay ?? null) : null,
      weightKg: facts.weight,
    },
    today,
  );

  // The regimen's daily supply: a label's amounts are per daily serving (each regimen adds its supplement's label).
  const regimenDaily = new Map<string, number>();
  for (const n of facts.regimen) regimenDaily.set(n.code, (regimenDaily.get(n.code) ?? 0) + n.amount);

  // The foods' values came with the statement; a recipe's are its ingredients' (read only when one was eaten).
  const recipeIds = records.flatMap((r) => (r.recipeId ? [r.recipeId] : []));
  const recipes = recipeIds.length ? await recipeNutrientMap(em, recipeIds, COUNTED_NUTRIENTS) : new Map<string, Record<string, number>>();
  const intakes = records.map((record) => ({
    record,
    nutrients: scaleNutrients((record.foodId ? facts.foods[record.foodId] : recipes.get(record.recipeId!)) ?? {}, record.amountG),
  }));
  // One pass over the records: per day, per nutrient, how many of the day's records measured it,
  // their sum, and what each food gave (the rules below then read these, not the records).
  const days = new Map<string, { records: number; measured: Map<string, number>; sum: Map<string, number>; foods: Map<string, [string, number][]> }>();
  for (const intake of intakes) {
    const date = String(intake.record.recordDate);
    let day = days.get(date);
    if (!day) days.set(date, (day = { records: 0, measured: new Map(), sum: new Map(), foods: new Map() }));
    day.records += 1;
    const name = intake.record.recipeId ? intake.record.name : foodDisplayName(intake.record.name);
    for (const [code, amount] of Object.entries(intake.nutrients)) {
      day.measured.set(code, (day.measured.get(code) ?? 0) + 1);
      day.sum.set(code, (day.sum.get(code) ?? 0) + amount);
      const foods = day.foods.get(code);
      if (foods) foods.push([name, amount]);
      else day.foods.set(code, [[name, amount]]);
    }
  }
  const loggedDays = days.size;

  const nutrients = standard.nutrients.map((s): OutlookNutrient => {
    let measuredDays = 0;
    let total = 0;
    const shortDates: string[] = [];
    const byFood = new Map<string, number>();
    for (const [date, day] of days) {
      if ((day.measured.get(s.code) ?? 0) < day.records * GAP_RULES.minMeasuredShareOfFoods) continue;
      measuredDays += 1;
      const amount = day.sum.get(s.code)!;
      total += amount;
      if (s.min && (amount / s.min) * 100 < GAP_RULES.shortBelowPercent) shortDates.push(date);
      for (const [name, given] of day.foods.get(s.code)!) byFood.set(name, (byFood.get(name) ?? 0) + given);
    }
    const averageIntake = measuredDays ? round(total / measuredDays) : null;
    const short = loggedDays >= GAP_RULES.minLoggedDays && shortDates.length >= loggedDays * GAP_RULES.shortShareOfLoggedDays;
    return {
      code: s.code,
      name: s.name,
      unit: s.unit,
      min: s.min,
      max: s.max,
      loggedDays,
      measuredDays,
      shortDays: shortDates.length,
      shortDates,
      averageIntake,
      averagePercent: averageIntake != null && s.min ? Math.round((averageIntake / s.min) * 100) : null,
      short,
      foods: [...byFood]
        .filter(([, amount]) => amount > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ko'))
        .slice(0, GAP_RULES.topFoods)
        .map(([name]) => name),
      regimenDaily: round(regimenDaily.get(s.code) ?? 0),
    };
  });

  return {
    profileId: profile.id,
    userId: profile.userId,
    ownPregnantType: promise?.pregnantType ?? null,
    name: profile.name,
    gender: profile.gender,
    birthday: String(profile.birthday),
    ageYears: standard.ageYears,
    lifeStage: lifeStageLabel(promise?.promiseType ?? 0, pregnantType),
    standardLabel: standard.label,
    from,
    to: today,
    loggedDays,
    nutrients,
    regimen: [...regimenDaily]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([code, daily]) => ({ code, name: nutrientName(code), daily: round(daily), unit: isSupplementNutrient(code) ? canonicalUnit(code) : '' })),
    limits: Object.entries(SUPPLEMENT_LIMITS).map(([code, limit]) => ({ code, name: nutrientName(code), min: limit.min ?? null, max: limit.max, unit: limit.unit })),
  };
}

export interface ProductLabel {
  productId: string;
  /** Per daily serving, in the nutrient's canonical unit where it converts (else as printed). */
  nutrients: { code: string; amount: number; unit: string }[];
  contents: string[];
}

/** Label facts and contents of products (one statement for any number of products; an unknown product has an empty label). */
export async function productLabels(em: EntityManager, productIds: readonly string[]): Promise<ProductLabel[]> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return [];
  const rows = await em.execute<{ product_id: string; nutrients: { code: string; amount: number; unit: string }[]; contents: string[] }[]>(
    `select p.id::text as product_id,
            coalesce((select json_agg(json_build_object('code', n.nutrient_code, 'amount', n.amount, 'unit', n.unit) order by n.id)
                        from nutrition.product_nutrients n where n.product_id = p.id), '[]'::json) as nutrients,
            coalesce((select json_agg(c.content_code order by c.id) from nutrition.product_contents c where c.product_id = p.id), '[]'::json) as contents
       from unnest(?::bigint[]) with ordinality as p(id, position) order by p.position`,
    [`{${ids.join(',')}}`],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    nutrients: row.nutrients.map((n) => {
      const canonical = isSupplementNutrient(n.code) ? toCanonicalAmount(n.code, n.amount, n.unit) : null;
      return canonical == null ? n : { code: n.code, amount: canonical, unit: canonicalUnit(n.code) };
    }),
    contents: row.contents,
  }));
}

/**
 * Products whose label has one of these nutrients, at most `perNutrient` each (newest first):
 * the candidates a recommendation ranks. Bounded so a catalog of any size costs the same.
 */
export async function productsWithNutrients(em: EntityManager, codes: readonly string[], perNutrient: number): Promise<{ code: string; productIds: string[]; labels: ProductLabel[] }[]> {
  const unique = [...new Set(codes)].slice(0, 20);
  if (!unique.length) return [];
  const rows: { nutrient_code: string; product_id: string }[] = await em.execute(
    `select c.code as nutrient_code, p.product_id::text as product_id
       from json_array_elements_text(?::json) as c(code)
       cross join lateral (select product_id from nutrition.product_nutrients where nutrient_code = c.code order by product_id desc limit ?) p`,
    [JSON.stringify(unique), Math.min(Math.max(perNutrient, 1), 200)],
  );
  // Their labels in the same answer: the caller ranks by them (two queries for all the products).
  const labels = new Map(
    (
      await productLabels(
        em,
        rows.map((r) => r.product_id),
      )
    ).map((l) => [l.productId, l]),
  );
  return unique.map((code) => {
    const productIds = rows.filter((r) => r.nutrient_code === code).map((r) => r.product_id);
    return { code, productIds, labels: productIds.map((id) => labels.get(id)!) };
  });
}
