import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, NotFound, assertOwner, parseInput, z, type Identity } from '@shop/kit';
import { HEALTH_APP_PROVIDERS, healthAppClient, type HealthAppProvider } from '../adapters/health-app/index.js';
import { assertWriter, isId } from './supplements.service.js';
import { InterlockEntity, InterlockSupplementEntity, type Interlock, type InterlockSupplement } from './supplement.entities.js';

const linkSchema = z.object({
  provider: z.enum(HEALTH_APP_PROVIDERS, { error: `연동할 수 있는 앱은 ${HEALTH_APP_PROVIDERS.join(', ')}입니다.` }),
  code: z.string().trim().min(1, '인증 코드가 필요합니다.').max(500, '인증 코드가 너무 깁니다.'),
});

/**
 * Links (or re-links) an app for the caller: one row per account and app. Re-linking another
 * account of the same app drops what was imported from the old one.
 */
export async function linkHealthApp(em: EntityManager, identity: Identity, raw: unknown): Promise<Interlock> {
  const input = parseInput(linkSchema, raw);
  const { externalUserId } = await healthAppClient().exchangeCode(input.provider, input.code);
  const existing = await em.findOne(InterlockEntity, { userId: identity.userId, provider: input.provider });
  if (!existing) {
    const interlock = em.create(InterlockEntity, { userId: identity.userId, provider: input.provider, externalUserId });
    await em.flush();
    return interlock;
  }
  // The old account's imports are dropped first: a failed update after it only loses rows that were going anyway.
  if (existing.externalUserId !== externalUserId) await em.nativeDelete(InterlockSupplementEntity, { interlockId: existing.id });
  em.assign(existing, { externalUserId, linkedAt: new Date() });
  await em.flush();
  return existing;
}

export async function healthApps(em: EntityManager, identity: Identity): Promise<Interlock[]> {
  return em.find(InterlockEntity, { userId: identity.userId }, { orderBy: { id: 'asc' } });
}

/**
 * Imports the app's supplement list, upserting by the app's id. No third-party access token is
 * kept (nothing of a health app's to leak or revoke), so each import takes a fresh authorization
 * code, which must belong to the linked app account.
 */
export async function importHealthAppSupplements(em: EntityManager, identity: Identity, interlockId: string, code: string): Promise<InterlockSupplement[]> {
  const interlock = isId(interlockId) ? await em.findOne(InterlockEntity, { id: interlockId }) : null;
  if (!interlock) throw NotFound('연동된 건강 앱을 찾을 수 없습니다.');
  assertWriter(identity, interlock.userId);
  const { code: authCode } = parseInput(z.object({ code: linkSchema.shape.code }), { code });
  const client = healthAppClient();
  const provider = interlock.provider as HealthAppProvider;
  const session = await client.exchangeCode(provider, authCode);
  if (session.externalUserId !== interlock.externalUserId) throw Conflict('연동된 계정과 다른 건강 앱 계정입니다. 다시 연동해주세요.');
  const listed = await client.listSupplements(provider, session.accessToken);
  const existing = new Map((await em.find(InterlockSupplementEntity, { interlockId: interlock.id })).map((s) => [s.externalId, s]));
  for (const item of listed) {
    const externalId = item.externalId.slice(0, 100);
    const fields = { name: item.name.slice(0, 120), nutrients: item.nutrients, importedAt: new Date() };
    const row = existing.get(externalId);
    if (row) em.assign(row, fields);
    else existing.set(externalId, em.create(InterlockSupplementEntity, { userId: interlock.userId, interlockId: interlock.id, externalId, ...fields }));
  }
  await em.flush();
  return em.find(InterlockSupplementEntity, { interlockId: interlock.id }, { orderBy: { id: 'asc' } });
}

export async function deleteHealthAppSupplement(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const row = isId(id) ? await em.findOne(InterlockSupplementEntity, { id }) : null;
  if (!row) throw NotFound('가져온 영양제를 찾을 수 없습니다.');
  assertWriter(identity, row.userId);
  await em.nativeDelete(InterlockSupplementEntity, { id: row.id });
}

/** A user's imported supplements: the user themself or an admin. */
export async function healthAppSupplements(em: EntityManager, identity: Identity, userId: string): Promise<InterlockSupplement[]> {
  assertOwner({ identity }, userId);
  if (!isId(userId)) return [];
  return em.find(InterlockSupplementEntity, { userId }, { orderBy: { id: 'asc' } });
}
