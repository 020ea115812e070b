import { createHmac, randomBytes } from 'node:crypto';
import { AppError, logger, maskPhone } from '@shop/kit';
import { ALIMTALK_TEMPLATES, renderTemplate, type AlimtalkTemplate } from './templates.js';
import type { DeliveredMessage, MessageSender, OutgoingMessage } from './types.js';

/**
 * Solapi's REST API (https://api.solapi.com), the SMS/LMS/알림톡 provider behind CoolSMS. As its
 * reference and SDK define it (github.com/solapi/documents authentication/api-key.md and
 * api-reference/messages/sendSimpleMessage.md; github.com/solapi/solapi-nodejs src/lib/
 * authenticator.ts and defaultFetcher.ts):
 *
 * - each request carries `Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<random>,
 *   signature=<hex HMAC-SHA256 of date+salt keyed with the API secret>`; a signature is single-use
 *   and the date must be within 15 minutes of Solapi's clock;
 * - `POST /messages/v4/send` `{message: {to, from, text, type, subject?, kakaoOptions?}}` sends one
 *   message; 200 `{groupId, messageId, statusCode: '2000', type, ...}` means accepted;
 * - a refusal is a 4xx `{errorCode, errorMessage}` (InvalidAPIKey, SignatureDoesNotMatch,
 *   ValidationError, ...); 5xx and network failures are Solapi being unreachable (its SDK retries
 *   only 503 and connection failures).
 *
 * SMS carries 90 bytes (EUC-KR: Hangul 2 bytes), so a longer text goes as LMS; a 알림톡 is type ATA
 * with kakaoOptions {pfId, templateId, variables {'#{name}': value}}.
 */
export interface SolapiSettings {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The registered 발신번호. */
  sender: string;
  /** The Kakao channel (pfId) and approved template ids; without them 알림톡 go as SMS/LMS. */
  pfId: string | null;
  templateIds: Partial<Record<AlimtalkTemplate, string>>;
}

export const SOLAPI_API_URL = 'https://api.solapi.com';
export const SMS_MAX_BYTES = 90;

/** Bytes as Korean carriers (and Solapi) count a text: ASCII 1, anything else (Hangul) 2. */
export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

/** The Authorization header of one request. */
export function solapiAuthorization(apiKey: string, apiSecret: string, now = new Date()): string {
  const date = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const salt = randomBytes(24).toString('hex');
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Solapi's message object of POST /messages/v4/send for an outgoing message. */
export function solapiMessage(settings: Pick<SolapiSettings, 'sender' | 'pfId' | 'templateIds'>, message: OutgoingMessage): Record<string, unknown> {
  const to = message.phone.replace(/[^0-9]/g, '');
  if (message.channel === 'kakao') {
    const templateId = settings.templateIds[message.template];
    const text = renderTemplate(message.template, message.variables);
    if (settings.pfId && templateId) {
      const variables = Object.fromEntries(Object.entries(message.variables).map(([name, value]) => [`#{${name}}`, value]));
      return { to, from: settings.sender, type: 'ATA', text, kakaoOptions: { pfId: settings.pfId, templateId, variables } };
    }
    return textMessage(settings.sender, to, text);
  }
  return textMessage(settings.sender, to, message.text);
}

function textMessage(from: string, to: string, text: string): Record<string, unknown> {
  return { to, from, text, type: eucKrBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS' };
}

/** A refusal by Solapi (4xx with its error body) or an unreachable Solapi (5xx, network, timeout). */
export class SolapiError extends Error {
  constructor(
    readonly status: number | null,
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(`Solapi ${status ?? 'unreachable'} ${errorCode}: ${errorMessage}`);
  }
  get unavailable(): boolean {
    return this.status === null || this.status >= 500;
  }
}

export interface SolapiSendResult {
  groupId: string;
  messageId: string;
  statusCode: string;
  type: string;
}

/** The HTTP client of Solapi's API. */
export function solapiClient(settings: Pick<SolapiSettings, 'apiUrl' | 'apiKey' | 'apiSecret'>, timeoutMs = 10_000) {
  const base = settings.apiUrl.replace(/\/$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: solapiAuthorization(settings.apiKey, settings.apiSecret), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SolapiError(null, 'NetworkError', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // A gateway's HTML page (502/503): not Solapi's JSON.
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { errorCode?: string; errorMessage?: string };
      throw new SolapiError(response.status, error.errorCode ?? `HTTP_${response.status}`, error.errorMessage ?? text.slice(0, 200));
    }
    if (parsed === null) throw new SolapiError(response.status, 'ParseError', 'the answer is not JSON');
    return parsed as T;
  }
  return {
    send: (message: Record<string, unknown>) => call<SolapiSendResult>('POST', '/messages/v4/send', { message }),
    /** GET /messages/v4/list: messages to one phone, newest first. */
    list: (to: string, limit = 20) =>
      call<{ messageList: Record<string, { to: string; type: string; text: string; dateCreated: string }> }>('GET', `/messages/v4/list?${new URLSearchParams({ to, limit: String(limit) })}`),
  };
}

/** The message sender over Solapi: what the shop's modules call. */
export function solapiSender(settings: SolapiSettings, name: MessageSender['name'] = 'solapi'): MessageSender {
  const client = solapiClient(settings);
  return {
    name,
    async send(message) {
      const body = solapiMessage(settings, message);
      try {
        const sent = await client.send(body);
        logger.info({ to: maskPhone(message.phone), type: sent.type, messageId: sent.messageId }, 'Solapi accepted a message');
      } catch (error) {
        if (!(error instanceof SolapiError)) throw error;
        logger.warn({ to: maskPhone(message.phone), status: error.status, errorCode: error.errorCode, errorMessage: error.errorMessage }, 'Solapi did not take a message');
        if (error.unavailable) throw new AppError('SMS_UNAVAILABLE', '문자 발송 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.');
        throw new AppError('SMS_SEND_FAILED', '문자를 보내지 못했습니다. 잠시 후 다시 시도하거나 고객센터에 문의해주세요.');
      }
    },
    async delivered(phone): Promise<DeliveredMessage[]> {
      if (name !== 'sandbox') throw new Error('only the sandbox lists what it delivered');
      const { messageList } = await client.list(phone.replace(/[^0-9]/g, ''));
      return Object.values(messageList).map((m) => ({
        channel: m.type === 'ATA' ? 'kakao' : 'sms',
        type: m.type as DeliveredMessage['type'],
        phone: m.to,
        text: m.text,
        createdAt: new Date(m.dateCreated),
      }));
    },
  };
}

export { ALIMTALK_TEMPLATES };
