import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, dayjs, isId, KOREA_TZ, parseInput, z, type Identity, type Page } from '@shop/kit';
import { notify } from '../notifications/notifications.service.js';
import { CsEntryEntity, InquiryEntity, type CsEntry, type Inquiry } from './inquiry.entities.js';

export const INQUIRY_CATEGORIES: Record<string, string> = {
  order: '주문·결제',
  delivery: '배송',
  return: '취소·반품·교환',
  product: '상품',
  account: '회원 정보',
  etc: '기타',
};

const inquirySchema = z.object({
  category: z.string().refine((c) => c in INQUIRY_CATEGORIES, '문의 유형을 선택해주세요.'),
  title: z.string().trim().min(2, '제목을 2자 이상 입력해주세요.').max(100, '제목은 100자 이하입니다.'),
  content: z.string().trim().min(5, '문의 내용을 5자 이상 입력해주세요.').max(5000, '문의 내용은 5000자 이하입니다.'),
});

export async function createInquiry(em: EntityManager, identity: Identity, raw: unknown): Promise<Inquiry> {
  const input = parseInput(inquirySchema, raw);
  const inquiry = em.create(InquiryEntity, { userId: identity.userId, ...input });
  await em.flush();
  return inquiry;
}

/** An admin answers; the member is notified (category request). */
export async function answerInquiry(em: EntityManager, identity: Identity, id: string, rawAnswer: string, now = new Date()): Promise<Inquiry> {
  const answer = parseInput(z.string().trim().min(1, '답변을 입력해주세요.').max(5000, '답변은 5000자 이하입니다.'), rawAnswer, 'answer');
  const inquiry = await em.findOne(InquiryEntity, { id, deletedAt: null });
  if (!inquiry) throw NotFound('문의를 찾을 수 없습니다.');
  em.assign(inquiry, { answer, answeredBy: identity.userId, answeredAt: now });
  await em.flush();
  await notify(em, inquiry.userId, 'request', '1:1 문의에 답변이 등록되었습니다.', inquiry.title, '/mypage/inquiry/counsel');
  return inquiry;
}

export async function myInquiries(em: EntityManager, identity: Identity, answeredOnly: boolean, page: { offset: number; limit: number }): Promise<Page<Inquiry>> {
  const where = { deletedAt: null, ...(identity.role === 'admin' ? {} : { userId: identity.userId }), ...(answeredOnly ? { answeredAt: { $ne: null } } : {}) };
  const [items, total] = await em.findAndCount(InquiryEntity, where, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/** The CS desk's list: every member's inquiries, newest first, optionally only those still unanswered. */
export async function adminInquiries(em: EntityManager, unansweredOnly: boolean, page: { offset: number; limit: number }): Promise<Page<Inquiry>> {
  const where = { deletedAt: null, ...(unansweredOnly ? { answeredAt: null } : {}) };
  const [items, total] = await em.findAndCount(InquiryEntity, where, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

export async function deleteInquiry(em: EntityManager, identity: Identity, id: string, now = new Date()): Promise<void> {
  const inquiry = await em.findOne(InquiryEntity, { id, deletedAt: null });
  if (!inquiry) throw NotFound('문의를 찾을 수 없습니다.');
  if (identity.role !== 'admin' && inquiry.userId !== identity.userId) throw Forbidden('본인의 문의만 삭제할 수 있습니다.');
  inquiry.deletedAt = now;
  await em.flush();
}

export interface MonthlyCount {
  month: string;
  total: number;
  answered: number;
  unanswered: number;
}

/** Inquiries received in a Korean calendar month (YYYY-MM), for admins. */
export async function monthlyCount(em: EntityManager, month: string): Promise<MonthlyCount> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw BadInput([{ field: 'month', message: '월은 YYYY-MM 형식입니다.' }]);
  const start = dayjs.tz(`${month}-01`, KOREA_TZ);
  const where = { createdAt: { $gte: start.toDate(), $lt: start.add(1, 'month').toDate() } };
  const total = await em.count(InquiryEntity, where);
  const answered = await em.count(InquiryEntity, { ...where, answeredAt: { $ne: null } });
  return { month, total, answered, unanswered: total - answered };
}

const csSchema = z.object({
  kind: z.enum(['faq', 'notice'], { error: '종류는 faq 또는 notice입니다.' }),
  title: z.string().trim().min(2, '제목을 입력해주세요.').max(150),
  body: z.string().trim().min(1, '내용을 입력해주세요.'),
});

export async function addCsEntry(em: EntityManager, raw: unknown): Promise<CsEntry> {
  const entry = em.create(CsEntryEntity, parseInput(csSchema, raw));
  await em.flush();
  return entry;
}

const csEditSchema = csSchema.pick({ title: true, body: true });

async function loadCsEntry(em: EntityManager, id: string): Promise<CsEntry> {
  const entry = isId(id) ? await em.findOne(CsEntryEntity, { id }) : null;
  if (!entry) throw NotFound('고객센터 글을 찾을 수 없습니다.');
  return entry;
}

/** An admin rewrites an entry's title and body (its kind stays). */
export async function editCsEntry(em: EntityManager, id: string, raw: unknown): Promise<CsEntry> {
  const input = parseInput(csEditSchema, raw);
  const entry = await loadCsEntry(em, id);
  em.assign(entry, input);
  await em.flush();
  return entry;
}

/**
 * Other modules (terms) say why an entry must stay for now, as the refusal to give (a notice that
 * announces a legal text's next version stays until that version is in effect); null when it may go.
 */
type CsEntryKeeper = (em: EntityManager, entry: CsEntry) => Promise<AppError | null>;
const keepers: CsEntryKeeper[] = [];
export function onCsEntryDeletion(keeper: CsEntryKeeper): void {
  if (!keepers.includes(keeper)) keepers.push(keeper);
}

export async function deleteCsEntry(em: EntityManager, id: string): Promise<void> {
  const entry = await loadCsEntry(em, id);
  for (const keep of keepers) {
    const refusal = await keep(em, entry);
    if (refusal) throw refusal;
  }
  await em.nativeDelete(CsEntryEntity, { id });
}

export function csEntries(em: EntityManager, kind?: string | null): Promise<CsEntry[]> {
  return em.find(CsEntryEntity, kind ? { kind } : {}, { orderBy: { id: 'desc' }, limit: 100 });
}
