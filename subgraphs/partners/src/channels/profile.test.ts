import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { partners } from '../schema.js';
import { openTestChannel, storedImage } from '../community/community.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners);
});
afterAll(() => api.close());

const PROFILE = 'mutation ($i: ChannelProfileInput!) { editChannelProfile(input: $i) { profileImageUrl } }';
const READ = 'query ($h: String!) { channel(handle: $h) { profileImageUrl } }';

describe('a channel’s profile photo', () => {
  it('is a photo uploaded to the shop: an outside address is refused at its field (the page could not show it), and an empty one removes it', async () => {
    const channel = await openTestChannel(api);
    const outside = await api.exec(PROFILE, { i: { profileImageUrl: 'https://example.com/nonexistent.png' } }, channel.owner);
    expect(outside.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'profileImageUrl', message: '쇼핑몰에 올린 이미지 주소(/uploads/...)만 붙일 수 있습니다.' }],
    });
    const photo = storedImage(7);
    const saved = await api.ok<{ editChannelProfile: { profileImageUrl: string } }>(PROFILE, { i: { profileImageUrl: photo } }, channel.owner);
    expect(saved.editChannelProfile.profileImageUrl).toContain(photo.slice('/uploads/'.length));
    const read = await api.ok<{ channel: { profileImageUrl: string } }>(READ, { h: channel.handle }, null);
    expect(read.channel.profileImageUrl).toBe(saved.editChannelProfile.profileImageUrl);
    const removed = await api.ok<{ editChannelProfile: { profileImageUrl: string | null } }>(PROFILE, { i: { profileImageUrl: '' } }, channel.owner);
    expect(removed.editChannelProfile.profileImageUrl).toBeNull();
  });
});
