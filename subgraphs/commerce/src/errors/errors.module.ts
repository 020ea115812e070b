import type { ModuleDefinition } from '@shop/kit';
import { ErrorCodesResolver } from './errors.resolver.js';

/** The closed sets of error codes in the schema (kit error-codes.ts). */
export const errorsModule: ModuleDefinition = {
  name: 'errors',
  resolvers: [ErrorCodesResolver],
};
