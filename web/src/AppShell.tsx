import { useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ScrollRestoration } from 'react-router';
import { FeedbackProvider } from './components/Feedback';
import { Layout } from './components/Layout';
import { SessionGate } from './components/SessionGate';
import { createApolloClient } from './lib/apollo';
import { SESSION_EVENT, ensureSession } from './lib/session';
import { SSR_STATE_ID, ServerApolloClientContext } from './lib/ssr';

let browserClient: ApolloClient | null = null;

/** The browser's one client, created on first use with the cache the server rendered the page from. */
function clientInBrowser(): ApolloClient {
  if (browserClient) return browserClient;
  const block = document.getElementById(SSR_STATE_ID);
  let state: unknown;
  try {
    state = block?.textContent ? JSON.parse(block.textContent) : undefined;
  } catch {
    state = undefined;
  }
  const client = createApolloClient(state);
  // A new user (login, sign-up, logout): nothing cached for the previous one may show.
  window.addEventListener(SESSION_EVENT, () => void client.resetStore().catch(() => undefined));
  browserClient = client;
  return client;
}

/**
 * The root route's element: Apollo Client, feedback dialogs, the guest-session message, the page
 * layout and the router's scroll restoration (issue 21: a new page - a link, a tab of the tab bar,
 * a product from a list - starts at the top; back and forward return to where the page was; the
 * positions are kept per history entry in session storage, so they survive a reload). On the
 * server it renders nothing (no framework context), so the markup hydrates as before. It is a lazily loaded module of its own, so the first script the page loads holds
 * only React and the router; this chunk (Apollo Client and graphql are most of it) loads in
 * parallel with the first screen's chunk, which needs it anyway. On the server the page's own
 * client comes from the context (entry-server.tsx).
 */
export function AppShell() {
  const serverClient = useContext(ServerApolloClientContext);
  const client = serverClient ?? clientInBrowser();
  return (
    <ApolloProvider client={client}>
      <FeedbackProvider>
        <SessionGate retry={ensureSession}>
          <Layout />
        </SessionGate>
        <ScrollRestoration />
      </FeedbackProvider>
    </ApolloProvider>
  );
}
