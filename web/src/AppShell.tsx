import { useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
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
 * The root route's element: Apollo Client, feedback dialogs, the guest-session message and the
 * page layout. It is a lazily loaded module of its own, so the first script the page loads holds
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
      </FeedbackProvider>
    </ApolloProvider>
  );
}
