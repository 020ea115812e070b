import type { EntityManager } from '@mikro-orm/postgresql';

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

/**
 * Nutrients per 100 g by food id (one statement); a food without nutrient rows maps to `{}`. Read
 * as plain rows, not entities: an MFDS dish has some 80 nutrient rows, and every day report and
 * recommendation reads them for each food eaten (hydrating them as entities was most of the cost).
 */
export async function foodNutrientMap(em: EntityManager, foodIds: string[], codes?: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const ids = [...new Set(foodIds.map(String))];
  const map = new Map<string, Record<string, number>>(ids.map((id) => [id, {}]));
  if (!ids.length || codes?.length === 0) return map;
  // float8 amounts arrive from the driver as numbers; bigint ids as strings.
  const rows = await em.execute<{ food_id: string; nutrient_code: string; amount: number }[]>(
    `select food_id::text as food_id, nutrient_code, amount from nutrition.food_nutrients where food_id in (${ids.map(() => '?').join(', ')})${codes ? ` and nutrient_code in (${codes.map(() => '?').join(', ')})` : ''}`,
    codes ? [...ids, ...codes] : ids,
  );
  for (const row of rows) map.get(row.food_id)![row.nutrient_code] = row.amount;
  return map;
}

/**
 * Nutrients of one serving of a recipe: each ingredient weighs ingredientGrams(amountG, percent)
 * (the grams the recipe views show) and brings its per-100 g nutrients for those grams.
 */
export function recipeServingNutrients(amountG: number, ingredients: { percent: number; per100g: Record<string, number> }[]): Record<string, number> {
  const serving: Record<string, number> = {};
  for (const { percent, per100g } of ingredients) {
    for (const [code, amount] of Object.entries(scaleNutrients(per100g, ingredientGrams(amountG, percent)))) serving[code] = (serving[code] ?? 0) + amount;
  }
  return serving;
}

/**
 * Nutrients per 100 g of each recipe as declared (one statement): one serving
 * (recipeServingNutrients) spread over the recipe's own `amountG`, not over the rounded sum of
 * its ingredients. A meal of `amountG` grams of the recipe, one serving as the diary logs it,
 * therefore carries exactly the serving the recipe views show: a 12.6 g recipe at 50 % counts
 * 6.5 g of that ingredient in the diary as in the recipe (spec section 9). Unknown recipes map to `{}`.
 */
export async function recipeNutrientMap(em: EntityManager, recipeIds: string[], codes?: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const ids = [...new Set(recipeIds.map(String))];
  const map = new Map<string, Record<string, number>>(ids.map((id) => [id, {}]));
  if (!ids.length || codes?.length === 0) return map;
  // float8 columns arrive from the driver as numbers; bigint ids as strings.
  const rows = await em.getConnection().execute<{ recipe_id: string; ingredient_id: string; amount_g: number; percent: number; nutrient_code: string; amount: number }[]>(
    `select r.id as recipe_id, ri.id as ingredient_id, r.amount_g, ri.percent, fn.nutrient_code, fn.amount
       from nutrition.recipes r
       join nutrition.recipe_ingredients ri on ri.recipe_id = r.id
       join nutrition.food_nutrients fn on fn.food_id = ri.food_id
      where r.id in (${ids.map(() => '?').join(', ')})${codes ? ` and fn.nutrient_code in (${codes.map(() => '?').join(', ')})` : ''}`,
    codes ? [...ids, ...codes] : ids,
  );
  const recipes = new Map<string, { amountG: number; ingredients: Map<string, { percent: number; per100g: Record<string, number> }> }>();
  for (const row of rows) {
    const recipe = recipes.get(String(row.recipe_id)) ?? recipes.set(String(row.recipe_id), { amountG: row.amount_g, ingredients: new Map() }).get(String(row.recipe_id))!;
    const ingredient = recipe.ingredients.get(String(row.ingredient_id)) ?? recipe.ingredients.set(String(row.ingredient_id), { percent: row.percent, per100g: {} }).get(String(row.ingredient_id))!;
    ingredient.per100g[row.nutrient_code] = row.amount;
  }
  for (const [id, { amountG, ingredients }] of recipes) {
    const serving = recipeServingNutrients(amountG, [...ingredients.values()]);
    // amountG > 0 for every stored recipe (foods.service.ts), so this never divides by 0.
    map.set(id, Object.fromEntries(Object.entries(serving).map(([code, amount]) => [code, (amount / amountG) * 100])));
  }
  return map;
}
