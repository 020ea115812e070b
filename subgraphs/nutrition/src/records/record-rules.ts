import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, Forbidden, NotFound, dayjs, isLocalDate, koreanDate, parseId, parseInput, withParticle, z, type Identity } from '@shop/kit';
import { privateKeyOwner, uploadKeyOf, UPLOADS_PATH } from '@shop/kit/file-urls.js';
import type { Profile } from '../profiles/profile.entity.js';
import { getOwnedProfile } from '../profiles/profiles.service.js';

/** Longest range a list query may span (a year, leap day included), so one request stays bounded. */
export const MAX_RANGE_DAYS = 366;

// Ids and dates are checked by the kit's one definition (the GraphQL edge uses the same).
export { idSchema, parseId } from '@shop/kit';

export const dateSchema = (label: string) =>
  z.string({ error: `${withParticle(label, '을', '를')} 입력해주세요.` }).refine(isLocalDate, { message: `${withParticle(label, '은', '는')} YYYY-MM-DD 형식의 날짜입니다.`, abort: true });

/** A record's Korean calendar date: a real date, not after today (the birthday is checked with the profile). */
export const recordDateSchema = (label: string) => dateSchema(label).refine((d) => d <= koreanDate(), `${withParticle(label, '은', '는')} 오늘 이후일 수 없습니다.`);

/**
 * Photos come from the upload API (`/uploads/...`) or an external http(s) URL. An uploaded
 * photo's URL arrives signed (kit file-urls.ts); the record keeps its bare path and signs it
 * again for each reader (`readableImageUrl`).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, '사진 주소가 너무 깁니다.')
  .regex(/^(https?:\/\/|\/uploads\/)\S+$/, '사진 주소는 http(s) 주소나 /uploads/ 경로여야 합니다.')
  .transform((url) => {
    const key = uploadKeyOf(url);
    return key ? `${UPLOADS_PATH}${key}` : url;
  });

/** The file owners a profile's photos are uploaded under (the web uploads meal and body photos to the profile they are for). */
const PHOTO_OWNER_TYPES = ['meal', 'body', 'profile'];

/**
 * An uploaded photo on a record must be one uploaded for that record's profile: its private key
 * names the profile (kit file-urls.ts). Someone who saw another person's photo URL cannot put it
 * on a record of theirs and have it signed for them. External http(s) URLs are the caller's own.
 */
export function checkPhoto(profileId: string, imageUrl: string | null | undefined, field = 'imageUrl'): void {
  if (!imageUrl) return;
  const key = uploadKeyOf(imageUrl);
  if (key === null) return;
  const owner = privateKeyOwner(key);
  if (!owner || !PHOTO_OWNER_TYPES.includes(owner.ownerType) || owner.ownerId !== profileId) {
    throw BadInput([{ field, message: '이 프로필에 올린 사진만 기록에 붙일 수 있습니다.' }]);
  }
}

/** Records cannot predate the person: a date before the profile's birthday is refused. */
export function checkRecordDate(profile: Profile, date: string, field: string): void {
  if (date < profile.birthday) throw BadInput([{ field, message: '생년월일 이전 날짜에는 기록할 수 없습니다.' }]);
}

/** Reads: the owner or an admin. */
export function getReadableProfile(em: EntityManager, identity: Identity, profileId: string): Promise<Profile> {
  return getOwnedProfile(em, identity, parseId(profileId, 'profileId'));
}

/** Writes: the owning account only (admins read other accounts' records but do not write them). */
export async function getWritableProfile(em: EntityManager, identity: Identity, profileId: string): Promise<Profile> {
  const profile = await getReadableProfile(em, identity, profileId);
  if (profile.userId !== identity.userId) throw Forbidden('본인 계정의 프로필에만 기록할 수 있습니다.');
  return profile;
}

/** An id-based edit touches only rows the caller's account wrote (`userId` is kept on every record). */
export function assertRecordWriter(identity: Identity, record: { userId: string } | null, what: string): asserts record {
  if (!record) throw NotFound(`${withParticle(what, '을', '를')} 찾을 수 없습니다.`);
  if (record.userId !== identity.userId) throw Forbidden('본인이 남긴 기록만 바꿀 수 있습니다.');
}

const rangeSchema = z
  .object({ from: dateSchema('시작일'), to: dateSchema('종료일') })
  .refine((r) => r.from <= r.to, { message: '시작일이 종료일보다 늦을 수 없습니다.', path: ['to'] })
  .refine((r) => dayjs(r.to).diff(dayjs(r.from), 'day') < MAX_RANGE_DAYS, { message: `기간은 최대 ${MAX_RANGE_DAYS}일입니다.`, path: ['to'] });

export function parseRange(from: string, to: string): { from: string; to: string } {
  return parseInput(rangeSchema, { from, to });
}

/** Present keys only: an omitted field keeps its value on an edit, an explicit null clears it. */
export function patchOf<T extends object>(raw: T): Partial<T> {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Partial<T>;
}
