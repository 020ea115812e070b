import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Forbidden, Unauthenticated } from './errors.js';
import { GraphQLError } from 'graphql';
import { IDEMPOTENCY_HEADER, IDENTITY_HEADER, REQUEST_ID_HEADER, verifyForwarded, type Identity, type Role } from './identity.js';
import { Loaders } from './loaders.js';

/** What every resolver receives: a forked EntityManager, the caller, and per-request loaders. */
export interface Context {
  em: EntityManager;
  identity: Identity | null;
  loaders: Loaders;
  requestId: string;
  /** The client's key for a retryable mutation (see unit-of-work.ts); null when none was sent. */
  idempotencyKey?: string | null;
  /** The client's address as the gateway saw it (abuse limits); null in tests and system calls. */
  clientIp?: string | null;
}

/**
 * Builds the per-request context from the gateway's signed request header. A request without it,
 * or with one that does not verify, is refused with HTTP 401 before anything runs: subgraphs
 * answer only the gateway (and services holding its secret), never a caller who found their port.
 */
export async function createContext(orm: MikroORM, headers: IncomingHttpHeaders): Promise<Context> {
  const raw = headers[IDENTITY_HEADER];
  if (typeof raw !== 'string' || !raw) throw unauthenticatedRequest('게이트웨이를 거치지 않은 요청은 받을 수 없습니다.');
  const forwarded = await verifyForwarded(raw).catch((error: Error) => {
    throw unauthenticatedRequest(error.message);
  });
  const requestId = typeof headers[REQUEST_ID_HEADER] === 'string' ? (headers[REQUEST_ID_HEADER] as string) : randomUUID();
  const key = headers[IDEMPOTENCY_HEADER];
  return {
    em: orm.em.fork() as EntityManager,
    identity: forwarded.identity,
    clientIp: forwarded.clientIp,
    loaders: new Loaders(),
    requestId,
    idempotencyKey: typeof key === 'string' && key ? key : null,
  };
}

/** Apollo answers an error thrown while building the context with its `http.status`. */
function unauthenticatedRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/** The signed-in caller (guest users included); UNAUTHENTICATED otherwise. */
export function requireIdentity(ctx: Pick<Context, 'identity'>): Identity {
  if (!ctx.identity) throw Unauthenticated();
  return ctx.identity;
}

export function requireRole(ctx: Pick<Context, 'identity'>, ...roles: Role[]): Identity {
  const identity = requireIdentity(ctx);
  if (!roles.includes(identity.role)) throw Forbidden();
  return identity;
}

/** Ownership rule: a user touches only their own rows; admins may act on anyone's. */
export function assertOwner(ctx: Pick<Context, 'identity'>, ownerUserId: string | number | bigint): void {
  const identity = requireIdentity(ctx);
  if (identity.role !== 'admin' && String(ownerUserId) !== identity.userId) throw Forbidden('본인의 정보만 조회하거나 변경할 수 있습니다.');
}
