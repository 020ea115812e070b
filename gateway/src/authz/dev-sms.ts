import type { Express, Request } from 'express';
import { callSubgraph, config } from '@shop/kit/contracts.js';

export const DEV_SMS_PATH = '/api/dev/sandbox-sms';

/** Loopback only, by the socket's address (not X-Forwarded-For, which a client can write). */
function fromThisMachine(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * The development helper behind the web's "(개발 환경) 인증번호" hint and the browser test: the
 * newest code the SMS sandbox "sent" to a phone. It exists only outside production while the
 * sandbox provider is configured, answers only callers on this machine, and reads the messages
 * as the system identity (sandboxSmsMessages itself answers admins only). Anywhere else it is a
 * plain 404, so a default install reachable from outside gives nobody's code away.
 */
export function mountDevSms(app: Express, commerceUrl: string): void {
  app.get(DEV_SMS_PATH, async (req, res) => {
    const { NODE_ENV, SMS_PROVIDER } = config();
    if (NODE_ENV === 'production' || SMS_PROVIDER !== 'sandbox' || !fromThisMachine(req) || req.headers['x-forwarded-for']) {
      res.status(404).json({ code: 404, msg: '찾을 수 없는 경로입니다.', result: null });
      return;
    }
    const phone = typeof req.query.phone === 'string' ? req.query.phone.replace(/[^0-9]/g, '').slice(0, 11) : '';
    if (phone.length < 10) {
      res.status(400).json({ code: 400, msg: '휴대폰 번호를 확인해주세요.', result: null });
      return;
    }
    try {
      const data = await callSubgraph<{ sandboxSmsMessages: { text: string }[] }>(commerceUrl, { query: 'query ($p: String!) { sandboxSmsMessages(phone: $p) { text } }', variables: { p: phone } });
      const text = data.sandboxSmsMessages[0]?.text ?? '';
      res.json({ code: 200, msg: '성공', result: { code: /\[(\d{6})\]/.exec(text)?.[1] ?? null } });
    } catch {
      res.status(503).json({ code: 503, msg: '잠시 후 다시 시도해주세요.', result: null });
    }
  });
}
