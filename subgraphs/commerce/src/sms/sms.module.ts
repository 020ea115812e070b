import type { ModuleDefinition } from '@shop/kit';
import { smsConstraints } from './sms.constraints.js';

/** SMS certification codes (the resolvers are the account's: users/account.resolver.ts). */
export const smsModule: ModuleDefinition = {
  name: 'sms',
  constraints: smsConstraints,
};
