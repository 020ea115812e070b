import { z } from 'zod';
import { ensureSecretsFile, isPublishedSecret, MIN_SECRET_LENGTH, SECRET_NAMES } from './secrets.js';

/**
 * One typed configuration for every service, read from the environment with development
 * defaults. Secrets have no default in the repository: outside production a missing one comes
 * from `<DATA_DIR>/secrets.json`, generated at random on first start (see secrets.ts);
 * production (NODE_ENV=production) refuses to start without its own.
 */
/** An empty variable (`JWT_SECRET=` in a compose file or .env) counts as not set. */
const secret = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional());

/** An optional setting; empty (`KAKAO_CLIENT_ID=` in a compose file) counts as not set. */
const text = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL server (required to open a database); `npm start` sets it, to its embedded server when none is given. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Signs access tokens (and, with a purpose suffix, SMS verification and social sign-up tokens). */
  JWT_SECRET: secret,
  /** Signs the identity header the gateway sends to subgraphs. */
  GATEWAY_SECRET: secret,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Text messages (SMS/LMS and 알림톡) through Solapi's REST API (commerce adapters/sms, docs/decisions/messaging.md):
   * `sandbox` (default) is a local server speaking Solapi's API (sandboxes/src/solapi-sandbox.ts), `solapi` the real
   * one. `http`, the old name, means `solapi`.
   */
  SMS_PROVIDER: z.preprocess((value) => (value === 'http' ? 'solapi' : value), z.enum(['sandbox', 'solapi']).default('sandbox')),
  /** Solapi's API base (default https://api.solapi.com; with the sandbox, a sandbox already running elsewhere instead of commerce's own). */
  SOLAPI_API_URL: text,
  /** The Solapi API key (콘솔 > API Key 관리) and its secret, which signs every request (HMAC-SHA256). Required with SMS_PROVIDER=solapi. */
  SOLAPI_API_KEY: text,
  SOLAPI_API_SECRET: text,
  /** The shop's 발신번호, registered (사전 등록) in the Solapi console; digits only, e.g. 0212345678. */
  SMS_SENDER: text,
  /** The shop's Kakao channel linked in Solapi (pfId, e.g. KA01PF...): 알림톡 go out from it. Unset: notices go as SMS/LMS. */
  KAKAO_PF_ID: text,
  /** Approved 알림톡 template ids, one per template of commerce adapters/sms/templates.ts (unset: that notice goes as SMS/LMS). */
  KAKAO_TEMPLATE_WELCOME: text,
  KAKAO_TEMPLATE_ORDER_GUIDE: text,
  KAKAO_TEMPLATE_ORDER_SHIPPED: text,
  /**
   * Push notifications through FCM HTTP v1 (commerce adapters/push): `sandbox` (default) is a local server speaking
   * Google's token endpoint and FCM's messages:send; `fcm` the real one; `off` sends none (a shop without an app;
   * the default in production, which refuses the sandbox).
   */
  PUSH_PROVIDER: z.enum(['sandbox', 'fcm', 'off']).optional(),
  /** The Firebase service account key (the JSON file's content, or a path to it). Required with PUSH_PROVIDER=fcm. */
  FCM_SERVICE_ACCOUNT: text,
  /** FCM and Google OAuth base URLs (default the real hosts; tests point them at a sandbox). */
  FCM_API_URL: text,
  FCM_TOKEN_URL: text,
  OAUTH_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** Where commerce reaches the gateway's Kakao/Naver sandbox (default http://127.0.0.1:4000/sandbox/oauth; see social-login.ts). */
  OAUTH_SANDBOX_URL: text,
  /** Social login apps: the public application keys (client ids) and, when the app has one, its client secret. */
  KAKAO_CLIENT_ID: text,
  KAKAO_CLIENT_SECRET: text,
  NAVER_CLIENT_ID: text,
  NAVER_CLIENT_SECRET: text,
  /** Provider base URLs (authorize/token under *_AUTH_URL, the profile under *_API_URL): the real hosts with OAUTH_PROVIDER=http, else the sandbox. */
  KAKAO_AUTH_URL: text,
  KAKAO_API_URL: text,
  NAVER_AUTH_URL: text,
  NAVER_API_URL: text,
  /**
   * Payment gateway (PortOne v1 REST shape; kit payment-gateway.ts): `sandbox` (default) is the
   * local sandbox server `npm start` runs (sandboxes/src/payment-sandbox.ts), `http` a real gateway.
   */
  PG_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** REST base URL of the gateway (default: the sandbox at http://127.0.0.1:4005). */
  PG_API_URL: text,
  /** The REST API key (public) and its secret (a secret: derived from JWT_SECRET for the sandbox, required with PG_PROVIDER=http). */
  PG_IMP_KEY: text,
  PG_IMP_SECRET: text,
  /** The payment page the browser is sent to (default: `<PG_API_URL>/pay`; with a real gateway, the page that runs IMP.request_pay). */
  PG_CHECKOUT_URL: text,
  /** Where the gateway sends its webhooks: the gateway's POST /api/payment/webhook (default http://127.0.0.1:4000/api/payment/webhook). */
  PG_NOTICE_URL: text,
  /** PortOne's 가맹점 식별코드 (public, "imp12345678"): what the shop's payment window passes to IMP.init. Required with PG_PROVIDER=http. */
  PG_MERCHANT_CODE: text,
  /** The PG channel that issues card billing keys (IMP.request_pay's `pg` with customer_uid; PortOne v1 e.g. kcp_billing, html5_inicis.<MID>). */
  PG_BILLING_PG: z.string().trim().min(1).default('kcp_billing'),
  /** disk (default: DATA_DIR/uploads, served by the gateway at /uploads) or s3 (S3-compatible). */
  STORAGE_PROVIDER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket (CDN), used in file URLs. */
  S3_PUBLIC_URL: z.string().optional(),
  /**
   * Gateway: which proxies in front of it to believe about the client's address and scheme
   * (X-Forwarded-For/-Proto): unset = none; `loopback`, a hop count, or addresses/CIDRs, as
   * Express's `trust proxy`. HSTS is sent only on requests that are HTTPS by that rule.
   */
  TRUST_PROXY: z.string().optional(),
  /** Gateway: other origins whose pages may call /graphql and /api (comma list); none by default. */
  CORS_ORIGINS: z.string().default(''),
  /**
   * 사업자 정보 shown in every page's footer and filled into the terms (전자상거래법 제10조,
   * 개인정보 보호법 제31조): set by the merchant. Unset ones fall back to the DEMO values of
   * business-info.ts outside production (marked "(데모)"); commerce refuses to start in production
   * without them (business-info.ts `assertBusinessInfo`).
   */
  BUSINESS_NAME: text,
  BUSINESS_REPRESENTATIVE: text,
  BUSINESS_REGISTRATION_NUMBER: text,
  BUSINESS_MAIL_ORDER_NUMBER: text,
  BUSINESS_ADDRESS: text,
  BUSINESS_HOSTING_PROVIDER: text,
  CS_PHONE: text,
  CS_HOURS: text,
  CS_EMAIL: text,
  PRIVACY_OFFICER_NAME: text,
  PRIVACY_OFFICER_CONTACT: text,
});

export type Config = Omit<z.infer<typeof schema>, 'PUSH_PROVIDER'> & { JWT_SECRET: string; GATEWAY_SECRET: string; PUSH_PROVIDER: 'sandbox' | 'fcm' | 'off' };

let cached: Config | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(env);
  const missing = SECRET_NAMES.filter((name) => !parsed[name]);
  const published = SECRET_NAMES.filter((name) => parsed[name] && isPublishedSecret(parsed[name]));
  if (parsed.NODE_ENV === 'production') {
    if (missing.length) {
      throw new Error(
        `Production needs its own secrets: set ${missing.join(' and ')} (${MIN_SECRET_LENGTH}+ random characters each, e.g. \`openssl rand -base64 48\`; the same values for the gateway and every subgraph).`,
      );
    }
  }
  if (published.length) {
    throw new Error(`${published.join(' and ')} ${published.length > 1 ? 'are' : 'is'} a development secret published in this repository's history: set a random value of your own.`);
  }
  // Outside production a missing secret comes from the data folder's generated file, so every
  // process using that folder (the four subgraphs and the gateway) signs and verifies alike.
  const generated = missing.length ? ensureSecretsFile(parsed.DATA_DIR) : undefined;
  const config: Config = {
    ...parsed,
    JWT_SECRET: parsed.JWT_SECRET ?? generated!.JWT_SECRET,
    GATEWAY_SECRET: parsed.GATEWAY_SECRET ?? generated!.GATEWAY_SECRET,
    PUSH_PROVIDER: parsed.PUSH_PROVIDER ?? (parsed.NODE_ENV === 'production' ? 'off' : 'sandbox'),
  };
  if (config.NODE_ENV === 'production') {
    if (config.SMS_PROVIDER === 'sandbox' || config.OAUTH_PROVIDER === 'sandbox' || config.PUSH_PROVIDER === 'sandbox') {
      throw new Error('Production refuses sandbox adapters: set SMS_PROVIDER=solapi, OAUTH_PROVIDER=http and PUSH_PROVIDER=fcm (or off).');
    }
  }
  return config;
}

export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

export { ensureSecretsFile, secretsFilePath, SECRET_NAMES } from './secrets.js';

/** Tests change the environment between cases; they call this to re-read it. */
export function resetConfig(): void {
  cached = undefined;
}
