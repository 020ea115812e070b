import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchIndexes, searchKeyProperties } from '@shop/kit';

/**
 * A supplement in the tracking catalog (not the shop's product list, though it may point at a
 * commerce Product by key). Seeded from the demo catalog's lines or submitted by a member
 * (pending until an admin approves it). Search keys as for products (kit korean-search.ts).
 */
export const SupplementEntity = defineEntity({
  name: 'Supplement',
  tableName: 'supplements',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string().length(120),
    brandName: p.string().length(60).nullable(),
    /** commerce Product.id, when the supplement is sold in the shop. */
    productId: p.bigint('string').nullable().index(),
    /** How one daily serving is described on the label (e.g. "1일 1회 1정"). */
    dailyServing: p.string().length(60).nullable(),
    /** Allergens on the label (e.g. 대두, 우유), for the admin allergen list. */
    allergens: p.array().default([]),
    status: p.string().length(10).default('approved'),
    submittedBy: p.bigint('string').nullable().index(),
    rejectReason: p.text().nullable(),
    ...searchKeyProperties(),
    createdAt: p.datetime().onCreate(() => new Date()),
    reviewedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['status'] }, ...searchIndexes('nutrition', 'supplements')],
});
export type Supplement = InferEntity<typeof SupplementEntity>;

/** Amount of one nutrient in a daily serving, in the nutrient's canonical unit. */
export const SupplementNutrientEntity = defineEntity({
  name: 'SupplementNutrient',
  tableName: 'supplement_nutrients',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    supplementId: p.bigint('string').index(),
    nutrientCode: p.string().length(40),
    amount: p.double().runtimeType('number').$type<number>(),
    unit: p.string().length(12),
  },
  uniques: [{ properties: ['supplementId', 'nutrientCode'] }],
});
export type SupplementNutrient = InferEntity<typeof SupplementNutrientEntity>;

/**
 * A supplement in a profile's regimen (the spec's "nutrient record"): `alramCnt` reminders a day
 * at `reminderTimes` (HH:mm, Korean time). One intake (`eat_cnt` 1) takes one daily serving.
 */
export const RegimenEntity = defineEntity({
  name: 'Regimen',
  tableName: 'supplement_regimens',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    profileId: p.bigint('string').index(),
    userId: p.bigint('string').index(),
    supplementId: p.bigint('string').index(),
    alramCnt: p.integer().default(0),
    reminderTimes: p.array().default([]),
    startDate: p.date(),
    memo: p.string().length(200).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Regimen = InferEntity<typeof RegimenEntity>;

/** Intakes of a regimen entry on a Korean calendar date (`eatCnt` marks, at most `alramCnt` or 1). */
export const IntakeEntity = defineEntity({
  name: 'Intake',
  tableName: 'supplement_intakes',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    regimenId: p.bigint('string'),
    profileId: p.bigint('string'),
    userId: p.bigint('string').index(),
    intakeDate: p.date(),
    eatCnt: p.integer(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['regimenId', 'intakeDate'] }],
  indexes: [{ properties: ['profileId', 'intakeDate'] }],
});
export type Intake = InferEntity<typeof IntakeEntity>;

/** A reminder sent (regimen, date, time): the reminder job's idempotency key. */
export const ReminderDeliveryEntity = defineEntity({
  name: 'ReminderDelivery',
  tableName: 'reminder_deliveries',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    regimenId: p.bigint('string'),
    reminderDate: p.date(),
    reminderTime: p.string().length(5),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['regimenId', 'reminderDate', 'reminderTime'] }],
});
export type ReminderDelivery = InferEntity<typeof ReminderDeliveryEntity>;

/** An external health app linked to an account (interlock), through the health-app adapter. */
export const InterlockEntity = defineEntity({
  name: 'Interlock',
  tableName: 'interlocks',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    provider: p.string().length(30),
    externalUserId: p.string().length(100),
    linkedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['userId', 'provider'] }],
});
export type Interlock = InferEntity<typeof InterlockEntity>;

/** A supplement imported from a linked app, with its nutrients as the app reported them. */
export const InterlockSupplementEntity = defineEntity({
  name: 'InterlockSupplement',
  tableName: 'interlock_supplements',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string').index(),
    interlockId: p.bigint('string'),
    externalId: p.string().length(100),
    name: p.string().length(120),
    nutrients: p.json<{ code: string; amount: number; unit: string }[]>(),
    importedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['interlockId', 'externalId'] }],
});
export type InterlockSupplement = InferEntity<typeof InterlockSupplementEntity>;
