import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, NotFound, dayjs, koreanDate } from '@shop/kit';
import { AGE_BANDS, ageBandOf } from './age-bands.js';
import { ChoiceEntity, DefaultListEntity, QuestionEntity, StatementEntity, SymptomEntity } from './questionnaire.entities.js';
import type { BandQuestionnaire, LoadedQuestion, LoadedSymptom } from './answers.js';
import type { PurposeCategory } from './content/content-types.js';

/** A band code the client sent, or BAD_USER_INPUT naming `field`. */
export function parseBand(band: string, field = 'band'): string {
  if (!AGE_BANDS.some((b) => b.code === band)) throw BadInput([{ field, message: '연령대를 확인해주세요.' }]);
  return band;
}

/** The band of a person born on `birthday`, today: by whole months, so "up to 0.5 years" is up to 6 months. */
export function bandOfBirthday(birthday: string, today = koreanDate()): string {
  const months = dayjs(today).diff(dayjs(birthday), 'month');
  return ageBandOf(months / 12).code;
}

/**
 * The content read for each submission (a band's questions, symptoms and default lists) is the
 * same until an admin edits it: kept per band in this process and dropped by every admin edit
 * (questionnaire-admin.service.ts), and after CONTENT_TTL_MS in any case, so another process's
 * edit shows within a minute.
 */
const CONTENT_TTL_MS = 60_000;
const contentCache = new Map<string, { at: number; content: Promise<unknown> }>();
export function forgetQuestionnaireContent(): void {
  contentCache.clear();
}

function cachedContent<T>(key: string, read: () => Promise<T>): Promise<T> {
  const cached = contentCache.get(key);
  if (cached && Date.now() - cached.at < CONTENT_TTL_MS) return cached.content as Promise<T>;
  const content = read();
  contentCache.set(key, { at: Date.now(), content });
  content.catch(() => contentCache.delete(key));
  return content;
}

/** A band's nine questions with their choices, and the symptoms its purpose question offers (cached: see CONTENT_TTL_MS). */
export function bandQuestionnaire(em: EntityManager, band: string): Promise<BandQuestionnaire> {
  return cachedContent(`questions:${band}`, () => readBandQuestionnaire(em, band));
}

async function readBandQuestionnaire(em: EntityManager, band: string): Promise<BandQuestionnaire> {
  const questions = await em.find(QuestionEntity, { band }, { orderBy: { number: 'asc' } });
  if (!questions.length) throw NotFound('이 연령대의 설문이 없습니다.');
  // About two dozen symptoms in all: read them and keep the band's.
  const [choices, allSymptoms] = await Promise.all([
    em.find(ChoiceEntity, { questionId: { $in: questions.map((q) => q.id) } }, { orderBy: { questionId: 'asc', position: 'asc' } }),
    em.find(SymptomEntity, {}, { orderBy: { position: 'asc', code: 'asc' } }),
  ]);
  const symptomRows = allSymptoms.filter((s) => s.bands.includes(band));
  const statements = symptomRows.length ? await em.find(StatementEntity, { symptomCode: { $in: symptomRows.map((s) => s.code) } }, { orderBy: { symptomCode: 'asc', position: 'asc' } }) : [];
  const loadedQuestions: LoadedQuestion[] = questions.map((q) => ({
    id: q.id,
    number: q.number,
    topic: q.topic,
    title: q.title,
    adminMessage: q.adminMessage ?? null,
    limitCheck: q.limitCheck ?? null,
    duplication: q.duplication,
    okCheck: q.okCheck,
    rowItemNum: q.rowItemNum,
    femaleOnly: q.femaleOnly,
    choices: choices.filter((c) => c.questionId === q.id).map((c) => ({ code: c.code, label: c.label, icon: c.icon, weights: c.weights, excludes: c.excludes, avoid: c.avoid ?? null, sets: c.sets })),
  }));
  const loadedSymptoms: LoadedSymptom[] = symptomRows.map((s) => ({
    code: s.code,
    label: s.label,
    icon: s.icon,
    purpose: s.purpose as PurposeCategory,
    category: s.category,
    bands: s.bands,
    nutrients: s.nutrients,
    statements: statements.filter((t) => t.symptomCode === s.code).map((t) => ({ code: t.code, text: t.text, weights: t.weights })),
  }));
  return { band, questions: loadedQuestions, symptoms: loadedSymptoms };
}

/** The default list of a band for a sex ('any' lists serve both; cached with the band's content). */
export async function defaultListOf(em: EntityManager, band: string, sex: 'male' | 'female'): Promise<{ code: string; priority: number }[]> {
  const lists = await cachedContent(`defaults:${band}`, () => em.find(DefaultListEntity, { band }, { disableIdentityMap: true }));
  const list = lists.find((l) => l.sex === sex) ?? lists.find((l) => l.sex === 'any');
  return list ? [...list.nutrients].sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code)) : [];
}

export async function defaultLists(em: EntityManager) {
  return em.find(DefaultListEntity, {}, { orderBy: { band: 'asc', sex: 'asc' } });
}
