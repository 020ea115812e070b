import { GraphQLError, Kind, type OperationDefinitionNode, type SelectionSetNode, type FragmentDefinitionNode } from 'graphql';
import { MUTATION_RULES, type Rule } from './authz/matrix.js';

/**
 * Account restrictions (이용 제한, spec section 6) are enforced here, at the one door every write of
 * every subgraph comes through (docs/decisions/accounts-and-identity.md "Restrictions"). Commerce
 * keeps the restrictions and sends those in force with each account state (`accountTokenStates`,
 * looked up fresh for every write); the authorization matrix marks which mutations are a write
 * a restriction covers (`restricted: 'order' | 'content'`); this refuses them.
 */
export interface RestrictionState {
  scope: 'ACCOUNT' | 'CONTENT';
  /** ISO time the restriction ends, null = permanent. */
  endsAt: string | null;
  /** The Korean sentence commerce wrote (what, until when, why). */
  message: string;
}

export type RestrictedWrite = NonNullable<Rule['restricted']>;

/** Which restriction stops a write: ACCOUNT stops orders and writing, CONTENT only writing; the longest answers. */
export function restrictionCovering(restrictions: readonly RestrictionState[], kind: RestrictedWrite): RestrictionState | null {
  const covering = restrictions.filter((r) => r.scope === 'ACCOUNT' || kind === 'content');
  covering.sort((a, b) => (a.endsAt === null ? -1 : b.endsAt === null ? 1 : Date.parse(b.endsAt) - Date.parse(a.endsAt)));
  return covering[0] ?? null;
}

function rootFields(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    if (seen.has(name) || !fragments[name]) return [];
    seen.add(name);
    return rootFields(fragments[name].selectionSet, fragments, seen);
  });
}

/**
 * Refuses a mutation operation that holds a write a restriction in force covers (ACCOUNT_RESTRICTED,
 * HTTP 403, commerce's sentence saying until when and why). Nothing reaches a subgraph.
 */
export function assertNotRestricted(operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>, restrictions: readonly RestrictionState[] | undefined): void {
  if (operation.operation !== 'mutation' || !restrictions?.length) return;
  for (const name of rootFields(operation.selectionSet, fragments)) {
    const kind = (MUTATION_RULES as Record<string, Rule>)[name]?.restricted;
    const restriction = kind ? restrictionCovering(restrictions, kind) : null;
    if (restriction) {
      throw new GraphQLError(restriction.message, {
        extensions: { code: 'ACCOUNT_RESTRICTED', http: { status: 403 }, restriction: { scope: restriction.scope, endsAt: restriction.endsAt }, field: name },
      });
    }
  }
}
