import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '@shop/kit/config.js';
import { escapeHtml, httpUrl, json, readBodyText } from './sandbox-http.js';
import { PROFILE_PATHS, SOCIAL_PROVIDERS, socialLoginSettings, type SocialProvider } from '@shop/kit/social-login.js';

/**
 * A local Kakao and Naver for development and tests, over HTTP, answering what the real services
 * answer for the login flow (docs/decisions/accounts-and-identity.md, "Social login"):
 *
 * - `GET <provider>/authorize?client_id&redirect_uri&response_type=code&state`: the consent page
 *   (three test people and a field for a new id). `POST <provider>/authorize` is that page's form:
 *   동의하고 계속하기 redirects to redirect_uri with `code` and `state`, 취소 with
 *   `error=access_denied`. An unknown client_id or a redirect_uri that is not an http(s) URL gets
 *   an error page (nowhere trustworthy to send it); response_type other than `code` is sent back
 *   as `error=unsupported_response_type` (RFC 6749 4.1.2.1).
 * - `POST <provider>/token` (form-encoded authorization_code grant): client_id (and the client
 *   secret when one is configured), the same redirect_uri as at authorize, a code used once and at
 *   most 10 minutes old. Kakao answers errors with 400/401 and {error, error_description,
 *   error_code}; Naver, as the real one does, with 200 and {error, error_description}.
 * - The profile at the providers' own paths, `GET|POST kakao/v2/user/me` ({id, kakao_account})
 *   and `GET naver/v1/nid/me` ({resultcode, message, response}), with the bearer access token.
 *
 * State lives in memory (codes for 10 minutes, access tokens for their expires_in): a restart
 * forgets them, which a sandbox may. The sandbox registers no redirect URIs (the providers'
 * developer consoles do): any http(s) URL is accepted, and the token exchange must repeat it.
 */

export interface SandboxPerson {
  id: string;
  nickname: string | null;
  email: string | null;
}

export interface OAuthSandboxOptions {
  clients: Record<SocialProvider, { clientId: string | null; clientSecret: string | null }>;
  /** Milliseconds since the epoch (tests move time forward). */
  now?: () => number;
}

/** The registered apps: the same keys (and secrets, when set) commerce's client sends, from the same configuration. */
export function sandboxClients(config: Config): OAuthSandboxOptions['clients'] {
  const clients = {} as OAuthSandboxOptions['clients'];
  for (const provider of SOCIAL_PROVIDERS) {
    const { clientId, clientSecret } = socialLoginSettings(config, provider);
    clients[provider] = { clientId, clientSecret };
  }
  return clients;
}

export const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_SECONDS: Record<SocialProvider, number> = { kakao: 21_599, naver: 3600 };
const MAX_BODY_BYTES = 16 * 1024;

const NAMES: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버' };

/** The test people of the consent page. Kakao's user ids are numbers, Naver's opaque strings. */
export const SANDBOX_PEOPLE: Record<SocialProvider, readonly SandboxPerson[]> = {
  kakao: [
    { id: '4100000001', nickname: '김민지', email: 'minji.kim@sandbox-kakao.test' },
    { id: '4100000002', nickname: '이준호', email: 'junho.lee@sandbox-kakao.test' },
    { id: '4100000003', nickname: '박서연', email: null },
  ],
  naver: [
    { id: 'NVsandboxHana01', nickname: '최하나', email: 'hana.choi@sandbox-naver.test' },
    { id: 'NVsandboxDoyun02', nickname: '정도윤', email: 'doyun.jung@sandbox-naver.test' },
    { id: 'NVsandboxYuna03', nickname: '강유나', email: null },
  ],
};

/** What a new id typed on the consent page may look like, as each provider's ids look. */
const NEW_ID: Record<SocialProvider, { pattern: RegExp; label: string }> = {
  kakao: { pattern: /^[1-9][0-9]{0,14}$/, label: '회원번호 (숫자 15자리까지)' },
  naver: { pattern: /^[A-Za-z0-9_-]{1,64}$/, label: '아이디 (영문, 숫자, -, _ 64자까지)' },
};
const NICKNAME_MAX = 20;

interface IssuedCode {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  person: SandboxPerson;
  expiresAt: number;
}
interface IssuedToken {
  provider: SocialProvider;
  person: SandboxPerson;
  expiresAt: number;
}

const STYLE = `body{font-family:system-ui,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;background:#f4f4f5;color:#18181b;word-break:keep-all}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:1.25rem}.note{color:#52525b;font-size:.875rem}
fieldset{border:1px solid #d4d4d8;border-radius:8px;padding:12px;margin:16px 0;background:#fff}label{display:block;margin:8px 0}
input[type=text]{display:block;box-sizing:border-box;width:100%;padding:8px;margin-top:4px;border:1px solid #a1a1aa;border-radius:6px;font:inherit}
.error{color:#b91c1c}.actions{display:flex;gap:8px}button{flex:1;padding:12px;border-radius:8px;border:1px solid #a1a1aa;background:#fff;font:inherit;cursor:pointer}
button[value=agree]{border:0;font-weight:700}.kakao button[value=agree]{background:#FEE500;color:#000}.naver button[value=agree]{background:#03C75A;color:#fff}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function html(res: ServerResponse, status: number, body: string, formTargets: string[] = []): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The page's own policy: its one style block, its form (to itself, then redirected to the client).
    'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' ${formTargets.join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
  });
  res.end(body);
}

function page(provider: SocialProvider, content: string): string {
  const title = `${NAMES[provider]} (개발용 샌드박스)`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body class="${provider}"><main><h1>${title}</h1>${content}</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return null;
  const text = await readBodyText(req, MAX_BODY_BYTES);
  return text === null ? null : new URLSearchParams(text);
}

function redirectTo(res: ServerResponse, target: URL, params: Record<string, string | null>): void {
  for (const [name, value] of Object.entries(params)) if (value !== null) target.searchParams.set(name, value);
  res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
  res.end();
}

const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

export function createOAuthSandbox(options: OAuthSandboxOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const now = options.now ?? Date.now;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  let sweptAt = 0;

  /** Forgets what has expired, at most once a minute (the maps only grow by consent and exchange). */
  function sweep(): void {
    if (now() - sweptAt < 60_000) return;
    sweptAt = now();
    for (const [key, entry] of codes) if (entry.expiresAt <= sweptAt) codes.delete(key);
    for (const [key, entry] of tokens) if (entry.expiresAt <= sweptAt) tokens.delete(key);
  }

  /** The authorize request's own checks, done for the page and again for its form. */
  function authorizeRequest(provider: SocialProvider, params: URLSearchParams, res: ServerResponse): { clientId: string; redirectUri: URL; state: string | null } | null {
    const clientId = params.get('client_id') ?? '';
    const registered = options.clients[provider].clientId;
    if (!registered || clientId !== registered) {
      html(res, 400, page(provider, `<p class="error">등록되지 않은 앱입니다 (client_id를 확인하세요).</p>`));
      return null;
    }
    const redirectUri = httpUrl(params.get('redirect_uri'));
    if (!redirectUri) {
      html(res, 400, page(provider, `<p class="error">redirect_uri가 올바르지 않습니다.</p>`));
      return null;
    }
    const state = params.get('state');
    if (params.get('response_type') !== 'code') {
      redirectTo(res, redirectUri, { error: 'unsupported_response_type', error_description: 'response_type must be code', state });
      return null;
    }
    if (provider === 'naver' && !state) {
      redirectTo(res, redirectUri, { error: 'invalid_request', error_description: 'state is required', state: null });
      return null;
    }
    return { clientId, redirectUri, state };
  }

  function consentPage(provider: SocialProvider, request: { clientId: string; redirectUri: URL; state: string | null }, problem: string | null, res: ServerResponse): void {
    const hidden = [['client_id', request.clientId], ['redirect_uri', request.redirectUri.toString()], ['response_type', 'code'], ...(request.state === null ? [] : [['state', request.state]])]
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
      .join('');
    const people = SANDBOX_PEOPLE[provider]
      .map((p, i) => `<label><input type="radio" name="person" value="${p.id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(p.nickname ?? p.id)} (${escapeHtml(p.email ?? '이메일 없음')})</label>`)
      .join('');
    const content = `<p class="note">개발 환경의 가짜 ${NAMES[provider]} 로그인입니다. 실제 계정은 쓰이지 않습니다.</p>
<p><strong>${escapeHtml(request.redirectUri.host)}</strong>에 회원번호, 닉네임, 이메일을 제공합니다.</p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="authorize">${hidden}
<fieldset><legend>테스트 사용자</legend>${people}</fieldset>
<fieldset><legend>새 사용자 (적으면 위 선택 대신 이 사용자로 로그인합니다)</legend>
<label>${NEW_ID[provider].label}<input type="text" name="new_id" autocomplete="off"></label>
<label>닉네임 (선택)<input type="text" name="new_nickname" maxlength="${NICKNAME_MAX}" autocomplete="off"></label></fieldset>
<div class="actions"><button type="submit" name="decision" value="agree">동의하고 계속하기</button><button type="submit" name="decision" value="cancel">취소</button></div>
</form>`;
    html(res, problem ? 400 : 200, page(provider, content), [request.redirectUri.origin]);
  }

  function decide(provider: SocialProvider, form: URLSearchParams, res: ServerResponse): void {
    const request = authorizeRequest(provider, form, res);
    if (!request) return;
    if (form.get('decision') !== 'agree') {
      const description = provider === 'kakao' ? 'User denied access' : 'Canceled By User';
      redirectTo(res, request.redirectUri, { error: 'access_denied', error_description: description, state: request.state });
      return;
    }
    const newId = (form.get('new_id') ?? '').trim();
    let person: SandboxPerson | undefined;
    if (newId) {
      if (!NEW_ID[provider].pattern.test(newId)) return consentPage(provider, request, `새 사용자의 ${NEW_ID[provider].label}를 확인해주세요.`, res);
      const nickname = (form.get('new_nickname') ?? '').trim().slice(0, NICKNAME_MAX);
      person = SANDBOX_PEOPLE[provider].find((p) => p.id === newId) ?? { id: newId, nickname: nickname || null, email: null };
    } else {
      person = SANDBOX_PEOPLE[provider].find((p) => p.id === form.get('person'));
      if (!person) return consentPage(provider, request, '로그인할 사용자를 고르세요.', res);
    }
    sweep();
    const code = randomToken(48);
    codes.set(code, { provider, clientId: request.clientId, redirectUri: request.redirectUri.toString(), person, expiresAt: now() + CODE_TTL_MS });
    redirectTo(res, request.redirectUri, { code, state: request.state });
  }

  /** A token-endpoint error in the provider's own shape. */
  function tokenError(provider: SocialProvider, res: ServerResponse, status: number, error: string, description: string, kakaoCode: string): void {
    if (provider === 'kakao') json(res, status, { error, error_description: description, error_code: kakaoCode });
    else json(res, 200, { error, error_description: description });
  }

  function token(provider: SocialProvider, form: URLSearchParams | null, res: ServerResponse): void {
    if (!form) return tokenError(provider, res, 400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded', 'KOE001');
    if (form.get('grant_type') !== 'authorization_code') return tokenError(provider, res, 400, 'unsupported_grant_type', 'only authorization_code is supported', 'KOE001');
    const client = options.clients[provider];
    if (!client.clientId || form.get('client_id') !== client.clientId || (client.clientSecret !== null && form.get('client_secret') !== client.clientSecret)) {
      return tokenError(provider, res, 401, 'invalid_client', 'Bad client credentials', 'KOE010');
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    // Single use: a code is spent by its first exchange, whatever that exchange's fate.
    codes.delete(code);
    if (!issued || issued.provider !== provider || issued.clientId !== client.clientId || issued.expiresAt <= now()) {
      return provider === 'kakao'
        ? tokenError(provider, res, 400, 'invalid_grant', `authorization code not found for code=${code}`, 'KOE320')
        : tokenError(provider, res, 200, 'invalid_request', 'no valid data in session', '');
    }
    const redirectUri = form.get('redirect_uri');
    // Kakao requires the redirect_uri again; Naver checks it when it is given.
    if ((provider === 'kakao' || redirectUri !== null) && redirectUri !== issued.redirectUri) {
      return tokenError(provider, res, 400, 'invalid_grant', 'Redirect URI mismatch.', 'KOE303');
    }
    sweep();
    const accessToken = randomToken(40);
    const expiresIn = TOKEN_TTL_SECONDS[provider];
    tokens.set(accessToken, { provider, person: issued.person, expiresAt: now() + expiresIn * 1000 });
    const refreshToken = randomToken(40);
    if (provider === 'kakao') json(res, 200, { token_type: 'bearer', access_token: accessToken, expires_in: expiresIn, refresh_token: refreshToken, refresh_token_expires_in: 5_183_999 });
    else json(res, 200, { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: String(expiresIn) });
  }

  function profile(provider: SocialProvider, req: IncomingMessage, res: ServerResponse): void {
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const issued = tokens.get(bearer);
    if (!issued || issued.provider !== provider || issued.expiresAt <= now()) {
      if (provider === 'kakao') json(res, 401, { msg: 'this access token does not exist', code: -401 });
      else json(res, 401, { resultcode: '024', message: 'Authentication failed (인증 실패하였습니다.)' });
      return;
    }
    const { person } = issued;
    if (provider === 'kakao') {
      json(res, 200, {
        id: Number(person.id),
        connected_at: new Date(now()).toISOString().replace(/\.\d+Z$/, 'Z'),
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: person.nickname },
          has_email: person.email !== null,
          email_needs_agreement: false,
          ...(person.email ? { is_email_valid: true, is_email_verified: true, email: person.email } : {}),
        },
      });
    } else {
      json(res, 200, { resultcode: '00', message: 'success', response: { id: person.id, nickname: person.nickname, ...(person.email ? { email: person.email } : {}) } });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const [, first, ...rest] = url.pathname.split('/');
    const provider = SOCIAL_PROVIDERS.find((p) => p === first);
    const endpoint = `/${rest.join('/')}`;
    const method = req.method ?? 'GET';
    if (provider && endpoint === '/authorize' && method === 'GET') {
      const request = authorizeRequest(provider, url.searchParams, res);
      if (request) consentPage(provider, request, null, res);
      return;
    }
    if (provider && endpoint === '/authorize' && method === 'POST') {
      const form = await readForm(req);
      if (!form) return html(res, 400, page(provider, '<p class="error">잘못된 요청입니다.</p>'));
      return decide(provider, form, res);
    }
    if (provider && endpoint === '/token' && method === 'POST') return token(provider, await readForm(req), res);
    if (provider && endpoint === PROFILE_PATHS[provider] && (method === 'GET' || method === 'POST')) return profile(provider, req, res);
    json(res, 404, { error: 'not_found', error_description: `${method} ${url.pathname}` });
  }

  return (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { error: 'server_error', error_description: 'sandbox failure' });
      else res.end();
    });
  };
}
