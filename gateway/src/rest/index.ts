import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import multer from 'multer';
import { IDEMPOTENCY_HEADER, logger, REQUEST_ID_HEADER, type Identity } from '@shop/kit/contracts.js';
import type { GatewayContext } from '../graphql.js';
import { accountFromHeaders } from '../identity.js';
import type { RestrictionState } from '../restrictions.js';
import { idempotencyKeyOf } from '../server.js';
import { apiSchema, chooseVariant, compileRoute, type CompiledRoute, type CompiledVariant } from './compile.js';
import { fromGraphQLError, ok } from './envelope.js';
import { runOperation, type OperationRunner } from './execute.js';
import { buildOpenApi } from './openapi.js';
import { ALL_ROUTES } from './routes/index.js';
import type { RestRequest, RestRoute } from './types.js';
import { buildVariables } from './validate.js';

export interface RestOptions {
  /** The gateway's ApolloServer (started): each route runs its operation in-process through it. */
  apollo: OperationRunner;
}

/** `/userOrderAddress/delete/{id}` -> express `/userOrderAddress/delete/:id`. */
export const toExpressPath = (p: string) => `/api${p.replace(/\{(\w+)\}/g, ':$1')}`;

const FAILED = '일시적인 오류로 실패하였습니다. 다시 시도해주세요.';

export function mountRest(app: Express, options: RestOptions, routes: RestRoute[] = ALL_ROUTES): void {
  // Compiled once at start: a declaration that does not fit its operation stops the gateway here.
  const schema = apiSchema();
  const compiled = routes.map((route) => compileRoute(route, schema));
  const openapi = buildOpenApi(compiled, schema);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  mountDocs(app);

  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  // Uploads: memory only (the file goes on to the GraphQL operation), 10 MB like the service's limit.
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  for (const entry of compiled) {
    const { route } = entry;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const middleware = route.multipartFile ? [upload.single(route.multipartFile)] : [];
    router[method](toExpressPath(route.path), ...middleware, (req, res) => {
      handle(entry, req, res, options.apollo).catch((error) => {
        logger.error({ err: error, path: route.path }, 'REST facade failure');
        res.status(500).json({ code: 500, msg: FAILED, result: { error: 'INTERNAL_SERVER_ERROR' } });
      });
    });
  }
  app.use(router);
  app.use('/api', (_req, res) => {
    res.status(404).json({ code: 404, msg: '존재하지 않는 API 경로입니다.', result: null });
  });
  // Malformed JSON bodies and other middleware errors, still in the envelope.
  app.use('/api', (error: Error & { status?: number; code?: string }, _req: Request, res: Response, _next: () => void) => {
    if (error instanceof multer.MulterError) {
      const msg = error.code === 'LIMIT_FILE_SIZE' ? '파일은 10MB까지 올릴 수 있습니다.' : '파일 업로드 형식이 올바르지 않습니다.';
      res.status(400).json({ code: 400, msg, result: { error: error.code === 'LIMIT_FILE_SIZE' ? 'FILE_TOO_LARGE' : 'BAD_REQUEST' } });
      return;
    }
    // The body as a whole is what failed (not JSON, too large): named `body`, like any refused field.
    const status = error.status && error.status < 500 ? error.status : 400;
    const msg = status === 413 ? '요청 본문이 너무 큽니다.' : '요청 본문이 올바른 JSON 형식이 아닙니다.';
    res.status(status).json({ code: status, msg, result: { error: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', fields: [{ field: 'body', message: msg }] } });
  });
}

async function handle(compiled: CompiledRoute, req: Request, res: Response, apollo: OperationRunner): Promise<void> {
  const { route } = compiled;
  if (route.auth === 'required' && !req.headers.authorization) {
    res.status(401).json({ code: 401, msg: '로그인이 필요합니다.', result: null });
    return;
  }
  // Who is calling, as /graphql decides it: a token that does not verify is a 401, never anonymous.
  let identity: Identity | null = null;
  let restrictions: RestrictionState[] = [];
  if (route.auth !== 'none') {
    try {
      ({ identity, restrictions } = await accountFromHeaders(req.headers, { fresh: req.method !== 'GET' }));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const [status, envelope] = fromGraphQLError(error);
      res.status(status).json(envelope);
      return;
    }
  }

  const multipart = Boolean(req.is('multipart/form-data'));
  const restReq: RestRequest = {
    query: { ...(req.query as Record<string, unknown>) },
    body: req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...req.body } : {},
    params: { ...(req.params as Record<string, string>) },
  };
  if (route.multipartFile && req.file) {
    restReq.body.contentBase64 = req.file.buffer.toString('base64');
    restReq.body.fileName ??= Buffer.from(req.file.originalname, 'latin1').toString('utf8');
  }
  const variant = chooseVariant(compiled, route.method === 'GET' || route.method === 'DELETE' ? restReq.query : restReq.body);
  const { variables, problems } = buildVariables(variant, restReq, { textBody: multipart });
  if (problems.length) {
    // A multipart client sends the file itself, not contentBase64.
    const fields = problems.map((p) => (multipart && route.multipartFile && p.field === 'contentBase64' ? { field: route.multipartFile, message: `${route.multipartFile} 파일이 필요합니다.` } : p));
    res.status(400).json({ code: 400, msg: fields[0].message, result: { error: 'BAD_USER_INPUT', fields } });
    return;
  }

  const context: GatewayContext = {
    identity,
    restrictions,
    requestId: String(req.headers[REQUEST_ID_HEADER] ?? randomUUID()),
    idempotencyKey: idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER], undefined),
    clientIp: req.ip ?? null,
  };
  const outcome = await runOperation(apollo, variant.query, variables, context);
  if (outcome.kind === 'broken') {
    logger.error({ path: route.path, operation: variant.operationName, reason: outcome.reason }, 'REST facade: unusable GraphQL answer');
    res.status(500).json({ code: 500, msg: FAILED, result: { error: 'INTERNAL_SERVER_ERROR' } });
    return;
  }
  if (outcome.kind === 'errors') {
    const [status, envelope] = fromGraphQLError(outcome.errors[0]);
    // A rate-limit refusal says when to come back, as HTTP clients expect.
    const retryAfter = Number(outcome.errors[0].extensions?.retryAfterSeconds);
    if (status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) res.setHeader('retry-after', String(Math.ceil(retryAfter)));
    res.status(status).json(envelope);
    return;
  }
  res.json(ok(resultOf(compiled, variant, outcome.data)));
}

/** The envelope's `result`: the declared mapping, else the operation's first root field. */
function resultOf(compiled: CompiledRoute, variant: CompiledVariant, data: Record<string, unknown>): unknown {
  const { result } = compiled.route;
  if (result && typeof result === 'object') return result.map(data) ?? null;
  if (typeof result === 'string') {
    return result.split('.').reduce<unknown>((value, key) => (value == null ? null : (value as Record<string, unknown>)[key]), data) ?? null;
  }
  return data[variant.rootKey] ?? null;
}

/** A readable docs page for /api/openapi.json (Swagger UI, served from the package). */
function mountDocs(app: Express): void {
  const require = createRequire(import.meta.url);
  const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  app.use('/api/docs/assets', express.static(uiDir, { index: false }));
  app.get('/api/docs', (_req, res) => {
    res.type('html').send(`<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>영양제 쇼핑몰 REST API 문서</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs' });</script>
</body></html>`);
  });
}
