import { IpLocationUnavailable, type IpLocator } from './types.js';

/**
 * ip-api.com's JSON API (the pro endpoint with a key): GET {url}/json/{ip}?fields=...&lang=ko&key=.
 * It answers `status: "success"` with countryCode, regionName and city (Korean with lang=ko), or
 * `status: "fail"` with a message ("private range", "reserved range", "invalid query"); HTTP 429
 * when over the quota.
 */
export function httpLocator(url: string, key: string | undefined): IpLocator {
  return {
    name: 'http',
    async locate(ip) {
      const query = new URLSearchParams({ fields: 'status,message,countryCode,regionName,city', lang: 'ko', ...(key ? { key } : {}) });
      let response: Response;
      try {
        response = await fetch(`${url.replace(/\/$/, '')}/json/${encodeURIComponent(ip)}?${query}`, { signal: AbortSignal.timeout(5_000) });
      } catch (error) {
        throw new IpLocationUnavailable(`ip location unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new IpLocationUnavailable(`ip location answered ${response.status}`);
      const body = (await response.json()) as { status?: string; message?: string; countryCode?: string; regionName?: string; city?: string };
      if (body.status !== 'success' || !body.countryCode) return null;
      return { countryCode: body.countryCode, region: body.regionName || null, city: body.city || null };
    },
  };
}
