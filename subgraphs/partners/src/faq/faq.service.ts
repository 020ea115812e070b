import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, NotFound, displayName, idSchema, lockKey, parseInput, z, type Identity, type Page } from '@shop/kit';
import { manageableChannel } from '../channels/channel-access.js';
import { channelByRef } from '../community/channel-ref.js';
import { FAQ_RULES, FaqEntryEntity, FaqMenuEntity, FaqTopSearchedTermEntity, type FaqEntry, type FaqMenu } from './faq.entities.js';
import { assertAdvertisingCompliance } from '../advertising/ad-compliance.js';

/**
 * A channel's FAQ (issue 20, item 4): menus (groups), entries (question and answer in a menu)
 * with the owner's "frequently asked" mark, and the top searched terms the owner shows above it.
 * The owner writes (admins too, for support), anyone reads. Who may manage a channel is decided
 * once, in channel-access.ts.
 */

const notFound = (field: string, message: string) => new AppError('NOT_FOUND', message, { fields: [{ field, message }] });
const limitReached = (field: string, message: string) => new AppError('CHANNEL_LIMIT', message, { fields: [{ field, message }] });

// ---------------------------------------------------------------------------------------------
// Menus

const menuName = displayName('메뉴 이름', { max: FAQ_RULES.menuNameMax });

export async function menusOf(em: EntityManager, channelRef: string): Promise<FaqMenu[]> {
  const channel = await channelByRef(em, channelRef);
  return em.find(FaqMenuEntity, { channelId: channel.id }, { orderBy: { position: 'asc', id: 'asc' } });
}

/** A menu the caller manages: NOT_FOUND without it, FORBIDDEN when it is another influencer's channel's. */
async function manageableMenu(em: EntityManager, identity: Identity, rawId: string, field: string): Promise<FaqMenu> {
  const id = parseInput(idSchema('FAQ 메뉴'), rawId, field);
  const menu = await em.findOne(FaqMenuEntity, { id });
  if (!menu) throw notFound(field, 'FAQ 메뉴를 찾을 수 없습니다.');
  await manageableChannel(em, identity, menu.channelId);
  return menu;
}

/** A new menu at the end; count and position under the channel's FAQ lock (FAQ_RULES.maxMenus whatever the timing). */
export async function createMenu(em: EntityManager, identity: Identity, channelId: string | null | undefined, rawName: string): Promise<FaqMenu> {
  const channel = await manageableChannel(em, identity, channelId);
  const name = parseInput(menuName, rawName, 'name');
  await lockKey(em, `partners.faq_menus:${channel.id}`);
  const [{ count, last }] = await em.execute<{ count: number; last: number }[]>('select count(*)::int as count, coalesce(max(position), 0)::int as last from partners.faq_menus where channel_id = ?', [
    channel.id,
  ]);
  if (count >= FAQ_RULES.maxMenus) throw limitReached('name', `FAQ 메뉴는 ${FAQ_RULES.maxMenus}개까지 만들 수 있습니다.`);
  const menu = em.create(FaqMenuEntity, { channelId: channel.id, name, position: last + 1 });
  await em.flush();
  return menu;
}

export async function renameMenu(em: EntityManager, identity: Identity, rawId: string, rawName: string): Promise<FaqMenu> {
  const menu = await manageableMenu(em, identity, rawId, 'id');
  menu.name = parseInput(menuName, rawName, 'name');
  await em.flush();
  return menu;
}

/** Deletes a menu with its entries (faq_entries_menu_id_foreign: cascade). */
export async function deleteMenu(em: EntityManager, identity: Identity, rawId: string): Promise<boolean> {
  const menu = await manageableMenu(em, identity, rawId, 'id');
  await em.nativeDelete(FaqMenuEntity, { id: menu.id });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Entries

const question = displayName('질문', { max: FAQ_RULES.questionMax });
const answer = z
  .string({ error: '답변을 입력해주세요.' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(1, '답변을 입력해주세요.').max(FAQ_RULES.answerMax, `답변은 ${FAQ_RULES.answerMax}자까지 쓸 수 있습니다.`));

const createEntrySchema = z.object({ menuId: idSchema('FAQ 메뉴'), question, answer, frequent: z.boolean().nullish() });
const editEntrySchema = z.object({ id: idSchema('FAQ'), menuId: idSchema('FAQ 메뉴').nullish(), question: question.nullish(), answer: answer.nullish(), frequent: z.boolean().nullish() });

async function manageableEntry(em: EntityManager, identity: Identity, rawId: string, field: string): Promise<FaqEntry> {
  const id = parseInput(idSchema('FAQ'), rawId, field);
  const entry = await em.findOne(FaqEntryEntity, { id });
  if (!entry) throw notFound(field, 'FAQ를 찾을 수 없습니다.');
  await manageableChannel(em, identity, entry.channelId);
  return entry;
}

export async function createEntry(em: EntityManager, identity: Identity, raw: unknown): Promise<FaqEntry> {
  const input = parseInput(createEntrySchema, raw);
  const menu = await manageableMenu(em, identity, input.menuId, 'menuId');
  assertAdvertisingCompliance({ question: input.question, answer: input.answer });
  const entry = em.create(FaqEntryEntity, { channelId: menu.channelId, menuId: menu.id, question: input.question, answer: input.answer, frequent: input.frequent ?? false });
  await em.flush();
  return entry;
}

/** Edits an entry (only the fields sent); a new menu must be one of the same channel's. */
export async function editEntry(em: EntityManager, identity: Identity, raw: unknown): Promise<FaqEntry> {
  const input = parseInput(editEntrySchema, raw);
  const entry = await manageableEntry(em, identity, input.id, 'id');
  assertAdvertisingCompliance({ question: input.question, answer: input.answer });
  if (input.menuId && input.menuId !== entry.menuId) {
    const menu = await em.findOne(FaqMenuEntity, { id: input.menuId, channelId: entry.channelId });
    if (!menu) throw notFound('menuId', '이 채널의 FAQ 메뉴를 찾을 수 없습니다.');
    entry.menuId = menu.id;
  }
  if (input.question != null) entry.question = input.question;
  if (input.answer != null) entry.answer = input.answer;
  if (input.frequent != null) entry.frequent = input.frequent;
  await em.flush();
  return entry;
}

/** The owner's "자주 묻는 질문" mark (`/partners/register/frequentlyFaq`). */
export async function setFrequent(em: EntityManager, identity: Identity, rawId: string, frequent: boolean): Promise<FaqEntry> {
  const entry = await manageableEntry(em, identity, rawId, 'id');
  entry.frequent = frequent;
  await em.flush();
  return entry;
}

export async function deleteEntry(em: EntityManager, identity: Identity, rawId: string): Promise<boolean> {
  const entry = await manageableEntry(em, identity, rawId, 'id');
  await em.nativeDelete(FaqEntryEntity, { id: entry.id });
  return true;
}

const entriesSchema = z.object({
  menuId: idSchema('FAQ 메뉴').nullish(),
  frequentOnly: z.boolean().nullish(),
  keyword: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(50, '검색어는 50자까지 입력할 수 있습니다.'))
    .nullish(),
});

/**
 * A channel's FAQ entries: of one menu, only the frequent ones, or those whose question or
 * answer holds a keyword (the channel's questions list, `/partners/questionList`); frequent ones
 * first, then in the order they were written. A channel holds tens of entries, so the keyword is
 * matched row by row (strpos of the lower-cased text: no pattern characters to escape).
 */
export async function entriesOf(em: EntityManager, channelRef: string, raw: unknown, page: { offset: number; limit: number }): Promise<Page<FaqEntry>> {
  const input = parseInput(entriesSchema, raw);
  const channel = await channelByRef(em, channelRef);
  if (input.menuId && !(await em.count(FaqMenuEntity, { id: input.menuId, channelId: channel.id }))) throw notFound('menuId', '이 채널의 FAQ 메뉴를 찾을 수 없습니다.');
  const conditions = ['e.channel_id = ?'];
  const params: unknown[] = [channel.id];
  if (input.menuId) {
    conditions.push('e.menu_id = ?');
    params.push(input.menuId);
  }
  if (input.frequentOnly) conditions.push('e.frequent');
  if (input.keyword) {
    conditions.push('(strpos(lower(e.question), lower(?)) > 0 or strpos(lower(e.answer), lower(?)) > 0)');
    params.push(input.keyword, input.keyword);
  }
  const where = conditions.join(' and ');
  const [{ total }] = await em.execute<{ total: number }[]>(`select count(*)::int as total from partners.faq_entries e where ${where}`, params);
  const rows = await em.execute<{ id: string }[]>(`select e.id::text as id from partners.faq_entries e where ${where} order by e.frequent desc, e.created_at, e.id offset ? limit ?`, [
    ...params,
    page.offset,
    page.limit,
  ]);
  const found = new Map((rows.length ? await em.find(FaqEntryEntity, { id: { $in: rows.map((r) => r.id) } }) : []).map((e) => [e.id, e]));
  return { items: rows.flatMap((r) => (found.has(r.id) ? [found.get(r.id)!] : [])), total };
}

export async function entryById(em: EntityManager, rawId: string): Promise<FaqEntry> {
  const id = parseInput(idSchema('FAQ'), rawId, 'id');
  const entry = await em.findOne(FaqEntryEntity, { id });
  if (!entry) throw NotFound('FAQ를 찾을 수 없습니다.');
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Top searched terms

const term = displayName('검색어', { max: FAQ_RULES.termMax });
const termsSchema = z
  .array(term)
  .max(FAQ_RULES.maxTopSearched, `많이 찾는 검색어는 ${FAQ_RULES.maxTopSearched}개까지 등록할 수 있습니다.`)
  .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length, '같은 검색어를 두 번 넣을 수 없습니다.');

/** The terms a channel shows, in the owner's order. */
export async function topSearchedTerms(em: EntityManager, channelRef: string): Promise<string[]> {
  const channel = await channelByRef(em, channelRef);
  const rows = await em.find(FaqTopSearchedTermEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
  return rows.map((r) => r.term);
}

/**
 * Registers the channel's top searched terms (`/partners/register/topSearched`): the list given
 * replaces the one shown, in its order (an empty list clears it). Replacements of one channel run
 * one after another under its lock, and the rows themselves cannot pass 10 (positions 1..10, one
 * term each: faq_top_searched_terms_position_check and _channel_id_position_unique).
 */
export async function registerTopSearchedTerms(em: EntityManager, identity: Identity, channelId: string | null | undefined, rawTerms: unknown): Promise<string[]> {
  const channel = await manageableChannel(em, identity, channelId);
  const terms = parseInput(termsSchema, rawTerms, 'terms');
  await lockKey(em, `partners.faq_top_searched_terms:${channel.id}`);
  await em.nativeDelete(FaqTopSearchedTermEntity, { channelId: channel.id });
  if (terms.length) {
    await em.execute(
      `insert into partners.faq_top_searched_terms (channel_id, position, term, created_at) values ${terms.map(() => '(?, ?, ?, now())').join(', ')}`,
      terms.flatMap((t, i) => [channel.id, i + 1, t]),
    );
  }
  return terms;
}
