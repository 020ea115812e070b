/**
 * What a screen's component test needs, once (the tests of every screen used to write it again):
 * responses shaped as the gateway sends them, the signed-in caller, and the screen mounted with
 * Apollo's MockedProvider, the feedback layer (toasts, dialogs) and a memory router.
 */
import type { ReactNode } from 'react';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { FeedbackProvider } from '../components/Feedback';
import { MeDocument, type MeQuery, type Role } from '../gql/graphql';
import { createCache } from '../lib/apollo';

/** A response object with its `__typename` (the cache asks for it). */
export const typed = <T,>(typename: string, value: T) => ({ __typename: typename, ...value });

/** `me` of a signed-in caller with this role (an admin desk, a member's page). */
export function meAs(role: Role, user: Partial<Omit<MeQuery['me'] & object, 'role' | '__typename'>> = {}): MeQuery {
  return { me: typed('User', { id: '1', loginId: 'boss', nickname: '관리자', role, provider: 'local', gender: null, birthday: null, phone: null, email: null, ...user }) };
}

/** The `Me` query answered for as many renders as a test makes. */
export function meMock(role: Role, user?: Parameters<typeof meAs>[1]): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: meAs(role, user) }, maxUsageCount: 50 };
}

export interface ScreenOptions {
  /** The routes the test can reach (the screen's, and stand-ins for where it links). */
  routes: RouteObject[];
  /** The address it opens at. */
  at: string;
  mocks: MockLink.MockedResponse[];
  /** The app's cache (its type policies) instead of MockedProvider's plain one. */
  appCache?: boolean;
  /** A link in front of the mocks (to see the headers an operation sends). */
  link?: ApolloLink;
  /** Around the router, inside the feedback layer (a context provider the screen reads). */
  wrap?: (children: ReactNode) => ReactNode;
}

/** The tree renderScreen mounts, and its router (for tests that render it themselves). */
export function screenTree({ routes, at, mocks, appCache, link, wrap = (children) => children }: ScreenOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const tree = (
    <MockedProvider {...(link ? { link: ApolloLink.from([link, new MockLink(mocks)]) } : { mocks })} {...(appCache ? { cache: createCache() } : {})}>
      <FeedbackProvider>{wrap(<RouterProvider router={router} />)}</FeedbackProvider>
    </MockedProvider>
  );
  return { tree, router };
}

/** Mounts the routes at `at`; returns the router (its location is what a test checks after a navigation). */
export function renderScreen(options: ScreenOptions) {
  const { tree, router } = screenTree(options);
  render(tree);
  return router;
}
