import type { ModuleDefinition } from '@shop/kit';
import { AddressesResolver } from './addresses.resolver.js';
import { addressesConstraints } from './addresses.constraints.js';
import { RoadAddressesResolver } from './road-addresses.resolver.js';

/** The address book, and 주소 검색 (road-address search behind adapters/address-search). */
export const addressesModule: ModuleDefinition = {
  name: 'addresses',
  resolvers: [AddressesResolver, RoadAddressesResolver],
  constraints: addressesConstraints,
};
