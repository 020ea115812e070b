import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { config } from './config.js';
import { Unauthenticated } from './errors.js';

/** The four roles of spec section 6. A guest is a real user row with provider guest. */
export const ROLES = ['guest', 'member', 'influencer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Role groups resolvers authorize by (`@Authorized(...SIGNED_UP)`), one meaning each. */
/** Anyone with an account, guests included (a guest is a real user row: spec section 3). */
export const SIGNED_IN: readonly Role[] = ROLES;
/** Accounts that signed up: members, influencers and admins (not guests). */
export const SIGNED_UP: readonly Role[] = ['member', 'influencer', 'admin'];

export interface Identity {
  userId: string;
  role: Role;
}

/** Header on gateway -> subgraph requests: a short-lived JWT signed with the gateway secret. */
export const IDENTITY_HEADER = 'x-shop-identity';

/** Scheduled and service-to-service work acts as user 0 with the admin role, signed like the gateway's. */
export const SYSTEM_IDENTITY: Identity = { userId: '0', role: 'admin' };
export const isSystem = (identity: Identity | null): boolean => identity?.userId === SYSTEM_IDENTITY.userId && identity.role === 'admin';
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * A client's key for a retryable create (`Idempotency-Key` on REST and /graphql, or the request
 * extension `idempotencyKey`); the gateway passes it to subgraphs under this header, where the
 * unit of work stores the first answer per (caller, key, mutation field).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const ISSUER_ACCESS = 'shop-commerce';
const ISSUER_GATEWAY = 'shop-gateway';

/**
 * The HMAC key of a secret, made once: given raw bytes, jose imports a WebCrypto key on every sign
 * and verify (about a millisecond each, on every hop of every request). Keyed by the secret itself,
 * so a changed configuration (tests) gets its own key.
 */
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let made = keys.get(secret);
  if (!made) {
    made = createSecretKey(Buffer.from(secret, 'utf8'));
    if (keys.size >= 8) keys.clear();
    keys.set(secret, made);
  }
  return made;
}

/**
 * Verified tokens, kept until they expire: every request crosses two to four hops, and each would
 * check the same HMAC again (a WebCrypto call, about a millisecond of CPU). Only a token that
 * verified is kept, under its exact text and the key it verified with, and only while its `exp`
 * is in the future; so a cached answer is the answer verifying again would give.
 */
const VERIFIED_TOKENS = 2000;
const verified = new WeakMap<KeyObject, Map<string, { payload: JWTPayload; expiresAt: number }>>();
async function verifiedPayload(token: string, secret: KeyObject, issuer: string): Promise<JWTPayload> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.payload;
  if (hit) known.delete(token);
  const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'] });
  // Every token this module signs carries exp (setExpirationTime); one without is not cached.
  if (typeof payload.exp === 'number') {
    if (known.size >= VERIFIED_TOKENS) known.delete(known.keys().next().value!);
    known.set(token, { payload, expiresAt: payload.exp * 1000 });
  }
  return payload;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

interface TokenKind {
  issuer: string;
  secret: () => string;
  /** Message when the token does not verify (expiry has its own message for access tokens). */
  invalid: string;
}

const ACCESS: TokenKind = { issuer: ISSUER_ACCESS, secret: () => config().JWT_SECRET, invalid: '인증 정보가 올바르지 않습니다.' };
const FORWARDED: TokenKind = { issuer: ISSUER_GATEWAY, secret: () => config().GATEWAY_SECRET, invalid: '서명되지 않은 인증 정보는 받을 수 없습니다.' };

function sign(kind: TokenKind, identity: Identity, ttlSeconds: number, extra: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ role: identity.role, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.userId)
    .setIssuer(kind.issuer)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(kind.secret()));
}

async function verify(kind: TokenKind, token: string): Promise<Identity> {
  return (await verifyClaims(kind, token)).identity;
}

async function verifyClaims(kind: TokenKind, token: string): Promise<{ identity: Identity; payload: Record<string, unknown> }> {
  try {
    const payload = await verifiedPayload(token, key(kind.secret()), kind.issuer);
    if (!payload.sub || !isRole(payload.role)) throw Unauthenticated(kind.invalid);
    return { identity: { userId: payload.sub, role: payload.role }, payload };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired && kind === ACCESS) throw Unauthenticated('로그인이 만료되었습니다. 다시 로그인해주세요.');
    if (error instanceof joseErrors.JOSEError) throw Unauthenticated(kind.invalid);
    throw error;
  }
}

/**
 * Access tokens are issued by commerce at login and verified by the gateway. `tokenVersion` (claim
 * `tv`) is the account's token version when it was issued: commerce raises the account's version
 * when it leaves or its password changes, and the gateway refuses a token of an older version.
 */
export function signAccessToken(identity: Identity, ttlSeconds = config().ACCESS_TOKEN_TTL_SECONDS, tokenVersion = 0): Promise<string> {
  return sign(ACCESS, identity, ttlSeconds, { tv: tokenVersion });
}

/** Throws UNAUTHENTICATED for an expired, tampered or malformed token. */
export function verifyAccessToken(token: string): Promise<Identity> {
  return verify(ACCESS, token);
}

/** The identity and the token version an access token carries (UNAUTHENTICATED as verifyAccessToken). */
export async function verifyAccessTokenClaims(token: string): Promise<{ identity: Identity; tokenVersion: number }> {
  const { identity, payload } = await verifyClaims(ACCESS, token);
  // A token without the claim predates token versions: it matches no account's version.
  return { identity, tokenVersion: typeof payload.tv === 'number' && Number.isInteger(payload.tv) ? payload.tv : -1 };
}

/**
 * What the gateway tells a subgraph about a request, in a header only it can sign (60 s): who
 * the caller is (null for an anonymous caller) and the client's address (for abuse limits).
 * Subgraphs refuse every request without it, so nothing reaches them except through the gateway
 * (or another service holding the secret).
 */
export interface ForwardedRequest {
  identity: Identity | null;
  clientIp: string | null;
}

/**
 * Forwarded headers are valid 60 s; one signed for the same caller and address is reused while it
 * has at least FORWARDED_REUSE_MIN_LEFT_MS left (signing is a WebCrypto HMAC on every hop of every
 * request). The subgraph receiving it sees a header of the same meaning either way.
 */
const FORWARDED_TTL_S = 60;
const FORWARDED_REUSE_MIN_LEFT_MS = 30_000;
const FORWARDED_SIGNED = 2000;
const signedForwarded = new WeakMap<KeyObject, Map<string, { token: Promise<string>; expiresAt: number }>>();

export function signIdentity(identity: Identity | null, clientIp: string | null = null): Promise<string> {
  const secret = key(FORWARDED.secret());
  let known = signedForwarded.get(secret);
  if (!known) signedForwarded.set(secret, (known = new Map()));
  const cacheKey = `${identity ? `${identity.userId}:${identity.role}` : 'anon'}|${clientIp ?? ''}`;
  const hit = known.get(cacheKey);
  if (hit && hit.expiresAt - Date.now() >= FORWARDED_REUSE_MIN_LEFT_MS) return hit.token;
  // exp is whole seconds from now (iat truncated), as jose writes it.
  const expiresAt = (Math.floor(Date.now() / 1000) + FORWARDED_TTL_S) * 1000;
  const token = signFresh(identity, clientIp, secret);
  if (known.size >= FORWARDED_SIGNED && !hit) known.delete(known.keys().next().value!);
  known.set(cacheKey, { token, expiresAt });
  token.catch(() => known.delete(cacheKey));
  return token;
}

function signFresh(identity: Identity | null, clientIp: string | null, secret: KeyObject): Promise<string> {
  const claims: Record<string, unknown> = { ...(identity ? { role: identity.role } : { anon: true }), ...(clientIp ? { ip: clientIp } : {}) };
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(FORWARDED.issuer).setIssuedAt().setExpirationTime(`${FORWARDED_TTL_S}s`);
  if (identity) jwt = jwt.setSubject(identity.userId);
  return jwt.sign(secret);
}

/** The signed request header; a missing, unsigned, forged or expired one is UNAUTHENTICATED. */
export async function verifyForwarded(header: string): Promise<ForwardedRequest> {
  try {
    const payload = await verifiedPayload(header, key(FORWARDED.secret()), FORWARDED.issuer);
    const clientIp = typeof payload.ip === 'string' ? payload.ip : null;
    if (payload.anon === true && !payload.sub) return { identity: null, clientIp };
    if (!payload.sub || !isRole(payload.role)) throw Unauthenticated(FORWARDED.invalid);
    return { identity: { userId: payload.sub, role: payload.role }, clientIp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw Unauthenticated(FORWARDED.invalid);
    throw error;
  }
}

/** Subgraphs accept identity only when the gateway signed it; anything else is rejected. */
export async function verifyIdentity(header: string): Promise<Identity> {
  const { identity } = await verifyForwarded(header);
  if (!identity) throw Unauthenticated(FORWARDED.invalid);
  return identity;
}
