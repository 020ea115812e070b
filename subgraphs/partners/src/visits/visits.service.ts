import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, enqueue, koreanDate, parseInput, z, type Identity } from '@shop/kit';
import { ipLocator } from '../adapters/ip-location/index.js';
import { manageableChannel } from '../channels/channel-access.js';
import { channelOfRef } from '../channels/channels.service.js';
import { bumpDaily } from '../stats/stats.service.js';
import { QueryLogEntity } from './visit.entities.js';

/** The action of the first record of a session that arrived through a channel link. */
export const FIRST_INFLOW = 'first_inflow';

/** The channel a visit names (handle, old handle or id); unknown is null, never an error: logging never fails a page. */
export const visitedChannel = channelOfRef;

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, { message: `${label}은(는) ${max}자 이하여야 합니다.` })
    .nullish()
    .transform((v) => v?.trim() || null);
const visitSchema = z.object({
  action: z.string().trim().min(1, { message: '기록할 동작(action)을 보내주세요.' }).max(60, { message: '동작(action)은 60자 이하여야 합니다.' }),
  influencerId: text(60, '채널(influencer_id)'),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '세션 값(sessionId)은 영문·숫자 8~64자여야 합니다.' })
    .nullish()
    .transform((v) => v ?? null),
  value: text(500, '값(value)'),
});

/**
 * Records a visit (spec section 4): `first_inflow` once per channel and session (a repeat answers
 * as the first did and counts nothing), anything else as it comes. The account is the caller's
 * own, never a `created_by` the client sends; the address is the one the gateway saw.
 */
export async function recordVisit(em: EntityManager, identity: Identity | null, clientIp: string | null, raw: unknown, now = new Date()): Promise<{ recorded: boolean; channelId: string | null }> {
  const input = parseInput(visitSchema, raw);
  const channel = await visitedChannel(em, input.influencerId);
  if (input.action === FIRST_INFLOW && !input.sessionId) throw BadInput([{ field: 'sessionId', message: '첫 유입 기록에는 세션 값(sessionId)이 필요합니다.' }]);
  const rows = await em.execute<{ id: string }[]>(
    `insert into partners.channel_visits (channel_id, user_id, session_id, action, value, ip, created_at) values (?, ?, ?, ?, ?, ?, ?)
     on conflict do nothing returning id`,
    [channel?.id ?? null, identity?.userId ?? null, input.sessionId, input.action, input.value, clientIp, now],
  );
  const recorded = rows.length > 0;
  // A visitor who signs in later in the same tab session: their earlier anonymous records are theirs
  // (so an order after signing in is attributed to the link they arrived by).
  if (identity && input.sessionId) await em.execute('update partners.channel_visits set user_id = ? where session_id = ? and user_id is null', [identity.userId, input.sessionId]);
  if (recorded && channel) {
    const day = koreanDate(now);
    if (input.action === FIRST_INFLOW) await bumpDaily(em, channel.id, day, { firstInflows: 1, visits: 1 });
  }
  return { recorded, channelId: channel?.id ?? null };
}

/** `/partners/update/visitor` and `/partners/pages/add/view`: one more visit or page view of the channel today. */
export async function countChannel(em: EntityManager, ref: string, what: 'visits' | 'pageViews', now = new Date()): Promise<boolean> {
  const channel = await visitedChannel(em, ref);
  if (!channel) return false;
  await bumpDaily(em, channel.id, koreanDate(now), { [what]: 1 });
  return true;
}

const logSchema = z.object({
  log: z.string().trim().min(1, { message: '기록할 내용(log)을 보내주세요.' }).max(2000, { message: '기록(log)은 2000자 이하여야 합니다.' }),
  host: text(255, 'host'),
  hostname: text(255, 'hostname'),
  href: text(2000, 'href'),
  origin: text(255, 'origin'),
  pathname: text(1000, 'pathname'),
  inflow: text(255, 'inflow'),
  ip: text(64, 'ip'),
});

/** The spec's query log; the channel is the inflow's (a handle), the address the one sent or the one the gateway saw. */
export async function recordQueryLog(em: EntityManager, identity: Identity | null, clientIp: string | null, raw: unknown, now = new Date()): Promise<boolean> {
  const input = parseInput(logSchema, raw);
  const channel = await visitedChannel(em, input.inflow);
  const log = em.create(QueryLogEntity, { ...input, channelId: channel?.id ?? null, userId: identity?.userId ?? null, ip: input.ip ?? clientIp, createdAt: now });
  await em.flush();
  // Where the address is, after the answer (the lookup is another service's); a log whose lookup fails keeps no location.
  if (log.ip) await enqueue(em, QUERY_LOG_LOCATE, { id: log.id });
  return true;
}

/** Outbox topic: locate a query log's address (the IP location adapter). */
export const QUERY_LOG_LOCATE = 'query-log.locate';

/**
 * The outbox handler: asks the IP locator where the log's address is and keeps it. An address the
 * provider cannot place (private, reserved) stays without; a provider that cannot be reached is
 * retried by the outbox, and after its last attempt the log stays without a location.
 */
export async function locateQueryLog(em: EntityManager, { id }: { id: string }): Promise<void> {
  const log = await em.findOne(QueryLogEntity, { id });
  if (!log?.ip) return;
  const place = await ipLocator().locate(log.ip);
  if (!place) return;
  log.countryCode = place.countryCode;
  log.region = place.region;
  log.city = place.city;
  await em.flush();
}

/** The owner's query logs of their channel, newest first. */
export async function channelQueryLogs(em: EntityManager, identity: Identity | null, channelId: string | null | undefined, page: { offset: number; limit: number }) {
  const channel = await manageableChannel(em, identity, channelId);
  const [items, total] = await em.findAndCount(QueryLogEntity, { channelId: channel.id }, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/**
 * The channel a buyer came through for an order made at `orderedAt`: the latest first inflow of
 * their account within `windowDays` before it (docs/decisions/partners.md, "Attribution").
 */
export async function linkedChannelOf(em: EntityManager, userId: string, orderedAt: Date, windowDays: number): Promise<string | null> {
  const [row] = await em.execute<{ channel_id: string }[]>(
    `select channel_id::text from partners.channel_visits
      where user_id = ? and action = ? and channel_id is not null and created_at <= ? and created_at > ?
      order by created_at desc, id desc limit 1`,
    [userId, FIRST_INFLOW, orderedAt, new Date(orderedAt.getTime() - windowDays * 86_400_000)],
  );
  return row?.channel_id ?? null;
}
