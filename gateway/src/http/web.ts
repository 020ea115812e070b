import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type Request } from 'express';
import { logger } from '@shop/kit/contracts.js';

/**
 * What crawlers may index: the shop's public pages. The API, GraphQL, uploaded files (members'
 * photos among them), the health check and every account page are off limits. robots.txt is a
 * request, not a lock: access control stays with the API.
 */
export const ROBOTS_TXT = `User-agent: *
Disallow: /api/
Disallow: /graphql
Disallow: /uploads/
Disallow: /health
Disallow: /mypage
Disallow: /login
Disallow: /logout
Disallow: /signup
Disallow: /find-password
`;

export function mountRobots(app: Express): void {
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('cache-control', 'public, max-age=3600').send(ROBOTS_TXT);
  });
}

/** A year: the longest lifetime caches honour; a hashed file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell names the current hashed files, so browsers must revalidate it every time. */
const REVALIDATE = 'no-cache';

/**
 * The built web client. Vite names everything under /assets by its content hash, so those are
 * cached for a year and never revalidated; index.html (and any other unhashed file) is
 * revalidated on every load (ETag), so a new release is picked up at once.
 */
/** What the server-rendering build (web/src/entry-server.tsx) exports. */
interface ServerRenderer {
  isServerRendered(pathname: string): boolean;
  /** The HTTP status of the path's app shell: 404 for no page of the app, or a channel that does not exist. */
  pageStatus?(pathname: string, execute: (request: Parameters<ExecuteOperation>[0]) => Promise<unknown>): Promise<number>;
  render(url: string, template: string, execute: ExecuteOperation, signal: AbortSignal): Promise<{ html: string; status: number }>;
}
export type ExecuteOperation = (request: { query: string; variables: Record<string, unknown>; operationName?: string }, req: Request) => Promise<unknown>;

/**
 * Longer than this and the visitor gets the page rendered in the browser instead: the server's
 * markup is an optimisation, never a wait.
 */
const SSR_TIMEOUT_MS = 2500;

async function loadRenderer(dist: string): Promise<ServerRenderer | null> {
  const entry = path.join(dist, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

export interface WebOptions {
  /** Runs GraphQL for server rendering (the gateway's in-process execution, anonymous caller). */
  execute?: ExecuteOperation;
}

export function mountWeb(app: Express, webDist: string, options: WebOptions = {}): void {
  const dist = path.resolve(webDist);
  const assets = path.join(dist, 'assets');
  app.use('/assets', express.static(assets, { index: false, immutable: true, maxAge: '365d', fallthrough: true }));
  // A missing hashed file (an old page asking for a replaced script) is a 404, not the app shell
  // served as JavaScript.
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').set('cache-control', REVALIDATE).send('Not found');
  });
  app.use(
    express.static(dist, {
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', REVALIDATE),
    }),
  );
  const renderer = loadRenderer(dist);
  renderer.catch((error: unknown) => logger.error({ err: error }, 'server rendering build could not be loaded'));
  // Client-side routes: every other GET that accepts HTML gets the app shell; the public pages
  // come rendered on the server (web/src/lib/ssr.ts names them), the others render in the browser.
  app.get(/^\/(?!api\/|api$|graphql|health|uploads\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('cache-control', REVALIDATE);
    // The shell of an address that is no page of the app (or a channel that does not exist) goes
    // out as a 404 (the browser still renders the not-found screen from it).
    const shell = () => void shellStatus(req).then((status) => res.status(status).sendFile(path.join(dist, 'index.html'), { cacheControl: false }));
    void serverRendered(req)
      .then((page) => {
        if (!page) return shell();
        // A screen that threw while rendering (the route's error element): the browser gets the
        // plain shell and renders the page itself, rather than a server-made error page.
        if (page.status >= 500) {
          logger.warn({ path: req.path, status: page.status }, 'server rendering gave an error page; the page renders in the browser');
          return shell();
        }
        res.status(page.status).type('html').send(page.html);
      })
      .catch((error: unknown) => {
        logger.warn({ err: error, path: req.path }, 'server rendering failed; the page renders in the browser');
        shell();
      });
  });

  /** The shell's status as the web build decides it; 200 when it cannot (no build, no answer in time). */
  async function shellStatus(req: Request): Promise<number> {
    const ssr = await renderer.catch(() => null);
    if (!ssr?.pageStatus) return 200;
    const execute = options.execute;
    const status = ssr.pageStatus(req.path, (request) => (execute ? execute(request, req) : Promise.reject(new Error('no GraphQL execution here'))));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<number>((resolve) => (timer = setTimeout(resolve, SSR_TIMEOUT_MS, 200)));
    return Promise.race([status, late])
      .catch(() => 200)
      .finally(() => clearTimeout(timer));
  }

  async function serverRendered(req: Request): Promise<{ html: string; status: number } | null> {
    const ssr = await renderer.catch(() => null);
    if (!ssr || !options.execute || !ssr.isServerRendered(req.path)) return null;
    const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const execute = options.execute;
    const url = new URL(req.originalUrl, 'http://shop.local').href;
    return ssr.render(url, template, (request) => execute(request, req) as never, AbortSignal.timeout(SSR_TIMEOUT_MS));
  }
}

export { IMMUTABLE as IMMUTABLE_CACHE_CONTROL, REVALIDATE as SHELL_CACHE_CONTROL };
