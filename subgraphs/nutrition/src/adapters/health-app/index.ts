import { httpHealthAppClient } from './http.js';
import { sandboxHealthAppClient } from './sandbox.js';
import type { HealthAppClient } from './types.js';

export * from './types.js';

let client: HealthAppClient | undefined;

/**
 * The configured client: the sandbox unless HEALTH_APP_PROVIDER=http. Production refuses the
 * sandbox, which would link anyone who types a `sandbox-` code.
 */
export function healthAppClient(): HealthAppClient {
  if (client) return client;
  const provider = process.env.HEALTH_APP_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'http') throw new Error(`HEALTH_APP_PROVIDER must be sandbox or http, not ${provider}`);
  if (provider === 'sandbox' && process.env.NODE_ENV === 'production') throw new Error('Production refuses the sandbox health app: set HEALTH_APP_PROVIDER=http.');
  client = provider === 'http' ? httpHealthAppClient() : sandboxHealthAppClient;
  return client;
}

/** Tests swap the client (e.g. the real one against a local server); undefined re-reads the environment. */
export function setHealthAppClient(next: HealthAppClient | undefined): void {
  client = next;
}
