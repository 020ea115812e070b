import type { ModuleDefinition } from '@shop/kit';
import { faqConstraints } from './faq.constraints.js';
import { ChannelNoticeResolver, FaqResolver } from './faq.resolver.js';

/**
 * A channel's FAQ (menus, entries with the "frequently asked" mark, top searched terms) and its
 * notices (issue 20, item 4): the channel's owner writes, anyone reads.
 */
export const faqModule: ModuleDefinition = {
  name: 'faq',
  resolvers: [FaqResolver, ChannelNoticeResolver],
  constraints: faqConstraints,
};
