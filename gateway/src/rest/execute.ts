import type { GraphQLErrorLike } from './envelope.js';

export interface GraphQLResponse {
  status: number;
  data?: Record<string, any> | null;
  errors?: GraphQLErrorLike[];
}

/** Runs an operation on this same gateway over HTTP, forwarding the caller's credentials. */
export async function executeOperation(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown>,
  headers: { authorization?: string; requestId?: string },
): Promise<GraphQLResponse> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(headers.authorization ? { authorization: headers.authorization } : {}),
      ...(headers.requestId ? { 'x-request-id': headers.requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: Record<string, any>; errors?: GraphQLErrorLike[] };
  return { status: response.status, data: body.data, errors: body.errors };
}
