import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, NotFound, enqueue, idSchema, koreanDate, parseInput, z, type Identity } from '@shop/kit';
import { bumpDaily } from '../stats/stats.service.js';
import { ownChannel, manageableChannel } from './channel-access.js';
import { CHANNEL_MENUS, ChannelEntity, ChannelFollowEntity, ChannelHandleEntity, ChannelSignupEntity, type Channel } from './channel.entity.js';
import { assertAdvertisingCompliance } from '../advertising/ad-compliance.js';
import { storedImageUrlSchema } from '../community/community-images.js';

/** Channel handles arrive from links as `@handle` or `handle`; `@` is removed (spec section 2). */
export function normalizeHandle(raw: string): string {
  return raw.normalize('NFC').replaceAll('@', '').trim();
}

/** Spec section 9: the id the web sends for navigation logging when the channel is unknown. */
export const ANONYMOUS_CHANNEL_ID = '8888';

/** A channel by its current handle, or by a handle it had (old links keep working); null when none. */
export async function channelOfHandle(em: EntityManager, handle: string): Promise<Channel | null> {
  const [row] = await em.execute<{ id: string }[]>(
    `select c.id::text from partners.channels c where lower(c.handle) = lower(?)
     union all select h.channel_id::text from partners.channel_handles h where lower(h.handle) = lower(?) limit 1`,
    [handle, handle],
  );
  return row ? em.findOne(ChannelEntity, { id: row.id }) : null;
}

/**
 * The channel a link or a request names: a handle (any '@' removed, old handles too) or a channel
 * id; null for 8888, nothing, or a channel that does not exist.
 */
export async function channelOfRef(em: EntityManager, ref: string | null | undefined): Promise<Channel | null> {
  const value = normalizeHandle(ref ?? '');
  if (!value || value === ANONYMOUS_CHANNEL_ID) return null;
  if (/^[1-9][0-9]{0,17}$/.test(value)) {
    const byId = await em.findOne(ChannelEntity, { id: value });
    if (byId) return byId;
  }
  return channelOfHandle(em, value);
}

/** Handles are matched whatever the case and old handles still lead to their channel; NOT_FOUND otherwise. */
export async function findChannelByHandle(em: EntityManager, raw: string): Promise<Channel> {
  const channel = await channelOfRef(em, raw);
  if (!channel) throw NotFound('채널을 찾을 수 없습니다.');
  return channel;
}

/** Spec section 9: the channel lookup's page. */
export const LOOKUP_PAGE_SIZE = 3;

/**
 * The spec's channel lookup (`query`, offset 0, page size 3): the channel whose handle is the query
 * first, then handles and names that start with it.
 */
export async function lookupChannels(em: EntityManager, rawQuery: string, offset = 0, pageSize = LOOKUP_PAGE_SIZE): Promise<{ items: Channel[]; total: number }> {
  const query = normalizeHandle(rawQuery);
  if (!query) return { items: [], total: 0 };
  const size = Math.min(Math.max(pageSize, 1), 20);
  const pattern = `${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await em.execute<{ id: string; total: string }[]>(
    `select id::text, count(*) over () as total from partners.channels
      where lower(handle) like ? or lower(name) like ?
      order by (lower(handle) = ?) desc, handle limit ? offset ?`,
    [pattern, pattern, query.toLowerCase(), size, Math.max(offset, 0)],
  );
  const byId = new Map((rows.length ? await em.find(ChannelEntity, { id: { $in: rows.map((r) => r.id) } }) : []).map((c) => [c.id, c]));
  return { items: rows.map((r) => byId.get(r.id)!).filter(Boolean), total: Number(rows[0]?.total ?? 0) };
}

/** The channel an influencer runs (`/partners/read/channelByInfluencer`). */
export async function channelOfInfluencer(em: EntityManager, userId: string): Promise<Channel> {
  const channel = /^[1-9][0-9]{0,17}$/.test(userId) ? await em.findOne(ChannelEntity, { ownerUserId: userId }) : null;
  if (!channel) throw NotFound('채널을 찾을 수 없습니다.');
  return channel;
}

/**
 * Handles a visitor would take for the shop itself or its staff (`/@admin`): refused, because an old
 * handle leads to its channel for good. The whole handle (ignoring case and . _ -) must not be one
 * of these words, nor contain the first group's.
 */
export const RESERVED_HANDLES = {
  contained: ['admin', 'official'],
  whole: [
    'staff',
    'operator',
    'manager',
    'root',
    'system',
    'support',
    'help',
    'cs',
    'shop',
    'store',
    'mall',
    'partner',
    'partners',
    'influencer',
    'api',
    'www',
    'mail',
    'security',
    'notice',
    'event',
    'events',
    'service',
    'master',
    'owner',
    'nutrition',
    'recommend',
  ],
} as const;
export function isReservedHandle(handle: string): boolean {
  const bare = handle.toLowerCase().replace(/[._-]/g, '');
  return RESERVED_HANDLES.contained.some((word) => bare.includes(word)) || (RESERVED_HANDLES.whole as readonly string[]).includes(bare);
}

const handleSchema = z
  .string({ error: '채널 핸들을 입력해주세요.' })
  .transform(normalizeHandle)
  .pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/, { message: '채널 핸들은 영문·숫자로 시작하는 3~30자 (영문, 숫자, . _ -)여야 합니다.' }))
  .refine((handle) => !isReservedHandle(handle), { message: '쇼핑몰이나 운영자로 오해할 수 있는 채널 핸들은 쓸 수 없습니다.' });
const nameSchema = z.string({ error: '채널 이름을 입력해주세요.' }).trim().min(2, { message: '채널 이름은 2자 이상이어야 합니다.' }).max(60, { message: '채널 이름은 60자 이하여야 합니다.' });
/** Outbox topic: commerce gives the new channel's owner the influencer role. */
export const INFLUENCER_ROLE_GRANT = 'channel.influencer-role';

/** Claims `handle` for the channel in the handle history (unique whatever the case, across every handle ever used). */
async function claimHandle(em: EntityManager, channelId: string, handle: string, now: Date): Promise<void> {
  const [held] = await em.execute<{ channel_id: string }[]>('select channel_id::text from partners.channel_handles where lower(handle) = lower(?)', [handle]);
  if (held && held.channel_id !== channelId)
    throw new AppError('CONFLICT', '이미 사용 중이거나 다른 채널이 쓰던 채널 핸들입니다.', { fields: [{ field: 'handle', message: '이미 사용 중인 채널 핸들입니다.' }] });
  if (!held) em.create(ChannelHandleEntity, { channelId, handle, createdAt: now });
}

/**
 * A member opens their channel and becomes an influencer (`/user/edit/signupInfluencer`): one
 * channel per account (the database's unique owner); commerce changes the role after the commit
 * (the next 자동 로그인 token carries it).
 */
export async function becomeInfluencer(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<Channel> {
  const input = parseInput(z.object({ handle: handleSchema, name: nameSchema }), raw);
  if (await em.count(ChannelEntity, { ownerUserId: identity.userId }))
    throw new AppError('CONFLICT', '이미 채널을 운영하고 있습니다.', { fields: [{ field: 'handle', message: '이미 채널을 운영하고 있습니다.' }] });
  const channel = em.create(ChannelEntity, { ownerUserId: identity.userId, handle: input.handle, name: input.name, createdAt: now, updatedAt: now });
  await em.flush();
  await claimHandle(em, channel.id, input.handle, now);
  await em.flush();
  await enqueue(em, INFLUENCER_ROLE_GRANT, { userId: identity.userId });
  return channel;
}

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, { message: `${label}은(는) ${max}자 이하여야 합니다.` })
    .nullish()
    .transform((v) => (v == null ? v : v.trim() || null));
const profileSchema = z.object({
  channelId: idSchema('채널').nullish(),
  name: nameSchema.optional(),
  intro: text(500, '소개'),
  // Checked once the caller is known: a photo uploaded to the shop (storedImageUrlSchema), '' or null to remove it.
  profileImageUrl: z.string({ error: '프로필 사진을 확인해주세요.' }).nullish(),
});

/** `/partners/edit/profile`: name, introduction, photo (what is not sent stays). */
export async function editChannelProfile(em: EntityManager, identity: Identity | null, raw: unknown, now = new Date()): Promise<Channel> {
  const input = parseInput(profileSchema, raw);
  const channel = await manageableChannel(em, identity, input.channelId);
  // What the channel's header shows every visitor is the channel's advertising (advertising/ad-compliance.ts).
  assertAdvertisingCompliance({ name: input.name, intro: input.intro });
  if (input.name !== undefined) channel.name = input.name;
  if (input.intro !== undefined) channel.intro = input.intro;
  if (input.profileImageUrl !== undefined) {
    // An outside address would be a broken picture: the shop's Content-Security-Policy shows its own files only.
    channel.profileImageUrl = input.profileImageUrl?.trim() ? parseInput(storedImageUrlSchema(identity!), input.profileImageUrl, 'profileImageUrl') : null;
  }
  channel.updatedAt = now;
  await em.flush();
  return channel;
}

/** `/partners/edit/greetings`. */
export async function editChannelGreetings(em: EntityManager, identity: Identity | null, raw: unknown, now = new Date()): Promise<Channel> {
  const input = parseInput(z.object({ channelId: idSchema('채널').nullish(), greetings: text(1000, '인사말') }), raw);
  const channel = await manageableChannel(em, identity, input.channelId);
  assertAdvertisingCompliance({ greetings: input.greetings });
  channel.greetings = input.greetings ?? null;
  channel.updatedAt = now;
  await em.flush();
  return channel;
}

/** `/partners/edit/menuVisible`: which of the channel's menus visitors see (the complete list). */
export async function setChannelMenus(em: EntityManager, identity: Identity | null, raw: unknown, now = new Date()): Promise<Channel> {
  const input = parseInput(
    z.object({ channelId: idSchema('채널').nullish(), menus: z.array(z.enum(CHANNEL_MENUS, { error: `메뉴는 ${CHANNEL_MENUS.join(', ')} 중에서 고를 수 있습니다.` })).max(CHANNEL_MENUS.length) }),
    raw,
  );
  const channel = await manageableChannel(em, identity, input.channelId);
  // Kept in the menus' own order, each once.
  channel.menus = CHANNEL_MENUS.filter((m) => input.menus.includes(m));
  channel.updatedAt = now;
  await em.flush();
  return channel;
}

/** `/partners/edit/influencerId`: a new handle; the old ones keep leading here and nobody else may take them. */
export async function changeChannelHandle(em: EntityManager, identity: Identity | null, raw: unknown, now = new Date()): Promise<Channel> {
  const input = parseInput(z.object({ channelId: idSchema('채널').nullish(), handle: handleSchema }), raw);
  const channel = await manageableChannel(em, identity, input.channelId);
  if (channel.handle.toLowerCase() === input.handle.toLowerCase() && channel.handle === input.handle) return channel;
  // The current handle is in the history too (channels made before it existed get it now).
  await claimHandle(em, channel.id, channel.handle, now);
  await claimHandle(em, channel.id, input.handle, now);
  channel.handle = input.handle;
  channel.updatedAt = now;
  await em.flush();
  return channel;
}

/**
 * A member signed up through a channel link (commerce's outbox, as the system): counted once per
 * account, for the channel the link named; an unknown channel counts nothing.
 */
export async function recordChannelSignup(em: EntityManager, userId: string, channelRef: string, now = new Date()): Promise<boolean> {
  const channel = await channelOfRef(em, channelRef);
  if (!channel || !/^[1-9][0-9]{0,17}$/.test(userId)) return false;
  const rows = await em.execute<{ user_id: string }[]>('insert into partners.channel_signups (user_id, channel_id, created_at) values (?, ?, ?) on conflict do nothing returning user_id', [
    userId,
    channel.id,
    now,
  ]);
  if (rows.length) await bumpDaily(em, channel.id, koreanDate(now), { signups: 1 });
  return rows.length > 0;
}

/** Members who signed up through the channel, newest first (the owner's list). */
export async function channelSignupMembers(em: EntityManager, identity: Identity | null, channelId: string | null | undefined, page: { offset: number; limit: number }) {
  const channel = await manageableChannel(em, identity, channelId);
  const [items, total] = await em.findAndCount(ChannelSignupEntity, { channelId: channel.id }, { orderBy: { createdAt: 'desc', userId: 'desc' }, ...page });
  return { items, total };
}

/** How many members a channel has: signed up through it, or following its alerts (each person once). */
export async function channelMemberCount(em: EntityManager, channelRef: string): Promise<number> {
  const channel = await findChannelByHandle(em, channelRef);
  const [row] = await em.execute<{ n: string }[]>(
    'select count(*) as n from (select user_id from partners.channel_signups where channel_id = ? union select user_id from partners.channel_follows where channel_id = ?) m',
    [channel.id, channel.id],
  );
  return Number(row?.n ?? 0);
}

/** `/user/create/alert/byInfluencer`: the member follows the channel's alerts (again: no change). */
export async function followChannel(em: EntityManager, identity: Identity, channelRef: string, now = new Date()): Promise<Channel> {
  const channel = await findChannelByHandle(em, channelRef);
  await em.execute('insert into partners.channel_follows (channel_id, user_id, created_at) values (?, ?, ?) on conflict do nothing', [channel.id, identity.userId, now]);
  return channel;
}

export async function unfollowChannel(em: EntityManager, identity: Identity, channelRef: string): Promise<boolean> {
  const channel = await findChannelByHandle(em, channelRef);
  return (await em.nativeDelete(ChannelFollowEntity, { channelId: channel.id, userId: identity.userId })) > 0;
}

/** `/user/alert/byInfluencer`: the channels whose alerts the member follows, newest first. */
export async function followedChannels(em: EntityManager, identity: Identity): Promise<Channel[]> {
  const follows = await em.find(ChannelFollowEntity, { userId: identity.userId }, { orderBy: { createdAt: 'desc' }, limit: 100 });
  const channels = new Map((follows.length ? await em.find(ChannelEntity, { id: { $in: follows.map((f) => f.channelId) } }) : []).map((c) => [c.id, c]));
  return follows.flatMap((f) => (channels.has(f.channelId) ? [channels.get(f.channelId)!] : []));
}

const surveySchema = z.object({
  channelId: z.string().min(1, { message: '채널을 보내주세요.' }).max(60),
  surveyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, { message: '설문 키(surveyKey)는 영문·숫자 60자 이하입니다.' }),
  answers: z
    .record(
      z.string().max(60, { message: '문항 키는 60자 이하입니다.' }),
      z.union([z.string().max(1000), z.number(), z.boolean(), z.array(z.string().max(200)).max(30)], { error: '답은 글, 숫자, 참/거짓 또는 글 목록이어야 합니다.' }),
      { error: '답(answers)은 문항 키와 답으로 된 JSON 객체여야 합니다.' },
    )
    .refine((a) => Object.keys(a).length <= 50, { message: '답은 50개까지입니다.' }),
});

/** `/partners/survey/answer`: a member's answers to a channel's survey, once per survey (answering again replaces them). */
export async function answerChannelSurvey(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<boolean> {
  const input = parseInput(surveySchema, raw);
  const channel = await channelOfRef(em, input.channelId);
  if (!channel) throw new AppError('NOT_FOUND', '채널을 찾을 수 없습니다.', { fields: [{ field: 'channelId', message: '채널을 찾을 수 없습니다.' }] });
  await em.execute(
    `insert into partners.channel_survey_answers (channel_id, user_id, survey_key, answers, created_at) values (?, ?, ?, ?::jsonb, ?)
     on conflict (channel_id, survey_key, user_id) do update set answers = excluded.answers, created_at = excluded.created_at`,
    [channel.id, identity.userId, input.surveyKey, JSON.stringify(input.answers), now],
  );
  return true;
}

/** The caller's own channel, for the partner dashboard (CHANNEL_REQUIRED when none). */
export async function myChannel(em: EntityManager, identity: Identity | null): Promise<Channel> {
  return ownChannel(em, identity);
}
