import { z } from '@shop/kit';
import { JUSO_API_URL, jusoClient } from './http.js';
import { sandboxFetch } from './sandbox.js';
import type { AddressSearch } from './types.js';

export * from './types.js';

const settings = z.object({
  ADDRESS_SEARCH_PROVIDER: z.enum(['sandbox', 'juso']).default('sandbox'),
  JUSO_API_URL: z.string().url().default(JUSO_API_URL),
  JUSO_CONFIRM_KEY: z.string().optional(),
  JUSO_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
});

let search: AddressSearch | undefined;

/**
 * The configured address search: the sandbox unless ADDRESS_SEARCH_PROVIDER=juso (the 도로명주소
 * 검색 API at JUSO_API_URL with the approval key JUSO_CONFIRM_KEY, a secret from the environment).
 * Production refuses the sandbox, whose addresses are a sample. Both go through the same client.
 */
export function addressSearch(env: NodeJS.ProcessEnv = process.env): AddressSearch {
  if (search) return search;
  const s = settings.parse({
    ...env,
    ADDRESS_SEARCH_PROVIDER: env.ADDRESS_SEARCH_PROVIDER || undefined,
    JUSO_API_URL: env.JUSO_API_URL || undefined,
    JUSO_TIMEOUT_MS: env.JUSO_TIMEOUT_MS || undefined,
  });
  if (s.ADDRESS_SEARCH_PROVIDER === 'juso') {
    if (!s.JUSO_CONFIRM_KEY) throw new Error('JUSO_CONFIRM_KEY is required for ADDRESS_SEARCH_PROVIDER=juso');
    search = jusoClient({ url: s.JUSO_API_URL, confirmKey: s.JUSO_CONFIRM_KEY, timeoutMs: s.JUSO_TIMEOUT_MS });
  } else {
    if (env.NODE_ENV === 'production') throw new Error('Production refuses the address-search sandbox: set ADDRESS_SEARCH_PROVIDER=juso and JUSO_CONFIRM_KEY.');
    // The sandbox wants a key like the API; it is no secret (any non-empty value passes).
    search = jusoClient({ url: JUSO_API_URL, confirmKey: 'sandbox', timeoutMs: s.JUSO_TIMEOUT_MS, fetchImpl: sandboxFetch, name: 'sandbox' });
  }
  return search;
}

/** Tests swap the search. */
export function setAddressSearch(next: AddressSearch | undefined): void {
  search = next;
}
