import type { Express } from 'express';

/**
 * The REST docs page (Swagger UI, whose files rest/index.ts serves from the package under
 * /api/docs/assets). Its start-up call lives in a served file, not an inline <script>, so the
 * page works under the gateway's CSP (`script-src 'self'`, no 'unsafe-inline'). Mounted before
 * the REST facade so this page is the one answered at /api/docs.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>영양제 쇼핑몰 REST API 문서</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs' });\n`;

export function mountDocsPage(app: Express): void {
  app.get('/api/docs', (_req, res) => {
    res.type('html').set('cache-control', 'no-cache').send(DOCS_PAGE);
  });
  app.get('/api/docs/init.js', (_req, res) => {
    res.type('text/javascript').set('cache-control', 'no-cache').send(INIT_SCRIPT);
  });
}
