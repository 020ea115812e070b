import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { Kind } from 'graphql';
import { IDEMPOTENCY_HEADER, IDENTITY_HEADER, REQUEST_ID_HEADER, formatGatewayError, signIdentity, type Identity } from '@shop/kit/contracts.js';
import { cacheBudgets, documentCache, apolloLimits, graphqlLimits, type GraphQLLimits } from '@shop/kit/graphql-limits.js';
import { assertNotRestricted, type RestrictionState } from './restrictions.js';
import { subgraphFetcher } from './subgraph-fetcher.js';

export interface GatewayContext {
  identity: Identity | null;
  requestId: string;
  /** The client's idempotency key, passed on to every subgraph fetch of the operation. */
  idempotencyKey?: string | null;
  /** The client's address (the socket's, or the first X-Forwarded-For hop behind a trusted proxy). */
  clientIp?: string | null;
  /** Restrictions in force on the caller's account (restrictions.ts refuses the writes they cover). */
  restrictions?: RestrictionState[];
}

/** Forwards the verified identity to subgraphs in a header signed with the gateway secret. */
class IdentityForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override async willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<void> {
    if (!request.http) return;
    if (context?.requestId) request.http.headers.set(REQUEST_ID_HEADER, context.requestId);
    // Every subgraph request carries the gateway's signature, anonymous ones too (subgraphs refuse
    // anything unsigned); the client address rides along for abuse limits.
    request.http.headers.set(IDENTITY_HEADER, await signIdentity(context?.identity ?? null, context?.clientIp ?? null));
    if (context?.idempotencyKey) request.http.headers.set(IDEMPOTENCY_HEADER, context.idempotencyKey);
  }
}

/**
 * The gateway runs the committed static supergraph (schema/supergraph.graphql). Subgraph URLs in
 * it are the loopback defaults; `subgraphUrls` (from SUBGRAPH_<NAME>_URL) overrides them.
 * The GraphQL limits (depth, aliases, directives, tokens, length, cost: GRAPHQL_MAX_*) refuse an
 * operation before it is planned; in production introspection and suggestions are off.
 */
export function createGraphQLServer(supergraphPath: string, subgraphUrls: Record<string, string>, limits: GraphQLLimits = graphqlLimits()): ApolloServer<GatewayContext> {
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(supergraphPath, 'utf8'),
    // Bounded query-plan and document caches (kit graphql-limits.ts cacheBudgets; Apollo's are 30 MiB each).
    experimental_approximateQueryPlanStoreMiB: cacheBudgets().planCacheMiB,
    // The services' own HTTP client (undici's request API, subgraph-fetcher.ts): it retires an idle
    // connection before the subgraph's keep-alive timeout says the server will (Keep-Alive:
    // timeout=5). The default fetcher (make-fetch-happen) kept idle sockets past it, and after a
    // burst a request written on a socket the subgraph was closing failed with "socket hang up" (a
    // 500 to the client; docs/decisions/coupons.md, the coupon benchmark).
    buildService: ({ name, url }) => new IdentityForwardingDataSource({ url: subgraphUrls[name] ?? url, fetcher: subgraphFetcher }),
  });
  const limited = apolloLimits<GatewayContext>(limits);
  return new ApolloServer<GatewayContext>({
    gateway,
    formatError: formatGatewayError,
    includeStacktraceInErrorResponses: false,
    documentStore: documentCache(),
    ...limited,
    plugins: [
      ...limited.plugins,
      // A restricted account's writes stop here, before any subgraph is asked (restrictions.ts).
      {
        requestDidStart: async () => ({
          didResolveOperation: async ({ operation, document, contextValue }) => {
            const fragments = Object.fromEntries(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
            if (operation) assertNotRestricted(operation, fragments, contextValue.restrictions);
          },
        }),
      },
    ],
  });
}
