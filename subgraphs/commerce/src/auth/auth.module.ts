import type { ModuleDefinition } from '@shop/kit';
import { authConstraints } from './auth.constraints.js';

/** Access and refresh tokens (issued through the account's resolvers: users/account.resolver.ts). */
export const authModule: ModuleDefinition = { name: 'auth', constraints: authConstraints };
