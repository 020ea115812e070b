import { config, logger, maskPhone } from '@shop/kit';
import type { MessageSender } from './types.js';

/**
 * A real provider over HTTPS: POST {SMS_API_URL}/messages with a bearer key, JSON
 * `{ to, text, channel }`; any non-2xx answer is a failure the caller reports to the user.
 */
export function httpSender(url = config().SMS_API_URL, key = config().SMS_API_KEY): MessageSender {
  if (!url || !key) throw new Error('SMS_API_URL and SMS_API_KEY are required for SMS_PROVIDER=http');
  return {
    name: 'http',
    async send(_em, message) {
      const response = await fetch(`${url.replace(/\/$/, '')}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to: message.phone, text: message.text, channel: message.channel }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        logger.warn({ status: response.status, to: maskPhone(message.phone) }, 'SMS provider refused a message');
        throw new Error(`SMS provider answered ${response.status}`);
      }
    },
  };
}
