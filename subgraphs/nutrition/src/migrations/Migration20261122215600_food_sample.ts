import { Migration } from '@mikro-orm/migrations';
import { searchKeys } from '@shop/kit';
import { numberCell, readReferenceCsv, sqlLiteral } from '../reference-data.js';

/** CSV column -> nutrient code (nutrient-catalog.ts) and the divisor to its canonical unit. */
const NUTRIENT_COLUMNS: [column: string, code: string, divisor: number][] = [
  ['energy_kcal', 'energy', 1],
  ['water_g', 'moisture', 1],
  ['protein_g', 'protein', 1],
  ['fat_g', 'fat', 1],
  ['carbohydrate_g', 'carbohydrate', 1],
  ['sugars_g', 'total_sugar', 1],
  ['dietary_fiber_g', 'total_dietary_fiber', 1],
  ['calcium_mg', 'calcium', 1],
  ['iron_mg', 'fe', 1],
  ['phosphorus_mg', 'perfect_virtue', 1],
  ['potassium_mg', 'potassium', 1],
  ['sodium_mg', 'sodium', 1],
  ['vitamin_a_ug_rae', 'vitamin_a', 1],
  ['retinol_ug', 'retinol', 1],
  // The catalog keeps beta-carotene in mg (the 0-7 mg standard); the source prints µg.
  ['beta_carotene_ug', 'beta_carotene', 1000],
  ['thiamin_mg', 'vitamin_b1', 1],
  ['riboflavin_mg', 'vitamin_b2', 1],
  ['niacin_mg', 'niacin', 1],
  ['vitamin_c_mg', 'vitamin_c', 1],
  ['vitamin_d_ug', 'vitamin_d', 1],
  ['cholesterol_mg', 'cholesterol', 1],
  ['saturated_fat_g', 'saturated_fat', 1],
  ['trans_fat_g', 'trans_fat', 1],
];

const kindOf = (dataset: string): 'food' | 'ingredient' => {
  if (dataset.includes('원재료성')) return 'ingredient';
  if (dataset.includes('음식')) return 'food';
  throw new Error(`foods_kr_sample.csv: unknown dataset "${dataset}"`);
};

/** "60g" -> 60; the raw-food rows give no serving reference. */
const servingGrams = (reference: string): number | null => {
  const match = /^(\d+(?:\.\d+)?)\s*g$/.exec(reference.trim());
  return match ? Number(match[1]) : null;
};

const textArray = (items: string[]) => (items.length ? `array[${items.map(sqlLiteral).join(', ')}]::text[]` : `'{}'::text[]`);

/**
 * Reference data, not demo data: the 116 foods of data/foods_kr_sample.csv (MFDS/RDA national
 * standard data, per 100 g) with their nutrients, so food search and scoring work everywhere.
 * Empty cells are absent values, so they get no food_nutrients row.
 */
export class Migration20261122215600_food_sample extends Migration {
  override name = 'Migration20261122215600_food_sample';

  override up(): void {
    const rows = readReferenceCsv('foods_kr_sample.csv');
    const foods = rows.map((r) => {
      const keys = searchKeys([r.food_name_ko, r.major_category]);
      return (
        `(${sqlLiteral(kindOf(r.dataset))}, ${sqlLiteral(r.food_code)}, ${sqlLiteral(r.food_name_ko)}, ${sqlLiteral(r.major_category)}, ` +
        `${sqlLiteral(servingGrams(r.serving_reference ?? ''))}, 'approved', ${sqlLiteral(r.source)}, ` +
        `${sqlLiteral(keys.searchText)}, ${sqlLiteral(keys.searchChoseong)}, ${textArray(keys.searchBigrams)}, now())`
      );
    });
    this.addSql(
      `insert into "nutrition"."foods" ("kind", "code", "name", "category", "serving_grams", "status", "source", "search_text", "search_choseong", "search_bigrams", "created_at") values ${foods.join(',\n')};`,
    );
    const nutrients = rows.flatMap((r) =>
      NUTRIENT_COLUMNS.flatMap(([column, code, divisor]) => {
        const value = numberCell(r[column]);
        if (value === null) return [];
        return [`((select id from "nutrition"."foods" where code = ${sqlLiteral(r.food_code)}), ${sqlLiteral(code)}, ${sqlLiteral(value / divisor)})`];
      }),
    );
    this.addSql(`insert into "nutrition"."food_nutrients" ("food_id", "nutrient_code", "amount") values ${nutrients.join(',\n')};`);
  }

  override down(): void {
    const codes = readReferenceCsv('foods_kr_sample.csv')
      .map((r) => sqlLiteral(r.food_code))
      .join(', ');
    this.addSql(`delete from "nutrition"."food_nutrients" where "food_id" in (select id from "nutrition"."foods" where code in (${codes}));`);
    this.addSql(`delete from "nutrition"."foods" where code in (${codes});`);
  }
}
