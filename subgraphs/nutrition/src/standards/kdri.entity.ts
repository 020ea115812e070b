import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One cell of the KDRI 2020 tables (data/kdri_2020.csv, long format, seeded as is). A profile's
 * standard is selected from these rows by standards.service.ts; nothing here is computed.
 */
export const KdriValueEntity = defineEntity({
  name: 'KdriValue',
  tableName: 'kdri_values',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** e.g. infant_0-5m, male_19-29, female_30-49, pregnancy_T2, lactation. */
    groupCode: p.string().length(20),
    /** male, female or both. */
    sex: p.string().length(6),
    ageFrom: p.double().runtimeType('number').$type<number>().nullable(),
    ageTo: p.double().runtimeType('number').$type<number>().nullable(),
    /** months or years. */
    ageUnit: p.string().length(6).nullable(),
    nutrient: p.string().length(40),
    /** EER, EAR, RNI, AI, UL, CDRR, AMDR_min, AMDR_max. */
    kind: p.string().length(10),
    value: p.double().runtimeType('number').$type<number>().nullable(),
    unit: p.string().length(80),
    /** absolute, or addition (added to the same-age woman's value for pregnancy and lactation). */
    valueType: p.string().length(10),
    source: p.text(),
    note: p.text().nullable(),
  },
  indexes: [{ properties: ['groupCode', 'nutrient'] }],
});
export type KdriValue = InferEntity<typeof KdriValueEntity>;
