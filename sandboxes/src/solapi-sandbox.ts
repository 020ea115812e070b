import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, readBodyText } from './sandbox-http.js';

/**
 * A local stand-in for Solapi (https://api.solapi.com, the SMS/LMS/알림톡 API of Solapi/CoolSMS),
 * over HTTP, answering as Solapi does (docs/decisions/messaging.md). Sources: Solapi's API
 * reference (github.com/solapi/documents: authentication/api-key.md, api-reference/messages/
 * sendSimpleMessage.md, getMessageList.md) and its Node SDK (github.com/solapi/solapi-nodejs:
 * src/lib/authenticator.ts, src/lib/defaultFetcher.ts, src/models/base/kakao/kakaoOption.ts).
 *
 * - Every call is signed: `Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<12-64
 *   characters>, signature=<hex HMAC-SHA256 of date+salt with the API secret>`. Refusals are
 *   Solapi's, HTTP 403 with `{errorCode, errorMessage}`: InvalidAPIKey, SignatureDoesNotMatch,
 *   RequestTimeTooSkewed (date more than 15 minutes off), DuplicatedSignature (a signature seen
 *   in the last 15 minutes). A missing or unreadable header is 401 `Unauthorized` (our reading).
 * - `POST /messages/v4/send` `{message: {to, from, text, type?, subject?, kakaoOptions?}}`:
 *   SMS (text up to 90 bytes, counted as EUC-KR: Hangul 2 bytes), LMS (up to 2,000 bytes, subject up
 *   to 40), ATA (알림톡: kakaoOptions {pfId, templateId, variables {'#{name}': value}}, text
 *   optional: the template filled in). Without `type` the type is detected from the length.
 *   `from` must be a registered 발신번호. A bad message is HTTP 400 `ValidationError` (the
 *   wording of the sandbox's messages is ours). Accepted: HTTP 200 `{groupId, messageId,
 *   accountId, statusCode: '2000', statusMessage, to, from, type, country: '82'}`.
 * - `GET /messages/v4/list?to=<phone>&limit=<n>` (signed): the accepted messages, newest first,
 *   as `{limit, startKey, nextKey, messageList: {<messageId>: message}}`. Development tools read
 *   the codes the sandbox "sent" through it (commerce's sandboxSmsMessages).
 * - Faults for tests: `POST /__sandbox/faults {next: 'unavailable' | 'server-error' | 'hang' |
 *   'balance'}` makes the next call answer 503 (an HTML page, as a load balancer does), answer 500
 *   `{errorCode: 'InternalError'}`, hang, or be refused with HTTP 400 `NotEnoughBalance` (an empty
 *   prepaid balance; the code and wording are the sandbox's reading, not from Solapi's reference).
 *
 * State lives in memory; a restart forgets the messages, which a sandbox may.
 */
export interface SolapiSandboxOptions {
  apiKey: string;
  apiSecret: string;
  /** Registered 발신번호 (digits). */
  senders: string[];
  /** The linked Kakao channel (pfId) and its approved 알림톡 templates: templateId -> text with #{variables}. */
  kakao?: { pfId: string; templates: Record<string, string> };
  /** Milliseconds since the epoch (tests move time). */
  now?: () => number;
  /** How long a 'hang' fault holds the request (default 30 s). */
  hangMs?: number;
}

export type SolapiFault = 'unavailable' | 'server-error' | 'hang' | 'balance';
export const SOLAPI_FAULTS: readonly SolapiFault[] = ['unavailable', 'server-error', 'hang', 'balance'];

export type SolapiMessageType = 'SMS' | 'LMS' | 'ATA';

/** A message the sandbox accepted, as Solapi's message list shows it. */
export interface SolapiStoredMessage {
  messageId: string;
  groupId: string;
  to: string;
  from: string;
  type: SolapiMessageType;
  subject: string | null;
  text: string;
  kakaoOptions: { pfId: string; templateId: string; variables: Record<string, string> } | null;
  statusCode: string;
  dateCreated: string;
}

const SKEW_MS = 15 * 60_000;
export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;
const SUBJECT_MAX_BYTES = 40;

/** Bytes as the Korean carriers count them (EUC-KR / CP949): ASCII 1 byte, anything else 2. */
export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

const fail = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) => json(res, status, { errorCode, errorMessage });

const id = (prefix: string, at: Date) =>
  `${prefix}4V${at
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)}${randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`.slice(0, 32);

export function createSolapiSandbox(options: SolapiSandboxOptions) {
  const now = options.now ?? Date.now;
  const messages: SolapiStoredMessage[] = [];
  const seenSignatures = new Map<string, number>();
  let nextFault: SolapiFault | null = null;
  const hangMs = options.hangMs ?? 30_000;

  /** Checks the Authorization header; answers the refusal and returns false when it does not hold. */
  function authorized(req: IncomingMessage, res: ServerResponse): boolean {
    const header = req.headers.authorization ?? '';
    const match = /^HMAC-SHA256 (.+)$/.exec(header);
    const fields = new Map(
      (match?.[1] ?? '').split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
    );
    const apiKey = fields.get('apiKey');
    const date = fields.get('date');
    const salt = fields.get('salt');
    const signature = fields.get('signature');
    if (!match || !apiKey || !date || !salt || !signature) {
      fail(res, 401, 'Unauthorized', 'Authorization 헤더가 없거나 형식이 올바르지 않습니다. (HMAC-SHA256 apiKey=, date=, salt=, signature=)');
      return false;
    }
    if (apiKey !== options.apiKey) {
      fail(res, 403, 'InvalidAPIKey', '유효한 API Key가 아닙니다.');
      return false;
    }
    const at = Date.parse(date);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(date) || Number.isNaN(at) || Math.abs(at - now()) > SKEW_MS) {
      fail(res, 403, 'RequestTimeTooSkewed', '요청 시간이 서버 시간과 15분 이상 차이가 납니다.');
      return false;
    }
    if (salt.length < 12 || salt.length > 64) {
      fail(res, 403, 'SignatureDoesNotMatch', 'salt는 12~64바이트여야 합니다.');
      return false;
    }
    const expected = createHmac('sha256', options.apiSecret)
      .update(date + salt)
      .digest('hex');
    const given = Buffer.from(signature.toLowerCase());
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
      fail(res, 403, 'SignatureDoesNotMatch', '생성한 Signature가 일치하지 않습니다.');
      return false;
    }
    for (const [seen, expires] of seenSignatures) if (expires < now()) seenSignatures.delete(seen);
    if (seenSignatures.has(signature)) {
      fail(res, 403, 'DuplicatedSignature', '15분 안에 같은 Signature로 요청할 수 없습니다.');
      return false;
    }
    seenSignatures.set(signature, now() + SKEW_MS);
    return true;
  }

  function validate(raw: unknown): { error: string } | { message: SolapiStoredMessage } {
    const body = raw as { message?: Record<string, unknown> } | null;
    const m = body && typeof body === 'object' ? body.message : undefined;
    if (!m || typeof m !== 'object') return { error: 'message 객체가 필요합니다.' };
    const str = (key: string) => (typeof m[key] === 'string' ? (m[key] as string) : undefined);
    const to = str('to')?.replace(/-/g, '');
    const from = str('from')?.replace(/-/g, '');
    if (!to || !/^0\d{8,10}$/.test(to)) return { error: `수신번호(to)가 올바르지 않습니다: ${String(m.to)}` };
    if (!from || !/^\d{8,11}$/.test(from)) return { error: '발신번호(from)가 필요합니다.' };
    if (!options.senders.includes(from)) return { error: `발신번호 ${from}는 등록되지 않은 번호입니다. 발신번호를 사전 등록해주세요.` };
    const type = str('type');
    if (type !== undefined && !['SMS', 'LMS', 'ATA'].includes(type)) return { error: `지원하지 않는 메시지 타입입니다: ${type}` };
    const subject = str('subject') ?? null;
    const dateCreated = new Date(now()).toISOString();
    const base = { messageId: id('M', new Date(now())), groupId: id('G', new Date(now())), to, from, subject, statusCode: '2000', dateCreated };
    if (type === 'ATA' || m.kakaoOptions) {
      const kakao = m.kakaoOptions as { pfId?: unknown; templateId?: unknown; variables?: unknown } | undefined;
      if (!kakao || typeof kakao.pfId !== 'string' || typeof kakao.templateId !== 'string') return { error: '알림톡은 kakaoOptions.pfId와 kakaoOptions.templateId가 필요합니다.' };
      if (!options.kakao || kakao.pfId !== options.kakao.pfId) return { error: `연동되지 않은 카카오톡 채널입니다: ${kakao.pfId}` };
      const template = options.kakao.templates[kakao.templateId];
      if (template === undefined) return { error: `검수 승인된 알림톡 템플릿이 아닙니다: ${kakao.templateId}` };
      const variables = (kakao.variables ?? {}) as Record<string, unknown>;
      if (typeof variables !== 'object' || Object.values(variables).some((v) => typeof v !== 'string')) return { error: 'kakaoOptions.variables의 값은 문자열이어야 합니다.' };
      const needed = [...template.matchAll(/#\{[^}]+\}/g)].map((x) => x[0]);
      const missing = needed.filter((name) => !(name in variables));
      if (missing.length) return { error: `알림톡 템플릿 변수가 빠졌습니다: ${missing.join(', ')}` };
      const rendered = template.replace(/#\{[^}]+\}/g, (name) => variables[name] as string);
      const text = str('text');
      if (text !== undefined && text !== rendered) return { error: '알림톡 내용이 검수 승인된 템플릿과 다릅니다.' };
      return { message: { ...base, type: 'ATA', text: rendered, kakaoOptions: { pfId: kakao.pfId, templateId: kakao.templateId, variables: variables as Record<string, string> } } };
    }
    const text = str('text');
    if (!text) return { error: '메시지 내용(text)이 필요합니다.' };
    const bytes = eucKrBytes(text);
    const detected: SolapiMessageType = type === 'SMS' || type === 'LMS' ? type : bytes > SMS_MAX_BYTES ? 'LMS' : 'SMS';
    if (detected === 'SMS' && bytes > SMS_MAX_BYTES) return { error: `단문(SMS)은 ${SMS_MAX_BYTES}바이트까지 보낼 수 있습니다. (현재 ${bytes}바이트)` };
    if (bytes > LMS_MAX_BYTES) return { error: `장문(LMS)은 ${LMS_MAX_BYTES}바이트까지 보낼 수 있습니다. (현재 ${bytes}바이트)` };
    if (subject && (detected === 'SMS' || eucKrBytes(subject) > SUBJECT_MAX_BYTES)) return { error: '제목(subject)은 장문(LMS)에만, 40바이트까지 쓸 수 있습니다.' };
    return { message: { ...base, type: detected, text, kakaoOptions: null } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'POST' && url.pathname === '/__sandbox/faults') {
      const body = JSON.parse((await readBodyText(req, 10_000)) ?? '{}') as { next?: SolapiFault };
      if (!body.next || !SOLAPI_FAULTS.includes(body.next)) return json(res, 400, { error: `next: one of ${SOLAPI_FAULTS.join(', ')}` });
      nextFault = body.next;
      return json(res, 200, { next: nextFault });
    }
    const known = (req.method === 'POST' && url.pathname === '/messages/v4/send') || (req.method === 'GET' && url.pathname === '/messages/v4/list');
    if (!known) return fail(res, 404, 'NotFound', `${req.method} ${url.pathname}: 없는 API입니다.`);
    const fault = nextFault;
    nextFault = null;
    if (fault === 'hang') {
      await new Promise((resolve) => setTimeout(resolve, hangMs).unref());
      res.destroy();
      return;
    }
    if (fault === 'unavailable') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
      return;
    }
    if (fault === 'server-error') return fail(res, 500, 'InternalError', '내부 오류가 발생했습니다.');
    if (!authorized(req, res)) return;
    if (req.method === 'GET') {
      const to = url.searchParams.get('to');
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 20) || 20, 1), 500);
      const found = messages.filter((m) => !to || m.to === to).slice(0, limit);
      return json(res, 200, { limit, startKey: null, nextKey: null, messageList: Object.fromEntries(found.map((m) => [m.messageId, m])) });
    }
    const text = await readBodyText(req, 1_000_000);
    if (text === null) return fail(res, 413, 'PayloadTooLarge', '요청 본문이 너무 큽니다.');
    if (!/application\/json/.test(req.headers['content-type'] ?? '')) return fail(res, 400, 'ValidationError', 'Content-Type은 application/json이어야 합니다.');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(res, 400, 'ValidationError', 'JSON 형식이 올바르지 않습니다.');
    }
    if (fault === 'balance') return fail(res, 400, 'NotEnoughBalance', '잔액이 부족합니다. 충전 후 다시 시도해주세요.');
    const result = validate(body);
    if ('error' in result) return fail(res, 400, 'ValidationError', result.error);
    messages.unshift(result.message);
    const m = result.message;
    json(res, 200, {
      groupId: m.groupId,
      messageId: m.messageId,
      accountId: '12925149',
      statusCode: '2000',
      statusMessage: '정상 접수(이통사로 접수 예정) ',
      to: m.to,
      from: m.from,
      type: m.type,
      country: '82',
    });
  }

  return {
    messages,
    handle: (req: IncomingMessage, res: ServerResponse) =>
      handle(req, res).catch(() => {
        if (!res.headersSent) fail(res, 500, 'InternalError', '내부 오류가 발생했습니다.');
      }),
  };
}

export interface RunningSolapiSandbox {
  url: string;
  messages: SolapiStoredMessage[];
  close(): Promise<void>;
}

/** The sandbox on its own HTTP server (port 0: a free one). Does not keep the process alive. */
export async function startSolapiSandbox(options: SolapiSandboxOptions, port = 0, host = '127.0.0.1'): Promise<RunningSolapiSandbox> {
  const sandbox = createSolapiSandbox(options);
  const server = http.createServer((req, res) => void sandbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  server.unref();
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    messages: sandbox.messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Makes the sandbox's next API call fail (tests). */
export async function injectSolapiFault(baseUrl: string, next: SolapiFault): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ next }) });
  if (!response.ok) throw new Error(`the Solapi sandbox refused the fault ${next}: HTTP ${response.status}`);
}
