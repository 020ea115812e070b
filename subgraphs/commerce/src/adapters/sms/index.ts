import { config } from '@shop/kit';
import { SOLAPI_API_URL, solapiSender, type SolapiSettings } from './http.js';
import { inProcessSolapiSandbox, sandboxSolapiSettings } from './sandbox.js';
import { ALIMTALK_TEMPLATES } from './templates.js';
import type { MessageSender } from './types.js';

export type { DeliveredMessage, MessageSender, OutgoingMessage } from './types.js';
export type { AlimtalkTemplate } from './templates.js';

/** The real Solapi account's settings (SMS_PROVIDER=solapi); throws naming what is missing. */
export function solapiSettings(): SolapiSettings {
  const c = config();
  const missing = (['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER'] as const).filter((name) => !c[name]);
  if (missing.length) throw new Error(`SMS_PROVIDER=solapi needs ${missing.join(', ')}`);
  return {
    apiUrl: c.SOLAPI_API_URL ?? SOLAPI_API_URL,
    apiKey: c.SOLAPI_API_KEY!,
    apiSecret: c.SOLAPI_API_SECRET!,
    sender: c.SMS_SENDER!.replace(/[^0-9]/g, ''),
    pfId: c.KAKAO_PF_ID ?? null,
    // Only the configured template ids: an unconfigured template goes as SMS/LMS.
    templateIds: Object.fromEntries(Object.entries(ALIMTALK_TEMPLATES).flatMap(([name, t]) => (c[t.configKey] ? [[name, c[t.configKey]]] : []))),
  };
}

/**
 * The sandbox sender: the same Solapi client, pointed at the sandbox (SOLAPI_API_URL when given, else
 * the one commerce starts in its own process).
 */
function sandboxSender(): MessageSender {
  const c = config();
  let inner: Promise<MessageSender> | undefined;
  const ready = () =>
    (inner ??= (async () => {
      const url = c.SOLAPI_API_URL ?? (await inProcessSolapiSandbox(c)).url;
      return solapiSender(sandboxSolapiSettings(c, url), 'sandbox');
    })());
  return {
    name: 'sandbox',
    send: async (message) => (await ready()).send(message),
    delivered: async (phone) => (await ready()).delivered!(phone),
  };
}

let sender: MessageSender | undefined;

/** The configured sender: the Solapi sandbox unless SMS_PROVIDER=solapi. */
export function messageSender(): MessageSender {
  sender ??= config().SMS_PROVIDER === 'solapi' ? solapiSender(solapiSettings()) : sandboxSender();
  return sender;
}

/** Tests swap the sender (e.g. to prove sandbox-only queries refuse under the real one); undefined restores the configured one. */
export function setMessageSender(next: MessageSender | undefined): void {
  sender = next;
}
