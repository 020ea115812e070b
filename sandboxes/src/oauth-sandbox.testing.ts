import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { config, resetConfig } from '@shop/kit/config.js';
import { createOAuthSandbox, sandboxClients, type OAuthSandboxOptions } from './oauth-sandbox.js';
import type { SocialProvider } from '@shop/kit/social-login.js';

export interface RunningOAuthSandbox {
  /** Base URL: `<url>/kakao/authorize`, `<url>/naver/token`, ... */
  url: string;
  close(): Promise<void>;
}

/** The sandbox on its own loopback port (tests that have no gateway). */
export async function startOAuthSandbox(options: OAuthSandboxOptions): Promise<RunningOAuthSandbox> {
  const server = http.createServer(createOAuthSandbox(options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The sandbox as commerce's HTTP client reaches it in tests: started on its own port with the
 * configured application keys, and OAUTH_SANDBOX_URL pointed at it (the configuration re-read).
 */
export async function startConfiguredOAuthSandbox(options: Pick<OAuthSandboxOptions, 'now'> = {}): Promise<RunningOAuthSandbox> {
  const sandbox = await startOAuthSandbox({ clients: sandboxClients(config()), ...options });
  process.env.OAUTH_SANDBOX_URL = sandbox.url;
  resetConfig();
  return sandbox;
}

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  /** A test person's id or a new id (typed into the page's new-id field). */
  personId: string;
  nickname?: string;
  decision?: 'agree' | 'cancel';
}

/** What a person's click on the consent page does: the form post, answered by a redirect. */
export async function consent(baseUrl: string, provider: SocialProvider, request: ConsentRequest): Promise<{ status: number; location: URL | null }> {
  const form = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    state: request.state ?? 'test-state',
    new_id: request.personId,
    new_nickname: request.nickname ?? '',
    decision: request.decision ?? 'agree',
  });
  const response = await fetch(`${baseUrl}/${provider}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location) : null };
}

/** An authorization code for the person, from the running sandbox's consent form. */
export async function sandboxCode(baseUrl: string, provider: SocialProvider, request: ConsentRequest): Promise<string> {
  const { location } = await consent(baseUrl, provider, request);
  const code = location?.searchParams.get('code');
  if (!code) throw new Error(`the ${provider} sandbox gave no code: ${location ?? 'no redirect'}`);
  return code;
}
