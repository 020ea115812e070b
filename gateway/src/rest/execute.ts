import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../graphql.js';
import type { GraphQLErrorLike } from './envelope.js';

/** The part of the gateway's ApolloServer the facade uses: operations run in-process, not over HTTP. */
export type OperationRunner = Pick<ApolloServer<GatewayContext>, 'executeOperation'>;

export type Outcome =
  | { kind: 'data'; data: Record<string, unknown> }
  | { kind: 'errors'; errors: GraphQLErrorLike[] }
  /** Not an answer the facade can put in an envelope (a stream, or neither data nor errors). */
  | { kind: 'broken'; reason: string };

/**
 * Runs one operation through the gateway's own request pipeline (validation, query planning,
 * error formatting) with the caller's context, exactly as `/graphql` would.
 */
export async function runOperation(apollo: OperationRunner, query: string, variables: Record<string, unknown>, context: GatewayContext): Promise<Outcome> {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') return { kind: 'broken', reason: `${response.body.kind} response` };
  const { data, errors } = response.body.singleResult;
  if (errors?.length) return { kind: 'errors', errors: errors as GraphQLErrorLike[] };
  if (!data) return { kind: 'broken', reason: 'neither data nor errors' };
  return { kind: 'data', data: data as Record<string, unknown> };
}
