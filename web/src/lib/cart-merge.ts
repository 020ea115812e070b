import { print } from 'graphql';
import { MergeGuestCartDocument } from '../gql/graphql';
import { currentRole, readTokens, writeTokens, type Tokens } from './session';

/**
 * A login on a device that shopped as a guest (spec: the guest's cart moves to the member on
 * login, `/productItem/cart/updateUser`). A guest is a real account with its own cart; its
 * refresh token proves it. So before the guest's tokens are replaced, the new member session asks
 * `mergeGuestCart` with the guest's refresh token (the server moves the lines, adds quantities and
 * revokes the guest's session), then the member's tokens are stored the way every login stores them.
 *
 * A plain fetch with the new access token, not the Apollo client: the stored session is still the
 * guest's, and the cache is reset by the login itself (writeTokens). A failed merge never blocks
 * the login: the guest's lines simply stay behind.
 */

const MERGE_QUERY = print(MergeGuestCartDocument);

export async function mergeGuestCart(guestRefreshToken: string, memberAccessToken: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${memberAccessToken}` },
      credentials: 'same-origin',
      body: JSON.stringify({ operationName: 'MergeGuestCart', query: MERGE_QUERY, variables: { guestRefreshToken } }),
    });
    const body = (await response.json().catch(() => null)) as { data?: { mergeGuestCart?: unknown }; errors?: unknown[] } | null;
    return response.ok && !body?.errors?.length && Boolean(body?.data?.mergeGuestCart);
  } catch {
    return false;
  }
}

/**
 * Stores the tokens of a completed login (id/password, phone, Kakao/Naver), first bringing the
 * cart of the guest this device was using, if it was a guest.
 */
export async function writeLoginTokens(tokens: Tokens, fetcher: typeof fetch = fetch): Promise<void> {
  const previous = readTokens();
  if (previous && currentRole(previous) === 'guest' && previous.refreshToken !== tokens.refreshToken) {
    await mergeGuestCart(previous.refreshToken, tokens.accessToken, fetcher);
  }
  writeTokens(tokens);
}
