import type { ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import type { RouteObject } from 'react-router';
import { meMock, screenTree } from '../../testing/render-screen';

/** Component-test helpers of the after-purchase screens (orders, address book); the tests render with Testing Library. */

export { typed } from '../../testing/render-screen';

/** The signed-in member of these screens' tests. */
const buyer = meMock('member', { id: '5', loginId: 'buyer', nickname: '구매자', gender: 2, birthday: '1990-01-01' });

/** `element` at `url` (route `pattern`) for a signed-in member, answered by `mocks` (to pass to `render`). */
export function signedIn(pattern: string, url: string, element: ReactNode, mocks: MockLink.MockedResponse[]) {
  return signedInRoutes([{ path: pattern, element }], url, mocks);
}

/** Several screens (`routes`, so a screen can go to the next) from `url`, for a signed-in member. */
export function signedInRoutes(routes: RouteObject[], url: string, mocks: MockLink.MockedResponse[]) {
  // The app's own cache: paged lists merge by its field policies (lib/apollo.ts).
  return screenTree({ routes, at: url, mocks: [buyer, ...mocks], appCache: true }).tree;
}
