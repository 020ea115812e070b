import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startSubgraph, type RunningSubgraph } from '@shop/kit';
import { openTestOrm, startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../../commerce/src/schema.js';
import { NotificationEntity } from '../../../commerce/src/notifications/notification.entity.js';
import { nutrition } from '../schema.js';
import { OutgoingNotificationEntity } from './outbox.entity.js';
import { commerceSink, deliverOutbox } from './outbox.delivery.js';
import { enqueueNotification } from './outbox.service.js';

let api: TestSubgraph;
let commerceOrm: MikroORM;
let commerceServer: RunningSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition);
  commerceOrm = await openTestOrm(commerce.database);
  commerceServer = await startSubgraph(commerce, commerceOrm, 0);
});
afterAll(async () => {
  await commerceServer.stop();
  await commerceOrm.close(true);
  await api.close();
});

const userId = String(5_000_000 + Math.floor(Math.random() * 1_000_000));
const inCommerce = () => commerceOrm.em.fork().find(NotificationEntity, { userId }, { orderBy: { id: 'asc' } });

describe('notification outbox -> commerce', () => {
  it('delivers queued notifications once, over HTTP to the commerce subgraph, and a retried batch is stored once', async () => {
    const em = api.em();
    enqueueNotification(em, userId, 'intake_reminder', '영양제 섭취 알림', '비타민C 드실 시간이에요.');
    enqueueNotification(em, userId, 'food_approval', '음식 등록 승인', "'된장국'이 승인되었어요.");
    await em.flush();
    expect(await deliverOutbox(api.em(), commerceSink(commerceServer.url))).toBeGreaterThanOrEqual(2);
    const stored = await inCommerce();
    expect(stored.map((n) => [n.category, n.title])).toEqual([
      ['intake_reminder', '영양제 섭취 알림'],
      ['food_approval', '음식 등록 승인'],
    ]);
    expect(await deliverOutbox(api.em(), commerceSink(commerceServer.url))).toBe(0);

    // The answer to a delivery was lost: the row is still marked undelivered and goes again.
    await api.em().nativeUpdate(OutgoingNotificationEntity, { userId }, { deliveredAt: null });
    await deliverOutbox(api.em(), commerceSink(commerceServer.url));
    expect(await inCommerce()).toHaveLength(2);
  });

  it('keeps notifications queued, counting attempts, while commerce cannot be reached', async () => {
    const em = api.em();
    const other = String(Number(userId) + 1);
    const row = enqueueNotification(em, other, 'supplement_approval', '영양제 등록 반려', '성분 정보를 확인해주세요.');
    await em.flush();
    await deliverOutbox(api.em(), commerceSink('http://127.0.0.1:9/'));
    const after = await api.em().findOneOrFail(OutgoingNotificationEntity, { id: row.id });
    expect(after.deliveredAt).toBeNull();
    expect(after.attempts).toBe(1);
    await deliverOutbox(api.em(), commerceSink(commerceServer.url));
    expect(await commerceOrm.em.fork().count(NotificationEntity, { userId: other })).toBe(1);
  });

  it('commerce accepts deliveries only from an admin (system) identity', async () => {
    const response = await fetch(commerceServer.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { deliverNotifications(items: [{ sourceKey: "x:1", userId: "1", category: "notice", title: "t", body: "b" }]) }' }),
    });
    const result = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
