import type { ModuleDefinition } from '@shop/kit';
import { ContentResolver } from './content.resolver.js';
import { ContentAdminResolver } from './content-admin.resolver.js';
import { contentConstraints } from './content.constraints.js';
import { seedContent } from './content.seed.js';

/** Content pages, blog, comment of the day, banners, brand contents. */
export const contentModule: ModuleDefinition = {
  name: 'content',
  resolvers: [ContentResolver, ContentAdminResolver],
  constraints: contentConstraints,
  seed: seedContent,
};
