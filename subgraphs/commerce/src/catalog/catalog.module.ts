import type { ModuleDefinition } from '@shop/kit';
import { BrandResolver, catalogReferences, CategoryResolver, ProductOptionResolver, ProductResolver } from './catalog.resolver.js';
import { CategoryAdminResolver } from './category-admin.resolver.js';
import { ProductAdminResolver } from './product-admin.resolver.js';
import { catalogConstraints } from './catalog.constraints.js';
import { seedCatalog } from './catalog.seed.js';

/** Categories, brands, sellers, products, options, related products, the admin's products desk (product-admin.*) and the demo catalog. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  resolvers: [ProductResolver, ProductOptionResolver, CategoryResolver, CategoryAdminResolver, ProductAdminResolver, BrandResolver],
  references: catalogReferences,
  constraints: catalogConstraints,
  seed: seedCatalog,
};
