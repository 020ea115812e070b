import { z } from 'zod';

/**
 * One typed configuration for every service, read from the environment with development
 * defaults. Production (NODE_ENV=production) refuses the development secrets so a deployment
 * cannot run with keys that are published in this repository.
 */
const DEV_JWT_SECRET = 'dev-only-access-token-secret-change-me-0123456789';
const DEV_GATEWAY_SECRET = 'dev-only-gateway-identity-secret-0123456789';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL server (required to open a database); `npm start` sets it, to its embedded server when none is given. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  GATEWAY_SECRET: z.string().min(32).default(DEV_GATEWAY_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  SMS_API_URL: z.string().optional(),
  SMS_API_KEY: z.string().optional(),
  OAUTH_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  OAUTH_SANDBOX_URL: z.string().optional(),
  /** disk (default: DATA_DIR/uploads, served by the gateway at /uploads) or s3 (S3-compatible). */
  STORAGE_PROVIDER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket (CDN), used in file URLs. */
  S3_PUBLIC_URL: z.string().optional(),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = schema.parse(env);
  if (config.NODE_ENV === 'production') {
    if (config.JWT_SECRET === DEV_JWT_SECRET || config.GATEWAY_SECRET === DEV_GATEWAY_SECRET) {
      throw new Error('Production refuses the development secrets: set JWT_SECRET and GATEWAY_SECRET.');
    }
    if (config.SMS_PROVIDER === 'sandbox' || config.OAUTH_PROVIDER === 'sandbox') {
      throw new Error('Production refuses sandbox adapters: set SMS_PROVIDER=http and OAUTH_PROVIDER=http.');
    }
  }
  return config;
}

export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** Tests change the environment between cases; they call this to re-read it. */
export function resetConfig(): void {
  cached = undefined;
}
