import type { RecommendNutrientCode } from '../../ingredients/recommend-nutrients.js';

/**
 * The shape of the questionnaire's seed content (spec sections 3, 4, 5): per age band, nine
 * questions with the spec's fields; the symptoms the purpose question opens, each with its
 * follow-up statements; everything an answer changes (nutrient weights, excluded product
 * contents, preferences) is data on the choice. Loaded into the database by the questionnaire's
 * seed and edited by admins from there; the engine reads the database, never these files.
 */

/** The seven bands of spec section 4 (age-bands.ts). */
export type BandCode = 'infant_0_6m' | 'infant_6_12m' | 'toddler_1_2' | 'child_2_5' | 'child_5_12' | 'teen_12_18' | 'adult';

/** category_id: what a question is about. */
export type Topic = 'lifestyle' | 'eating_habits' | 'vegetarian' | 'allergy' | 'symptoms' | 'family_history' | 'disease' | 'pregnancy' | 'purpose' | 'formulation' | 'brand_preference' | 'price';

/**
 * What a product's label says it contains, for exclusions: the 17 food allergens the
 * questionnaire asks about, and animal gelatin (capsule shells) for vegetarians.
 */
export const PRODUCT_CONTENTS = {
  egg: '알류(달걀)',
  milk: '우유',
  buckwheat: '메밀',
  peanut: '땅콩',
  soybean: '대두',
  wheat: '밀',
  fish: '생선(고등어 등 어류)',
  crab: '게',
  shrimp: '새우',
  pork: '돼지고기',
  peach: '복숭아',
  tomato: '토마토',
  walnut: '호두',
  chicken: '닭고기',
  beef: '쇠고기',
  squid: '오징어',
  shellfish: '조개류',
  gelatin: '동물성 젤라틴',
} as const;
export type ContentCode = keyof typeof PRODUCT_CONTENTS;
export const ALLERGENS = Object.keys(PRODUCT_CONTENTS).filter((c) => c !== 'gelatin') as Exclude<ContentCode, 'gelatin'>[];

/** Purpose categories (the purpose question's own choices) and the spec's symptom categories. */
export type PurposeCategory = 'health' | 'exercise' | 'beauty' | 'kids';
export type SymptomCategory = 'relief' | 'promotion' | 'exercise' | 'beauty' | 'kids';

export type Formulation = 'pill' | 'powder' | 'jelly' | 'chewable' | 'liquid';
export type PricePreference = 'under_20000' | 'under_40000' | 'any';
export type PregnancyAnswer = 'none' | 'planning' | 'nursing' | 'pregnant';

/** Icons the web has for choices (menuIcons). */
export type ChoiceIcon =
  | 'none'
  | 'run'
  | 'sofa'
  | 'sun'
  | 'moon'
  | 'coffee'
  | 'beer'
  | 'smoke'
  | 'stress'
  | 'screen'
  | 'meal'
  | 'vegetable'
  | 'fish'
  | 'meat'
  | 'milk'
  | 'egg'
  | 'allergy'
  | 'heart'
  | 'liver'
  | 'kidney'
  | 'bone'
  | 'eye'
  | 'brain'
  | 'skin'
  | 'hair'
  | 'gut'
  | 'immune'
  | 'muscle'
  | 'sleep'
  | 'baby'
  | 'pregnant'
  | 'pill'
  | 'powder'
  | 'jelly'
  | 'chewable'
  | 'liquid'
  | 'brand'
  | 'expert'
  | 'won'
  | 'family'
  | 'growth'
  | 'health'
  | 'exercise'
  | 'beauty';

/** Nutrient -> weight (1 small nudge ... 5 the reason to recommend it). */
export type Weights = Partial<Record<RecommendNutrientCode, number>>;

export interface ChoiceSeed {
  /** Unique within its question, snake_case; the first choice of every question is `none`. */
  code: string;
  label: string;
  icon: ChoiceIcon;
  /** Nutrients this answer points to. */
  weights?: Weights;
  /** Product contents this answer rules out (allergies). */
  excludes?: ContentCode[];
  /** Nutrients to hold back with this answer (a disease or medicine where a pharmacist should decide), with the reason shown. */
  avoid?: { nutrients: RecommendNutrientCode[]; reason: string };
  /** Preferences the answer sets (exactly one kind per question: the question's topic). */
  sets?: { vegetarian?: 1 | 2 | 3 | 4 | 5 | 6; pregnancy?: PregnancyAnswer; formulation?: Formulation; price?: PricePreference; brand?: 'brand' | 'expert'; purpose?: PurposeCategory };
}

export interface QuestionSeed {
  /** 1..9 within the band. */
  number: number;
  /** category_id */
  topic: Topic;
  /** The question as shown. */
  title: string;
  /** adminMessage: a short hint under the question, or null. */
  adminMessage: string | null;
  /** Maximum number of choices (null: no maximum). */
  limitCheck: number | null;
  /** Multiple choices allowed. */
  duplication: boolean;
  /** The answer needs a confirm ("이대로 진행할게요"). */
  okCheck: boolean;
  /** Chips per row on a phone (1..4). */
  rowItemNum: number;
  /** Asked of women only (pregnancy). */
  femaleOnly?: boolean;
  choices: ChoiceSeed[];
}

export interface StatementSeed {
  code: string;
  /** A first-person statement the member ticks ("오후만 되면 눈이 뻑뻑해요"). */
  text: string;
  weights: Weights;
}

export interface SymptomSeed {
  code: string;
  label: string;
  icon: ChoiceIcon;
  purpose: PurposeCategory;
  category: SymptomCategory;
  /** Bands the purpose question offers it in. */
  bands: BandCode[];
  /** The nutrients choosing it recommends, with their priority weight. */
  nutrients: Weights;
  /** About eight follow-up statements (multi-select) that weigh its nutrients. */
  statements: StatementSeed[];
}

export interface BandContent {
  band: BandCode;
  questions: QuestionSeed[];
}
