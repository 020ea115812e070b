import { config } from '@shop/kit/contracts.js';

/** The gateway's HTTP settings (README "Security settings", docs/decisions/security.md). */
export interface HttpOptions {
  /**
   * Origins (scheme://host[:port]) whose pages may call the API from the browser. Empty: no CORS
   * headers at all, so only the shop's own pages (same origin) can read answers.
   */
  corsOrigins: string[];
  /** Express `trust proxy`: false (default), true, a hop count, or addresses/CIDRs/`loopback`. */
  trustProxy: boolean | number | string;
  /** Origins besides 'self' that images may come from (the S3 bucket or its CDN in production). */
  imageOrigins: string[];
  /**
   * With the real payment gateway (PG_PROVIDER=http), the shop's payment window page runs
   * PortOne's browser SDK, which loads its scripts, frames the card companies' pages and posts
   * their forms: the CSP lets those through (`contentSecurityPolicy`).
   */
  realPaymentWindow?: boolean;
}

/** `https://shop.example.com` and the like: a scheme, a host and an optional port, nothing more. */
export function parseOrigins(list: string, variable = 'CORS_ORIGINS'): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`${variable}: "${item}" is not an origin (e.g. https://shop.example.com).`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
        throw new Error(`${variable}: "${item}" is not an origin: give scheme://host[:port] only (no path, no *).`);
      }
      return url.origin;
    });
}

/** TRUST_PROXY as Express takes it: `true`/`false`, a hop count, or a list of addresses/subnets/names. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function httpOptionsFromConfig(): HttpOptions {
  const { CORS_ORIGINS, TRUST_PROXY, STORAGE_PROVIDER, S3_PUBLIC_URL, S3_ENDPOINT, PG_PROVIDER } = config();
  return {
    corsOrigins: parseOrigins(CORS_ORIGINS),
    trustProxy: parseTrustProxy(TRUST_PROXY),
    // Uploaded files' URLs point at the bucket (or its CDN) when storage is S3.
    imageOrigins: STORAGE_PROVIDER === 's3' ? originOf(S3_PUBLIC_URL ?? S3_ENDPOINT) : [],
    realPaymentWindow: PG_PROVIDER === 'http',
  };
}
