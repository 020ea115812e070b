import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { SYSTEM_IDENTITY } from '@shop/kit';
import { commerce } from '../schema.js';
import { NotificationEntity } from './notification.entity.js';

/** Deliveries from other services are stored once per source key, also when 20 retries race. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

describe('notification delivery', () => {
  it(`${RACERS} concurrent deliveries of one batch store each notification once; all succeed`, async () => {
    const user = testIdentity();
    const keys = [unique('nutrition:'), unique('nutrition:')];
    const items = keys.map((sourceKey) => ({ sourceKey, userId: user.userId, category: 'intake_reminder', title: '영양제 드실 시간이에요', body: '비타민D' }));
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        api.exec<{ deliverNotifications: number }>('mutation ($i: [NotificationDeliveryInput!]!) { deliverNotifications(items: $i) }', { i: items }, SYSTEM_IDENTITY),
      ),
    );
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    expect(answers.every((a) => a.data!.deliverNotifications === items.length)).toBe(true);
    expect(await api.em().count(NotificationEntity, { sourceKey: { $in: keys } })).toBe(keys.length);
    expect(await api.em().count(NotificationEntity, { userId: user.userId })).toBe(keys.length);
  });
});
