import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import multer from 'multer';
import { logger, REQUEST_ID_HEADER } from '@shop/kit';
import { fromGraphQLError, ok } from './envelope.js';
import { executeOperation } from './execute.js';
import { buildOpenApi } from './openapi.js';
import { ALL_ROUTES } from './routes/index.js';
import type { RestRequest, RestRoute } from './types.js';
import { validateRequest } from './validate.js';

export interface RestOptions {
  graphqlUrl: () => string;
}

/** `/userOrderAddress/delete/{id}` -> express `/userOrderAddress/delete/:id`. */
export const toExpressPath = (p: string) => `/api${p.replace(/\{(\w+)\}/g, ':$1')}`;

export function mountRest(app: Express, options: RestOptions, routes: RestRoute[] = ALL_ROUTES): void {
  const openapi = buildOpenApi(routes);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  mountDocs(app);

  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  // Uploads: memory only (the file goes on to the GraphQL operation), 10 MB like the service's limit.
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const middleware = route.multipartFile ? [upload.single(route.multipartFile)] : [];
    router[method](toExpressPath(route.path), ...middleware, (req, res) => {
      handle(route, req, res, options).catch((error) => {
        logger.error({ err: error, path: route.path }, 'REST facade failure');
        res.status(500).json({ code: 500, msg: '일시적인 오류로 실패하였습니다. 다시 시도해주세요.', result: null });
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
    const status = error.status && error.status < 500 ? error.status : 400;
    res.status(status).json({ code: status, msg: '요청 형식이 올바르지 않습니다.', result: null });
  });
}

async function handle(route: RestRoute, req: Request, res: Response, options: RestOptions): Promise<void> {
  const authorization = req.headers.authorization;
  if (route.auth === 'required' && !authorization) {
    res.status(401).json({ code: 401, msg: '로그인이 필요합니다.', result: null });
    return;
  }
  const restReq: RestRequest = {
    query: { ...(req.query as Record<string, unknown>) },
    body: req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...req.body } : {},
    params: { ...(req.params as Record<string, string>) },
  };
  if (route.multipartFile && req.file) {
    restReq.body.contentBase64 = req.file.buffer.toString('base64');
    restReq.body.fileName ??= Buffer.from(req.file.originalname, 'latin1').toString('utf8');
  }
  const problems = validateRequest(route, restReq);
  if (problems.length) {
    res.status(400).json({ code: 400, msg: problems[0].message, result: { error: 'BAD_USER_INPUT', fields: problems } });
    return;
  }
  const query = typeof route.operation === 'function' ? route.operation(restReq) : route.operation;
  const response = await executeOperation(options.graphqlUrl(), query, route.variables?.(restReq) ?? {}, {
    authorization: route.auth === 'none' ? undefined : authorization,
    requestId: req.headers[REQUEST_ID_HEADER] as string | undefined,
  });
  if (response.errors?.length) {
    const [status, envelope] = fromGraphQLError(response.errors[0]);
    res.status(status).json(envelope);
    return;
  }
  const data = response.data ?? {};
  const result = route.result ? route.result(data, restReq) : data[Object.keys(data)[0]];
  res.json(ok(result ?? null));
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
