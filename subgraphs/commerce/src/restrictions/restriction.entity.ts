import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a restriction stops: the whole account (orders and writing), or only its writing. */
export const RESTRICTION_SCOPES = ['ACCOUNT', 'CONTENT'] as const;
export type RestrictionScope = (typeof RESTRICTION_SCOPES)[number];
/** Why: a breach of the terms (escalates step by step), or a clearly illegal act (permanent at once). */
export const RESTRICTION_CAUSES = ['VIOLATION', 'ILLEGAL'] as const;
export type RestrictionCause = (typeof RESTRICTION_CAUSES)[number];

/**
 * One restriction of an account by an operator (spec section 6). Rows are history: a restriction
 * ends at `endsAt` (null = permanent) or when lifted; `offence` numbers an account's restrictions
 * 1, 2, 3 ... (unique), which is what the escalation rule counts. Meaning of the constraints:
 * restrictions.constraints.ts.
 */
export const AccountRestrictionEntity = defineEntity({
  name: 'AccountRestriction',
  tableName: 'account_restrictions',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.bigint('string'),
    offence: p.integer(),
    scope: p.string().length(16).$type<RestrictionScope>(),
    cause: p.string().length(16).$type<RestrictionCause>(),
    reason: p.string().length(500),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    createdBy: p.bigint('string'),
    createdAt: p.datetime(),
    liftedAt: p.datetime().nullable(),
    liftedBy: p.bigint('string').nullable(),
    liftReason: p.string().length(500).nullable(),
  },
  uniques: [{ name: 'account_restrictions_offence_unique', properties: ['userId', 'offence'] }],
});
export type AccountRestriction = InferEntity<typeof AccountRestrictionEntity>;
