import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type FieldPolicy, type Reference } from '@apollo/client';
import { authFetch, readTokens } from './session';

/** How long after a server-rendered page loads its queries are answered from the server's data. */
const SSR_FORCE_FETCH_DELAY_MS = 3000;

type Page = { items: Reference[]; total: number; [field: string]: unknown };

/**
 * An offset-paged list (`{ items, total }`, arguments `offset`/`limit`) kept as one list in the
 * cache: each page a `fetchMore({ variables: { offset } })` brings goes in its place (a row that
 * moved between pages is kept once), the total is the newest; offset 0 (a first load, a refetch)
 * starts over. Lists with other arguments (a filter, a status) are cached apart.
 */
export function offsetPage(): FieldPolicy<Page> {
  return {
    keyArgs: (args) =>
      Object.keys(args ?? {})
        .filter((name) => name !== 'offset' && name !== 'limit')
        .sort(),
    merge(existing, incoming, { args, readField }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      if (!existing || offset === 0) return incoming;
      const items = existing.items.slice(0, offset);
      const seen = new Set(items.map((item) => readField<string>('id', item)));
      for (const item of incoming.items) {
        const id = readField<string>('id', item);
        if (seen.has(id)) continue;
        seen.add(id);
        items.push(item);
      }
      return { ...incoming, items };
    },
  };
}

/** The paged lists the screens show with 더보기 (components/paging.tsx). */
const PAGED_QUERY_FIELDS = [
  'searchProducts',
  'products',
  'myOrders',
  'myReviews',
  'productReviews',
  'myNotifications',
  'events',
  'myEventInquiries',
  'adminInquiries',
  'allProductQuestions',
  'adminEventInquiries',
  'pendingFoods',
  'adminSupplements',
  'contentAdminList',
  'pointHistory',
  'adminOrders',
  'adminProducts',
];

/** The web's cache: paged lists merged by their field policies instead of each screen's own fetchMore merging. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: Object.fromEntries(PAGED_QUERY_FIELDS.map((field) => [field, offsetPage()])) },
      Brand: { fields: { products: offsetPage() } },
    },
  });
}

/**
 * Apollo Client on the gateway's /graphql; every request carries the session's token.
 * `state` is the cache the server filled while rendering the page (web/src/entry-server.tsx):
 * the first render reads it, so hydration sees the server's markup. The server renders for an
 * anonymous visitor, so a stored user's queries go to the network after hydration (their
 * favorites, their name in the header); an anonymous visitor's are answered from that state for a
 * few seconds instead of being asked again.
 */
export function createApolloClient(state?: unknown): ApolloClient {
  const cache = createCache();
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
  return new ApolloClient({ ssrMode: true, link, cache: createCache() });
}

// The message a screen shows for a failed request lives in errors.ts (session.ts uses it too).
export { errorMessage, GENERIC_ERROR } from './errors';
