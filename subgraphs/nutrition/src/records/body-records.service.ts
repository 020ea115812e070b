import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, z, type Identity, type Page } from '@shop/kit';
import { BodyRecordEntity, type BodyRecord } from './record.entities.js';
import { queueScoresAfterWeight } from '../scores/scores.service.js';
import {
  assertRecordWriter,
  checkPhoto,
  checkRecordDate,
  dateSchema,
  getReadableProfile,
  getWritableProfile,
  idSchema,
  imageUrlSchema,
  parseId,
  parseRange,
  patchOf,
  recordDateSchema,
} from './record-rules.js';

/** Plausible human measurements, newborns included (an extremely premature baby weighs about 0.3 kg); bounds inclusive. */
export const WEIGHT_KG = { min: 0.3, max: 500 };
export const HEIGHT_CM = { min: 20, max: 250 };

const fields = {
  recordAt: recordDateSchema('기록 날짜'),
  weight: z
    .number()
    .min(WEIGHT_KG.min, `몸무게는 ${WEIGHT_KG.min}~${WEIGHT_KG.max}kg 사이로 입력해주세요.`)
    .max(WEIGHT_KG.max, `몸무게는 ${WEIGHT_KG.min}~${WEIGHT_KG.max}kg 사이로 입력해주세요.`)
    .nullish(),
  height: z.number().min(HEIGHT_CM.min, `키는 ${HEIGHT_CM.min}~${HEIGHT_CM.max}cm 사이로 입력해주세요.`).max(HEIGHT_CM.max, `키는 ${HEIGHT_CM.min}~${HEIGHT_CM.max}cm 사이로 입력해주세요.`).nullish(),
  imageUrl: imageUrlSchema.nullish(),
};
const somethingRecorded = (v: { weight?: number | null; height?: number | null; imageUrl?: string | null }) => v.weight != null || v.height != null || v.imageUrl != null;
const SOMETHING = { message: '몸무게, 키, 사진 중 하나 이상 입력해주세요.', path: ['weight'] };
const addSchema = z.object({ profileId: idSchema('프로필'), ...fields }).refine(somethingRecorded, SOMETHING);
const editSchema = z.object(fields).refine(somethingRecorded, SOMETHING);

export interface BodyRecordInput {
  profileId: string;
  recordAt: string;
  weight?: number | null;
  height?: number | null;
  imageUrl?: string | null;
}
export type BodyRecordPatch = Partial<Omit<BodyRecordInput, 'profileId'>>;

export async function addBodyRecord(em: EntityManager, identity: Identity, raw: BodyRecordInput): Promise<BodyRecord> {
  const { profileId, ...input } = parseInput(addSchema, raw);
  const profile = await getWritableProfile(em, identity, profileId);
  checkRecordDate(profile, input.recordAt, 'recordAt');
  checkPhoto(profileId, input.imageUrl);
  const record = em.create(BodyRecordEntity, {
    profileId,
    userId: profile.userId,
    recordAt: input.recordAt,
    weight: input.weight ?? null,
    height: input.height ?? null,
    imageUrl: input.imageUrl ?? null,
  });
  await em.flush();
  await queueScoresAfterWeight(em, profile.id, record.recordAt);
  return record;
}

/** Changes the given fields; an explicit null clears a measurement or the photo (one must remain). */
export async function editBodyRecord(em: EntityManager, identity: Identity, id: string, raw: BodyRecordPatch): Promise<BodyRecord> {
  const record = await em.findOne(BodyRecordEntity, { id: parseId(id) });
  assertRecordWriter(identity, record, '신체 기록');
  const current = { recordAt: record.recordAt, weight: record.weight ?? null, height: record.height ?? null, imageUrl: record.imageUrl };
  const input = parseInput(editSchema, { ...current, ...patchOf(raw) });
  if (input.imageUrl !== record.imageUrl) checkPhoto(record.profileId, input.imageUrl);
  if (input.recordAt !== record.recordAt) checkRecordDate(await getWritableProfile(em, identity, record.profileId), input.recordAt, 'recordAt');
  const earliest = input.recordAt < record.recordAt ? input.recordAt : record.recordAt;
  em.assign(record, { recordAt: input.recordAt, weight: input.weight ?? null, height: input.height ?? null, imageUrl: input.imageUrl ?? null });
  await em.flush();
  await queueScoresAfterWeight(em, record.profileId, earliest);
  return record;
}

export async function deleteBodyRecord(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const record = await em.findOne(BodyRecordEntity, { id: parseId(id) });
  assertRecordWriter(identity, record, '신체 기록');
  em.remove(record);
  await em.flush();
  await queueScoresAfterWeight(em, record.profileId, record.recordAt);
}

/** All body records of a profile, oldest first or newest first (/record/body/user, /userToNew). */
export async function pageBodyRecords(em: EntityManager, identity: Identity, profileId: string, order: 'asc' | 'desc', page: { offset: number; limit: number }): Promise<Page<BodyRecord>> {
  await getReadableProfile(em, identity, profileId);
  const [items, total] = await em.findAndCount(BodyRecordEntity, { profileId }, { orderBy: { recordAt: order, id: order }, ...page });
  return { items, total };
}

/** Body records in a date range, newest first (the body chart). */
export async function bodyRecordsInRange(em: EntityManager, identity: Identity, profileId: string, from: string, to: string): Promise<BodyRecord[]> {
  const range = parseRange(from, to);
  await getReadableProfile(em, identity, profileId);
  return em.find(BodyRecordEntity, { profileId, recordAt: { $gte: range.from, $lte: range.to } }, { orderBy: { recordAt: 'desc', id: 'desc' } });
}

/** The newest record that has a photo, or null. */
export async function recentBodyImage(em: EntityManager, identity: Identity, profileId: string): Promise<BodyRecord | null> {
  await getReadableProfile(em, identity, profileId);
  return em.findOne(BodyRecordEntity, { profileId, imageUrl: { $ne: null } }, { orderBy: { recordAt: 'desc', id: 'desc' } });
}

export async function bodyImagesOfDate(em: EntityManager, identity: Identity, profileId: string, date: string): Promise<BodyRecord[]> {
  const day = parseInput(z.object({ date: dateSchema('날짜') }), { date }).date;
  await getReadableProfile(em, identity, profileId);
  return em.find(BodyRecordEntity, { profileId, recordAt: day, imageUrl: { $ne: null } }, { orderBy: { id: 'asc' } });
}

/** Distinct dates with body records in a range, ascending (calendar marks). */
export async function bodyRecordDates(em: EntityManager, identity: Identity, profileId: string, from: string, to: string): Promise<string[]> {
  const range = parseRange(from, to);
  await getReadableProfile(em, identity, profileId);
  const rows = await em.find(BodyRecordEntity, { profileId, recordAt: { $gte: range.from, $lte: range.to } }, { fields: ['recordAt'], orderBy: { recordAt: 'asc' } });
  return [...new Set(rows.map((r) => r.recordAt))];
}
