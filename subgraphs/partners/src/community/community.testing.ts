import { testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import type { Identity } from '@shop/kit';
import { ChannelEntity } from '../channels/channel.entity.js';

/** Test helpers of the community and FAQ modules: a channel run by a fresh influencer, and the operations the tests share. */
export interface TestChannel {
  id: string;
  handle: string;
  owner: Identity;
}

/** A channel as the channel tooling leaves it (channels have no creating mutation here), owned by a fresh influencer. */
export async function openTestChannel(api: TestSubgraph): Promise<TestChannel> {
  const owner = testIdentity('influencer');
  const handle = unique('comm');
  const em = api.em();
  const channel = em.create(ChannelEntity, { ownerUserId: owner.userId, handle, name: '커뮤니티 채널' });
  await em.flush();
  return { id: channel.id, handle, owner };
}

export const CREATE_POST = `mutation ($i: CreateCommunityPostInput!) {
  createCommunityPost(input: $i) { id kind title displayTitle content isAd productIds images categoryId viewCount commentCount mine canEdit authorLabel author { id } }
}`;

export interface PostView {
  id: string;
  kind: string;
  title: string;
  displayTitle: string;
  content: string;
  isAd: boolean;
  productIds: string[];
  images: string[];
  categoryId: string | null;
  viewCount: number;
  commentCount: number;
  mine: boolean;
  canEdit: boolean;
  authorLabel: string | null;
  author: { id: string } | null;
}

/** Writes a post in `channel` as `who` (fails the test on errors). */
export async function writePost(api: TestSubgraph, who: Identity, channel: string, input: Record<string, unknown> = {}): Promise<PostView> {
  const data = await api.ok<{ createCommunityPost: PostView }>(CREATE_POST, { i: { channelId: channel, title: '오늘의 루틴', content: '아침마다 비타민을 챙겨 먹어요.', ...input } }, who);
  return data.createCommunityPost;
}

/** An image URL of a public stored file (the shape commerce's files API hands out). */
export const storedImage = (n = 0) => `/uploads/2026-11/${String(n).padStart(8, '0')}-1111-4111-8111-111111111111.png`;
