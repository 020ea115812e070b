import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { drainOutbox, processOutboxItem, startSubgraph, type RunningSubgraph } from '@shop/kit';
import { openTestOrm, startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../../../commerce/src/schema.js';
import { NotificationEntity } from '../../../commerce/src/notifications/notification.entity.js';
import { nutrition } from '../schema.js';
import { NOTIFICATION_TOPIC, enqueueNotification, notificationDelivery } from './outbox.service.js';

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

const inCommerce = (userId: string) => commerceOrm.em.fork().find(NotificationEntity, { userId }, { orderBy: { id: 'asc' } });
const queue = async (userId: string, category: Parameters<typeof enqueueNotification>[2], title: string, body: string) => {
  const em = api.em();
  await em.transactional((tx) => enqueueNotification(tx as EntityManager, userId, category, title, body));
};
const itemsOf = (userId: string) =>
  api
    .em()
    .execute<{ id: string; status: string; attempts: number }[]>(`select id, status, attempts from nutrition.kit_outbox where topic = ? and payload->>'userId' = ? order by id`, [
      NOTIFICATION_TOPIC,
      userId,
    ]);

describe('notifications through the kit outbox -> commerce', () => {
  it('delivers each queued notification once, over HTTP to the commerce subgraph; a retried delivery is stored once', async () => {
    const { userId } = testIdentity();
    const toCommerce = notificationDelivery(() => commerceServer.url);
    await queue(userId, 'intake_reminder', '영양제 섭취 알림', '비타민C 드실 시간이에요.');
    await queue(userId, 'food_approval', '음식 등록 승인', "'된장국'이 승인되었어요.");
    await drainOutbox(api.em(), toCommerce);
    expect((await inCommerce(userId)).map((n) => [n.category, n.title])).toEqual([
      ['intake_reminder', '영양제 섭취 알림'],
      ['food_approval', '음식 등록 승인'],
    ]);
    expect((await itemsOf(userId)).map((i) => i.status)).toEqual(['done', 'done']);

    // The answer to a delivery was lost: the item runs again, commerce keeps one copy.
    const [first] = await itemsOf(userId);
    await api.em().execute(`update nutrition.kit_outbox set status = 'pending' where id = ?`, [first.id]);
    expect(await processOutboxItem(api.em(), toCommerce, first.id)).toBe('done');
    expect(await inCommerce(userId)).toHaveLength(2);
  });

  it('a notification commerce cannot take does not hold back the next; it waits for its retry', async () => {
    const { userId } = testIdentity();
    const down = notificationDelivery(() => 'http://127.0.0.1:9/');
    await queue(userId, 'supplement_approval', '영양제 등록 반려', '성분 정보를 확인해주세요.');
    await drainOutbox(api.em(), down);
    expect(await itemsOf(userId)).toMatchObject([{ status: 'pending', attempts: 1 }]);

    // A later one goes through while the first waits for its retry time.
    await queue(userId, 'cheering', '오늘도 힘내요', '기록을 잘 하고 있어요.');
    await drainOutbox(
      api.em(),
      notificationDelivery(() => commerceServer.url),
    );
    expect((await inCommerce(userId)).map((n) => n.category)).toEqual(['cheering']);
    // At its retry time the first one arrives too.
    await drainOutbox(
      api.em(),
      notificationDelivery(() => commerceServer.url),
      new Date(Date.now() + 60_000),
    );
    expect((await inCommerce(userId)).map((n) => n.category).sort()).toEqual(['cheering', 'supplement_approval']);
  });

  it('commerce accepts deliveries only from the system identity, and the mutation is not on the public graph', async () => {
    const response = await fetch(commerceServer.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { deliverNotifications(items: [{ sourceKey: "x:1", userId: "1", category: "notice", title: "t", body: "b" }]) }' }),
    });
    const result = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { readFileSync } = await import('node:fs');
    const publicSchema = readFileSync(new URL('../../../../schema/api.graphql', import.meta.url), 'utf8');
    expect(publicSchema).not.toMatch(/deliverNotifications|SystemEvent/);
  });
});
