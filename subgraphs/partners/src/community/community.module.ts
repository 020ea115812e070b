import type { ModuleDefinition } from '@shop/kit';
import { communityConstraints } from './community.constraints.js';
import { ChannelFavoriteResolver, CommunityCategoryResolver, CommunityCommentResolver, CommunityPostResolver } from './community.resolver.js';

/**
 * A channel's community (issue 20, item 4): categories its owner manages, posts and board posts
 * members write under the health-food advertising rules (advertising/ad-compliance.ts), comments with
 * one-level replies and secret ones, view and comment counts, and members' favorites in the
 * channel. A member leaving keeps their posts and comments as 탈퇴한 회원's and loses their
 * favorites (partners lifecycle.ts).
 */
export const communityModule: ModuleDefinition = {
  name: 'community',
  resolvers: [CommunityCategoryResolver, CommunityPostResolver, CommunityCommentResolver, ChannelFavoriteResolver],
  constraints: communityConstraints,
};
