import zlib from 'node:zlib';
import compression from 'compression';
import type { Express } from 'express';
import { mountDocsPage } from './docs.js';
import { urlLimit } from './limits.js';
import type { HttpOptions } from './options.js';
import { corsPolicy, securityHeaders } from './security.js';
import { mountRobots } from './web.js';

export { answerClientErrors, graphqlBody, MAX_URL_BYTES, GRAPHQL_BODY_LIMIT } from './limits.js';
export { httpOptionsFromConfig, type HttpOptions } from './options.js';
export { mountWeb } from './web.js';

/**
 * What every answer of the gateway goes through, mounted before any route: the URL length
 * limit, security headers (CSP, nosniff, frame-ancestors, Referrer-Policy, HSTS over TLS),
 * CORS (closed unless configured), compression, robots.txt and the CSP-clean docs page.
 */
export function applyHttpHygiene(app: Express, options: HttpOptions): void {
  app.use(urlLimit);
  securityHeaders(app, options);
  app.use(corsPolicy(options));
  // gzip or brotli (preferred when offered) for anything compressible over 1 KB: HTML, JS, CSS
  // and the JSON of /graphql and /api. Smaller answers gain nothing from it. Brotli at quality 5:
  // the package's 4 came out larger than gzip on the main script (161 KB vs 158 KB of 571 KB);
  // 5 gives 151 KB in about the same time (~23 ms), 11 would take over a second per answer.
  app.use(compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  mountRobots(app);
  mountDocsPage(app);
}
