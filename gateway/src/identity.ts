import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { verifyAccessToken, type Identity } from '@shop/kit';

/**
 * Reads `Authorization: Bearer <access token>`. No header means an anonymous caller; a header
 * that does not verify is an error (HTTP 401), never silently anonymous.
 */
export async function identityFromHeaders(headers: IncomingHttpHeaders): Promise<Identity | null> {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw unauthenticated('인증 정보가 올바르지 않습니다.');
  try {
    return await verifyAccessToken(match[1]);
  } catch (error) {
    throw unauthenticated(error instanceof Error ? error.message : '인증 정보가 올바르지 않습니다.');
  }
}

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}
