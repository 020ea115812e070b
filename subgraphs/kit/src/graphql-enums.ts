import { registerEnumType } from 'type-graphql';
import { ROLES } from './identity.js';

/**
 * A GraphQL enum of a list of values that already exists as data (statuses, methods, roles): the
 * values are the stored strings, so the graph, the REST facade and the database say the same
 * thing, and clients get a closed type (codegen makes it a string union) instead of `String`.
 */
export function graphqlEnum<const T extends string>(values: readonly T[], name: string, description: string): { [K in T]: K } {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, { name, description });
  return enumObject;
}

/** Who a caller is (spec section 6). */
export const RoleEnum = graphqlEnum(ROLES, 'Role', '회원 구분: guest (비회원), member (회원), influencer (인플루언서·파트너), admin (관리자)');
