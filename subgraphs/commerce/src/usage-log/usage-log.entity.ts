import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Path categories of spec section 2 ("Path categories used for activity logging"). */
export const USAGE_ACTIONS = ['home', 'product', 'group_buying', 'cart', 'order', 'payment_result', 'pick', 'mypage', 'search'] as const;
export type UsageAction = (typeof USAGE_ACTIONS)[number];
/** What the visitor did there: looked at the page, searched, clicked something on it. */
export const USAGE_ACTION_TYPES = ['view', 'search', 'click'] as const;
export type UsageActionType = (typeof USAGE_ACTION_TYPES)[number];

export const USAGE_LIMITS = { actionId: 100, query: 100, href: 500, referral: 500 } as const;

const inList = (column: string, values: readonly string[]) => `"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`;
/** Written the way PostgreSQL prints it back (no `between`), so schema diffs see no change. */
const lengthBetween = (column: string, max: number) => `length("${column}") >= 1 and length("${column}") <= ${max}`;
const lengthAtMost = (column: string, max: number) => `"${column}" is null or (${lengthBetween(column, max)})`;

/**
 * The activity (usage) log of spec section 2: one row per page a visitor opened (and, later,
 * per search or click). `createdBy` is the caller's account (a guest is an account too), null
 * for anonymous visitors and after the account left (rows are kept, anonymised, for statistics).
 * Rows older than the access-log period (3 months) are deleted by the retention module's job.
 */
export const UsageLogEntity = defineEntity({
  name: 'UsageLog',
  tableName: 'usage_logs',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    action: p.text(),
    actionType: p.text(),
    actionId: p.text().nullable(),
    query: p.text().nullable(),
    createdBy: p.bigint('string').nullable(),
    href: p.text(),
    referral: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['createdAt'] }, { properties: ['action', 'createdAt'] }, { properties: ['createdBy'] }],
  checks: [
    { name: 'usage_logs_action_check', expression: inList('action', USAGE_ACTIONS) },
    { name: 'usage_logs_action_type_check', expression: inList('action_type', USAGE_ACTION_TYPES) },
    { name: 'usage_logs_action_id_check', expression: lengthAtMost('action_id', USAGE_LIMITS.actionId) },
    { name: 'usage_logs_query_check', expression: lengthAtMost('query', USAGE_LIMITS.query) },
    { name: 'usage_logs_href_check', expression: lengthBetween('href', USAGE_LIMITS.href) },
    { name: 'usage_logs_referral_check', expression: lengthAtMost('referral', USAGE_LIMITS.referral) },
  ],
});
export type UsageLog = InferEntity<typeof UsageLogEntity>;
