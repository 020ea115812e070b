import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { FeedbackProvider } from './components/Feedback';
import { createApolloClient } from './lib/apollo';
import { ensureSession } from './lib/session';
import { disableContextMenu } from './lib/shell';
import { router } from './routes';
import './styles.css';

const GUEST_FAILURE = '일시적인 오류로 실패하였습니다. 다시 시도해주세요.';

disableContextMenu(document);
const client = createApolloClient();
const root = createRoot(document.getElementById('root')!);

function render(sessionError: boolean) {
  root.render(
    <StrictMode>
      <ApolloProvider client={client}>
        <FeedbackProvider>
          {sessionError ? (
            <div className="dialog-backdrop">
              <div className="dialog" role="alertdialog">
                <p>{GUEST_FAILURE}</p>
                <button type="button" onClick={() => window.location.reload()}>
                  확인
                </button>
              </div>
            </div>
          ) : (
            <RouterProvider router={router} />
          )}
        </FeedbackProvider>
      </ApolloProvider>
    </StrictMode>,
  );
}

ensureSession().then(
  () => render(false),
  () => render(true),
);
window.addEventListener('shop:session', () => void client.resetStore().catch(() => undefined));
