import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLError,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { AppError } from './errors.js';

/**
 * Limits on the shape of GraphQL operations, at the gateway and at every subgraph: depth,
 * aliases, directives and cost (graphql-armor validation rules), tokens and length (graphql-js's
 * parser options). An operation over a limit is refused before anything runs, with HTTP 400 and
 * code QUERY_LIMIT_EXCEEDED, a Korean message and `extensions.limit` naming the limit
 * (`formatError` in errors.ts keeps them; no English text from the libraries reaches a user).
 * In production (NODE_ENV=production) introspection is off and "Did you mean" suggestions are
 * removed from validation messages.
 *
 * Configuration (documented in docs/decisions/security.md, "Limits"): GRAPHQL_MAX_DEPTH,
 * GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_DIRECTIVES, GRAPHQL_MAX_TOKENS, GRAPHQL_MAX_LENGTH,
 * GRAPHQL_MAX_COST. The defaults leave room over the largest operation the web client and the
 * REST facade send (gateway/src/graphql-limits.test.ts runs every one of them through these rules).
 */
export interface GraphQLLimits {
  /** Nesting of fields (fragments flattened). */
  maxDepth: number;
  /** Aliased fields in one operation (the way to ask one field many times). */
  maxAliases: number;
  maxDirectives: number;
  /** Lexical tokens of the document. */
  maxTokens: number;
  /** Characters of the document. */
  maxLength: number;
  /** graphql-armor's static cost: 1 per scalar, 2 per object, times 1.5 per level of depth. */
  maxCost: number;
  /**
   * Objects an operation may return at most, estimated from its lists: a `limit`/`first` argument
   * counts as its literal value (100, the largest page, when it is a variable), any other list as
   * 10. `brands { products(limit: 100) { items { brand { products(limit: 100) ... } } } }` asks
   * for about 10 x 100 x 100 objects: a fan-out over the whole catalogue, refused.
   */
  maxItems: number;
}

export const GRAPHQL_LIMIT_DEFAULTS: GraphQLLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
  maxLength: 20_000,
  maxCost: 5000,
  maxItems: 5000,
};

const ENV: Record<keyof GraphQLLimits, string> = {
  maxDepth: 'GRAPHQL_MAX_DEPTH',
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxDirectives: 'GRAPHQL_MAX_DIRECTIVES',
  maxTokens: 'GRAPHQL_MAX_TOKENS',
  maxLength: 'GRAPHQL_MAX_LENGTH',
  maxCost: 'GRAPHQL_MAX_COST',
  maxItems: 'GRAPHQL_MAX_ITEMS',
};

/** The limits from the environment (positive whole numbers), with the defaults. */
export function graphqlLimits(env: NodeJS.ProcessEnv = process.env): GraphQLLimits {
  const limits = { ...GRAPHQL_LIMIT_DEFAULTS };
  for (const key of Object.keys(ENV) as (keyof GraphQLLimits)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${ENV[key]}="${raw}" must be a positive whole number`);
    limits[key] = value;
  }
  return limits;
}

/**
 * Subgraphs see the gateway's query plans, not the client's operation: plans add key fields,
 * `__typename` and an `_entities` level, so subgraphs allow a margin over the gateway's limits.
 * They are a second line: only callers holding the gateway's secret reach them.
 */
export function subgraphLimits(limits: GraphQLLimits): GraphQLLimits {
  return {
    maxDepth: limits.maxDepth + 2,
    maxAliases: limits.maxAliases * 2,
    maxDirectives: limits.maxDirectives * 2,
    maxTokens: limits.maxTokens * 2,
    maxLength: limits.maxLength * 2,
    maxCost: limits.maxCost * 2,
    maxItems: limits.maxItems * 2,
  };
}

export const QUERY_LIMIT_EXCEEDED = 'QUERY_LIMIT_EXCEEDED';

const MESSAGES: Record<keyof GraphQLLimits, (max: number, found?: number) => string> = {
  maxDepth: (max, found) => `요청한 쿼리가 너무 깊습니다. 필드는 ${max}단계까지 중첩할 수 있습니다${found ? ` (요청: ${found}단계)` : ''}.`,
  maxAliases: (max, found) => `요청한 쿼리에 별칭(alias)이 너무 많습니다. 별칭은 ${max}개까지 쓸 수 있습니다${found ? ` (요청: ${found}개)` : ''}.`,
  maxDirectives: (max, found) => `요청한 쿼리에 지시어(directive)가 너무 많습니다. 지시어는 ${max}개까지 쓸 수 있습니다${found ? ` (요청: ${found}개)` : ''}.`,
  maxTokens: (max) => `요청한 쿼리가 너무 깁니다. 쿼리는 토큰 ${max}개까지 보낼 수 있습니다.`,
  maxLength: (max) => `요청한 쿼리가 너무 깁니다. 쿼리는 ${max}자까지 보낼 수 있습니다.`,
  maxCost: (max, found) => `요청한 쿼리가 너무 많은 데이터를 요구합니다. 쿼리 비용은 ${max}까지 허용됩니다${found ? ` (요청: ${found})` : ''}. 나누어 요청해주세요.`,
  maxItems: (max, found) => `요청한 쿼리가 너무 많은 항목을 요구합니다. 한 번에 ${max}개까지 받을 수 있습니다${found ? ` (요청: 약 ${found}개)` : ''}. 나누어 요청해주세요.`,
};

/** Page size assumed for a `limit` given as a variable (the largest page, kit/pagination.ts). */
const VARIABLE_PAGE_SIZE = 100;
/** Size assumed for a list without a `limit`. */
const UNBOUNDED_LIST_SIZE = 10;

const isList = (type: GraphQLOutputType) => isListType(isNonNullType(type) ? type.ofType : type);

/**
 * The objects an operation may return, estimated from its lists (see `maxItems`). A field with a
 * `limit`/`first` argument multiplies what is below it by that size; when it returns a page
 * object, the page's own list (`items`) is not counted again.
 *
 * The estimate of a selection is proportional to the multiplier it is reached with, so each
 * fragment is estimated once (per operation, for multiplier 1) and reused at every spread: a chain
 * of fragments that each spread the next twice costs one visit per fragment, not 2^levels.
 */
export function estimateItems(context: ValidationContext, selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined): number {
  const schema = context.getSchema();
  // Per fragment (and whether it sits directly under a limited page): its items per unit of multiplier.
  const perFragment = new Map<string, number>();
  const inProgress = new Set<string>();

  const visit = (set: SelectionSetNode, type: GraphQLNamedType | undefined, pageOfLimited: boolean): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || !(isObjectType(type) || isInterfaceType(type))) continue;
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        const sizeArgument = field.args.find((a) => a.name === 'limit' || a.name === 'first');
        let factor = 1;
        if (sizeArgument) {
          const given = selection.arguments?.find((a) => a.name.value === sizeArgument.name)?.value;
          if (given?.kind === Kind.INT) factor = Math.max(1, Number(given.value));
          else if (given) factor = VARIABLE_PAGE_SIZE;
          else factor = typeof sizeArgument.defaultValue === 'number' ? sizeArgument.defaultValue : VARIABLE_PAGE_SIZE;
        } else if (isList(field.type) && !pageOfLimited) {
          factor = UNBOUNDED_LIST_SIZE;
        }
        total += factor * (1 + visit(selection.selectionSet, getNamedType(field.type), Boolean(sizeArgument) && !isList(field.type)));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += visit(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type, pageOfLimited);
      } else {
        const name = selection.name.value;
        const key = `${pageOfLimited ? 'page' : 'any'}:${name}`;
        const known = perFragment.get(key);
        if (known !== undefined) {
          total += known;
          continue;
        }
        const fragment = context.getFragment(name);
        // A fragment spread inside itself is refused by graphql-js's own rules; it is not followed here.
        if (!fragment || inProgress.has(name)) continue;
        inProgress.add(name);
        const items = visit(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), pageOfLimited);
        inProgress.delete(name);
        perFragment.set(key, items);
        total += items;
      }
    }
    return total;
  };
  return visit(selectionSet, parent, false);
}

/**
 * The operations `context` has refused for a limit already: the costlier estimates that would
 * follow are not computed for them (validation stops counting at the first rejection).
 */
const refusedContexts = new WeakSet<ValidationContext>();

function maxItemsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      if (refusedContexts.has(context)) return;
      const root = context.getSchema().getRootType(operation.operation) ?? undefined;
      const found = estimateItems(context, operation.selectionSet, root);
      if (found > max) {
        refusedContexts.add(context);
        context.reportError(queryLimitExceeded('maxItems', max, Math.round(found)));
      }
    },
  });
}

/** The refusal of an operation over `limit` (also made from graphql-js's parser errors in errors.ts). */
export function queryLimitExceeded(limit: keyof GraphQLLimits, max: number, found?: number): AppError {
  return new AppError(QUERY_LIMIT_EXCEEDED, MESSAGES[limit](max, found), { limit, max, ...(found === undefined ? {} : { found }) });
}

/** graphql-armor reports in English ("... limit of 6 exceeded, found 7."): reported here in Korean instead. */
function reporter(limit: keyof GraphQLLimits, max: number) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const found = /found (\d+(?:\.\d+)?)/.exec(error.message)?.[1];
    const refusal = queryLimitExceeded(limit, max, found === undefined ? undefined : Math.ceil(Number(found)));
    if (!context) throw refusal;
    refusedContexts.add(context);
    context.reportError(refusal);
  };
}

/** Validation rules for depth, aliases, directives and cost, plus the document's length. */
export function queryLimitRules(limits: GraphQLLimits): ValidationRule[] {
  // Each rule reports through `reporter` (Korean, our code) instead of throwing its English error.
  const armored = (limit: keyof GraphQLLimits) => ({ propagateOnRejection: false, onReject: [reporter(limit, limits[limit])], onAccept: [] });
  // Tokens and length are graphql-js parser options (apolloLimits); suggestions a plugin.
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...armored('maxDepth') }),
    maxAliasesRule({ n: limits.maxAliases, ...armored('maxAliases') }),
    maxDirectivesRule({ n: limits.maxDirectives, ...armored('maxDirectives') }),
    costLimitRule({ maxCost: limits.maxCost, flattenFragments: true, ignoreIntrospection: true, ...armored('maxCost') }),
    maxItemsRule(limits.maxItems),
  ] as ValidationRule[];
}

/**
 * What an ApolloServer (gateway or subgraph) needs for the limits: parser options, validation
 * rules, introspection, and in production a plugin that removes "Did you mean" suggestions.
 */
export function apolloLimits<TContext extends BaseContext>(
  limits: GraphQLLimits,
  production = process.env.NODE_ENV === 'production',
): { parseOptions: ParseOptions; validationRules: ValidationRule[]; introspection: boolean; plugins: ApolloServerPlugin<TContext>[] } {
  return {
    parseOptions: { maxTokens: limits.maxTokens, maxSourceLength: limits.maxLength },
    validationRules: queryLimitRules(limits),
    introspection: !production,
    plugins: production ? [hideSuggestions<TContext>()] : [],
  };
}

/** graphql-js suggests field, argument and type names ("Did you mean ..."): a map of the schema. */
function hideSuggestions<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            // Messages are read-only on GraphQLError's type, not at run time.
            (error as { message: string }).message = error.message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
          }
        },
      };
    },
  };
}

/**
 * How much memory the parsed-document cache of an ApolloServer (gateway or subgraph) and the
 * gateway's query-plan cache may hold (GRAPHQL_DOCUMENT_CACHE_MIB, default 4; GRAPHQL_PLAN_CACHE_MIB,
 * default 8). Apollo's defaults are 30 MiB each, per process; a stream of distinct documents (an
 * attack, a fuzzer) filled them and kept them resident. The real operations (about 230) fit in a
 * fraction of these.
 */
export function cacheBudgets(env: NodeJS.ProcessEnv = process.env): { documentCacheMiB: number; planCacheMiB: number } {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}="${raw}" must be a positive whole number (MiB)`);
    return value;
  };
  return { documentCacheMiB: read('GRAPHQL_DOCUMENT_CACHE_MIB', 4), planCacheMiB: read('GRAPHQL_PLAN_CACHE_MIB', 8) };
}

/** A parsed-document cache of `mib` (Apollo's LRU, sized by the documents' approximate bytes). */
export function documentCache(mib = cacheBudgets().documentCacheMiB): InMemoryLRUCache<DocumentNode> {
  return new InMemoryLRUCache<DocumentNode>({ maxSize: mib * 2 ** 20, sizeCalculation: InMemoryLRUCache.sizeCalculation });
}
