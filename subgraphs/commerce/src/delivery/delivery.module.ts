import type { ModuleDefinition } from '@shop/kit';
import { DeliveryResolver } from './delivery.resolver.js';

/** Delivery quotes (fees, free shipping, 제주/도서산간 surcharges). */
export const deliveryModule: ModuleDefinition = {
  name: 'delivery',
  resolvers: [DeliveryResolver],
};
