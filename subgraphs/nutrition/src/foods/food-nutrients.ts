import type { EntityManager } from '@mikro-orm/postgresql';
import { FoodNutrientEntity } from './food.entities.js';

/**
 * Nutrient arithmetic of foods and recipes, batched for any number of ids (the score code and
 * the GraphQL loaders call these). Amounts are in the canonical units of nutrient-catalog.ts.
 */

/** Spec section 9: a recipe's sums use its serving amount rounded to whole grams. */
export const roundedAmount = (amountG: number): number => Math.round(amountG);

/** Grams of one ingredient in a serving: rounded amount x percent / 100. */
export const ingredientGrams = (amountG: number, percent: number): number => (roundedAmount(amountG) * percent) / 100;

export function scaleNutrients(per100g: Record<string, number>, grams: number): Record<string, number> {
  const scaled: Record<string, number> = {};
  for (const [code, amount] of Object.entries(per100g)) scaled[code] = (amount * grams) / 100;
  return scaled;
}

/** Nutrients per 100 g by food id (one statement); a food without nutrient rows maps to `{}`. */
export async function foodNutrientMap(em: EntityManager, foodIds: string[]): Promise<Map<string, Record<string, number>>> {
  const map = new Map<string, Record<string, number>>(foodIds.map((id) => [String(id), {}]));
  if (!foodIds.length) return map;
  const rows = await em.find(FoodNutrientEntity, { foodId: { $in: [...new Set(foodIds)] } });
  for (const row of rows) map.get(String(row.foodId))![row.nutrientCode] = Number(row.amount); // doubles arrive as strings
  return map;
}

/**
 * Nutrients per 100 g of each recipe (one statement): each ingredient weighs
 * round(amountG) x percent / 100 g, the serving total is the sum of per100g x grams / 100, and
 * per 100 g is that total / round(amountG) x 100. Unknown recipes map to `{}`.
 */
export async function recipeNutrientMap(em: EntityManager, recipeIds: string[]): Promise<Map<string, Record<string, number>>> {
  const ids = [...new Set(recipeIds.map(String))];
  const map = new Map<string, Record<string, number>>(ids.map((id) => [id, {}]));
  if (!ids.length) return map;
  const rows = await em.execute<{ recipe_id: string; amount_g: number; percent: number; nutrient_code: string; amount: number }[]>(
    `select r.id as recipe_id, r.amount_g, ri.percent, fn.nutrient_code, fn.amount
       from nutrition.recipes r
       join nutrition.recipe_ingredients ri on ri.recipe_id = r.id
       join nutrition.food_nutrients fn on fn.food_id = ri.food_id
      where r.id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  const totals = new Map<string, { amountG: number; total: Record<string, number> }>();
  for (const row of rows) {
    const key = String(row.recipe_id);
    const entry = totals.get(key) ?? totals.set(key, { amountG: Number(row.amount_g), total: {} }).get(key)!;
    const grams = ingredientGrams(entry.amountG, Number(row.percent));
    entry.total[row.nutrient_code] = (entry.total[row.nutrient_code] ?? 0) + (Number(row.amount) * grams) / 100;
  }
  for (const [id, { amountG, total }] of totals) {
    // A recipe is stored only with round(amountG) >= 1 (foods.service.ts), so this never divides by 0.
    const per100g: Record<string, number> = {};
    for (const [code, amount] of Object.entries(total)) per100g[code] = (amount / roundedAmount(amountG)) * 100;
    map.set(id, per100g);
  }
  return map;
}
