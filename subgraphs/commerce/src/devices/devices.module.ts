import type { ModuleDefinition } from '@shop/kit';
import { devicesConstraints } from './devices.constraints.js';

/** Push tokens of devices (answered through the account's resolvers). */
export const devicesModule: ModuleDefinition = {
  name: 'devices',
  constraints: devicesConstraints,
};
