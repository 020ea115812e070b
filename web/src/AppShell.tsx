import { ApolloProvider } from '@apollo/client/react';
import { FeedbackProvider } from './components/Feedback';
import { Layout } from './components/Layout';
import { SessionGate } from './components/SessionGate';
import { createApolloClient } from './lib/apollo';
import { SESSION_EVENT, ensureSession } from './lib/session';
import { disableContextMenu } from './lib/shell';

/**
 * The root route's element: Apollo Client, feedback dialogs, the guest-session message and the
 * page layout. It is a lazily loaded module of its own, so the first script the page loads holds
 * only React and the router; this chunk (Apollo Client and graphql are most of it) loads in
 * parallel with the first screen's chunk, which needs it anyway.
 */
disableContextMenu(document);
const client = createApolloClient();
// A new user (login, sign-up, logout): nothing cached for the previous one may show.
window.addEventListener(SESSION_EVENT, () => void client.resetStore().catch(() => undefined));

export function AppShell() {
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
