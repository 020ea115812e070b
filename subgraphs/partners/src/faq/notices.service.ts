import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, displayName, idSchema, lockKey, parseInput, z, type Identity, type Page } from '@shop/kit';
import { manageableChannel } from '../channels/channel-access.js';
import { channelByRef } from '../community/channel-ref.js';
import { ChannelNoticeEntity, FAQ_RULES, type ChannelNotice } from './faq.entities.js';
import { assertAdvertisingCompliance } from '../advertising/ad-compliance.js';

/**
 * A channel's notices (spec: number, title, date; one with its content). The owner writes, anyone
 * reads. A notice's number is the channel's own sequence, taken under the channel's notice lock
 * (channel_notices_channel_id_number_unique holds it in the database too); numbers of deleted
 * notices are not reused, as on any board.
 */

const title = displayName('제목', { max: FAQ_RULES.noticeTitleMax });
const content = z
  .string({ error: '내용을 입력해주세요.' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(1, '내용을 입력해주세요.').max(FAQ_RULES.noticeContentMax, `내용은 ${FAQ_RULES.noticeContentMax}자까지 쓸 수 있습니다.`));

const createSchema = z.object({ title, content });
const editSchema = z.object({ id: idSchema('공지'), title: title.nullish(), content: content.nullish() });

export async function createNotice(em: EntityManager, identity: Identity, channelId: string | null | undefined, raw: unknown): Promise<ChannelNotice> {
  const channel = await manageableChannel(em, identity, channelId);
  const input = parseInput(createSchema, raw);
  assertAdvertisingCompliance({ title: input.title, content: input.content });
  await lockKey(em, `partners.channel_notices:${channel.id}`);
  const [{ last }] = await em.execute<{ last: number }[]>('select coalesce(max(number), 0)::int as last from partners.channel_notices where channel_id = ?', [channel.id]);
  const notice = em.create(ChannelNoticeEntity, { channelId: channel.id, number: last + 1, title: input.title, content: input.content });
  await em.flush();
  return notice;
}

async function manageableNotice(em: EntityManager, identity: Identity, rawId: string): Promise<ChannelNotice> {
  const id = parseInput(idSchema('공지'), rawId, 'id');
  const notice = await em.findOne(ChannelNoticeEntity, { id });
  if (!notice) throw NotFound('공지를 찾을 수 없습니다.');
  await manageableChannel(em, identity, notice.channelId);
  return notice;
}

export async function editNotice(em: EntityManager, identity: Identity, raw: unknown): Promise<ChannelNotice> {
  const input = parseInput(editSchema, raw);
  const notice = await manageableNotice(em, identity, input.id);
  assertAdvertisingCompliance({ title: input.title, content: input.content });
  if (input.title != null) notice.title = input.title;
  if (input.content != null) notice.content = input.content;
  await em.flush();
  return notice;
}

export async function deleteNotice(em: EntityManager, identity: Identity, rawId: string): Promise<boolean> {
  const notice = await manageableNotice(em, identity, rawId);
  await em.nativeDelete(ChannelNoticeEntity, { id: notice.id });
  return true;
}

/** A channel's notices, newest (highest number) first. */
export async function noticesOf(em: EntityManager, channelRef: string, page: { offset: number; limit: number }): Promise<Page<ChannelNotice>> {
  const channel = await channelByRef(em, channelRef);
  const [items, total] = await em.findAndCount(ChannelNoticeEntity, { channelId: channel.id }, { orderBy: { number: 'desc' }, ...page });
  return { items, total };
}

export async function noticeById(em: EntityManager, rawId: string): Promise<ChannelNotice> {
  const id = parseInput(idSchema('공지'), rawId, 'id');
  const notice = await em.findOne(ChannelNoticeEntity, { id });
  if (!notice) throw NotFound('공지를 찾을 수 없습니다.');
  return notice;
}
