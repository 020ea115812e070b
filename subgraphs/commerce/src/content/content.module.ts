import type { ModuleDefinition } from '@shop/kit';
import { ContentFieldsResolver, ContentResolver } from './content.resolver.js';
import { ContentAdminResolver } from './content-admin.resolver.js';
import { ExhibitionResolver, HomeContentResolver } from './home-content.resolver.js';
import { contentConstraints } from './content.constraints.js';
import { seedContent, seedHomeContent } from './content.seed.js';

/** Content pages, blog, comment of the day, banners, brand contents; the home's category icons and 기획전. */
export const contentModule: ModuleDefinition = {
  name: 'content',
  resolvers: [ContentResolver, ContentFieldsResolver, ContentAdminResolver, HomeContentResolver, ExhibitionResolver],
  constraints: contentConstraints,
  seed: async (em) => {
    await seedContent(em);
    await seedHomeContent(em);
  },
};
