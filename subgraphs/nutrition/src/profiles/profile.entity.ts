import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A person whose nutrition is tracked: the account holder or a family member. */
export const ProfileEntity = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    /** The commerce account (User.id) that owns this profile; referenced by key, never joined. */
    userId: p.bigint('string').index(),
    name: p.string().length(40),
    /** 1 = male, 2 = female. */
    gender: p.integer(),
    birthday: p.date(),
    /** The account holder's own profile (one per account). */
    isPrimary: p.boolean().default(false),
    /** Profile picture number, drawn by gender and age (spec section 9). */
    imageNo: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Profile = InferEntity<typeof ProfileEntity>;

/** Life-stage settings ("promise" record) of a profile: one current row per profile. */
export const PromiseRecordEntity = defineEntity({
  name: 'PromiseRecord',
  tableName: 'promise_records',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    profileId: p.bigint('string').unique(),
    /** 0 ordinary, 1 pregnancy preparation, 2 vegetarian, 3 weight control, 4 strength, 5 blood sugar. */
    promiseType: p.integer().default(0),
    /** 2 planning, 4 nursing, anything else the default standard. */
    pregnantType: p.integer().nullable(),
    /** Due date (YYYY-MM-DD). */
    pregnantDay: p.date().nullable(),
    /** Vegetarian type 1..6 when promiseType is 2. */
    vegetarianType: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PromiseRecord = InferEntity<typeof PromiseRecordEntity>;
