import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { callSubgraph, IDEMPOTENCY_HEADER, logger, REQUEST_ID_HEADER } from '@shop/kit/contracts.js';
import { createGraphQLServer, type GatewayContext } from './graphql.js';
import { answerClientErrors, applyHttpHygiene, graphqlBody, httpOptionsFromConfig, mountWeb, type HttpOptions } from './http/index.js';
import { mountUploads } from './http/uploads.js';
import { mountDevSms } from './authz/dev-sms.js';
import { mountOAuthSandbox } from './http/oauth-sandbox.js';
import { mountPaymentWebhook } from './http/payment-webhook.js';
import { watchAccountStateChanges } from './account-state-changes.js';
import { accountFromHeaders, mayWrite, useAccountStates } from './identity.js';
import { mountRest } from './rest/index.js';

export interface GatewayOptions {
  port: number;
  host?: string;
  supergraphPath: string;
  subgraphUrls: Record<string, string>;
  /** Built web client to serve at `/` (skipped when the folder does not exist). */
  webDist?: string;
  /** Disk storage of uploads (commerce's STORAGE_PROVIDER=disk), served at /uploads. */
  uploadsDir?: string;
  /** CORS, proxy trust and image origins; from the configuration (CORS_ORIGINS, TRUST_PROXY) when absent. */
  http?: HttpOptions;
}

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const apollo = createGraphQLServer(options.supergraphPath, options.subgraphUrls);
  await apollo.start();
  // Access tokens are checked against the account's token version kept by commerce (identity.ts).
  // While the gateway watches commerce's account state changes, a write need not ask again (account-state-changes.ts).
  const commerceUrl = options.subgraphUrls.commerce ?? 'http://127.0.0.1:4001/';
  const changes = watchAccountStateChanges(commerceUrl);
  useAccountStates(commerceUrl, changes);

  const app = express();
  app.disable('x-powered-by');
  applyHttpHygiene(app, options.http ?? httpOptionsFromConfig());
  app.use((req, res, next) => {
    const requestId = (req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    next();
  });

  app.get('/health', async (_req, res) => {
    const checks = await Promise.all(
      Object.entries(options.subgraphUrls).map(async ([name, url]) => {
        try {
          await callSubgraph(url, { query: '{ __typename }', identity: null, timeoutMs: 2000 });
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, (error as Error).message] as const;
        }
      }),
    );
    const subgraphs = Object.fromEntries(checks);
    const ok = checks.every(([, status]) => status === 'ok');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', subgraphs });
  });

  app.use(
    '/graphql',
    // JSON up to 16 MB (base64 uploads); too large or malformed bodies get a JSON 413/400.
    ...graphqlBody(),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GatewayContext> => {
        const { identity, restrictions } = await accountFromHeaders(req.headers, { fresh: mayWrite(req.body) });
        return {
          identity,
          restrictions,
          requestId: String(req.headers[REQUEST_ID_HEADER]),
          idempotencyKey: idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER], req.body?.extensions?.idempotencyKey),
          clientIp: req.ip ?? null,
        };
      },
    }),
  );

  mountDevSms(app, options.subgraphUrls.commerce ?? 'http://127.0.0.1:4001/');
  mountOAuthSandbox(app);
  mountPaymentWebhook(app, options.subgraphUrls.commerce ?? 'http://127.0.0.1:4001/');
  mountRest(app, { apollo });

  // Public files cached long; private ones only by a signed, expiring URL and never cached (http/uploads.ts).
  mountUploads(app, options.uploadsDir);

  // Hashed assets cached for a year, the app shell revalidated (http/web.ts).
  if (options.webDist && existsSync(options.webDist)) {
    mountWeb(app, options.webDist, {
      // Server rendering runs the page's queries in-process, as an anonymous visitor from the
      // client's address (rate limits apply as to the browser's own requests).
      execute: async (request, req) => {
        const response = await apollo.executeOperation(request, {
          contextValue: { identity: null, requestId: String(req.headers[REQUEST_ID_HEADER]), idempotencyKey: null, clientIp: req.ip ?? null },
        });
        if (response.body.kind !== 'single') throw new Error(`${response.body.kind} response`);
        return response.body.singleResult;
      },
    });
  }

  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(options.port, options.host ?? '127.0.0.1', () => resolve(s));
    answerClientErrors(s);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${options.host === '0.0.0.0' ? 'localhost' : '127.0.0.1'}:${address.port}`;
  logger.info({ url }, 'gateway listening');
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await changes.close();
    },
  };
}

/** The `Idempotency-Key` header, else the request extension `idempotencyKey` (subgraphs check its form). */
export function idempotencyKeyOf(header: unknown, extension: unknown): string | null {
  if (typeof header === 'string' && header) return header;
  return typeof extension === 'string' && extension ? extension : null;
}
