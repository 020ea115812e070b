import path from 'node:path';
import express, { type Express } from 'express';

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
export function mountWeb(app: Express, webDist: string): void {
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
  // Client-side routes: every other GET that accepts HTML gets the app shell.
  app.get(/^\/(?!api\/|api$|graphql|health|uploads\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('cache-control', REVALIDATE);
    res.sendFile(path.join(dist, 'index.html'), { cacheControl: false });
  });
}

export { IMMUTABLE as IMMUTABLE_CACHE_CONTROL, REVALIDATE as SHELL_CACHE_CONTROL };
