/**
 * The nutrients the questionnaire recommends, as data: each is a product label code (nutrition's
 * product_nutrients.nutrient_code, so products are found by their label facts), the MFDS
 * functional-ingredient rows its claim, daily range, cautions and allergens come from
 * (data/functional_ingredients.csv, loaded by a migration), and, where KDRI 2020 has the nutrient,
 * its code in nutrition's standards (for the measured gap and the upper limit).
 */
export interface RecommendNutrient {
  code: string;
  name: string;
  /** Keys of functional_ingredients.csv whose claims and ranges belong to this nutrient. */
  ingredients: readonly string[];
  /** Nutrition's standard nutrient code (measured gap, KDRI UL); null where KDRI has none. */
  kdri: string | null;
}

// Generic in the code so RecommendNutrientCode is the union of the codes (a typo in a weight does not compile).
const r = <C extends string>(code: C, name: string, ingredients: string[], kdri: string | null = code) => ({ code, name, ingredients, kdri }) satisfies RecommendNutrient;

export const RECOMMEND_NUTRIENTS = [
  r('vitamin_a', '비타민A', ['vitamin_a']),
  r('vitamin_b1', '비타민B1', ['vitamin_b1']),
  r('vitamin_b2', '비타민B2', ['vitamin_b2']),
  r('niacin', '나이아신', ['niacin_nicotinic_acid', 'niacin_nicotinamide']),
  r('pyridoxine', '비타민B6', ['vitamin_b6']),
  r('folic_acid', '엽산', ['folate']),
  r('vitamin_b12', '비타민B12', ['vitamin_b12']),
  r('biotin', '비오틴', ['biotin']),
  r('pantothenic_acid', '판토텐산', ['pantothenic_acid']),
  r('vitamin_c', '비타민C', ['vitamin_c']),
  r('vitamin_d', '비타민D', ['vitamin_d']),
  r('vitamin_e', '비타민E', ['vitamin_e']),
  r('vitamin_k', '비타민K', ['vitamin_k']),
  r('calcium', '칼슘', ['calcium']),
  r('magnesium', '마그네슘', ['magnesium']),
  r('fe', '철', ['iron']),
  r('zinc', '아연', ['zinc']),
  r('selenium', '셀레늄', ['selenium']),
  r('iodine', '요오드', ['iodine']),
  r('chrome', '크롬', ['chromium'], null),
  r('total_dietary_fiber', '식이섬유', ['dietary_fiber']),
  r('protein', '단백질', ['protein']),
  r('omega_3_fatty_acids', '오메가3 (EPA 및 DHA)', ['epa_dha_triglyceride', 'epa_dha_memory', 'epa_dha_dry_eye']),
  r('lutein', '루테인', ['lutein_marigold', 'lutein_zeaxanthin_2013_23', 'lutein_zeaxanthin_2021_21'], null),
  r('astaxanthin', '아스타잔틴', ['astaxanthin_haematococcus'], null),
  r('silymarin', '밀크씨슬 (실리마린)', ['milk_thistle'], null),
  r('coq10', '코엔자임Q10', ['coenzyme_q10'], null),
  r('ginsenoside', '홍삼 (진세노사이드)', ['red_ginseng_immune_fatigue', 'red_ginseng_circulation_memory_antioxidant', 'red_ginseng_menopause', 'ginseng_immune_fatigue'], null),
  r('probiotics', '프로바이오틱스', ['probiotics'], null),
  r('theanine', '테아닌', ['l_theanine'], null),
  r('l_arginine', 'L-아르기닌', ['l_arginine'], null),
  r('collagen', '콜라겐', ['collagen_lmw_skin_2013_30', 'collagen_lmw_joint_2013_30', 'collagen_lmw_skin_2024_35'], null),
  r('glucosamine', '글루코사민', ['glucosamine'], null),
  r('msm', 'MSM (엠에스엠)', ['msm'], null),
  r('garcinia', '가르시니아', ['garcinia'], null),
  r('green_tea_catechin', '녹차추출물', ['green_tea_extract'], null),
  r('gla', '감마리놀렌산', ['gla_cholesterol_circulation', 'gla_pms', 'gla_skin'], null),
  r('propolis', '프로폴리스', ['propolis_antioxidant'], null),
  r('saw_palmetto', '쏘팔메토', ['saw_palmetto'], null),
  r('bilberry', '빌베리', ['bilberry'], null),
  r('ginkgo', '은행잎 추출물', ['ginkgo_leaf'], null),
] as const satisfies readonly RecommendNutrient[];

export type RecommendNutrientCode = (typeof RECOMMEND_NUTRIENTS)[number]['code'];
export const RECOMMEND_NUTRIENT_BY_CODE: ReadonlyMap<string, RecommendNutrient> = new Map(RECOMMEND_NUTRIENTS.map((n) => [n.code, n]));
