import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FunctionalIngredientEntity, type FunctionalIngredient } from './functional-ingredient.entity.js';
import { RECOMMEND_NUTRIENTS } from './recommend-nutrients.js';

/** The rows of data/functional_ingredients.csv (a copy of shared/data/recommendation, with its README). */
export function readFunctionalIngredients(): Record<string, string>[] {
  const path = fileURLToPath(new URL('../../data/functional_ingredients.csv', import.meta.url));
  return parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

/** Loads the file into recommendation.functional_ingredients (a migration runs it; loading twice changes nothing). */
export async function loadFunctionalIngredients(execute: (sql: string, params?: unknown[]) => Promise<unknown>): Promise<void> {
  for (const row of readFunctionalIngredients()) {
    const number = (cell: string) => (cell.trim() === '' ? null : Number(cell));
    await execute(
      `insert into "recommendation"."functional_ingredients" ("key", "name_ko", "name_en", "claim_ko", "daily_min", "daily_max", "unit", "marker", "cautions_ko", "allergens", "source", "crosscheck_source", "note")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("key") do nothing`,
      [
        row.key,
        row.name_ko,
        row.name_en,
        row.claim_ko,
        number(row.daily_min),
        number(row.daily_max),
        row.unit,
        row.marker,
        row.cautions_ko,
        row.allergens,
        row.source,
        row.crosscheck_source,
        row.note,
      ],
    );
  }
}

/** What a recommended nutrient's MFDS rows say: the approved claims (the only words shown about what it does), ranges, cautions. */
export interface NutrientFacts {
  code: string;
  claims: string[];
  ranges: { label: string; min: number | null; max: number | null; unit: string }[];
  cautions: string[];
  allergens: string[];
  /** The MFDS cautions say pregnant women should avoid it (or take it only after advice). */
  avoidPregnant: boolean;
  avoidNursing: boolean;
  /** The MFDS cautions name children or infants (avoid, take care, or consult first). */
  avoidChildren: boolean;
  sources: string[];
}

// A caution clause ends at the next "(나)" item or "/": the group named and the verb in one clause.
const PREGNANT = /임산부[^()/]*?(피할|주의|상담)/;
const NURSING = /수유부[^()/]*?(피할|주의|상담)/;
const CHILDREN = /(어린이|영\s*[‧･·]?\s*유아)[^()/]*?(피할|주의|상담)/;

/** Facts of every recommended nutrient, from the reference table (immutable: read once per process). */
let cached: Promise<Map<string, NutrientFacts>> | null = null;
export function nutrientFacts(em: EntityManager): Promise<Map<string, NutrientFacts>> {
  cached ??= (async () => {
    const rows: FunctionalIngredient[] = await em.find(FunctionalIngredientEntity, {}, { orderBy: { key: 'asc' }, disableIdentityMap: true });
    if (!rows.length) throw new Error('functional ingredients reference data is missing (migration not applied)');
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const facts = new Map<string, NutrientFacts>();
    for (const nutrient of RECOMMEND_NUTRIENTS) {
      const own = nutrient.ingredients.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
      // The same sentence from two sources differs at most in spacing (눈 건강 / 눈건강): shown once, as first written.
      const distinct = (values: string[]) => {
        const seen = new Set<string>();
        return values
          .map((v) => v.trim())
          .filter((v) => {
            const key = v.replace(/\s+/g, '');
            if (!key || seen.has(key)) return false;
            seen.add(key);
            return true;
          });
      };
      facts.set(nutrient.code, {
        code: nutrient.code,
        claims: distinct(own.map((r) => r.claimKo)),
        ranges: own.filter((r) => r.dailyMin != null || r.dailyMax != null).map((r) => ({ label: r.nameKo, min: r.dailyMin ?? null, max: r.dailyMax ?? null, unit: r.unit })),
        cautions: distinct(own.map((r) => r.cautionsKo)),
        allergens: distinct(own.map((r) => r.allergens)),
        avoidPregnant: own.some((r) => PREGNANT.test(r.cautionsKo)),
        avoidNursing: own.some((r) => NURSING.test(r.cautionsKo)),
        avoidChildren: own.some((r) => CHILDREN.test(r.cautionsKo)),
        sources: distinct(own.map((r) => r.source)),
      });
    }
    return facts;
  })().catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}
