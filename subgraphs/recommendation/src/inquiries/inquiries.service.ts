import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, parseInput, z, type Identity } from '@shop/kit';
import { RecommendInquiryEntity, type RecommendInquiry } from './inquiry.entity.js';
import { RecommendationResultEntity } from '../results/result.entity.js';

const createSchema = z.object({
  title: z.string().trim().min(1, { message: '제목을 입력해주세요.' }).max(100, { message: '제목은 100자까지입니다.' }),
  content: z.string().trim().min(1, { message: '내용을 입력해주세요.' }).max(2000, { message: '내용은 2,000자까지입니다.' }),
  resultId: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, { message: '추천 결과를 확인해주세요.' })
    .nullish(),
});

/** "약사에게 묻기": a member asks about a recommendation (their own result, if one is named). */
export async function createInquiry(em: EntityManager, identity: Identity, raw: unknown): Promise<RecommendInquiry> {
  const input = parseInput(createSchema, raw);
  const result = input.resultId ? await em.findOne(RecommendationResultEntity, { id: input.resultId, userId: identity.userId }) : null;
  if (input.resultId && !result) throw NotFound('추천 결과를 찾을 수 없습니다.');
  const inquiry = em.create(RecommendInquiryEntity, { userId: identity.userId, profileId: result?.profileId ?? null, resultId: result?.id ?? null, title: input.title, content: input.content });
  await em.flush();
  return inquiry;
}

/** The caller's inquiries; everyone's for an admin who asks for all (the pharmacist's desk). */
export async function inquiries(em: EntityManager, identity: Identity, unansweredOnly: boolean, all = false): Promise<RecommendInquiry[]> {
  const mine = identity.role === 'admin' && all ? {} : { userId: identity.userId };
  return em.find(RecommendInquiryEntity, { ...mine, ...(unansweredOnly ? { answer: null } : {}) }, { orderBy: { id: 'desc' }, limit: 100 });
}

export async function inquiry(em: EntityManager, identity: Identity, id: string): Promise<RecommendInquiry> {
  const row = /^[1-9][0-9]{0,17}$/.test(id) ? await em.findOne(RecommendInquiryEntity, { id }) : null;
  if (!row || (row.userId !== identity.userId && identity.role !== 'admin')) throw NotFound('문의를 찾을 수 없습니다.');
  return row;
}

export async function answerInquiry(em: EntityManager, identity: Identity, id: string, raw: unknown): Promise<RecommendInquiry> {
  const { answer } = parseInput(z.object({ answer: z.string().trim().min(1, { message: '답변을 입력해주세요.' }).max(2000, { message: '답변은 2,000자까지입니다.' }) }), raw);
  const row = await inquiry(em, identity, id);
  em.assign(row, { answer, answeredBy: identity.userId, answeredAt: new Date() });
  await em.flush();
  return row;
}
