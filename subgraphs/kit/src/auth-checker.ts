import type { AuthChecker } from 'type-graphql';
import type { Context } from './context.js';
import { Forbidden, Unauthenticated } from './errors.js';
import type { Role } from './identity.js';

/**
 * type-graphql `@Authorized()` means any signed-in user (guests are users too);
 * `@Authorized('member', 'admin')` lists the roles allowed. Errors carry codes, not booleans,
 * so the client can tell "log in" (401) from "not allowed" (403).
 */
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!context.identity) throw Unauthenticated();
  if (roles.length && !roles.includes(context.identity.role)) throw Forbidden();
  return true;
};
