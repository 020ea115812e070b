import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './routes';
import './styles.css';

// Apollo Client, the providers, the layout and the page-shell behaviours (the context menu among
// them) are the root route's lazy module (AppShell.tsx): the entry script holds React and the
// router only (initial JavaScript, issue 10).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
