import { afterAnswer, callSubgraph, type ModuleDefinition } from '@shop/kit';
import { INFLUENCER_ROLE_GRANT } from './channels.service.js';
import { partnersLifecycle } from '../lifecycle.js';
import { seed } from '../seed.js';
import { User } from './channel.types.js';
import { channelsConstraints } from './channels.constraints.js';
import { ChannelsResolver, UserChannelResolver, references } from './channels.resolver.js';

/** Influencer channels (`User.channel`), the demo channel and its events; what partners removes when an account goes (lifecycle.ts). */
export const channelsModule: ModuleDefinition = {
  name: 'channels',
  resolvers: [ChannelsResolver, UserChannelResolver],
  references,
  orphanedTypes: [User],
  constraints: channelsConstraints,
  seed,
  lifecycle: partnersLifecycle,
  outbox: {
    // commerce owns accounts and roles: the channel's owner becomes an influencer there.
    [INFLUENCER_ROLE_GRANT]: afterAnswer(async (_em, { userId }: { userId: string }) =>
      callSubgraph('commerce', { query: 'mutation ($u: ID!) { grantInfluencerRole(userId: $u) }', variables: { u: userId } }),
    ),
  },
};
