import cors from 'cors';
import type { Express, RequestHandler } from 'express';
import helmet from 'helmet';
import { IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from '@shop/kit/contracts.js';
import type { HttpOptions } from './options.js';

/**
 * The Content-Security-Policy of every answer. The built web client is one module script and
 * one stylesheet from /assets (no inline script or style; React's `style` props go through the
 * CSSOM, which CSP does not govern), and the API docs page loads its start script from a file
 * (docs.ts), so neither scripts nor styles need 'unsafe-inline'. Images: the shop's own files,
 * the seeded products' `data:` SVG placeholders, previews of a picked photo (`blob:`), and the
 * bucket when uploads are on S3. With the real payment gateway, PortOne's SDK and the card
 * companies' windows it opens (docs/decisions/selling.md, "The real gateway's window").
 */
export function contentSecurityPolicy(options: HttpOptions, secure: boolean): Record<string, string[]> {
  // PortOne v1's SDK (cdn.iamport.kr) talks to service.iamport.kr and opens each card company's
  // or easy pay's page in a frame or by posting a form to it: those are many https origins.
  const portone = options.realPaymentWindow ? ['https://cdn.iamport.kr', 'https://service.iamport.kr'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...portone],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...options.imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...portone],
    ...(options.realPaymentWindow ? { 'frame-src': ["'self'", 'https:'] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.realPaymentWindow ? ['https:'] : [])],
    // Nobody may frame the shop (clickjacking); X-Frame-Options says the same to old browsers.
    'frame-ancestors': ["'none'"],
    // Only where the page itself came over HTTPS: on plain http://localhost it would send the
    // page's own requests to an https:// that does not exist.
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function helmetFor(options: HttpOptions, secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options, secure) },
    // A page of ours may send its origin, not its path and query (which can hold search terms
    // or ids), to other sites; same-origin requests keep the full referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS only over TLS (below): on plain HTTP the header means nothing and would be a lie.
    strictTransportSecurity: false,
    // Pages of other allowed origins may show our uploaded images only when CORS is opened for them.
    crossOriginResourcePolicy: { policy: options.corsOrigins.length ? 'cross-origin' : 'same-origin' },
  }) as RequestHandler;
}

const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }) as RequestHandler;

/**
 * Security headers for every answer. `req.secure` is true when the connection is TLS or, with
 * TRUST_PROXY set, when the trusted proxy says X-Forwarded-Proto: https.
 */
export function securityHeaders(app: Express, options: HttpOptions): void {
  app.set('trust proxy', options.trustProxy);
  const plain = helmetFor(options, false);
  const tls = helmetFor(options, true);
  app.use((req, res, next) => {
    if (!req.secure) return plain(req, res, next);
    tls(req, res, (error?: unknown) => (error ? next(error) : hsts(req, res, next)));
  });
}

/**
 * CORS: closed unless CORS_ORIGINS lists origins. A listed origin may call with the headers the
 * web client sends (the token travels in Authorization, so no cookies: credentials stay off);
 * any other origin gets no CORS headers and the browser keeps the answer from its page.
 */
export function corsPolicy(options: HttpOptions): RequestHandler {
  const allowed = new Set(options.corsOrigins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', IDEMPOTENCY_HEADER, REQUEST_ID_HEADER, 'apollo-require-preflight', 'x-apollo-operation-name'],
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after'],
    credentials: false,
    maxAge: 600,
  });
}
