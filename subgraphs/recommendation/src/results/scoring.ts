import { withParticle } from '@shop/kit';
import { RECOMMEND_NUTRIENTS, RECOMMEND_NUTRIENT_BY_CODE } from '../ingredients/recommend-nutrients.js';
import type { NutrientFacts } from '../ingredients/ingredients.service.js';
import { PRODUCT_CONTENTS, type ContentCode } from '../questionnaire/content/content-types.js';
import type { CheckedAnswers } from '../questionnaire/answers.js';

/**
 * From answers and the profile's records to nutrients and products: a pure function of its inputs
 * (the same inputs always give the same outcome: every sort breaks ties by code or id). The
 * weights and guards are data (SCORING) and written down in docs/decisions/recommendation.md.
 */
export const SCORING = {
  /** Default list (by band and sex): priority 1 gives 3 points, each next priority 0.5 less, at least 0.5. */
  defaultTop: 3,
  defaultStep: 0.5,
  defaultFloor: 0.5,
  /** A chosen symptom's nutrients count this many times their weight. */
  symptomFactor: 1.5,
  /** A nutrient the diary shows short: this much, plus up to `gapSeverity` more the further below 75 % it is. */
  gapBoost: 6,
  gapSeverity: 4,
  /** A nutrient the regimen (and cart) already covers keeps this share of its score. */
  coveredFactor: 0.3,
  maxNutrients: 6,
  productsPerNutrient: 3,
  /** Bands the MFDS cautions' 어린이 (and 영·유아) apply to. */
  childBands: ['infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12'],
  /** Price preference caps (won). */
  priceCaps: { under_20000: 20000, under_40000: 40000 } as Record<string, number>,
} as const;

export interface OutlookNutrientInput {
  code: string;
  name: string;
  unit: string;
  min: number | null;
  max: number | null;
  loggedDays: number;
  measuredDays: number;
  shortDays: number;
  shortDates: string[];
  averageIntake: number | null;
  averagePercent: number | null;
  short: boolean;
  foods: string[];
  regimenDaily: number;
}

export interface OutlookInput {
  days: number;
  loggedDays: number;
  nutrients: OutlookNutrientInput[];
  regimen: { code: string; daily: number; unit: string }[];
  limits: { code: string; name: string; min: number | null; max: number; unit: string }[];
}

export interface LabelInput {
  nutrients: { code: string; amount: number; unit: string }[];
  contents: string[];
}

export interface CandidateProduct {
  id: string;
  name: string;
  salePrice: number;
  formulation: string;
  status: string;
  popularity: number;
  label: LabelInput;
}

export interface ScoringInput {
  band: string;
  sex: 'male' | 'female';
  answers: CheckedAnswers;
  defaultList: { code: string; priority: number }[];
  outlook: OutlookInput;
  /** What the cart's products supply a day (one daily serving of each product in the cart). */
  cart: { code: string; daily: number }[];
  facts: ReadonlyMap<string, NutrientFacts>;
  candidates: CandidateProduct[];
}

export type ReasonKind = 'diary' | 'symptom' | 'statement' | 'answer' | 'default' | 'regimen' | 'diary_unknown';
export interface Reason {
  kind: ReasonKind;
  text: string;
}

export interface OutcomeProduct {
  productId: string;
  name: string;
  amount: number;
  unit: string;
}

export interface OutcomeNutrient {
  code: string;
  name: string;
  priority: number;
  score: number;
  reasons: Reason[];
  claims: string[];
  ranges: { label: string; min: number | null; max: number | null; unit: string }[];
  specLimit: { min: number | null; max: number; unit: string } | null;
  cautions: string[];
  diary: { loggedDays: number; measuredDays: number; shortDays: number; averagePercent: number | null; shortDates: string[]; foods: string[] } | null;
  products: OutcomeProduct[];
}

export interface OutcomeDropped {
  code: string;
  name: string;
  reason: string;
}

export interface RecommendationOutcome {
  version: 1;
  band: string;
  nutrients: OutcomeNutrient[];
  dropped: OutcomeDropped[];
  /** Contents excluded from products (allergies, vegetarian type), as labels. */
  excluded: string[];
  notes: string[];
  diary: { days: number; loggedDays: number };
  preferences: { formulation: string | null; price: string | null; brand: string | null; vegetarian: number | null; pregnancy: string | null; purpose: string | null };
}

/**
 * What each vegetarian type (spec section 3, 1..6) leaves out of products. 1 프로테리어 is read
 * as fruitarian (프루테리언: fruit and nuts, nothing animal), so it excludes what 비건 does;
 * 6 패스코 eats fish and seafood (docs/decisions/recommendation.md).
 */
export const VEGETARIAN_EXCLUDES: Record<number, ContentCode[]> = {
  1: ['egg', 'milk', 'fish', 'crab', 'shrimp', 'squid', 'shellfish', 'pork', 'chicken', 'beef', 'gelatin'],
  2: ['egg', 'milk', 'fish', 'crab', 'shrimp', 'squid', 'shellfish', 'pork', 'chicken', 'beef', 'gelatin'],
  3: ['egg', 'fish', 'crab', 'shrimp', 'squid', 'shellfish', 'pork', 'chicken', 'beef', 'gelatin'],
  4: ['milk', 'fish', 'crab', 'shrimp', 'squid', 'shellfish', 'pork', 'chicken', 'beef', 'gelatin'],
  5: ['fish', 'crab', 'shrimp', 'squid', 'shellfish', 'pork', 'chicken', 'beef', 'gelatin'],
  6: ['pork', 'chicken', 'beef', 'gelatin'],
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const subject = (name: string) => withParticle(name, '이', '가');
const quote = (label: string, afterConsonant: string, afterVowel: string) => `'${label}'${withParticle(label, afterConsonant, afterVowel).slice(label.length)}`;

export function scoreRecommendation(input: ScoringInput): RecommendationOutcome {
  const { answers, outlook } = input;
  const scores = new Map<string, { score: number; reasons: Reason[] }>();
  const add = (code: string, points: number, reason: Reason | null) => {
    if (!RECOMMEND_NUTRIENT_BY_CODE.has(code) || points <= 0) return;
    const entry = scores.get(code) ?? { score: 0, reasons: [] };
    entry.score += points;
    if (reason && !entry.reasons.some((r) => r.text === reason.text)) entry.reasons.push(reason);
    scores.set(code, entry);
  };

  // Answers: choices, symptoms and their statements.
  for (const { question, choices } of answers.byQuestion) {
    for (const choice of choices) {
      for (const [code, weight] of Object.entries(choice.weights)) add(code, weight, { kind: 'answer', text: `${question.title}: ${quote(choice.label, '을', '를')} 골라주셨어요` });
    }
  }
  for (const { symptom, statements } of answers.symptoms) {
    for (const [code, weight] of Object.entries(symptom.nutrients)) add(code, weight * SCORING.symptomFactor, { kind: 'symptom', text: `${quote(symptom.label, '을', '를')} 골라주셨어요` });
    for (const statement of statements) {
      for (const [code, weight] of Object.entries(statement.weights)) add(code, weight, { kind: 'statement', text: `"${statement.text}"` });
    }
  }
  for (const { code, priority } of input.defaultList) {
    add(code, Math.max(SCORING.defaultFloor, SCORING.defaultTop - (priority - 1) * SCORING.defaultStep), { kind: 'default', text: `이 나이대에 기본으로 권하는 영양소예요` });
  }

  // The measured gap (nutrition's outlook: unknown is not zero, so an unmeasured nutrient is never short).
  const outlookByKdri = new Map(outlook.nutrients.map((n) => [n.code, n]));
  for (const nutrient of RECOMMEND_NUTRIENTS) {
    const seen = nutrient.kdri ? outlookByKdri.get(nutrient.kdri) : undefined;
    if (!seen?.short) continue;
    const severity = seen.averagePercent == null ? 0 : Math.max(0, Math.min(1, (75 - seen.averagePercent) / 75));
    add(nutrient.code, SCORING.gapBoost + SCORING.gapSeverity * severity, {
      kind: 'diary',
      text: `최근 ${outlook.days === 14 ? '2주' : `${outlook.days}일`} 식단에서 ${subject(nutrient.name)} 기준의 ${seen.averagePercent ?? 0}%예요 (기록한 ${seen.loggedDays}일 중 ${seen.shortDays}일 부족)`,
    });
  }

  // Guards: what must not be recommended, and what the regimen already covers.
  const dropped = new Map<string, string>();
  const drop = (code: string, reason: string) => {
    if (!dropped.has(code)) dropped.set(code, reason);
  };
  for (const { choices } of answers.byQuestion) for (const choice of choices) if (choice.avoid) for (const code of choice.avoid.nutrients) drop(code, choice.avoid.reason);
  const pregnancy = answers.sets.pregnancy ?? null;
  const child = (SCORING.childBands as readonly string[]).includes(input.band);
  for (const [code, facts] of input.facts) {
    if (pregnancy === 'pregnant' && facts.avoidPregnant) drop(code, '임신 중에는 피해야 하는 성분이에요 (식약처 섭취 시 주의사항)');
    if (pregnancy === 'nursing' && facts.avoidNursing) drop(code, '수유 중에는 피해야 하는 성분이에요 (식약처 섭취 시 주의사항)');
    if (child && facts.avoidChildren) drop(code, '어린이는 피하거나 전문가와 상의해야 하는 성분이에요 (식약처 섭취 시 주의사항)');
  }
  // What this person must not take at all (a disease answer, the life stage): no product carrying it either.
  const avoided = new Set(dropped.keys());
  const cartDaily = new Map<string, number>();
  for (const { code, daily } of input.cart) cartDaily.set(code, (cartDaily.get(code) ?? 0) + daily);
  const regimenDaily = new Map(outlook.regimen.map((r) => [r.code, r.daily]));
  const limitByCode = new Map(outlook.limits.map((l) => [l.code, l]));
  for (const [code, entry] of scores) {
    const nutrient = RECOMMEND_NUTRIENT_BY_CODE.get(code)!;
    const seen = nutrient.kdri ? outlookByKdri.get(nutrient.kdri) : undefined;
    const supplied = (regimenDaily.get(code) ?? 0) + (cartDaily.get(code) ?? 0);
    const food = seen?.averageIntake ?? 0;
    if (seen?.max != null && food + supplied >= seen.max) {
      drop(code, `식단과 복용 중인 영양제, 장바구니를 합치면 하루 상한섭취량(${seen.max}${seen.unit})에 이르러요`);
      continue;
    }
    const limit = limitByCode.get(code);
    if (limit && supplied >= limit.max) {
      drop(code, `복용 중인 영양제와 장바구니를 합치면 하루 한도(${limit.max}${limit.unit})에 이르러요`);
      continue;
    }
    if (seen?.min && supplied >= seen.min) {
      entry.score *= SCORING.coveredFactor;
      entry.reasons.push({ kind: 'regimen', text: `복용 중인 영양제와 장바구니로 하루 권장량의 ${Math.round((supplied / seen.min) * 100)}%를 이미 채우고 있어요` });
    } else if (!seen && supplied > 0) {
      entry.score *= SCORING.coveredFactor;
      entry.reasons.push({ kind: 'regimen', text: '복용 중인 영양제나 장바구니에 이미 들어 있어요' });
    }
  }

  const ranked = [...scores]
    .filter(([code, entry]) => !dropped.has(code) && entry.score > 0)
    .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
    .slice(0, SCORING.maxNutrients);

  // Products: what the answers exclude, the limits a product would pass, then the preferences.
  const excluded = new Set<string>(answers.byQuestion.flatMap(({ choices }) => choices.flatMap((c) => c.excludes)));
  for (const code of VEGETARIAN_EXCLUDES[answers.sets.vegetarian ?? 0] ?? []) excluded.add(code);
  const notes: string[] = [];
  const allowed = (product: CandidateProduct): boolean => {
    if (product.status !== 'on_sale') return false;
    if (product.label.contents.some((c) => excluded.has(c))) return false;
    for (const { code, amount } of product.label.nutrients) {
      if (avoided.has(code)) return false;
      const seen = outlookByKdri.get(code);
      const supplied = (regimenDaily.get(code) ?? 0) + (cartDaily.get(code) ?? 0);
      if (seen?.max != null && (seen.averageIntake ?? 0) + supplied + amount > seen.max) return false;
      const limit = limitByCode.get(code);
      if (limit && supplied + amount > limit.max) return false;
    }
    return true;
  };
  const formulation = answers.sets.formulation ?? null;
  const price = answers.sets.price && answers.sets.price !== 'any' ? answers.sets.price : null;
  const brand = answers.sets.brand ?? null;

  const nutrients = ranked.map(([code, entry], index): OutcomeNutrient => {
    const nutrient = RECOMMEND_NUTRIENT_BY_CODE.get(code)!;
    const facts = input.facts.get(code);
    const seen = nutrient.kdri ? outlookByKdri.get(nutrient.kdri) : undefined;
    if (seen && !seen.short && outlook.loggedDays >= 3 && seen.measuredDays < outlook.loggedDays * 0.6) {
      entry.reasons.push({ kind: 'diary_unknown', text: `최근 식단 기록에 ${nutrient.name} 분석값이 적어 식단으로는 판단하지 않았어요` });
    }
    let pool = input.candidates.filter((p) => p.label.nutrients.some((n) => n.code === code && n.amount > 0)).filter(allowed);
    if (formulation) {
      const preferred = pool.filter((p) => p.formulation === formulation);
      if (preferred.length) pool = preferred;
      else if (pool.length) notes.push(`${nutrient.name}: 고른 제형의 상품이 없어 다른 제형을 보여드려요`);
    }
    if (price) {
      const cheaper = pool.filter((p) => p.salePrice <= SCORING.priceCaps[price]);
      if (cheaper.length) pool = cheaper;
      else if (pool.length) notes.push(`${nutrient.name}: 고른 가격대의 상품이 없어 다른 가격대를 보여드려요`);
    }
    const range = facts?.ranges[0];
    const inRange = (p: CandidateProduct) => {
      const amount = p.label.nutrients.find((n) => n.code === code)?.amount ?? 0;
      return range?.min != null && range.max != null && range.unit === p.label.nutrients.find((n) => n.code === code)?.unit ? amount >= range.min && amount <= range.max : false;
    };
    const products = [...pool]
      .sort(
        (a, b) =>
          Number(inRange(b)) - Number(inRange(a)) ||
          (brand === 'brand' ? b.popularity - a.popularity : 0) ||
          (price ? a.salePrice - b.salePrice : 0) ||
          b.popularity - a.popularity ||
          Number(a.id) - Number(b.id),
      )
      .slice(0, SCORING.productsPerNutrient)
      .map((p) => {
        const fact = p.label.nutrients.find((n) => n.code === code)!;
        return { productId: p.id, name: p.name, amount: fact.amount, unit: fact.unit };
      });
    const order: ReasonKind[] = ['diary', 'symptom', 'statement', 'answer', 'default', 'regimen', 'diary_unknown'];
    const limit = limitByCode.get(code);
    return {
      code,
      name: nutrient.name,
      priority: index + 1,
      score: round1(entry.score),
      reasons: [...entry.reasons].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)),
      claims: facts?.claims ?? [],
      ranges: facts?.ranges ?? [],
      specLimit: limit ? { min: limit.min, max: limit.max, unit: limit.unit } : null,
      cautions: facts?.cautions ?? [],
      diary: seen
        ? { loggedDays: seen.loggedDays, measuredDays: seen.measuredDays, shortDays: seen.shortDays, averagePercent: seen.averagePercent, shortDates: seen.shortDates, foods: seen.foods }
        : null,
      products,
    };
  });

  return {
    version: 1,
    band: input.band,
    nutrients,
    dropped: [...dropped]
      .filter(([code]) => scores.has(code))
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([code, reason]) => ({ code, name: RECOMMEND_NUTRIENT_BY_CODE.get(code)?.name ?? code, reason })),
    excluded: [...excluded].sort().map((c) => PRODUCT_CONTENTS[c as ContentCode] ?? c),
    notes: [...new Set(notes)],
    diary: { days: outlook.days, loggedDays: outlook.loggedDays },
    preferences: { formulation, price, brand, vegetarian: answers.sets.vegetarian ?? null, pregnancy, purpose: answers.sets.purpose ?? null },
  };
}
