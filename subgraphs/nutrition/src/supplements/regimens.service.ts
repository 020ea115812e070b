import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, Conflict, NotFound, dayjs, koreanDate, parseInput, text, z, type Identity } from '@shop/kit';
import { getOwnedProfile, listProfiles } from '../profiles/profiles.service.js';
import { addressedName } from '../profiles/display.js';
import type { Profile } from '../profiles/profile.entity.js';
import { adherencePercent, adherenceTier } from '../rules/rules.js';
import { queueScoreRecompute } from '../scores/scores.service.js';
import { dateSchema, getWritableProfile } from '../records/record-rules.js';
import { assertWriter, isId } from './supplements.service.js';
import { IntakeEntity, RegimenEntity, ReminderDeliveryEntity, SupplementEntity, type Intake, type Regimen } from './supplement.entities.js';

export const MAX_ALRAM_CNT = 10;
/** Longest adherence window one request may ask for. */
export const MAX_ADHERENCE_DAYS = 366;

const alramCntSchema = z
  .number({ error: '알림 횟수를 입력해주세요.' })
  .int('알림 횟수는 정수입니다.')
  .min(0, '알림 횟수는 0 이상입니다.')
  .max(MAX_ALRAM_CNT, `알림 횟수는 ${MAX_ALRAM_CNT}회까지입니다.`);
// A time of day as 시:분 on a 24-hour clock; the message speaks Korean, not the format's code (HH:mm).
const timeSchema = z
  .string({ error: '알림 시간을 입력해주세요.' })
  .min(1, '알림 시간을 입력해주세요.')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '알림 시간은 00:00부터 23:59 사이의 시각(시:분)으로 입력해주세요.');
const timesSchema = z.array(timeSchema).refine((times) => new Set(times).size === times.length, '같은 알림 시간이 두 번 있습니다.');
const memoSchema = text().pipe(z.string().max(200, '메모는 200자 이하여야 합니다.')).nullish();

/** Reminder times are either none (no push; alramCnt is still the daily target) or one per reminder. */
function checkTimes(value: { alramCnt?: number; reminderTimes?: string[] | null }, ctx: z.RefinementCtx): void {
  if (value.reminderTimes?.length && value.alramCnt !== undefined && value.reminderTimes.length !== value.alramCnt) {
    ctx.addIssue({ code: 'custom', path: ['reminderTimes'], message: `알림 시간은 알림 횟수(${value.alramCnt}회)만큼 입력해주세요.` });
  }
}

const addSchema = z
  .object({
    profileId: z.string(),
    supplementId: z.string(),
    alramCnt: alramCntSchema.nullish(),
    reminderTimes: timesSchema.nullish(),
    startDate: dateSchema('복용 시작일').nullish(),
    memo: memoSchema,
  })
  .superRefine((v, ctx) => checkTimes({ alramCnt: v.alramCnt ?? 0, reminderTimes: v.reminderTimes }, ctx));

const editSchema = z.object({
  alramCnt: alramCntSchema.nullish(),
  reminderTimes: timesSchema.nullish(),
  startDate: dateSchema('복용 시작일').nullish(),
  memo: memoSchema,
});

const remindersSchema = z.object({ alramCnt: alramCntSchema, reminderTimes: timesSchema.nullish() }).superRefine((v, ctx) => checkTimes(v, ctx));

const sortTimes = (times: string[] | null | undefined) => [...(times ?? [])].sort();

/** A profile the caller may write to: their own (admins may read others' profiles, not write them). */
async function writableProfile(em: EntityManager, identity: Identity, profileId: string): Promise<Profile> {
  if (!isId(profileId)) throw NotFound('프로필을 찾을 수 없습니다.');
  return getWritableProfile(em, identity, profileId);
}

async function writableRegimen(em: EntityManager, identity: Identity, id: string): Promise<Regimen> {
  const regimen = isId(id) ? await em.findOne(RegimenEntity, { id }) : null;
  if (!regimen) throw NotFound('영양제 복용 기록을 찾을 수 없습니다.');
  assertWriter(identity, regimen.userId);
  return regimen;
}

export async function addRegimen(em: EntityManager, identity: Identity, raw: unknown): Promise<Regimen> {
  const input = parseInput(addSchema, raw);
  const profile = await writableProfile(em, identity, input.profileId);
  // Approved, or the caller's own submission that is still pending: they may track it already.
  const supplement = isId(input.supplementId) ? await em.findOne(SupplementEntity, { id: input.supplementId }) : null;
  const usable = supplement && (supplement.status === 'approved' || (supplement.status === 'pending' && supplement.submittedBy === identity.userId));
  if (!usable) throw NotFound('영양제를 찾을 수 없습니다.');
  if (await em.count(RegimenEntity, { profileId: profile.id, supplementId: supplement.id })) {
    throw Conflict(`이미 ${addressedName(profile.name)}의 복용 목록에 있는 영양제입니다.`);
  }
  const regimen = em.create(RegimenEntity, {
    profileId: profile.id,
    userId: profile.userId,
    supplementId: supplement.id,
    alramCnt: input.alramCnt ?? 0,
    reminderTimes: sortTimes(input.reminderTimes),
    startDate: input.startDate ?? koreanDate(),
    memo: input.memo || null,
  });
  await em.flush();
  return regimen;
}

export async function editRegimen(em: EntityManager, identity: Identity, id: string, raw: unknown): Promise<Regimen> {
  const input = parseInput(editSchema, raw);
  const regimen = await writableRegimen(em, identity, id);
  const alramCnt = input.alramCnt ?? regimen.alramCnt;
  const reminderTimes = input.reminderTimes ? sortTimes(input.reminderTimes) : regimen.reminderTimes;
  // The merged row must keep the rule; changing only the count leaves times that no longer fit.
  if (reminderTimes.length && reminderTimes.length !== alramCnt) {
    throw BadInput([{ field: 'reminderTimes', message: `알림 시간은 알림 횟수(${alramCnt}회)만큼 입력해주세요.` }]);
  }
  em.assign(regimen, {
    alramCnt,
    reminderTimes,
    startDate: input.startDate ?? regimen.startDate,
    memo: input.memo === undefined ? regimen.memo : input.memo || null,
  });
  await em.flush();
  return regimen;
}

export async function setReminders(em: EntityManager, identity: Identity, id: string, raw: unknown): Promise<Regimen> {
  const input = parseInput(remindersSchema, raw);
  const regimen = await writableRegimen(em, identity, id);
  em.assign(regimen, { alramCnt: input.alramCnt, reminderTimes: sortTimes(input.reminderTimes) });
  await em.flush();
  return regimen;
}

export async function clearReminders(em: EntityManager, identity: Identity, id: string): Promise<Regimen> {
  const regimen = await writableRegimen(em, identity, id);
  em.assign(regimen, { alramCnt: 0, reminderTimes: [] });
  await em.flush();
  return regimen;
}

/** Removes a regimen entry with its intakes and delivered reminders; the scores of those dates change. */
export async function deleteRegimen(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const regimen = await writableRegimen(em, identity, id);
  const dates = (await em.find(IntakeEntity, { regimenId: regimen.id }, { fields: ['intakeDate'] })).map((i) => i.intakeDate);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(IntakeEntity, { regimenId: regimen.id });
    await tx.nativeDelete(ReminderDeliveryEntity, { regimenId: regimen.id });
    await tx.nativeDelete(RegimenEntity, { id: regimen.id });
  });
  await queueScoreRecompute(em, regimen.profileId, dates);
}

/** The most marks a day can hold: one per reminder, or one when the entry has no reminders. */
export const dailyIntakeCap = (alramCnt: number) => Math.max(alramCnt, 1);

/**
 * The entry's schedule in words, from the same fields the cap comes from (issue 21: the screen
 * showed the label's "1일 1회" beside "알림 하루 2회"): `하루 2회 · 08:30, 20:00`, or
 * `하루 1회 · 알림 없음` for an entry without reminders (it may still be checked once a day).
 */
export function scheduleText(regimen: Pick<Regimen, 'alramCnt' | 'reminderTimes'>): string {
  const times = regimen.alramCnt > 0 && regimen.reminderTimes.length ? regimen.reminderTimes.join(', ') : '알림 없음';
  return `하루 ${dailyIntakeCap(regimen.alramCnt)}회 · ${times}`;
}

function intakeDate(regimen: Regimen, raw: string | null | undefined): string {
  const date = parseInput(z.object({ date: dateSchema('섭취 날짜').nullish() }), { date: raw }).date ?? koreanDate();
  if (date > koreanDate()) throw BadInput([{ field: 'date', message: '미래 날짜에는 섭취를 기록할 수 없습니다.' }]);
  if (date < regimen.startDate) throw BadInput([{ field: 'date', message: `복용 시작일(${regimen.startDate}) 이전에는 섭취를 기록할 수 없습니다.` }]);
  return date;
}

export interface IntakeView {
  regimenId: string;
  profileId: string;
  date: string;
  eatCnt: number;
}

/**
 * eat_cnt + 1 for a Korean date. One statement checks the cap and increments, so two taps at
 * once cannot pass the cap together.
 */
export async function markIntake(em: EntityManager, identity: Identity, regimenId: string, rawDate?: string | null): Promise<IntakeView> {
  const regimen = await writableRegimen(em, identity, regimenId);
  const date = intakeDate(regimen, rawDate);
  const cap = dailyIntakeCap(regimen.alramCnt);
  const rows = await em.execute<{ eat_cnt: number }[]>(
    `insert into nutrition.supplement_intakes as i (regimen_id, profile_id, user_id, intake_date, eat_cnt, updated_at)
     values (?, ?, ?, ?, 1, now())
     on conflict (regimen_id, intake_date) do update set eat_cnt = i.eat_cnt + 1, updated_at = now() where i.eat_cnt < ?
     returning i.eat_cnt`,
    [regimen.id, regimen.profileId, regimen.userId, date, cap],
  );
  if (!rows.length) throw Conflict(`${date}의 섭취는 하루 ${cap}회까지 기록할 수 있어요. 이미 모두 기록했어요.`);
  await queueScoreRecompute(em, regimen.profileId, [date]);
  return { regimenId: regimen.id, profileId: regimen.profileId, date, eatCnt: Number(rows[0].eat_cnt) };
}

/** eat_cnt − 1; the row goes when it reaches 0. */
export async function undoIntake(em: EntityManager, identity: Identity, regimenId: string, rawDate?: string | null): Promise<IntakeView> {
  const regimen = await writableRegimen(em, identity, regimenId);
  const date = parseInput(z.object({ date: dateSchema('섭취 날짜').nullish() }), { date: rawDate }).date ?? koreanDate();
  const eatCnt = await em.transactional(async (tx) => {
    const rows = await tx.execute<{ eat_cnt: number }[]>(
      'update nutrition.supplement_intakes set eat_cnt = eat_cnt - 1, updated_at = now() where regimen_id = ? and intake_date = ? and eat_cnt > 0 returning eat_cnt',
      [regimen.id, date],
    );
    if (!rows.length) throw NotFound('이 날짜에 기록된 섭취가 없습니다.');
    await tx.execute('delete from nutrition.supplement_intakes where regimen_id = ? and intake_date = ? and eat_cnt <= 0', [regimen.id, date]);
    return Number(rows[0].eat_cnt);
  });
  await queueScoreRecompute(em, regimen.profileId, [date]);
  return { regimenId: regimen.id, profileId: regimen.profileId, date, eatCnt };
}

export async function regimensOfProfile(em: EntityManager, identity: Identity, profileId: string): Promise<Regimen[]> {
  if (!isId(profileId)) throw NotFound('프로필을 찾을 수 없습니다.');
  const profile = await getOwnedProfile(em, identity, profileId);
  return em.find(RegimenEntity, { profileId: profile.id }, { orderBy: { id: 'asc' } });
}

/** Every profile of the caller with its regimen: two statements however many profiles there are. */
export async function regimensOfAllProfiles(em: EntityManager, identity: Identity): Promise<{ profile: Profile; regimens: Regimen[] }[]> {
  const profiles = await listProfiles(em, identity.userId);
  const regimens = profiles.length ? await em.find(RegimenEntity, { profileId: { $in: profiles.map((p) => p.id) } }, { orderBy: { id: 'asc' } }) : [];
  return profiles.map((profile) => ({ profile, regimens: regimens.filter((r) => r.profileId === profile.id) }));
}

export async function intakesOfDate(em: EntityManager, identity: Identity, profileId: string, rawDate?: string | null): Promise<IntakeView[]> {
  const date = parseInput(z.object({ date: dateSchema('날짜').nullish() }), { date: rawDate }).date ?? koreanDate();
  if (!isId(profileId)) throw NotFound('프로필을 찾을 수 없습니다.');
  const profile = await getOwnedProfile(em, identity, profileId);
  const rows = await em.find(IntakeEntity, { profileId: profile.id, intakeDate: date }, { orderBy: { regimenId: 'asc' } });
  return rows.map((row: Intake) => ({ regimenId: row.regimenId, profileId: row.profileId, date: row.intakeDate, eatCnt: row.eatCnt }));
}

/** eat_cnt of regimens on dates, for a DataLoader (one statement per batch). */
export async function eatCounts(em: EntityManager, keys: readonly { regimenId: string; date: string }[]): Promise<number[]> {
  // Usually one date for the whole response; the map drops the few extra (id, date) pairs of mixed dates.
  const rows = await em.find(IntakeEntity, { regimenId: { $in: [...new Set(keys.map((k) => k.regimenId))] }, intakeDate: { $in: [...new Set(keys.map((k) => k.date))] } });
  const found = new Map(rows.map((r) => [`${r.regimenId}|${r.intakeDate}`, r.eatCnt]));
  return keys.map((k) => found.get(`${k.regimenId}|${k.date}`) ?? 0);
}

export interface AdherenceRange {
  from: string;
  to: string;
}

/** Parses an adherence window: `to` defaults to today, `from` to the 6 days before it (a week). */
export function adherenceRange(rawFrom?: string | null, rawTo?: string | null): AdherenceRange {
  const input = parseInput(z.object({ from: dateSchema('시작일').nullish(), to: dateSchema('종료일').nullish() }), { from: rawFrom, to: rawTo });
  const to = input.to ?? koreanDate();
  const from = input.from ?? dayjs(to).subtract(6, 'day').format('YYYY-MM-DD');
  if (from > to) throw BadInput([{ field: 'from', message: '시작일이 종료일보다 늦을 수 없습니다.' }]);
  if (dayjs(to).diff(dayjs(from), 'day') >= MAX_ADHERENCE_DAYS) throw BadInput([{ field: 'from', message: `기간은 ${MAX_ADHERENCE_DAYS}일까지 조회할 수 있습니다.` }]);
  return { from, to };
}

/** Σ eat_cnt per regimen over [from, to], counting only days on or after each one's start date. */
export async function eatSums(em: EntityManager, regimenIds: readonly string[], range: AdherenceRange): Promise<Map<string, number>> {
  const rows = await em.execute<{ regimen_id: string; eaten: string }[]>(
    `select i.regimen_id, sum(i.eat_cnt) as eaten
       from nutrition.supplement_intakes i
       join nutrition.supplement_regimens r on r.id = i.regimen_id
      where i.regimen_id in (${regimenIds.map(() => '?').join(', ')})
        and i.intake_date between ? and ? and i.intake_date >= r.start_date
      group by i.regimen_id`,
    [...regimenIds, range.from, range.to],
  );
  return new Map(rows.map((r) => [String(r.regimen_id), Number(r.eaten)]));
}

/**
 * Adherence of one regimen: the days of the window from its start date up to today (future
 * days cannot have intakes yet), each expecting alram_cnt intakes. Percent is floored to one
 * decimal so the shown number never crosses into a tier the ratio has not reached.
 */
export function adherenceOf(regimen: Pick<Regimen, 'alramCnt' | 'startDate'>, range: AdherenceRange, eaten: number, today = koreanDate()) {
  const first = range.from > regimen.startDate ? range.from : regimen.startDate;
  const last = range.to < today ? range.to : today;
  const days = first > last ? 0 : dayjs(last).diff(dayjs(first), 'day') + 1;
  const expected = days * regimen.alramCnt;
  const percent = expected > 0 ? Math.floor(adherencePercent(eaten, expected) * 10 + 1e-9) / 10 : null;
  const message: string | null = percent === null ? null : adherenceTier(percent).message;
  return { ...range, days, eatCnt: eaten, alramCnt: expected, percent, message };
}
