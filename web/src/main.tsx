import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { FeedbackProvider } from './components/Feedback';
import { SessionGate } from './components/SessionGate';
import { createApolloClient } from './lib/apollo';
import { SESSION_EVENT, ensureSession } from './lib/session';
import { disableContextMenu } from './lib/shell';
import { router } from './routes';
import './styles.css';

disableContextMenu(document);
const client = createApolloClient();
// A new user (login, sign-up, logout): nothing cached for the previous one may show.
window.addEventListener(SESSION_EVENT, () => void client.resetStore().catch(() => undefined));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <FeedbackProvider>
        <SessionGate start={ensureSession}>
          <RouterProvider router={router} />
        </SessionGate>
      </FeedbackProvider>
    </ApolloProvider>
  </StrictMode>,
);
