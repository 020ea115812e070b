import pino from 'pino';
import { config } from './config.js';

/**
 * Keys whose values never reach a log, at any of the first four levels of a logged object
 * (`{ password }`, `{ input: { password } }`, `{ req: { headers: { authorization } } }`, …).
 * Header names are lower case, as Node gives them.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'verificationToken',
  'signUpToken',
  'idToken',
  'smsCode',
  'verificationCode',
  'secret',
  'clientSecret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-shop-identity',
  'JWT_SECRET',
  'GATEWAY_SECRET',
  'SOLAPI_API_SECRET',
  'FCM_SERVICE_ACCOUNT',
  'private_key',
  'assertion',
  'S3_SECRET_ACCESS_KEY',
];
/** Keys holding phone numbers: masked to 010****1234, so a line still tells numbers apart. */
const PHONE_KEYS = ['phone', 'phoneNumber', 'newPhone', 'to'];
/**
 * `code` is also an error's or a nutrient's code: it is hidden where a request's fields travel
 * (an SMS code is `input.code`, a verification's `variables.code`), and there only when shaped
 * like an SMS code (the redact paths' wildcards do not say which key they stood for).
 */
const CODE_KEY = 'code';
const CODE_CONTAINERS = ['input', 'variables', 'body', 'args', 'query', 'params'];
const CODE_PATHS = [CODE_KEY, ...CODE_CONTAINERS.flatMap((container) => [`${container}.${CODE_KEY}`, `*.${container}.${CODE_KEY}`, `*.*.${container}.${CODE_KEY}`])];
const DEPTH = 4;

function pathsOf(keys: readonly string[]): string[] {
  const paths: string[] = [];
  for (const name of keys) {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
    for (let depth = 0; depth < DEPTH; depth++) {
      const prefix = '*.'.repeat(depth);
      paths.push(key.startsWith('[') ? (depth ? `${prefix.slice(0, -1)}${key}` : key) : `${prefix}${key}`);
    }
  }
  return paths;
}

const PHONE = new Set(PHONE_KEYS);
/** A Korean mobile number, with or without separators, +82 or already masked. */
function isPhoneShaped(value: unknown): value is string {
  return typeof value === 'string' && /^(?:\+82|0)1[016789][\d*]{7,8}$/.test(value.replace(/[\s.-]/g, ''));
}

function censor(value: unknown, path: string[]): unknown {
  const key = path.at(-1) ?? '';
  if (PHONE.has(key)) {
    // `to` is also the end of a range: only a phone-shaped value is masked there.
    if (key === 'to' && !isPhoneShaped(value)) return value;
    return typeof value === 'string' ? maskPhone(value) : value == null ? value : '[redacted]';
  }
  if (key === CODE_KEY) return typeof value === 'string' && /^\d{4,8}$/.test(value) ? '[redacted]' : value;
  return '[redacted]';
}

/**
 * Scrubs free text (a message, an error's message or stack, a driver error's SQL and detail):
 * bearer and JWT tokens, quoted SQL literals (MikroORM puts parameter values into its error
 * messages), `Key (phone)=(…)` details of constraint errors, SMS codes after "인증번호", and
 * phone numbers.
 */
export function scrubText(text: string): string {
  let out = text
    .replace(/\beyJ[\w-]{4,}\.[\w-]*\.[\w-]*/g, '[redacted-token]')
    .replace(/\b(Bearer|Basic)\s+[^\s"',;]+/gi, '$1 [redacted]')
    .replace(/\b((?:password|passwd|token|secret|api[_-]?key)\w*)(["']?\s*[:=]\s*["']?)([^\s"',&;}]+)/gi, '$1$2[redacted]')
    .replace(/(Key \([^)]*\)=\()([^)]*)(\))/g, '$1[redacted]$3')
    .replace(/((?:인증번호|인증 번호|인증코드|\bcode|\botp)\D{0,12}?)(?<!\d)\d{4,8}(?!\d)/gi, '$1[redacted]');
  if (/\b(insert\s+into|update\s+\S+\s+set|delete\s+from|select\b[\s\S]*?\bfrom|values\s*\()/i.test(out)) {
    out = out.replace(/'(?:[^']|'')*'/g, "'[redacted]'");
  }
  return out.replace(
    /(?<![\d*])(\+82[-\s.]?|0)(1[016789])[-\s.]?(\d{3,4})[-\s.]?(\d{4})(?!\d)/g,
    (_m, lead: string, carrier: string, middle: string, last: string) => `${lead}${carrier}${'*'.repeat(middle.length)}${last}`,
  );
}

/** Bound values a driver or HTTP error may carry beside its message: dropped from logged errors. */
const DROPPED_ERROR_KEYS = new Set(['params', 'parameters', 'bindings', 'values', 'variables', 'body']);

/**
 * Walks a logged value: errors become plain objects (message, stack, causes) without their bound
 * values, every string is scrubbed, listed keys are redacted and phone numbers masked at any
 * depth (the redact paths cover the first levels; this covers the rest, and free text).
 */
function scrubValue(value: unknown, depth = 0, inError = false): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return scrubValue(pino.stdSerializers.errWithCause(value), depth, true);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, inError));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (inError && DROPPED_ERROR_KEYS.has(key)) continue;
    out[key] = SECRET_KEYS.includes(key) ? '[redacted]' : PHONE.has(key) && isPhoneShaped(item) ? maskPhone(item) : scrubValue(item, depth + 1, inError || key === 'err');
  }
  return out;
}

const serializeError = (error: unknown) => scrubValue(error, 0, true);

/** The logger's options, exported so a test can log through the same rules into a buffer. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: { service: process.env.SERVICE_NAME },
    redact: { paths: [...pathsOf(SECRET_KEYS), ...pathsOf(PHONE_KEYS), ...CODE_PATHS], censor },
    serializers: { err: serializeError, error: serializeError },
    formatters: {
      // Every string of a logged object is scrubbed too (an SMS text under an unlisted key).
      log: (object) => scrubValue(object) as Record<string, unknown>,
    },
    hooks: {
      // A message built by interpolation (`sent ${code} to ${phone}`) is scrubbed as well.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

/** Structured JSON logs; secrets never reach them (see `redact`, the error serializer and `scrubText`). */
export const logger = pino(loggerOptions(config().NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : config().LOG_LEVEL));

/** Masks a phone number for logs and listings: the first three and last four digits stay (010****1234). */
export function maskPhone(phone: string): string {
  const text = String(phone);
  if (text.length <= 4) return '****';
  if (text.length <= 7) return `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
  return `${text.slice(0, 3)}${text.slice(3, -4).replace(/[^-\s.]/g, '*')}${text.slice(-4)}`;
}
