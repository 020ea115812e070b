import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { errorStatus, type ErrorCode } from '@shop/kit/contracts.js';

/** The longest request target (path and query) the gateway reads; no route needs more. */
export const MAX_URL_BYTES = 8 * 1024;
/** /graphql bodies: uploads travel as base64 (10 MB of file is ~13.4 MB of text). */
export const GRAPHQL_BODY_LIMIT = '16mb';

function isGraphQL(req: Request): boolean {
  const path = req.originalUrl.split('?')[0] ?? '';
  return path === '/graphql' || path.startsWith('/graphql/');
}

/**
 * A refusal in the form the caller reads: the GraphQL response format on /graphql, the REST
 * envelope everywhere else (the web client and REST callers read `msg`). The HTTP status is the
 * code's (kit error-codes.ts).
 */
export function refuse(req: Request, res: Response, code: ErrorCode, msg: string, extensions: Record<string, unknown> = {}): void {
  const status = errorStatus(code)!;
  if (isGraphQL(req)) res.status(status).json({ errors: [{ message: msg, extensions: { code, ...extensions } }] });
  else res.status(status).json({ code: status, msg, result: { error: code, ...extensions } });
}

/** Deepest nesting a request may carry (a JSONObject field, a GraphQL variable, anything sent beside them). */
export const MAX_JSON_DEPTH = 20;

/** How deep a JSON value nests (a scalar is 0, `{}` and `[]` are 1); stops counting past `limit`. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(item, limit - 1));
    if (deepest > limit) break;
  }
  return deepest + 1;
}

/** A /graphql request's `variables` or `extensions`: the parsed body's, or a GET's query parameter (JSON text). */
function graphqlPart(req: Request, part: 'variables' | 'extensions'): unknown {
  const fromBody = (req.body as Record<string, unknown> | undefined)?.[part];
  if (fromBody !== undefined) return fromBody;
  const fromQuery = req.query[part];
  if (typeof fromQuery !== 'string') return undefined;
  try {
    return JSON.parse(fromQuery) as unknown;
  } catch {
    return undefined; // Apollo refuses malformed JSON itself.
  }
}

/**
 * Variables (and extensions) nested deeper than MAX_JSON_DEPTH are refused before Apollo reads
 * them: thousands of levels crash its serialiser (an INTERNAL_SERVER_ERROR inside a 200). The
 * same Korean BAD_USER_INPUT as the REST facade's, naming the variable.
 */
export const graphqlDepthLimit: RequestHandler = (req, res, next) => {
  for (const part of ['variables', 'extensions'] as const) {
    const value = graphqlPart(req, part);
    if (jsonDepth(value, MAX_JSON_DEPTH + 1) <= MAX_JSON_DEPTH + 1) continue;
    const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
    const field = entries.find(([, v]) => jsonDepth(v) > MAX_JSON_DEPTH)?.[0] ?? part;
    const message = `${field} 값의 중첩이 너무 깊습니다(최대 ${MAX_JSON_DEPTH}단계).`;
    return refuse(req, res, 'BAD_USER_INPUT', message, { fields: [{ field, message }] });
  }
  next();
};

/** 414 for a request target over MAX_URL_BYTES, before any route parses it. */
export const urlLimit: RequestHandler = (req, res, next) => {
  if (Buffer.byteLength(req.originalUrl) <= MAX_URL_BYTES) return next();
  refuse(req, res, 'URI_TOO_LONG', `요청 주소가 너무 깁니다. ${MAX_URL_BYTES / 1024}KB 이하로 보내주세요.`);
};

/** The /graphql body parser and its refusals: JSON answers, never Express's HTML error page; then the nesting limit. */
export function graphqlBody(): [RequestHandler, ErrorRequestHandler, RequestHandler] {
  const parse = express.json({ limit: GRAPHQL_BODY_LIMIT });
  const refusals: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (error.type === 'entity.too.large') return refuse(req, res, 'PAYLOAD_TOO_LARGE', `요청 본문이 너무 큽니다. ${GRAPHQL_BODY_LIMIT.toUpperCase()} 이하로 보내주세요.`);
    if (error.type === 'entity.parse.failed') return refuse(req, res, 'BAD_REQUEST', '요청 본문이 올바른 JSON이 아닙니다.');
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return refuse(req, res, 'BAD_REQUEST', '요청 형식이 올바르지 않습니다.');
    next(error);
  };
  return [parse, refusals, graphqlDepthLimit];
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a request line and headers over
 * its 16 KB, a malformed request, a slow one) get the REST envelope in JSON too, not a bare
 * status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, code, msg] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', '요청 주소나 헤더가 너무 깁니다.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'REQUEST_TIMEOUT', '요청 시간이 초과되었습니다.']
          : [400, 'Bad Request', 'BAD_REQUEST', '요청 형식이 올바르지 않습니다.'];
    const body = JSON.stringify({ code: status, msg, result: { error: code } });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
