import { Agent, request } from 'undici';

/**
 * The one HTTP client for calls between our own services: the gateway's subgraph fetches
 * (gateway/src/graphql.ts) and the system client (system-client.ts). It is undici's request API on
 * one keep-alive agent. Node's global fetch is the same undici underneath, but its WHATWG layer (a
 * Request, a Response and Headers per call, the body as a web stream read back chunk by chunk, the
 * headers and the body written to the socket in two writes) was a tenth of the gateway's CPU and
 * of the recommendation's in the submission benchmark (docs/decisions/recommendation.md, "Cost").
 *
 * Keep-alive as fetch had it: an idle connection is retired `keepAliveTimeoutThreshold` before the
 * server's own `Keep-Alive: timeout=5` says it will close it, so a request is never written on a
 * socket the subgraph is closing ("socket hang up" after a burst: docs/decisions/coupons.md).
 */
const agent = new Agent({ keepAliveTimeout: 4_000, keepAliveTimeoutThreshold: 1_000 });

export interface ServiceResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text (a subgraph's JSON, or whatever a failing proxy put there). */
  text: string;
}

/**
 * POSTs `body` (already JSON) to `url` and reads the whole answer. `timeoutMs` bounds the wait for
 * the answer's headers and then for its body (undici's headersTimeout and bodyTimeout); a network
 * failure, a timeout or `signal` aborting rejects.
 */
export async function postServiceJson(url: string, headers: Record<string, string>, body: string, timeoutMs: number, signal?: AbortSignal): Promise<ServiceResponse> {
  const response = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
    dispatcher: agent,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    signal,
  });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
}

/** Closes the agent's idle connections (a service that stops). */
export function closeServiceHttp(): Promise<void> {
  return agent.close();
}
