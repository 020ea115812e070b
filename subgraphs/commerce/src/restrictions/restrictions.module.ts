import type { ModuleDefinition } from '@shop/kit';
import { AdminMembersResolver, RestrictionsResolver, UserRestrictionsResolver } from './restrictions.resolver.js';
import { restrictionsConstraints } from './restrictions.constraints.js';

/**
 * Account restrictions (이용 제한, spec section 6) and the members desk's queries (회원 관리).
 * The write refusal itself is the gateway's (gateway/src/restrictions.ts, from the states commerce
 * sends with `accountTokenStates`); a permanent account restriction refuses every login here
 * (auth/tokens.service issueTokens). docs/decisions/accounts-and-identity.md.
 */
export const restrictionsModule: ModuleDefinition = {
  name: 'restrictions',
  resolvers: [RestrictionsResolver, AdminMembersResolver, UserRestrictionsResolver],
  constraints: restrictionsConstraints,
};
