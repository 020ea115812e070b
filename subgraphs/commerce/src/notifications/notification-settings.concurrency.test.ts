import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { NotificationSettingEntity } from './notification-setting.entity.js';

/** One setting row per member and category, with 20 saves at once on their own connections. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

describe('push settings', () => {
  it(`${RACERS} concurrent saves of one member all succeed and leave one row per category`, async () => {
    const me = testIdentity();
    const UPDATE = 'mutation ($i: [NotificationSettingInput!]!) { updateNotificationSettings(input: $i) { category } }';
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        api.exec(
          UPDATE,
          {
            i: [
              { category: 'marketing', enabled: true },
              { category: 'event', enabled: i % 2 === 0 },
            ],
          },
          me,
        ),
      ),
    );
    expect(answers.map((a) => a.errors)).toEqual(Array(RACERS).fill(undefined));
    const rows = await api.em().find(NotificationSettingEntity, { userId: me.userId });
    expect(rows.map((r) => r.category).sort()).toEqual(['event', 'marketing']);
    expect(rows.find((r) => r.category === 'marketing')?.enabled).toBe(true);
  });
});
