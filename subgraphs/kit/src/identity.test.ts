/**
 * The signed-token caches of identity.ts: a cached answer must be the answer a fresh verification
 * would give (expiry, tampering, another key), and a reused forwarded header must be the same
 * caller's and address's, with time left.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, signIdentity, verifyAccessToken, verifyForwarded, verifyIdentity } from './identity.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('signed identity caches', () => {
  it('refuses an expired token it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const identity = { userId: '7', role: 'member' as const };
    const token = await signAccessToken(identity, 30);
    expect(await verifyAccessToken(token)).toEqual(identity);
    expect(await verifyAccessToken(token)).toEqual(identity);
    vi.setSystemTime(Date.now() + 31_000);
    await expect(verifyAccessToken(token)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a tampered copy of a token it verified, and an access token offered as a forwarded header', async () => {
    const identity = { userId: '8', role: 'member' as const };
    const token = await signIdentity(identity, '10.0.0.1');
    expect(await verifyForwarded(token)).toEqual({ identity, clientIp: '10.0.0.1' });
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    await expect(verifyIdentity(`${header}.${admin}.${signature}`)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    // Another key (the access tokens' secret) and another issuer: not a forwarded header, cached or not.
    const access = await signAccessToken(identity);
    expect(await verifyAccessToken(access)).toEqual(identity);
    await expect(verifyIdentity(access)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('reuses a forwarded header only for the same caller and address, and signs anew when less than 30 s are left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = { userId: '9', role: 'member' as const };
    const first = await signIdentity(member, '10.0.0.2');
    expect(await signIdentity(member, '10.0.0.2')).toBe(first);
    expect(await signIdentity(member, '10.0.0.3')).not.toBe(first);
    expect(await signIdentity({ ...member, role: 'admin' }, '10.0.0.2')).not.toBe(first);
    expect(await signIdentity(null, '10.0.0.2')).not.toBe(first);
    expect(await verifyForwarded(await signIdentity(null, '10.0.0.2'))).toEqual({ identity: null, clientIp: '10.0.0.2' });
    vi.setSystemTime(Date.now() + 31_000);
    const renewed = await signIdentity(member, '10.0.0.2');
    expect(renewed).not.toBe(first);
    // The renewed header outlives the first: 40 s later the first has expired, the renewed one has not.
    vi.setSystemTime(Date.now() + 40_000);
    await expect(verifyIdentity(first)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await verifyIdentity(renewed)).toEqual(member);
  });
});
