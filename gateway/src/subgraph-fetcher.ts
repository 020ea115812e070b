import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { postServiceJson } from '@shop/kit/service-http.js';

type Fetcher = NonNullable<NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher']>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/** How long the gateway waits for a subgraph's answer, then for its body: undici's default, as it was with fetch. */
const SUBGRAPH_TIMEOUT_MS = 300_000;

/**
 * The gateway's fetcher for its subgraphs: the services' one HTTP client (kit service-http.ts),
 * answering with just what Apollo's RemoteGraphQLDataSource reads of a fetch Response (status,
 * `ok`, a header or two, the body as text or JSON), without building WHATWG objects per call.
 */
export const subgraphFetcher: Fetcher = async (url, init) => {
  const answer = await postServiceJson(url, (init?.headers ?? {}) as Record<string, string>, String(init?.body ?? ''), SUBGRAPH_TIMEOUT_MS);
  return fetcherResponse(url, answer.status, answer.headers, answer.text);
};

function fetcherResponse(url: string, status: number, raw: Record<string, string | string[] | undefined>, text: string): FetcherResponse {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
  let used = false;
  const read = () => {
    used = true;
    return text;
  };
  const response: FetcherResponse = {
    get bodyUsed() {
      return used;
    },
    url,
    redirected: false,
    status,
    ok: status >= 200 && status <= 299,
    statusText: '',
    headers: {
      append: (name, value) => void headers.set(name.toLowerCase(), headers.has(name.toLowerCase()) ? `${headers.get(name.toLowerCase())}, ${value}` : value),
      delete: (name) => void headers.delete(name.toLowerCase()),
      get: (name) => headers.get(name.toLowerCase()) ?? null,
      has: (name) => headers.has(name.toLowerCase()),
      set: (name, value) => void headers.set(name.toLowerCase(), value),
      entries: () => headers.entries(),
      keys: () => headers.keys(),
      values: () => headers.values(),
      [Symbol.iterator]: () => headers.entries(),
    },
    text: async () => read(),
    json: async () => JSON.parse(read()),
    arrayBuffer: async () => new TextEncoder().encode(read()).buffer as ArrayBuffer,
    clone: () => fetcherResponse(url, status, raw, text),
  };
  return response;
}
