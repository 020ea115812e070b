import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { parse, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { authChecker } from './auth-checker.js';
import { createContext, type Context } from './context.js';
import { formatSubgraphError } from './constraints.js';
import { apolloLimits, graphqlLimits, subgraphLimits, type GraphQLLimits, documentCache } from './graphql-limits.js';
import { lifecycleDelivery, systemEventResolver, type Lifecycle } from './lifecycle.js';
import { logger } from './logger.js';
import type { OutboxHandlers } from './outbox.js';
import { wrapMutationsInUnitOfWork } from './unit-of-work.js';
import { guardArgumentValues } from './argument-guard.js';
import { DateTimeScalar, LocalDateScalar } from './scalars.js';
import { guardIdArguments } from './validation.js';

export const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@tag"])`;

/** `__resolveReference` per entity type: how this subgraph turns `{ id }` into an object. */
// Each entity's reference resolver takes its own key shape (`{ id }`); Apollo calls them with the representation.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReferenceResolvers = Record<string, { __resolveReference: (reference: any, context: Context) => unknown }>;

export interface SubgraphDefinition {
  name: string;
  // type-graphql resolver classes; any class shape is accepted by its API
  resolvers: NonEmptyArray<Function>;
  references?: ReferenceResolvers;
  /** Entity types reachable only through federation (e.g. a `User` stub this subgraph extends). */
  orphanedTypes?: Function[];
  /** Handlers of this subgraph's outbox topics (work that follows a commit; see kit/outbox.ts). */
  outbox?: OutboxHandlers;
  /** What this subgraph removes or anonymises when an account or a family profile goes. */
  lifecycle?: Lifecycle;
}

/** Every outbox topic a subgraph handles: its own and the kit's lifecycle-event delivery. */
export function outboxHandlersOf(definition: SubgraphDefinition): OutboxHandlers {
  return { ...lifecycleDelivery(definition.name, definition.lifecycle ?? {}), ...definition.outbox };
}

/**
 * type-graphql -> SDL with directives -> Apollo Federation 2 subgraph schema. The SDL printed
 * here is also what `npm run compose` composes, so the gateway and the subgraph cannot drift.
 */
export async function buildFederatedSchema(definition: SubgraphDefinition): Promise<{ schema: GraphQLSchema; sdl: string }> {
  const typeSchema = await buildSchema({
    resolvers: [...definition.resolvers, systemEventResolver(definition.name, definition.lifecycle ?? {})],
    authChecker,
    skipCheck: true,
    validate: false,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    orphanedTypes: definition.orphanedTypes ?? [],
  });
  const printed = printSchemaWithDirectives(typeSchema);
  const sdl = `${FEDERATION_LINK}\n\n${printed}`;
  // type-graphql's map of every type's resolvers; the reference resolvers are merged into it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const resolvers = createResolversMap(typeSchema) as Record<string, any>;
  for (const [typeName, reference] of Object.entries(definition.references ?? {})) {
    resolvers[typeName] = { ...(resolvers[typeName] ?? {}), ...reference };
  }
  // LocalDate is used through explicit `() => LocalDateScalar` type functions.
  void LocalDateScalar;
  // Every ID argument is checked once here, before the resolvers (validation.ts).
  const schema = guardArgumentValues(guardIdArguments(buildSubgraphSchema([{ typeDefs: parse(sdl), resolvers }])));
  // One transaction per mutation, opened here for every subgraph (kit/unit-of-work.ts).
  wrapMutationsInUnitOfWork(schema, { outbox: outboxHandlersOf(definition) });
  return { schema, sdl };
}

/**
 * A subgraph's ApolloServer. The GraphQL limits (graphql-limits.ts) apply here too, with a margin
 * over the gateway's (query plans add keys and `_entities`); introspection and suggestions are
 * off in production (the gateway runs the committed supergraph and never introspects).
 */
export function createSubgraphServer(schema: GraphQLSchema, limits: GraphQLLimits = subgraphLimits(graphqlLimits())): ApolloServer<Context> {
  const { plugins, ...protection } = apolloLimits<Context>(limits);
  return new ApolloServer<Context>({
    schema,
    formatError: formatSubgraphError,
    includeStacktraceInErrorResponses: false,
    // Bounded (graphql-limits.ts cacheBudgets): Apollo's default keeps up to 30 MiB of documents.
    documentStore: documentCache(),
    ...protection,
    // No cache-control hints are used; Apollo's default cache-control plugin would otherwise wrap
    // every field resolver (willResolveField) for nothing.
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled(), ...plugins],
  });
}

export interface RunningSubgraph {
  url: string;
  stop(): Promise<void>;
}

export async function startSubgraph(definition: SubgraphDefinition, orm: MikroORM, port: number, host = '127.0.0.1'): Promise<RunningSubgraph> {
  const { schema } = await buildFederatedSchema(definition);
  const server = createSubgraphServer(schema);
  const { url } = await startStandaloneServer(server, {
    listen: { port, host },
    context: async ({ req }) => createContext(orm, req.headers),
  });
  logger.info({ subgraph: definition.name, url }, 'subgraph listening');
  return { url, stop: () => server.stop() };
}
