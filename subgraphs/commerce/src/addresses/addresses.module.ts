import type { ModuleDefinition } from '@shop/kit';
import { AddressesResolver } from './addresses.resolver.js';
import { addressesConstraints } from './addresses.constraints.js';

/** The address book. */
export const addressesModule: ModuleDefinition = {
  name: 'addresses',
  resolvers: [AddressesResolver],
  constraints: addressesConstraints,
};
