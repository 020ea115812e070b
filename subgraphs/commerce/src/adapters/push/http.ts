import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { logger } from '@shop/kit';
import { PushRetryLater, type PushMessage, type PushOutcome, type PushSender } from './types.js';

/**
 * Firebase Cloud Messaging, HTTP v1 API (firebase.google.com/docs/cloud-messaging/send-message,
 * reference projects.messages.send), authorised with an OAuth 2.0 access token obtained from a
 * service account (developers.google.com/identity/protocols/oauth2/service-account, "JWT bearer"):
 *
 * 1. a JWT {iss: client_email, scope: firebase.messaging, aud: token_uri, iat, exp <= iat + 1 h},
 *    RS256 with the service account's private key (header kid = private_key_id), POSTed as a form
 *    `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<jwt>` to
 *    https://oauth2.googleapis.com/token -> {access_token, expires_in}; kept until a minute before
 *    it expires;
 * 2. `POST https://fcm.googleapis.com/v1/projects/{project_id}/messages:send` with
 *    `Authorization: Bearer <access_token>` and `{message: {token, notification: {title, body}, data}}`.
 *
 * Answers: 200 sent; 404 UNREGISTERED or 400 INVALID_ARGUMENT: the token is dead (removed by the
 * caller); 401: the access token is refreshed once; 429 (QUOTA_EXCEEDED) and 5xx: retried later
 * (PushRetryLater, the outbox's backoff); anything else is an error.
 */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

export const FCM_API_URL = 'https://fcm.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** FCM_SERVICE_ACCOUNT: the key file's JSON, or a path to it. */
export function parseServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  if (!parsed.project_id || !parsed.client_email || !parsed.private_key) throw new Error('FCM_SERVICE_ACCOUNT needs project_id, client_email and private_key (the Firebase service account key file)');
  return parsed as ServiceAccount;
}

interface GoogleError {
  error?: { code?: number; status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

export function fcmSender(account: ServiceAccount, options: { apiUrl?: string; tokenUrl?: string; name?: PushSender['name']; timeoutMs?: number } = {}): PushSender {
  const apiUrl = (options.apiUrl ?? FCM_API_URL).replace(/\/$/, '');
  const tokenUrl = options.tokenUrl ?? account.token_uri ?? GOOGLE_TOKEN_URL;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const iat = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
      .setIssuer(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PushRetryLater(null, `Google token endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!response.ok || !body.access_token) {
      if (response.status >= 500) throw new PushRetryLater(response.status, `Google token endpoint answered ${response.status}`);
      throw new Error(`Google refused the service account: ${body.error ?? response.status} ${body.error_description ?? ''}`.trim());
    }
    cached = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  async function post(message: PushMessage, token: string): Promise<Response> {
    try {
      return await fetch(`${apiUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ message: { token: message.token, notification: { title: message.title, body: message.body }, data: message.data } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PushRetryLater(null, `FCM unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    name: options.name ?? 'fcm',
    async send(message): Promise<PushOutcome> {
      let response = await post(message, await accessToken());
      if (response.status === 401) {
        cached = null;
        response = await post(message, await accessToken());
      }
      if (response.ok) return 'sent';
      const body = (await response.json().catch(() => ({}))) as GoogleError;
      const errorCode = body.error?.details?.find((d) => d['@type']?.endsWith('FcmError'))?.errorCode ?? body.error?.status ?? `HTTP_${response.status}`;
      if ((response.status === 404 && errorCode === 'UNREGISTERED') || (response.status === 400 && errorCode === 'INVALID_ARGUMENT')) return 'invalid-token';
      if (response.status === 429 || response.status >= 500) throw new PushRetryLater(response.status, `FCM answered ${response.status} ${errorCode}`);
      logger.warn({ status: response.status, errorCode }, 'FCM refused a push');
      throw new Error(`FCM refused the push: ${response.status} ${errorCode} ${body.error?.message ?? ''}`.trim());
    },
  };
}
