import type { ParamSpec, RestRoute } from './types.js';

const schemaOf = (spec: ParamSpec) => ({
  type: spec.type,
  ...(spec.items ? { items: { type: spec.items } } : {}),
  ...(spec.description ? { description: spec.description } : {}),
});

const envelope = {
  type: 'object',
  required: ['code', 'msg', 'result'],
  properties: {
    code: { type: 'integer', description: '200 성공; 그 외 오류 코드 (410/411 쿠폰 거절은 HTTP 200)' },
    msg: { type: 'string', description: '사용자에게 보여줄 한국어 메시지' },
    result: { description: '결과 데이터; 오류일 때 { error, fields }' },
  },
};

/** OpenAPI 3.1 document generated from the route table (never written by hand). */
export function buildOpenApi(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters = [
      ...Object.entries(route.params ?? {}).map(([name, spec]) => ({ name, in: 'path', required: true, schema: schemaOf(spec) })),
      ...Object.entries(route.query ?? {}).map(([name, spec]) => ({
        name,
        in: 'query',
        required: Boolean(spec.required),
        schema: schemaOf(spec),
        ...(spec.type === 'array' ? { style: 'form', explode: true } : {}),
      })),
    ];
    const body = route.body
      ? {
          requestBody: {
            required: Object.values(route.body).some((s) => s.required),
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(Object.entries(route.body).map(([n, s]) => [n, schemaOf(s)])),
                  required: Object.entries(route.body)
                    .filter(([, s]) => s.required)
                    .map(([n]) => n),
                },
              },
              ...(route.multipartFile
                ? {
                    'multipart/form-data': {
                      schema: {
                        type: 'object',
                        properties: {
                          ...Object.fromEntries(Object.entries(route.body).filter(([n]) => n !== 'contentBase64').map(([n, s]) => [n, schemaOf(s)])),
                          [route.multipartFile]: { type: 'string', format: 'binary' },
                        },
                      },
                    },
                  }
                : {}),
            },
          },
        }
      : {};
    const responses: Record<string, unknown> = {
      '200': { description: '성공 (또는 code에 담긴 업무 거절)', content: { 'application/json': { schema: envelope } } },
      '400': { description: '잘못된 입력', content: { 'application/json': { schema: envelope } } },
    };
    if (route.auth === 'required') responses['401'] = { description: '로그인 필요 또는 토큰 오류', content: { 'application/json': { schema: envelope } } };
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`][route.method.toLowerCase()] = {
      summary: route.summary,
      ...(route.auth === 'none' ? { security: [] } : route.auth === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
      parameters,
      ...body,
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: '영양제 쇼핑몰 REST API', version: '1.0.0', description: '모든 응답은 { code, msg, result } 형식입니다.' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  };
}
