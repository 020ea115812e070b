import { createContext } from 'react';
import type { ApolloClient } from '@apollo/client';

/**
 * Server rendering (web/src/entry-server.tsx). The page is rendered on the server for the public
 * routes below and hydrated in the browser (main.tsx); every other route is rendered in the
 * browser only, as before (account pages need the visitor's stored session, which the server
 * does not have).
 */

/** The server's per-page Apollo Client, given to the lazily loaded shell (AppShell.tsx). */
export const ServerApolloClientContext = createContext<ApolloClient | null>(null);

/** Ids of the JSON data blocks the server writes into the page (data, not scripts: CSP allows them). */
export const SSR_STATE_ID = 'ssr-apollo-state';

/** Paths rendered on the server: the catalog a search engine or a first-time visitor sees. */
export const SERVER_RENDERED_PATHS: RegExp[] = [
  /^\/$/,
  /^\/products\/[1-9][0-9]{0,18}$/,
  /^\/categories\/[1-9][0-9]{0,18}$/,
  /^\/brands\/[1-9][0-9]{0,18}$/,
  /^\/search$/,
  /^\/content$/,
  /^\/content\/[1-9][0-9]{0,18}$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.some((pattern) => pattern.test(pathname));
}

/** JSON for a `<script type="application/json">` block: nothing in it can close the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
