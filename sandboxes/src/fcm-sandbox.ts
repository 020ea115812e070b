import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { json, readBodyText } from './sandbox-http.js';

/**
 * A local stand-in for Firebase Cloud Messaging's HTTP v1 API and Google's OAuth 2.0 token
 * endpoint, over HTTP, answering as they do (docs/decisions/messaging.md). Sources: Google's
 * "Using OAuth 2.0 for Server to Server Applications" (the JWT bearer grant) and FCM's
 * "Send messages" / REST reference (projects.messages.send, FcmError codes).
 *
 * - `POST /token` (form) `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<JWT>`:
 *   the JWT is RS256, signed with the service account's private key, with iss = client_email,
 *   scope containing https://www.googleapis.com/auth/firebase.messaging, aud = this token URL
 *   (the service account's token_uri), iat/exp at most an hour apart. Answers
 *   `{access_token, expires_in: 3599, token_type: 'Bearer'}`, or 400 `{error: 'invalid_grant' |
 *   'unsupported_grant_type' | 'invalid_scope', error_description}`.
 * - `POST /v1/projects/<project_id>/messages:send` with `Authorization: Bearer <token>` and
 *   `{message: {token, notification?: {title, body}, data?: {string: string}}}`: 200 `{name:
 *   'projects/<id>/messages/<n>'}`. Errors are Google's `{error: {code, message, status,
 *   details: [{'@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode}]}}`:
 *   401 UNAUTHENTICATED (no or expired token), 403 PERMISSION_DENIED (another project), 400
 *   INVALID_ARGUMENT (a malformed message or registration token), 404 UNREGISTERED (a token the
 *   app no longer holds).
 * - Test controls: `POST /__sandbox/unregister {token}` makes a token UNREGISTERED (the app was
 *   uninstalled); `POST /__sandbox/faults {next: 'unavailable' | 'quota' | 'internal'}` makes the
 *   next send answer 503 UNAVAILABLE, 429 QUOTA_EXCEEDED (with Retry-After) or 500 INTERNAL.
 *
 * State lives in memory.
 */
export interface FcmSandboxOptions {
  projectId: string;
  clientEmail: string;
  /** The service account's public key (SPKI PEM). */
  publicKeyPem: string;
  now?: () => number;
}

export type FcmFault = 'unavailable' | 'quota' | 'internal';
export const FCM_FAULTS: readonly FcmFault[] = ['unavailable', 'quota', 'internal'];
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

export interface FcmDelivered {
  name: string;
  token: string;
  notification: { title?: string; body?: string } | null;
  data: Record<string, string>;
  at: string;
}

const googleError = (res: ServerResponse, code: number, status: string, message: string, errorCode?: string, headers: Record<string, string> = {}) => {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify({ error: { code, message, status, ...(errorCode ? { details: [{ '@type': FCM_ERROR_TYPE, errorCode }] } : {}) } }));
};

export function createFcmSandbox(options: FcmSandboxOptions, baseUrl: () => string) {
  const now = options.now ?? Date.now;
  const delivered: FcmDelivered[] = [];
  const tokens = new Map<string, number>();
  const unregistered = new Set<string>();
  let nextFault: FcmFault | null = null;
  const key = importSPKI(options.publicKeyPem, 'RS256');

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams((await readBodyText(req, 20_000)) ?? '');
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' + (form.get('grant_type') ?? '') });
    const assertion = form.get('assertion');
    if (!assertion) return json(res, 400, { error: 'invalid_request', error_description: 'Missing required parameter: assertion' });
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(assertion, await key, { algorithms: ['RS256'], audience: `${baseUrl()}/token`, issuer: options.clientEmail, currentDate: new Date(now()) }));
    } catch {
      return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const iat = Number(payload.iat);
    const exp = Number(payload.exp);
    if (!iat || !exp || exp - iat > 3600)
      return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.' });
    if (typeof payload.scope !== 'string' || !payload.scope.split(' ').includes(FCM_SCOPE))
      return json(res, 400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope or ID token audience provided.' });
    const accessToken = `ya29.sandbox-${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, now() + 3599_000);
    json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  async function send(req: IncomingMessage, res: ServerResponse, projectId: string) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (!expires || expires < now()) {
      return googleError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'THIRD_PARTY_AUTH_ERROR',
      );
    }
    if (projectId !== options.projectId)
      return googleError(res, 403, 'PERMISSION_DENIED', `Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/${projectId}'`);
    const fault = nextFault;
    nextFault = null;
    if (fault === 'unavailable') return googleError(res, 503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE');
    if (fault === 'quota') return googleError(res, 429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric messages.', 'QUOTA_EXCEEDED', { 'retry-after': '60' });
    if (fault === 'internal') return googleError(res, 500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL');
    let body: { message?: { token?: unknown; notification?: unknown; data?: unknown } };
    try {
      body = JSON.parse((await readBodyText(req, 100_000)) ?? '') as typeof body;
    } catch {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const message = body?.message;
    if (!message || typeof message !== 'object') return googleError(res, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', 'INVALID_ARGUMENT');
    if (typeof message.token !== 'string' || message.token.length < 10)
      return googleError(res, 400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT');
    const notification = message.notification as { title?: unknown; body?: unknown } | undefined;
    if (notification !== undefined && (typeof notification !== 'object' || [notification.title, notification.body].some((v) => v !== undefined && typeof v !== 'string'))) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid value at message.notification', 'INVALID_ARGUMENT');
    }
    const data = (message.data ?? {}) as Record<string, unknown>;
    if (typeof data !== 'object' || Object.values(data).some((v) => typeof v !== 'string'))
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid value at message.data: values must be strings', 'INVALID_ARGUMENT');
    if (unregistered.has(message.token)) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
    const name = `projects/${projectId}/messages/${Date.now()}${randomBytes(4).readUInt32BE()}`;
    delivered.unshift({ name, token: message.token, notification: (notification as FcmDelivered['notification']) ?? null, data: data as Record<string, string>, at: new Date(now()).toISOString() });
    json(res, 200, { name });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'POST' && url.pathname === '/token') return token(req, res);
    const sendPath = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname);
    if (req.method === 'POST' && sendPath) return send(req, res, decodeURIComponent(sendPath[1]!));
    if (req.method === 'POST' && url.pathname === '/__sandbox/unregister') {
      const body = JSON.parse((await readBodyText(req, 10_000)) ?? '{}') as { token?: string };
      if (!body.token) return json(res, 400, { error: 'token' });
      unregistered.add(body.token);
      return json(res, 200, { token: body.token });
    }
    if (req.method === 'POST' && url.pathname === '/__sandbox/faults') {
      const body = JSON.parse((await readBodyText(req, 10_000)) ?? '{}') as { next?: FcmFault };
      if (!body.next || !FCM_FAULTS.includes(body.next)) return json(res, 400, { error: `next: one of ${FCM_FAULTS.join(', ')}` });
      nextFault = body.next;
      return json(res, 200, { next: nextFault });
    }
    googleError(res, 404, 'NOT_FOUND', `${req.method} ${url.pathname} was not found on this server.`);
  }

  return {
    delivered,
    handle: (req: IncomingMessage, res: ServerResponse) =>
      handle(req, res).catch(() => {
        if (!res.headersSent) googleError(res, 500, 'INTERNAL', 'Internal error encountered.');
      }),
  };
}

/** A service account of the sandbox's own (a fresh RSA key pair), as the JSON file Firebase gives. */
export interface SandboxServiceAccount {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  token_uri: string;
}

export interface RunningFcmSandbox {
  url: string;
  serviceAccount: SandboxServiceAccount;
  delivered: FcmDelivered[];
  close(): Promise<void>;
}

/** The sandbox on its own server (port 0: a free one) with a service account made for it. Does not keep the process alive. */
export async function startFcmSandbox(options: { projectId?: string; now?: () => number } = {}, port = 0, host = '127.0.0.1'): Promise<RunningFcmSandbox> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const projectId = options.projectId ?? 'shop-sandbox';
  const clientEmail = `firebase-adminsdk-sandbox@${projectId}.iam.gserviceaccount.com`;
  let base = '';
  const sandbox = createFcmSandbox({ projectId, clientEmail, publicKeyPem: await exportSPKI(publicKey), now: options.now }, () => base);
  const server = http.createServer((req, res) => void sandbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  server.unref();
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    serviceAccount: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: await exportPKCS8(privateKey),
      client_email: clientEmail,
      token_uri: `${base}/token`,
    },
    delivered: sandbox.delivered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function control(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`the FCM sandbox refused ${path}: HTTP ${response.status}`);
}
/** Makes the next send fail (tests). */
export const injectFcmFault = (baseUrl: string, next: FcmFault) => control(baseUrl, '/__sandbox/faults', { next });
/** Makes a registration token UNREGISTERED from now on (the app was uninstalled). */
export const unregisterFcmToken = (baseUrl: string, token: string) => control(baseUrl, '/__sandbox/unregister', { token });
