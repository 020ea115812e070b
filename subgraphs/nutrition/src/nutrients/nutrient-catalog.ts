import { COUNTED_NUTRIENTS } from '../rules/rules.js';

/**
 * The nutrients the product knows, as data: 39 advertised (spec section 1), of which the 26 of
 * spec section 3 count in the intake tier. Units are the canonical units amounts are stored in
 * for foods (per 100 g), supplements (per daily serving) and standards (per day); they follow
 * the KDRI 2020 tables (data/README.md).
 */
export interface NutrientDefinition {
  code: string;
  name: string;
  unit: string;
  /** One of the 26 nutrients counted in the intake tier. */
  counted: boolean;
  group: 'energy' | 'macro' | 'vitamin' | 'mineral' | 'fatty_acid' | 'limit' | 'other';
}

/** `counted` comes from the spec's list of 26 (rules.ts), so the two cannot disagree. */
const n = (code: string, name: string, unit: string, group: NutrientDefinition['group']): NutrientDefinition => ({
  code,
  name,
  unit,
  group,
  counted: (COUNTED_NUTRIENTS as readonly string[]).includes(code),
});

export const NUTRIENTS: readonly NutrientDefinition[] = [
  n('energy', '에너지', 'kcal', 'energy'),
  n('moisture', '수분', 'g', 'other'),
  n('carbohydrate', '탄수화물', 'g', 'macro'),
  n('protein', '단백질', 'g', 'macro'),
  n('fat', '지방', 'g', 'macro'),
  n('total_sugar', '당류', 'g', 'limit'),
  n('sodium', '나트륨', 'mg', 'limit'),
  n('caffeine', '카페인', 'mg', 'limit'),
  n('cholesterol', '콜레스테롤', 'mg', 'other'),
  n('saturated_fat', '포화지방', 'g', 'other'),
  n('trans_fat', '트랜스지방', 'g', 'other'),
  n('beta_carotene', '베타카로틴', 'mg', 'other'),
  n('retinol', '레티놀', 'µg', 'other'),
  n('total_dietary_fiber', '식이섬유', 'g', 'macro'),
  n('calcium', '칼슘', 'mg', 'mineral'),
  n('fe', '철', 'mg', 'mineral'),
  n('magnesium', '마그네슘', 'mg', 'mineral'),
  n('perfect_virtue', '인', 'mg', 'mineral'),
  n('potassium', '칼륨', 'mg', 'mineral'),
  n('zinc', '아연', 'mg', 'mineral'),
  n('copper', '구리', 'µg', 'mineral'),
  n('manganese', '망간', 'mg', 'mineral'),
  n('selenium', '셀레늄', 'µg', 'mineral'),
  n('molybdenum', '몰리브덴', 'µg', 'mineral'),
  n('iodine', '요오드', 'µg', 'mineral'),
  n('vitamin_a', '비타민A', 'µg RAE', 'vitamin'),
  n('vitamin_d', '비타민D', 'µg', 'vitamin'),
  n('vitamin_e', '비타민E', 'mg α-TE', 'vitamin'),
  n('vitamin_k', '비타민K', 'µg', 'vitamin'),
  n('vitamin_b1', '비타민B1', 'mg', 'vitamin'),
  n('vitamin_b2', '비타민B2', 'mg', 'vitamin'),
  n('niacin', '나이아신', 'mg NE', 'vitamin'),
  n('pantothenic_acid', '판토텐산', 'mg', 'vitamin'),
  n('pyridoxine', '비타민B6', 'mg', 'vitamin'),
  n('biotin', '비오틴', 'µg', 'vitamin'),
  n('folic_acid', '엽산', 'µg DFE', 'vitamin'),
  n('vitamin_b12', '비타민B12', 'µg', 'vitamin'),
  n('vitamin_c', '비타민C', 'mg', 'vitamin'),
  n('omega_3_fatty_acids', '오메가3 지방산 (EPA+DHA)', 'mg', 'fatty_acid'),
];

export const NUTRIENT_BY_CODE: ReadonlyMap<string, NutrientDefinition> = new Map(NUTRIENTS.map((d) => [d.code, d]));
export const isNutrientCode = (code: string): boolean => NUTRIENT_BY_CODE.has(code);
