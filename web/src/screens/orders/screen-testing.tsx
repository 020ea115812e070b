import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { FeedbackProvider } from '../../components/Feedback';
import { MeDocument, type MeQuery } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';

/** Component-test helpers of the after-purchase screens (orders, address book); the tests render with Testing Library. */

/** A response object as the gateway sends it (with __typename, which the cache asks for). */
export const typed = <T,>(typename: string, value: T) => ({ __typename: typename, ...value });

const me: MeQuery = { me: typed('User', { id: '5', loginId: 'buyer', nickname: '구매자', role: 'member' as const, provider: 'local', gender: 2, birthday: '1990-01-01', phone: null, email: null }) };

/** `element` at `url` (route `pattern`) for a signed-in member, answered by `mocks` (to pass to `render`). */
export function signedIn(pattern: string, url: string, element: ReactNode, mocks: MockLink.MockedResponse[]) {
  return signedInRoutes([{ path: pattern, element }], url, mocks);
}

/** Several screens (`routes`, so a screen can go to the next) from `url`, for a signed-in member. */
export function signedInRoutes(routes: RouteObject[], url: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return (
    // The app's own cache: paged lists merge by its field policies (lib/apollo.ts).
    <MockedProvider cache={createCache()} mocks={[{ request: { query: MeDocument }, result: { data: me }, maxUsageCount: 20 }, ...mocks]}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </MockedProvider>
  );
}
