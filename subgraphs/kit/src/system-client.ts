import { IDENTITY_HEADER, SYSTEM_IDENTITY, signIdentity, type Identity } from './identity.js';
import { postServiceJson, type ServiceResponse } from './service-http.js';

/**
 * The one way a service calls a subgraph as the system (ARCHITECTURE.md, "Calling another
 * subgraph"): the identity header signed with the gateway secret, a timeout, and two typed
 * failures a caller can act on. On the user's request path only when the answer is needed to
 * answer (the gateway's account-state check, the owner of a profile a file is for); work that may
 * follow a commit goes through the outbox (`afterAnswer` handlers), which calls this.
 */
export const SUBGRAPHS = ['commerce', 'nutrition', 'recommendation', 'partners'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

/** The subgraph could not be reached, timed out, or answered without a usable body: try again later. */
export class SubgraphUnavailable extends Error {
  constructor(
    readonly target: string,
    message: string,
  ) {
    super(`${target}: ${message}`);
  }
}

/** The subgraph answered with GraphQL errors: it refused the call (the first error's code and message). */
export class SubgraphRefused extends Error {
  constructor(
    readonly target: string,
    /** The subgraph's own (Korean) message, fit to pass on to a person. */
    readonly reason: string,
    readonly code: string | undefined,
  ) {
    super(`${target} refused: ${reason}`);
  }
}

/** Where a subgraph listens (SUBGRAPH_<NAME>_URL, which the supervisor and compose files set). */
export function subgraphUrl(name: SubgraphName): string {
  const url = process.env[`SUBGRAPH_${name.toUpperCase()}_URL`];
  if (!url) throw new SubgraphUnavailable(name, `SUBGRAPH_${name.toUpperCase()}_URL is not set`);
  return url;
}

export interface SystemCall {
  query: string;
  variables?: Record<string, unknown>;
  /** 5 s unless said otherwise. */
  timeoutMs?: number;
  /** Who the call is made as: the system (default), or nobody (a health check). */
  identity?: Identity | null;
  /** Gives up the call (SubgraphUnavailable) when aborted. */
  signal?: AbortSignal;
}

/** Runs `call` on the subgraph `target` (a name, or its URL) and returns its `data`. */
export async function callSubgraph<T = Record<string, unknown>>(target: SubgraphName | URL | string, call: SystemCall): Promise<T> {
  const url = target instanceof URL || /^https?:\/\//.test(target) ? String(target) : subgraphUrl(target as SubgraphName);
  const name = typeof target === 'string' && !/^https?:\/\//.test(target) ? target : url;
  let response: ServiceResponse;
  try {
    response = await postServiceJson(
      url,
      { 'apollo-require-preflight': 'true', [IDENTITY_HEADER]: await signIdentity(call.identity === undefined ? SYSTEM_IDENTITY : call.identity) },
      JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
      call.timeoutMs ?? 5_000,
      call.signal,
    );
  } catch (error) {
    throw new SubgraphUnavailable(name, (error as Error).message);
  }
  const body = parseJson(response.text) as { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  const first = body?.errors?.[0];
  if (first) throw new SubgraphRefused(name, first.message, first.extensions?.code);
  if (response.status < 200 || response.status > 299 || !body?.data) throw new SubgraphUnavailable(name, `HTTP ${response.status}`);
  return body.data;
}

/** A body that is not JSON (a proxy's error page) reads as no body. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
