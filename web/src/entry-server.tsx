/**
 * Server rendering of the public pages (issue 10: first paint without waiting for scripts). The
 * gateway imports the build of this module (web/dist/.ssr/entry-server.js) and calls `render`
 * for the paths `isServerRendered` names; the browser hydrates the markup (main.tsx) with the
 * Apollo cache written into the page. Rendering is for an anonymous visitor: the server has no
 * session (tokens live in the browser's storage).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { ChannelExistsDocument } from './gql/graphql';
import { createServerApolloClient } from './lib/apollo';
import { isServerRendered, jsonForHtml, SSR_STATE_ID, ServerApolloClientContext } from './lib/ssr';
import { routes } from './routes';
import { bareHandle } from './screens/channel/handle';

export { isServerRendered };

/**
 * Whether a path is one of the app's pages (the gateway answers the app shell of any other with
 * HTTP 404, so a crawler or a link checker learns it is not a page; the browser still shows the
 * not-found screen). The catch-all route is not a page, nor is a single segment other than a
 * channel's `@handle` (ChannelAt shows the not-found screen for those).
 */
export function isKnownPath(pathname: string): boolean {
  return isPage(leafOf(pathname));
}

type Leaf = ReturnType<typeof leafOf>;
const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

function isPage(leaf: Leaf): boolean {
  if (!leaf || leaf.route.path === '*') return false;
  if (leaf.route.path === ':handle') return (leaf.params.handle ?? '').startsWith('@');
  return true;
}

/** The channel handle a channel page's address names (`/@nutricoach`, `/channel/nutricoach`), else null. */
function channelHandleOf(leaf: Leaf): string | null {
  if (leaf?.route.path !== ':handle' && leaf?.route.path !== 'channel/:handle') return null;
  return bareHandle(leaf.params.handle ?? '') || null;
}

/**
 * The HTTP status the gateway sends an address's app shell with: 404 for an address that is no
 * page, and for a channel's address when partners says no channel answers to the handle (the
 * channel screen then shows its not-found message); 200 otherwise, also when partners could not
 * be asked (the screen says what went wrong).
 */
export async function pageStatus(pathname: string, execute: ExecuteOperation): Promise<number> {
  const leaf = leafOf(pathname);
  if (!isPage(leaf)) return 404;
  const handle = channelHandleOf(leaf);
  if (handle === null) return 200;
  const result = await execute({ query: print(ChannelExistsDocument), variables: { handle }, operationName: 'ChannelExists' }).catch(() => null);
  return result?.errors?.some((error) => error.extensions?.code === 'NOT_FOUND') ? 404 : 200;
}

/** Runs one GraphQL operation as an anonymous visitor (the gateway's in-process execution). */
export type ExecuteOperation = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** The page: index.html with the rendered markup and the Apollo state block. */
  html: string;
  status: number;
}

/** Re-renders until no query is outstanding: the shell, then the screen, then anything nested. */
const MAX_RENDERS = 5;

export async function render(url: string, template: string, execute: ExecuteOperation, signal: AbortSignal): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error(`route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = createServerApolloClient(link);
  const tree = (
    <StrictMode>
      <ServerApolloClientContext.Provider value={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerApolloClientContext.Provider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({ tree, context: { client }, renderFunction: renderToString, signal, maxRerenders: MAX_RENDERS });
  if (aborted) throw new Error('server rendering was aborted');
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${jsonForHtml(client.extract())}</script>`;
  const html = template.replace('<div id="root"></div>', `<div id="root">${result}</div>${state}`);
  if (html === template) throw new Error('index.html has no <div id="root"></div>');
  client.stop();
  return { html, status: context.statusCode };
}
