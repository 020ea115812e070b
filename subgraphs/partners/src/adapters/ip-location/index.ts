import { z } from '@shop/kit';
import { httpLocator } from './http.js';
import { sandboxLocator } from './sandbox.js';
import type { IpLocator } from './types.js';

export * from './types.js';

const settings = z.object({
  IP_LOCATION_PROVIDER: z.enum(['sandbox', 'http', 'off']).default('sandbox'),
  IP_LOCATION_API_URL: z.string().url().default('https://pro.ip-api.com'),
  IP_LOCATION_API_KEY: z.string().optional(),
});

const off: IpLocator = { name: 'off', locate: async () => null };
let locator: IpLocator | undefined;

/**
 * The configured IP locator: the sandbox unless IP_LOCATION_PROVIDER=http (ip-api.com at
 * IP_LOCATION_API_URL with IP_LOCATION_API_KEY) or off. Production never uses the sandbox's made-up
 * places: without a provider it stores no location (query logs keep their address).
 */
export function ipLocator(env: NodeJS.ProcessEnv = process.env): IpLocator {
  if (locator) return locator;
  const s = settings.parse({ ...env, IP_LOCATION_PROVIDER: env.IP_LOCATION_PROVIDER || undefined, IP_LOCATION_API_URL: env.IP_LOCATION_API_URL || undefined });
  if (s.IP_LOCATION_PROVIDER === 'http') locator = httpLocator(s.IP_LOCATION_API_URL, s.IP_LOCATION_API_KEY);
  else if (s.IP_LOCATION_PROVIDER === 'off' || env.NODE_ENV === 'production') locator = off;
  else locator = sandboxLocator;
  return locator;
}

/** Tests swap the locator. */
export function setIpLocator(next: IpLocator | undefined): void {
  locator = next;
}
