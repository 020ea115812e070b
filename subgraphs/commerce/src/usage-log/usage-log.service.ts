import type { EntityManager } from '@mikro-orm/postgresql';
import { KOREA_TZ, dayjs, isLocalDate, isVisibleText, normalizeSearch, parseInput, z, type Identity } from '@shop/kit';
import { consumeLimit } from '@shop/kit/rate-limits.js';
import { USAGE_ACTIONS, USAGE_ACTION_TYPES, USAGE_LIMITS, UsageLogEntity, type UsageAction, type UsageActionType } from './usage-log.entity.js';

/** The longest period one summary counts (a year and a day: a leap year, both ends included). */
export const SUMMARY_MAX_DAYS = 366;

/**
 * A path of this shop: starts with one `/` (`//host` and `/\host` are other sites to a browser),
 * no spaces, controls or invisible characters. Absolute URLs are refused: the subgraph cannot
 * tell which host is the shop, and a stored path can never point anywhere else.
 */
const isShopPath = (value: string) => /^\/(?![/\\])\S*$/.test(value) && isVisibleText(value);

const shopPath = (field: string, label: string, max: number) =>
  z
    .string({ error: `${label}(${field})를 보내주세요.` })
    .trim()
    .min(1, `${label}(${field})를 보내주세요.`)
    .max(max, `${label}(${field})는 ${max}자 이하여야 합니다.`)
    .refine(isShopPath, `${label}(${field})는 이 쇼핑몰 안의 경로(/로 시작)여야 합니다.`);

/**
 * Where the visitor came from: a path of the shop as it is, or another site's http(s) address
 * cut to its origin and path (a query string or fragment may carry someone's search, e-mail or
 * token, which the log does not need).
 */
function referralOf(value: string): string | null {
  if (isShopPath(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const inputSchema = z
  .object({
    action: z.enum(USAGE_ACTIONS, { error: `화면 구분(action)은 ${USAGE_ACTIONS.join(', ')} 중 하나여야 합니다.` }),
    actionType: z.enum(USAGE_ACTION_TYPES, { error: `행동 구분(actionType)은 ${USAGE_ACTION_TYPES.join(', ')} 중 하나여야 합니다.` }),
    actionId: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(new RegExp(`^[A-Za-z0-9_.:-]{1,${USAGE_LIMITS.actionId}}$`), `대상 ID(actionId)는 영문, 숫자, -_.: 로 된 ${USAGE_LIMITS.actionId}자 이하여야 합니다.`)
        .optional(),
    ),
    query: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(isVisibleText, '검색어(query)에는 보이지 않는 문자나 제어 문자를 쓸 수 없습니다.')
        .transform(normalizeSearch)
        .pipe(z.string().max(USAGE_LIMITS.query, `검색어(query)는 ${USAGE_LIMITS.query}자 이하여야 합니다.`))
        .optional(),
    ),
    href: shopPath('href', '주소', USAGE_LIMITS.href),
    referral: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(USAGE_LIMITS.referral * 4, `이전 주소(referral)는 ${USAGE_LIMITS.referral}자 이하여야 합니다.`)
        .transform((value, ctx) => {
          const kept = referralOf(value);
          if (kept === null) ctx.addIssue({ code: 'custom', message: '이전 주소(referral)는 이 쇼핑몰의 경로나 http(s) 주소여야 합니다.' });
          return kept ?? '';
        })
        .pipe(z.string().max(USAGE_LIMITS.referral, `이전 주소(referral)는 ${USAGE_LIMITS.referral}자 이하여야 합니다.`))
        .optional(),
    ),
  })
  .refine((input) => input.actionType !== 'search' || !!input.query, { path: ['query'], message: '검색 기록(actionType search)에는 검색어(query)가 필요합니다.' });

export interface UsageInput {
  action: string;
  actionType: string;
  actionId?: string | null;
  query?: string | null;
  href: string;
  referral?: string | null;
}

export interface Caller {
  identity: Identity | null;
  clientIp?: string | null;
}

/**
 * Records one usage entry. Anyone may, anonymous visitors included; the account is the caller's
 * own (never taken from the input). Each call counts twice: against `usageLogAddress`
 * (RATE_LIMIT_USAGE_LOG_ADDRESS, loose: a carrier's NAT is many phones) for the client address and
 * against `usageLog` (RATE_LIMIT_USAGE_LOG) for the account, so neither many accounts from one
 * address nor one account from many addresses can flood the table.
 */
export async function recordUsage(em: EntityManager, caller: Caller, raw: UsageInput): Promise<void> {
  await consumeLimit(em, 'usageLogAddress', caller.clientIp ? `address:${caller.clientIp}` : null);
  await consumeLimit(em, 'usageLog', caller.identity ? `user:${caller.identity.userId}` : null);
  const input = parseInput(inputSchema, raw);
  em.create(UsageLogEntity, {
    action: input.action,
    actionType: input.actionType,
    actionId: input.actionId ?? null,
    query: input.query ?? null,
    createdBy: caller.identity?.userId ?? null,
    href: input.href,
    referral: input.referral ?? null,
  });
}

export interface UsageCount {
  action: UsageAction;
  actionType: UsageActionType;
  count: number;
}

const periodSchema = z
  .object({
    from: z.string().refine(isLocalDate, '시작일(from)은 YYYY-MM-DD 형식의 날짜여야 합니다.'),
    to: z.string().refine(isLocalDate, '종료일(to)은 YYYY-MM-DD 형식의 날짜여야 합니다.'),
  })
  .refine((p) => p.from <= p.to, { path: ['to'], message: '종료일(to)은 시작일(from) 이후여야 합니다.' })
  .refine((p) => dayjs(p.to).diff(dayjs(p.from), 'day') < SUMMARY_MAX_DAYS, { path: ['to'], message: `기간은 ${SUMMARY_MAX_DAYS}일 이하여야 합니다.` });

/** Entries per action and action type from `from` to `to` (Korean dates, both days included). */
export async function usageSummary(em: EntityManager, from: string, to: string): Promise<UsageCount[]> {
  const period = parseInput(periodSchema, { from, to });
  const start = dayjs.tz(period.from, KOREA_TZ).toDate();
  const end = dayjs.tz(period.to, KOREA_TZ).add(1, 'day').toDate();
  const rows = await em.execute<{ action: UsageAction; action_type: UsageActionType; count: string }[]>(
    `select action, action_type, count(*) as count from commerce.usage_logs
     where created_at >= ? and created_at < ? group by action, action_type order by action, action_type`,
    [start, end],
  );
  return rows.map((r) => ({ action: r.action, actionType: r.action_type, count: Number(r.count) }));
}

const RETENTION_BATCH = 5000;

/**
 * Deletes entries written before `before`, a batch at a time (short statements on a busy table);
 * returns how many went. The usage log is the shop's access log: its period (3 months) and the job
 * are the retention module's (retention/retention.rules.ts ACCESS_LOGS, docs/decisions/retention.md).
 */
export async function deleteExpiredUsage(em: EntityManager, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await em.execute<{ id: string }[]>(
      `delete from commerce.usage_logs where id in (select id from commerce.usage_logs where created_at < ? order by id limit ${RETENTION_BATCH}) returning id`,
      [before],
    );
    total += deleted.length;
    if (deleted.length < RETENTION_BATCH) return total;
  }
}

/** A leaving account's entries stay for statistics, without the account (lifecycle.ts). */
export async function anonymiseUsage(em: EntityManager, userId: string): Promise<void> {
  await em.execute('update commerce.usage_logs set created_by = null where created_by = ?', [userId]);
}
