import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { disableContextMenu } from './lib/context-menu';
import { SSR_STATE_ID } from './lib/ssr';
import './styles.css';

// The entry script holds React, React DOM and the router only (initial JavaScript, issue 10):
// the route table is a chunk of its own (it grows with every screen), Apollo Client, the providers
// and the layout are the root route's lazy module (AppShell.tsx), every screen its own.
disableContextMenu(document);

const container = document.getElementById('root')!;
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * A server-rendered page (its Apollo state block is there) is hydrated: the lazy route modules the
 * URL matches are loaded first, so the first render is the server's markup, not a fallback.
 * Any other page is rendered here.
 */
async function start(): Promise<void> {
  const { routes } = await import('./routes');
  if (!document.getElementById(SSR_STATE_ID)) {
    createRoot(container).render(app(createBrowserRouter(routes)));
    return;
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  // As a transition, hydration yields to the browser between pieces of work instead of holding the
  // main thread for the whole page (the page is already painted: nothing waits for it to finish).
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

void start();
