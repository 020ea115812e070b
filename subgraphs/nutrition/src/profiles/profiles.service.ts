import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, Forbidden, NotFound, ageInYears, assertOwner, displayName, koreanDate, lockKey, parseInput, publishLifecycleEvent, withParticle, z, type Identity } from '@shop/kit';
import { drawProfileImage } from './display.js';
import { PROMISE_TYPES, PREGNANT_TYPES, VEGETARIAN_TYPES } from './life-stage.js';
import { ProfileEntity, PromiseRecordEntity, type Profile, type PromiseRecord } from './profile.entity.js';
import { nutritionLifecycle, profileAttachments } from '../lifecycle.js';

/** A family can track at most this many profiles (the account holder included). */
export const MAX_PROFILES_PER_ACCOUNT = 10;

const dateSchema = (label: string) => z.string({ error: `${withParticle(label, '을', '를')} 입력해주세요.` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${withParticle(label, '은', '는')} YYYY-MM-DD 형식입니다.`);

const profileSchema = z.object({
  name: displayName('이름', { max: 20 }),
  gender: z.union([z.literal(1), z.literal(2)], { error: '성별은 1(남성) 또는 2(여성)입니다.' }),
  birthday: dateSchema('생년월일').refine((s) => s <= koreanDate(), '생년월일이 미래일 수 없습니다.'),
});

export async function listProfiles(em: EntityManager, userId: string): Promise<Profile[]> {
  return em.find(ProfileEntity, { userId }, { orderBy: { isPrimary: 'desc', id: 'asc' } });
}

export async function addProfile(em: EntityManager, identity: Identity, raw: unknown): Promise<Profile> {
  const input = parseInput(profileSchema, raw);
  // The account's profile list is changed by one request at a time: the count and the primary
  // flag below hold until this transaction ends (a unique index keeps one primary regardless).
  await lockKey(em, `nutrition.profiles:${identity.userId}`);
  const count = await em.count(ProfileEntity, { userId: identity.userId });
  if (count >= MAX_PROFILES_PER_ACCOUNT) {
    throw new AppError('PROFILE_LIMIT', `프로필은 최대 ${MAX_PROFILES_PER_ACCOUNT}개까지 만들 수 있습니다.`);
  }
  const profile = em.create(ProfileEntity, {
    userId: identity.userId,
    ...input,
    isPrimary: count === 0,
    imageNo: drawProfileImage(ageInYears(input.birthday)),
  });
  await em.flush();
  return profile;
}

/** Loads a profile and checks that the caller owns it (admins may read any). */
export async function getOwnedProfile(em: EntityManager, identity: Identity, profileId: string): Promise<Profile> {
  const profile = await em.findOne(ProfileEntity, { id: profileId });
  if (!profile) throw NotFound('프로필을 찾을 수 없습니다.');
  assertOwner({ identity }, profile.userId);
  return profile;
}

/**
 * Loads a profile for a change: the owning account only. Admins read members' profiles (support)
 * but never change or remove one (removing takes the profile's whole diary with it), as with
 * records (record-rules.ts `getWritableProfile`).
 */
async function getProfileForChange(em: EntityManager, identity: Identity, profileId: string): Promise<Profile> {
  const profile = await getOwnedProfile(em, identity, profileId);
  if (profile.userId !== identity.userId) throw Forbidden('본인 계정의 프로필만 변경할 수 있습니다.');
  return profile;
}

export async function removeProfile(em: EntityManager, identity: Identity, profileId: string): Promise<void> {
  const profile = await getProfileForChange(em, identity, profileId);
  if (profile.isPrimary) throw Forbidden('본인 프로필은 삭제할 수 없습니다.');
  // The profile's tracking goes with it (lifecycle.ts says what), and the other subgraphs hear of it.
  const event = { userId: profile.userId, profileId: profile.id, attachments: await profileAttachments(em, profile.id) };
  await nutritionLifecycle.profileDeleted(em, event);
  await publishLifecycleEvent(em, 'profileDeleted', event, { except: 'nutrition' });
}

const promiseSchema = z
  .object({
    promiseType: z
      .number({ error: '관리 목적을 선택해주세요.' })
      .int()
      .refine((n) => n in PROMISE_TYPES, '관리 목적은 0~5 중 하나입니다.'),
    pregnantType: z
      .number()
      .int()
      .refine((n) => n === 0 || n in PREGNANT_TYPES, '임신/수유 상태 값을 확인해주세요.')
      .nullish(),
    pregnantDay: dateSchema('출산 예정일').nullish(),
    vegetarianType: z
      .number()
      .int()
      .refine((n) => n in VEGETARIAN_TYPES, '채식 유형은 1~6 중 하나입니다.')
      .nullish(),
  })
  .refine((v) => v.promiseType !== 2 || v.vegetarianType != null, { message: '채식 유형을 선택해주세요.', path: ['vegetarianType'] });

/** Adds or replaces the life-stage settings of one of the caller's profiles. */
export async function savePromise(em: EntityManager, identity: Identity, profileId: string, raw: unknown): Promise<PromiseRecord> {
  const input = parseInput(promiseSchema, raw);
  const profile = await getProfileForChange(em, identity, profileId);
  const fields = {
    promiseType: input.promiseType,
    pregnantType: input.pregnantType ?? null,
    pregnantDay: input.pregnantDay ?? null,
    vegetarianType: input.promiseType === 2 ? (input.vegetarianType ?? null) : null,
  };
  const existing = await em.findOne(PromiseRecordEntity, { profileId: profile.id });
  const record = existing ? em.assign(existing, fields) : em.create(PromiseRecordEntity, { profileId: profile.id, ...fields });
  await em.flush();
  return record;
}
