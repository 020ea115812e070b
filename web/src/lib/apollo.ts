import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';
import { authFetch, readTokens } from './session';

/** How long after a server-rendered page loads its queries are answered from the server's data. */
const SSR_FORCE_FETCH_DELAY_MS = 3000;

/**
 * Apollo Client on the gateway's /graphql; every request carries the session's token.
 * `state` is the cache the server filled while rendering the page (web/src/entry-server.tsx):
 * the first render reads it, so hydration sees the server's markup. The server renders for an
 * anonymous visitor, so a stored user's queries go to the network after hydration (their
 * favorites, their name in the header); an anonymous visitor's are answered from that state for a
 * few seconds instead of being asked again.
 */
export function createApolloClient(state?: unknown): ApolloClient {
  const cache = new InMemoryCache();
  if (state) cache.restore(state as ReturnType<InMemoryCache['extract']>);
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch: authFetch }),
    cache,
    ssrForceFetchDelay: state && !readTokens() ? SSR_FORCE_FETCH_DELAY_MS : undefined,
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The server's client for one page: its own cache, answered in-process by `link`. */
export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
}

/** The Korean message of a GraphQL error (the server writes messages for people). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray((error as { errors: unknown[] }).errors)) {
    const first = (error as { errors: { message?: string }[] }).errors[0];
    if (first?.message) return first.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return '일시적인 오류로 실패하였습니다. 다시 시도해주세요.';
}
