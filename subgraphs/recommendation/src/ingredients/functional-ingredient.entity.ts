import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One row of the MFDS functional-ingredient reference (data/functional_ingredients.csv: an
 * ingredient x claim, with its daily range, cautions, allergens and sources). Reference data,
 * loaded by a migration with the schema; never edited by the shop.
 */
export const FunctionalIngredientEntity = defineEntity({
  name: 'FunctionalIngredient',
  tableName: 'functional_ingredients',
  properties: {
    key: p.string().length(60).primary(),
    nameKo: p.text(),
    nameEn: p.text(),
    /** 기능성 내용: the approved claim, the only words shown to users about what it does. */
    claimKo: p.text(),
    /** Empty in the file when no value applies or none was found: null, not 0. */
    dailyMin: p.double().nullable().runtimeType('number').$type<number | null>(),
    dailyMax: p.double().nullable().runtimeType('number').$type<number | null>(),
    unit: p.string().length(20),
    marker: p.text(),
    cautionsKo: p.text(),
    allergens: p.text(),
    source: p.text(),
    crosscheckSource: p.text(),
    note: p.text(),
  },
});
export type FunctionalIngredient = InferEntity<typeof FunctionalIngredientEntity>;
