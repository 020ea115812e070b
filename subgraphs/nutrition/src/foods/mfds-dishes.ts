import { searchKeys, type SearchKeys } from '@shop/kit';
import { readReferenceCsv } from '../reference-data.js';

/**
 * The MFDS dish file (data/mfds_dishes_2023.csv: 식품의약품안전처 통합 식품영양성분 DB, 음식,
 * 2023-07-15; reading notes in data/README.md section 4) as foods. Reference data: loaded with the
 * schema (the migration Migration20261125130100_mfds_dishes), like the KDRIs and the food sample.
 *
 * - Values in the file are for one serving (`1회제공량` in `내용량_단위`, g or mL). Foods keep
 *   nutrients per 100 g, so every value is multiplied by 100 / serving; drinks and soups served in
 *   mL are kept per 100 mL (the file gives no density) and their serving unit says so. The serving
 *   stays the food's default portion.
 * - `-` is "not analysed": no value is stored (unknown is not zero). A published `0` is stored as 0.
 *   "1g 미만" (under 1 g per serving, 16 cells) is not a measured amount either: no value.
 * - Derived values are computed only from known parts: vitamin A (µg RAE) = retinol + beta-carotene
 *   / 12 when both are known; EPA + DHA (the product's omega-3, mg) when both are known.
 */

/** The name every food of this file shows as its source (the licence asks for it). */
export const MFDS_SOURCE_LABEL = '식품의약품안전처 식품영양성분 DB';
export const MFDS_DISH_FILE = 'mfds_dishes_2023.csv';
/** `지역 / 제조사` of representative dishes measured nationally: not a place worth showing. */
export const NATIONAL_REPRESENTATIVE = '전국(대표)';

/** Column -> nutrient code (nutrient-catalog.ts) and the factor to its canonical unit. */
export const MFDS_NUTRIENT_COLUMNS: readonly [column: string, code: string, factor: number][] = [
  ['에너지(㎉)', 'energy', 1],
  ['수분(g)', 'moisture', 1],
  ['단백질(g)', 'protein', 1],
  ['지방(g)', 'fat', 1],
  ['탄수화물(g)', 'carbohydrate', 1],
  ['총당류(g)', 'total_sugar', 1],
  ['총 식이섬유(g)', 'total_dietary_fiber', 1],
  ['칼슘(㎎)', 'calcium', 1],
  ['마그네슘(㎎)', 'magnesium', 1],
  ['인(㎎)', 'perfect_virtue', 1],
  ['칼륨(㎎)', 'potassium', 1],
  ['나트륨(㎎)', 'sodium', 1],
  ['아연(㎎)', 'zinc', 1],
  // The catalog keeps copper in µg (the KDRI unit); the file prints mg.
  ['구리(㎎)', 'copper', 1000],
  ['망간(㎎)', 'manganese', 1],
  ['셀레늄(㎍)', 'selenium', 1],
  ['레티놀(㎍)', 'retinol', 1],
  // The catalog keeps beta-carotene in mg (the 0-7 mg range); the file prints µg.
  ['베타카로틴(㎍)', 'beta_carotene', 1 / 1000],
  // D3 is the only vitamin D column of the file.
  ['비타민 D3(㎍)', 'vitamin_d', 1],
  // Tocopherols (mg); the file's tocotrienols are not vitamin E activity in the KDRI sense.
  ['토코페롤(㎎)', 'vitamin_e', 1],
  ['비타민 B1(㎎)', 'vitamin_b1', 1],
  ['비타민 B2(㎎)', 'vitamin_b2', 1],
  ['나이아신(㎎)', 'niacin', 1],
  ['엽산(DFE)(㎍)', 'folic_acid', 1],
  ['비타민 B12(㎍)', 'vitamin_b12', 1],
  ['비타민 C(㎎)', 'vitamin_c', 1],
  ['콜레스테롤(㎎)', 'cholesterol', 1],
  ['총 포화 지방산(g)', 'saturated_fat', 1],
  ['트랜스 지방산(g)', 'trans_fat', 1],
  ['카페인(㎎)', 'caffeine', 1],
];

/**
 * Iron comes in `철(㎎)`, or for 270 rows (all from 외식영양성분자료집 통합본 2012-2017) in a column
 * headed `철(㎍)` instead (never both). Those values are milligrams under a wrong header: read as µg,
 * 닭갈비 (400 g, 3.38) would hold 0.0008 mg of iron per 100 g, a thousandth of any cooked meat; read
 * as mg their median is 0.78 mg per 100 g, beside 0.61 for the 548 representative dishes with a
 * `철(㎎)` value. So they are taken as mg (docs/decisions/nutrition-standards.md, "MFDS dishes").
 */
const IRON_MG = '철(㎎)';
const IRON_UG = '철(㎍)';
const EPA_G = '에이코사펜타에노산(20:5(n-3))(g)';
const DHA_G = '도코사헥사에노산(22:6(n-3))(g)';
const RETINOL_UG = '레티놀(㎍)';
const BETA_CAROTENE_UG = '베타카로틴(㎍)';
/** µg of beta-carotene per µg RAE (KDRI 2020). */
const BETA_CAROTENE_PER_RAE = 12;

export interface MfdsDish extends SearchKeys {
  /** SAMPLE_ID: unique in the file (names are not). */
  code: string;
  name: string;
  category: string;
  /** `식품상세분류` (커피류, 치킨류, 육류찌개.전골): ranks 커피's coffee drinks before 커피번. */
  detailCategory: string;
  servingGrams: number;
  servingUnit: 'g' | 'mL';
  /** `상용제품` 품목대표: the dish as commonly made, not one restaurant's item. */
  representative: boolean;
  /** `지역 / 제조사`: the chain of a restaurant item, the region of a regional dish; null for 전국(대표). */
  maker: string | null;
  /** Search order among foods: 2 national representative dish, 1 regional one, 0 restaurant item. */
  searchRank: number;
  source: string;
  /** Per 100 g (or 100 mL), canonical units; unknown nutrients are absent. */
  nutrients: Record<string, number>;
}

/**
 * "1g 미만" (16 cells: sugar, protein, carbohydrate of a few restaurant items) is a label's "under
 * 1 g per serving", not a measured amount: unknown, like `-`, rather than a number made up for it.
 */
const BELOW_LABEL_PRECISION = '1g 미만';

/** A cell's number, or null when not analysed (`-`), below label precision, or empty. */
export function mfdsNumber(cell: string | undefined): number | null {
  const text = cell?.trim();
  if (!text || text === '-' || text === BELOW_LABEL_PRECISION) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${MFDS_DISH_FILE}: not a number "${cell}"`);
  return value;
}

/** Per-serving values of one row in canonical units (before the per-100 scaling); unknowns absent. */
export function servingNutrients(row: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [column, code, factor] of MFDS_NUTRIENT_COLUMNS) {
    const value = mfdsNumber(row[column]);
    if (value !== null) out[code] = value * factor;
  }
  const ironMg = mfdsNumber(row[IRON_MG]);
  const ironUg = mfdsNumber(row[IRON_UG]);
  if (ironMg !== null) out.fe = ironMg;
  else if (ironUg !== null) out.fe = ironUg;
  const retinol = mfdsNumber(row[RETINOL_UG]);
  const betaCarotene = mfdsNumber(row[BETA_CAROTENE_UG]);
  if (retinol !== null && betaCarotene !== null) out.vitamin_a = retinol + betaCarotene / BETA_CAROTENE_PER_RAE;
  const epa = mfdsNumber(row[EPA_G]);
  const dha = mfdsNumber(row[DHA_G]);
  if (epa !== null && dha !== null) out.omega_3_fatty_acids = (epa + dha) * 1000;
  return out;
}

export function mfdsDish(row: Record<string, string>): MfdsDish {
  const serving = mfdsNumber(row['1회제공량']);
  const unit = row['내용량_단위'];
  if (serving === null || serving <= 0) throw new Error(`${MFDS_DISH_FILE}: ${row.SAMPLE_ID} has no serving`);
  if (unit !== 'g' && unit !== 'mL') throw new Error(`${MFDS_DISH_FILE}: ${row.SAMPLE_ID} has unit "${unit}"`);
  const representative = row['상용제품'] === '품목대표';
  const place = row['지역 / 제조사']?.trim() || null;
  const maker = place === NATIONAL_REPRESENTATIVE ? null : place;
  const per100: Record<string, number> = {};
  for (const [code, amount] of Object.entries(servingNutrients(row))) per100[code] = (amount * 100) / serving;
  return {
    code: row.SAMPLE_ID,
    name: row['식품명'].trim(),
    category: row['식품대분류'],
    detailCategory: row['식품상세분류'],
    servingGrams: serving,
    servingUnit: unit,
    representative,
    maker,
    searchRank: representative ? (maker ? 1 : 2) : 0,
    source: `${MFDS_SOURCE_LABEL} (통합 식품영양성분DB 음식 2023-07-15, ${row.SAMPLE_ID}, 성분표출처 ${row['성분표출처']}, ${row['발행기관']})`,
    nutrients: per100,
    // Found by its name, chain or region, and both levels of its category (커피 finds 커피류 drinks).
    ...searchKeys([row['식품명'], maker, row['식품대분류'], row['식품상세분류']]),
  };
}

export function mfdsDishes(): MfdsDish[] {
  return readReferenceCsv(MFDS_DISH_FILE).map(mfdsDish);
}

type Execute = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Inserts the file's dishes and their nutrients; rows already there (by SAMPLE_ID, and by food and
 * nutrient) are left as they are, so loading twice changes nothing. Batches of 1,000 dishes, each
 * one statement for the foods and one for their nutrients.
 */
export async function loadMfdsDishes(execute: Execute): Promise<void> {
  const dishes = mfdsDishes();
  for (let start = 0; start < dishes.length; start += 1000) {
    const batch = dishes.slice(start, start + 1000);
    await execute(
      `insert into "nutrition"."foods" ("kind", "code", "name", "category", "detail_category", "serving_grams", "serving_unit", "representative", "maker", "search_rank", "status", "source",
                                        "search_name", "search_text", "search_choseong", "search_bigrams", "created_at")
       select 'food', d.code, d.name, d.category, d.detail_category, d.serving_grams, d.serving_unit, d.representative, d.maker, d.search_rank, 'approved', d.source,
              d.search_name, d.search_text, d.search_choseong, array(select json_array_elements_text(d.search_bigrams)), now()
         from json_to_recordset(?::json) as d(code text, name text, category text, detail_category text, serving_grams float8, serving_unit text, representative boolean, maker text,
                                               search_rank int, source text, search_name text, search_text text, search_choseong text, search_bigrams json)
       on conflict ("code") do nothing`,
      [
        JSON.stringify(
          batch.map((d) => ({
            code: d.code,
            name: d.name,
            category: d.category,
            detail_category: d.detailCategory,
            serving_grams: d.servingGrams,
            serving_unit: d.servingUnit,
            representative: d.representative,
            maker: d.maker,
            search_rank: d.searchRank,
            source: d.source,
            search_name: d.searchName,
            search_text: d.searchText,
            search_choseong: d.searchChoseong,
            search_bigrams: d.searchBigrams,
          })),
        ),
      ],
    );
    await execute(
      `insert into "nutrition"."food_nutrients" ("food_id", "nutrient_code", "amount")
       select f.id, n.nutrient_code, n.amount
         from json_to_recordset(?::json) as n(code text, nutrient_code text, amount float8)
         join "nutrition"."foods" f on f.code = n.code
       on conflict ("food_id", "nutrient_code") do nothing`,
      [JSON.stringify(batch.flatMap((d) => Object.entries(d.nutrients).map(([nutrient_code, amount]) => ({ code: d.code, nutrient_code, amount }))))],
    );
  }
}
