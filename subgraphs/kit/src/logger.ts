import pino from 'pino';
import { config } from './config.js';

/** Structured JSON logs; secrets never reach them (see `redact`). */
export const logger = pino({
  level: config().NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : config().LOG_LEVEL,
  base: { service: process.env.SERVICE_NAME },
  redact: {
    paths: ['password', '*.password', 'token', '*.token', 'refreshToken', '*.refreshToken', 'code', '*.smsCode', 'phone', '*.phone', 'authorization', '*.authorization'],
    censor: '[redacted]',
  },
});

/** Masks all but the last four digits of a phone number for logs and sandbox listings. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
