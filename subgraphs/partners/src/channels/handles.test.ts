import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { openTestChannel } from '../community/community.testing.js';
import { isReservedHandle } from './channels.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners);
});
afterAll(() => api.close());

const CHANGE = 'mutation ($h: String!) { changeChannelHandle(handle: $h) { handle } }';

describe('channel handles a visitor would take for the shop or its staff', () => {
  it.each(['admin', 'Shop_Admin', 'nutri-admin', 'official.store', 'support', 'c-s', 'SHOP'])('%s is reserved', (handle) => {
    expect(isReservedHandle(handle)).toBe(true);
  });
  it.each(['nutricoach', 'bodymanagerkim', 'vitamin.store.kim', 'helpful_mom'])('%s is not', (handle) => {
    expect(isReservedHandle(handle)).toBe(false);
  });

  it('are refused at the handle field, and the channel keeps its handle (an old handle leads to it for good)', async () => {
    const channel = await openTestChannel(api);
    for (const handle of ['admin', '@Admin', 'shop-official']) {
      const refused = await api.exec(CHANGE, { h: handle }, channel.owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'handle', message: '쇼핑몰이나 운영자로 오해할 수 있는 채널 핸들은 쓸 수 없습니다.' }],
      });
    }
    const [taken] = await api.em().execute<{ n: number }[]>(`select count(*)::int as n from partners.channel_handles where channel_id = ?`, [channel.id]);
    expect(taken!.n).toBe(0);
    const fine = unique('coach').toLowerCase().slice(0, 20);
    expect((await api.ok<{ changeChannelHandle: { handle: string } }>(CHANGE, { h: fine }, channel.owner)).changeChannelHandle.handle).toBe(fine);
  });
});
