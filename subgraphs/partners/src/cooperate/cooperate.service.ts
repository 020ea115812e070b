import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, NotFound, SubgraphRefused, SubgraphUnavailable, callSubgraph, enqueue, idSchema, instantSchema, parseInput, withParticle, won, z, type Identity } from '@shop/kit';
import { manageableChannel, managesChannel } from '../channels/channel-access.js';
import { ChannelEntity } from '../channels/channel.entity.js';
import { visitedChannel } from '../visits/visits.service.js';
import { COOPERATE_STATUSES, COOPERATE_TRANSITIONS, EDITABLE_STATUSES, PUBLIC_STATUSES, cooperateTransitionRefused, type CooperateActor, type CooperateStatus } from './cooperate-transitions.js';
import { CooperateAlertEntity, CooperateEventEntity, type CooperateEvent } from './cooperate.entity.js';
import { assertAdvertisingCompliance } from '../advertising/ad-compliance.js';

/** Outbox topic: copy an event's current state to commerce (checkout prices from the copy). */
export const COOPERATE_SYNC = 'cooperate.sync';

const DAY_MS = 86_400_000;
/** An event runs at most this long (a "group" buy that never ends is a price cut). */
export const COOPERATE_MAX_DAYS = 31;

const title = z
  .string({ error: '공동구매 제목을 입력해주세요.' })
  .trim()
  .min(1, { message: '공동구매 제목을 입력해주세요.' })
  .pipe(z.string().min(2, { message: '공동구매 제목은 2자 이상이어야 합니다.' }).max(120, { message: '공동구매 제목은 120자 이하여야 합니다.' }));
const eventSchema = z.object({
  productId: idSchema('상품'),
  title,
  description: z
    .string()
    .max(2000, { message: '설명은 2000자 이하여야 합니다.' })
    .nullish()
    .transform((v) => v?.trim() || null),
  groupPrice: z.number({ error: '공동구매가를 입력해주세요.' }).int({ message: '공동구매가는 원 단위입니다.' }).min(100, { message: '공동구매가는 100원 이상이어야 합니다.' }),
  startsAt: instantSchema('시작'),
  endsAt: instantSchema('종료'),
  maxParticipants: z
    .number()
    .int({ message: '참여 인원은 정수로 입력해주세요.' })
    .min(1, { message: '참여 인원은 1명 이상이어야 합니다.' })
    .max(100_000, { message: '참여 인원은 100,000명 이하여야 합니다.' })
    .nullish()
    .transform((v) => v ?? null),
});

/** The product at the shop: it must exist and be on sale, and the group price must be below its sale price. */
async function checkProduct(productId: string, groupPrice: number): Promise<void> {
  let products: { id: string; status: string; salePrice: number }[];
  try {
    products = (
      await callSubgraph<{ productsByIds: { id: string; status: string; salePrice: number }[] }>('commerce', {
        query: 'query ($ids: [ID!]!) { productsByIds(ids: $ids) { id status salePrice } }',
        variables: { ids: [productId] },
      })
    ).productsByIds;
  } catch (error) {
    if (error instanceof SubgraphUnavailable || error instanceof SubgraphRefused) throw new AppError('SERVICE_UNAVAILABLE', '상품 정보를 확인하지 못했습니다. 잠시 후 다시 시도해주세요.');
    throw error;
  }
  const product = products[0];
  if (!product || product.status === 'hidden') throw new AppError('NOT_FOUND', '상품을 찾을 수 없습니다.', { fields: [{ field: 'productId', message: '상품을 찾을 수 없습니다.' }] });
  if (product.status !== 'on_sale') throw BadInput([{ field: 'productId', message: '판매 중인 상품만 공동구매할 수 있습니다.' }]);
  if (groupPrice >= product.salePrice) throw BadInput([{ field: 'groupPrice', message: `공동구매가는 판매가(${product.salePrice.toLocaleString('ko-KR')}원)보다 낮아야 합니다.` }]);
}

function checkPeriod(startsAt: Date, endsAt: Date, now: Date): void {
  if (endsAt <= startsAt) throw BadInput([{ field: 'endsAt', message: '종료 시각은 시작 시각 뒤여야 합니다.' }]);
  if (endsAt <= now) throw BadInput([{ field: 'endsAt', message: '이미 지난 종료 시각입니다.' }]);
  if (endsAt.getTime() - startsAt.getTime() > COOPERATE_MAX_DAYS * DAY_MS) throw BadInput([{ field: 'endsAt', message: `공동구매 기간은 최대 ${COOPERATE_MAX_DAYS}일입니다.` }]);
}

/** A new event of the caller's channel (or, for an admin, of `channelId`), as a draft. */
export async function createCooperateEvent(em: EntityManager, identity: Identity | null, raw: unknown, now = new Date()): Promise<CooperateEvent> {
  const input = parseInput(eventSchema.extend({ channelId: idSchema('채널').nullish() }), raw);
  const channel = await manageableChannel(em, identity, input.channelId);
  assertAdvertisingCompliance({ title: input.title, description: input.description });
  checkPeriod(input.startsAt, input.endsAt, now);
  await checkProduct(input.productId, input.groupPrice);
  const { channelId: _channel, ...fields } = input;
  const event = em.create(CooperateEventEntity, { ...fields, channelId: channel.id, status: 'draft', version: 1, createdAt: now, updatedAt: now });
  await em.flush();
  await enqueue(em, COOPERATE_SYNC, { eventId: event.id });
  return event;
}

async function lockedEvent(em: EntityManager, id: string): Promise<CooperateEvent> {
  const event = /^[1-9][0-9]{0,17}$/.test(id) ? await em.findOne(CooperateEventEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!event) throw NotFound('공동구매를 찾을 수 없습니다.');
  return event;
}

/** An event the caller may manage, locked for the change. */
async function managedEvent(em: EntityManager, identity: Identity | null, id: string): Promise<CooperateEvent> {
  const event = await lockedEvent(em, id);
  await manageableChannel(em, identity, event.channelId);
  return event;
}

/** Changes a draft or scheduled event (nobody has bought at its price yet). */
export async function editCooperateEvent(em: EntityManager, identity: Identity | null, id: string, raw: unknown, now = new Date()): Promise<CooperateEvent> {
  const event = await managedEvent(em, identity, id);
  if (!EDITABLE_STATUSES.includes(event.status as CooperateStatus)) {
    throw new AppError('COOPERATE_STATUS_CONFLICT', '진행 중이거나 끝난 공동구매는 고칠 수 없습니다.', {
      fields: [{ field: 'status', message: '작성 중이거나 오픈 예정인 공동구매만 고칠 수 있습니다.' }],
    });
  }
  const input = parseInput(eventSchema, raw);
  assertAdvertisingCompliance({ title: input.title, description: input.description });
  checkPeriod(input.startsAt, input.endsAt, now);
  await checkProduct(input.productId, input.groupPrice);
  if (input.maxParticipants !== null && input.maxParticipants < event.participantCount) {
    throw BadInput([{ field: 'maxParticipants', message: `이미 ${event.participantCount}명이 참여했습니다.` }]);
  }
  Object.assign(event, input, { version: event.version + 1, updatedAt: now });
  await em.flush();
  await enqueue(em, COOPERATE_SYNC, { eventId: event.id });
  return event;
}

/** Moves an event along COOPERATE_TRANSITIONS as its owner (or as the schedule job); anything else is COOPERATE_STATUS_CONFLICT. */
export async function moveCooperateEvent(em: EntityManager, event: CooperateEvent, to: string, who: CooperateActor, now = new Date()): Promise<CooperateEvent> {
  const status = parseInput(z.enum(COOPERATE_STATUSES, { error: '공동구매 상태를 확인해주세요.' }), to, 'status');
  const from = event.status as CooperateStatus;
  if (!COOPERATE_TRANSITIONS.some((t) => t.from === from && t.to === status && t.who.includes(who))) throw cooperateTransitionRefused(from, status);
  if (status === 'open' && event.endsAt <= now)
    throw new AppError('COOPERATE_STATUS_CONFLICT', '종료 시각이 지난 공동구매는 열 수 없습니다.', { fields: [{ field: 'endsAt', message: '종료 시각이 지났습니다.' }] });
  event.status = status;
  // Opened early by its owner: it starts now (commerce sells at the group price inside the period).
  if (status === 'open' && event.startsAt > now) event.startsAt = now;
  if (status === 'closed' && event.endsAt > now) event.endsAt = now;
  event.version += 1;
  event.updatedAt = now;
  await em.flush();
  await enqueue(em, COOPERATE_SYNC, { eventId: event.id });
  // Opened (by its owner or the schedule): the members who asked are told (once each).
  if (status === 'open') await queueCooperateAlerts(em, event, now);
  return event;
}

/** Outbox topic: text the members who asked to be told about an event (through commerce's SMS). */
export const COOPERATE_ALERT_SMS = 'cooperate.alert-sms';

/**
 * Marks the not-yet-told alert requests of an event told and queues one message to them (commerce
 * sends each once per event and member). Returns how many were queued.
 */
export async function queueCooperateAlerts(em: EntityManager, event: CooperateEvent, now = new Date()): Promise<number> {
  const told = await em.execute<{ user_id: string }[]>('update partners.cooperate_alerts set notified_at = ? where event_id = ? and notified_at is null returning user_id::text', [now, event.id]);
  if (!told.length) return 0;
  await enqueue(em, COOPERATE_ALERT_SMS, { eventId: event.id, userIds: told.map((t) => t.user_id) });
  return told.length;
}

/** `/partners/send/cooperate/userForAlert`: the owner tells the members who asked and were not told yet (an open or scheduled event). */
export async function sendCooperateAlerts(em: EntityManager, identity: Identity | null, id: string, now = new Date()): Promise<number> {
  const event = await managedEvent(em, identity, id);
  if (event.status !== 'open' && event.status !== 'scheduled') {
    throw new AppError('COOPERATE_STATUS_CONFLICT', '오픈 예정이거나 진행 중인 공동구매만 알림을 보낼 수 있습니다.', {
      fields: [{ field: 'status', message: '오픈 예정이거나 진행 중인 공동구매가 아닙니다.' }],
    });
  }
  return queueCooperateAlerts(em, event, now);
}

/** The message of an event's alert (Korean, the particle by the title's last sound). */
export function cooperateAlertText(channelName: string, event: Pick<CooperateEvent, 'title' | 'groupPrice' | 'status'>): string {
  const opened = event.status === 'open' ? '열렸어요' : '곧 열려요';
  // The particle follows the title's last sound; the title itself stays inside its quotes.
  const particle = withParticle(event.title, '이', '가').slice(event.title.length);
  return `[영양제 쇼핑몰] ${channelName} 공동구매 '${event.title}'${particle} ${opened}. 공동구매가 ${won(event.groupPrice)}`;
}

/** The outbox handler: commerce texts the members (it holds the phones and the SMS adapter). */
export async function sendCooperateAlertSms(em: EntityManager, { eventId, userIds }: { eventId: string; userIds: string[] }): Promise<void> {
  const event = await em.findOne(CooperateEventEntity, { id: eventId });
  if (!event) return;
  const channel = await em.findOneOrFail(ChannelEntity, { id: event.channelId });
  await callSubgraph('commerce', {
    query: 'mutation ($u: [ID!]!, $t: String!, $k: String!) { sendMemberNotices(userIds: $u, text: $t, key: $k) }',
    variables: { u: userIds, t: cooperateAlertText(channel.name, event), k: `cooperate-alert:${event.id}` },
  });
}

export async function changeCooperateStatus(em: EntityManager, identity: Identity | null, id: string, to: string, now = new Date()): Promise<CooperateEvent> {
  return moveCooperateEvent(em, await managedEvent(em, identity, id), to, 'owner', now);
}

/** The schedule job: scheduled events whose start has come open, open events whose end has come close. */
export async function runCooperateSchedule(em: EntityManager, now = new Date()): Promise<{ opened: number; closed: number }> {
  let opened = 0;
  let closed = 0;
  // Rows another run holds are skipped (two schedulers never move one event twice).
  const ids = await em.execute<{ id: string }[]>(
    `select id::text from partners.cooperate_events
      where (status = 'scheduled' and starts_at <= ?) or (status = 'open' and ends_at <= ?)
      order by id limit 200 for update skip locked`,
    [now, now],
  );
  const due = ids.length ? await em.find(CooperateEventEntity, { id: { $in: ids.map((r) => r.id) } }, { orderBy: { id: 'asc' } }) : [];
  for (const event of due) {
    if (event.status === 'scheduled' && event.endsAt > now) {
      await moveCooperateEvent(em, event, 'open', 'system', now);
      opened += 1;
    } else {
      await moveCooperateEvent(em, event, 'closed', 'system', now);
      closed += 1;
    }
  }
  return { opened, closed };
}

/** The outbox handler: commerce's copy of the event, as it is now. */
export async function sendCooperateToCommerce(em: EntityManager, { eventId }: { eventId: string }): Promise<void> {
  const event = await em.findOne(CooperateEventEntity, { id: eventId });
  if (!event) return;
  await callSubgraph('commerce', {
    query: 'mutation ($input: GroupBuyOfferInput!) { syncGroupBuyOffer(input: $input) }',
    variables: {
      input: {
        eventId: event.id,
        channelId: event.channelId,
        productId: event.productId,
        groupPrice: event.groupPrice,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        status: event.status,
        version: event.version,
      },
    },
  });
}

/** Whether an event takes participants now: open and inside its period. */
const running = (event: CooperateEvent, now: Date) => event.status === 'open' && event.startsAt <= now && now < event.endsAt;

/**
 * Joins an open event (참여) once: a second join answers as the first; the limit holds under any
 * number of concurrent joins (a conditional update of the count, in the join's transaction).
 */
export async function joinCooperate(em: EntityManager, identity: Identity, id: string, now = new Date()): Promise<CooperateEvent> {
  const event = /^[1-9][0-9]{0,17}$/.test(id) ? await em.findOne(CooperateEventEntity, { id }) : null;
  if (!event) throw NotFound('공동구매를 찾을 수 없습니다.');
  if (!running(event, now)) throw new AppError('COOPERATE_NOT_OPEN', '진행 중인 공동구매가 아닙니다.', { fields: [{ field: 'eventId', message: '진행 중인 공동구매가 아닙니다.' }] });
  const joined = await em.execute<{ event_id: string }[]>('insert into partners.cooperate_participants (event_id, user_id, created_at) values (?, ?, ?) on conflict do nothing returning event_id', [
    event.id,
    identity.userId,
    now,
  ]);
  if (joined.length) {
    const counted = await em.execute<{ participant_count: number }[]>(
      'update partners.cooperate_events set participant_count = participant_count + 1 where id = ? and (max_participants is null or participant_count < max_participants) returning participant_count',
      [event.id],
    );
    if (!counted.length) throw new AppError('COOPERATE_FULL', '참여 인원이 다 찼습니다.', { fields: [{ field: 'eventId', message: '참여 인원이 다 찼습니다.' }] });
  }
  await em.refresh(event);
  return event;
}

/** Asks to be told when an event opens (once; asking again is not an error). */
export async function askCooperateAlert(em: EntityManager, identity: Identity, id: string, now = new Date()): Promise<boolean> {
  const event = /^[1-9][0-9]{0,17}$/.test(id) ? await em.findOne(CooperateEventEntity, { id }) : null;
  if (!event || event.status === 'draft') throw NotFound('공동구매를 찾을 수 없습니다.');
  if (event.status !== 'scheduled')
    throw new AppError('COOPERATE_STATUS_CONFLICT', '오픈 예정인 공동구매만 알림을 신청할 수 있습니다.', { fields: [{ field: 'eventId', message: '오픈 예정인 공동구매가 아닙니다.' }] });
  await em.execute('insert into partners.cooperate_alerts (event_id, user_id, created_at) values (?, ?, ?) on conflict do nothing', [event.id, identity.userId, now]);
  return true;
}

/** Who asked to be notified (the owner's list), newest first. */
export async function cooperateAlertMembers(em: EntityManager, identity: Identity | null, id: string, page: { offset: number; limit: number }) {
  const event = await em.findOne(CooperateEventEntity, { id: /^[1-9][0-9]{0,17}$/.test(id) ? id : '0' });
  if (!event) throw NotFound('공동구매를 찾을 수 없습니다.');
  await manageableChannel(em, identity, event.channelId);
  const [items, total] = await em.findAndCount(CooperateAlertEntity, { eventId: event.id }, { orderBy: { createdAt: 'desc', userId: 'asc' }, ...page });
  return { items: items.map((a) => ({ userId: a.userId, createdAt: a.createdAt })), total };
}

/** One more click of an event's link (one statement: concurrent clicks all count). */
export async function clickCooperate(em: EntityManager, id: string): Promise<number> {
  const rows = /^[1-9][0-9]{0,17}$/.test(id)
    ? await em.execute<{ click_count: number }[]>(`update partners.cooperate_events set click_count = click_count + 1 where id = ? and status <> 'draft' returning click_count`, [id])
    : [];
  if (!rows.length) throw NotFound('공동구매를 찾을 수 없습니다.');
  return rows[0]!.click_count;
}

/**
 * A channel's events for a visitor (no drafts), or for its owner (all, `status` to filter), newest
 * start first. `channel` is a handle or an id.
 */
export async function channelCooperateEvents(em: EntityManager, identity: Identity | null, channelRef: string, status: string | null | undefined, page: { offset: number; limit: number }) {
  const channel = await visitedChannel(em, channelRef);
  if (!channel) throw NotFound('채널을 찾을 수 없습니다.');
  const wanted = status ? parseInput(z.enum(COOPERATE_STATUSES, { error: '공동구매 상태를 확인해주세요.' }), status, 'status') : null;
  const visible: readonly string[] = managesChannel(identity, channel) ? COOPERATE_STATUSES : PUBLIC_STATUSES;
  const statuses = wanted ? (visible.includes(wanted) ? [wanted] : []) : [...visible];
  const [items, total] = await em.findAndCount(CooperateEventEntity, { channelId: channel.id, status: { $in: statuses } }, { orderBy: { startsAt: 'desc', id: 'desc' }, ...page });
  return { items, total };
}

/** One event for a visitor (a draft only for its owner). */
export async function cooperateEvent(em: EntityManager, identity: Identity | null, id: string): Promise<CooperateEvent> {
  const event = /^[1-9][0-9]{0,17}$/.test(id) ? await em.findOne(CooperateEventEntity, { id }) : null;
  if (!event) throw NotFound('공동구매를 찾을 수 없습니다.');
  if (event.status === 'draft') {
    const channel = await em.findOneOrFail(ChannelEntity, { id: event.channelId });
    if (!managesChannel(identity, channel)) throw NotFound('공동구매를 찾을 수 없습니다.');
  }
  return event;
}

/** A group-buying link is valid when it names a public event of that channel (and, if given, its product). */
export async function validCooperateLink(em: EntityManager, channelRef: string, eventId: string, productId: string | null | undefined): Promise<boolean> {
  const channel = await visitedChannel(em, channelRef);
  if (!channel || !/^[1-9][0-9]{0,17}$/.test(eventId)) return false;
  const event = await em.findOne(CooperateEventEntity, { id: eventId, channelId: channel.id, status: { $in: [...PUBLIC_STATUSES] } });
  return !!event && (!productId || event.productId === productId);
}
